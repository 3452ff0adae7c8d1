// The thumbnail picker and the slider-images picker of the article form (docs/product/admin-portal.md#screens, #validation): drop zones
// that also open the file chooser (keyboard: Enter or Space on the zone), previews with file sizes, a
// description or decorative mark for every image, removal, and reordering of kept and new images together
// by dragging or with the earlier/later buttons. At most 10 slider images; new picks past 10 are truncated.
// Staff read "cover photo" and "slideshow photos" (docs/product/portal-words.md); a slideshow photo can be
// used as the cover, and then one description serves both.
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_SLIDER_IMAGES } from '../../../../shared/contract/articles.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { DescriptionInput, DropZone, IMAGE_LIMITS } from '../../../components/admin/photo-inputs.tsx';
import { type Description, formatBytes, type SliderItem, sliderFileNote } from '../lib/slider-items.ts';

/** Shown beside the pickers: the sizes the public pages are drawn for, and the server's real limits. */
export const RECOMMENDED = {
  thumbnail: `Best at 1200 × 675 pixels (16:9). ${IMAGE_LIMITS}`,
  slider: `Best at 1600 × 1000 pixels. Up to ${MAX_SLIDER_IMAGES} photos: ${IMAGE_LIMITS}`,
};

export function ThumbnailPicker({
  preview,
  file,
  coverIndex,
  description,
  onDescribe,
  onPick,
  error,
  descriptionError,
}: {
  preview: string | null;
  file: File | null;
  /** The place (from 0) of the slideshow photo that is the cover, or null when the cover is a file of its own. */
  coverIndex: number | null;
  description: Description;
  onDescribe: (d: Description) => void;
  onPick: (file: File) => void;
  error?: string | null;
  descriptionError?: string | null;
}) {
  const id = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">
        Cover photo{' '}
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
        <span className="sr-only"> (required)</span>
      </legend>
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        {preview ? (
          <>
            <img
              src={preview}
              alt={file ? 'New cover photo preview' : 'Current cover photo'}
              className="aspect-video w-full object-cover"
            />
            {coverIndex !== null ? (
              <p className="px-2 py-2 text-sm text-slate-700">
                Slideshow photo {coverIndex + 1} is the cover. Its description below serves both.
              </p>
            ) : (
              <>
                <p className="truncate px-2 pt-1 text-xs text-slate-600">
                  {file ? `${file.name}, ${formatBytes(file.size)}` : 'Saved photo'}
                </p>
                <DescriptionInput
                  label="Cover photo"
                  value={description}
                  onChange={onDescribe}
                  error={descriptionError}
                />
              </>
            )}
          </>
        ) : (
          <div className="flex aspect-video flex-col items-center justify-center gap-1 px-3 text-center text-sm text-slate-600">
            <ImagePlus aria-hidden="true" className="size-6" />
            No cover photo yet. The first slideshow photo becomes the cover, or choose one here.
          </div>
        )}
      </div>
      <DropZone
        label={preview ? 'Choose a different cover photo' : 'Choose or drop a cover photo'}
        hint={RECOMMENDED.thumbnail}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
        onFiles={(files) => {
          const first = files[0];
          if (first) onPick(first);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function SliderImagesPicker({
  items,
  coverKey,
  onCover,
  notice,
  onAdd,
  onRemove,
  onMove,
  onMoveTo,
  onDescribe,
  error,
  descriptionErrors,
}: {
  items: SliderItem[];
  coverKey: string | null;
  onCover: (key: string) => void;
  notice: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, by: -1 | 1) => void;
  onMoveTo: (key: string, to: number) => void;
  onDescribe: (key: string, d: Description) => void;
  error?: string | null;
  descriptionErrors?: Record<string, string>;
}) {
  const id = useId();
  const full = items.length >= MAX_SLIDER_IMAGES;
  const [dragged, setDragged] = useState<string | null>(null);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 flex w-full items-baseline justify-between gap-2">
        <span className="text-sm font-medium text-slate-800">
          Slideshow photos{' '}
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
          <span className="sr-only"> (at least one required)</span>
        </span>
        <span className="text-xs text-slate-600">
          {items.length} of {MAX_SLIDER_IMAGES}
        </span>
      </legend>
      <DropZone
        label={full ? 'The slideshow is full' : 'Choose or drop slideshow photos'}
        hint={full ? 'Remove a photo to add another.' : RECOMMENDED.slider}
        multiple
        disabled={full}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
        onFiles={onAdd}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ol className="mt-1 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
          {items.map((item, i) => {
            const label = `Slideshow photo ${i + 1}`;
            const isCover = item.key === coverKey;
            return (
              <li
                key={item.key}
                draggable
                onDragStart={(e) => {
                  setDragged(item.key);
                  e.dataTransfer.effectAllowed = 'move';
                }}
                onDragEnd={() => setDragged(null)}
                onDragOver={(e) => {
                  if (dragged) e.preventDefault();
                }}
                onDrop={(e) => {
                  if (!dragged) return;
                  e.preventDefault();
                  onMoveTo(dragged, i);
                  setDragged(null);
                }}
                className={clsx(
                  'overflow-hidden rounded-lg border bg-white',
                  dragged === item.key ? 'border-brand-600 opacity-60' : 'border-slate-200',
                )}
              >
                <div className="relative cursor-grab">
                  <img
                    src={item.preview}
                    alt={`${label} preview`}
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <span className="absolute top-1.5 left-1.5 rounded bg-slate-900/75 px-1.5 py-0.5 text-xs font-semibold text-white">
                    {i + 1}
                  </span>
                  <span className="absolute top-1.5 right-1.5 flex gap-1">
                    {isCover ? (
                      <span className="rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                        Cover
                      </span>
                    ) : null}
                    {item.kind === 'new' ? (
                      <span className="rounded bg-gold-400 px-1.5 py-0.5 text-xs font-semibold text-brand-900">
                        New
                      </span>
                    ) : null}
                  </span>
                </div>
                <p className="truncate px-2 pt-1 text-xs text-slate-600" title={sliderFileNote(item)}>
                  {sliderFileNote(item)}
                </p>
                <DescriptionInput
                  label={label}
                  value={item}
                  onChange={(d) => onDescribe(item.key, d)}
                  error={descriptionErrors?.[item.key]}
                />
                <div className="px-2">
                  {isCover ? (
                    <p className="flex min-h-11 items-center justify-center text-sm font-medium text-brand-800">
                      The cover photo
                    </p>
                  ) : (
                    <button
                      type="button"
                      onClick={() => onCover(item.key)}
                      className={buttonClass('secondary', 'sm', 'w-full')}
                    >
                      Use as cover<span className="sr-only"> ({label})</span>
                    </button>
                  )}
                </div>
                <div className="flex items-center justify-between gap-1 p-1">
                  <div className="flex">
                    <IconButton
                      label={`Move ${label.toLowerCase()} earlier`}
                      disabled={i === 0}
                      onClick={() => onMove(item.key, -1)}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </IconButton>
                    <IconButton
                      label={`Move ${label.toLowerCase()} later`}
                      disabled={i === items.length - 1}
                      onClick={() => onMove(item.key, 1)}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </IconButton>
                  </div>
                  <IconButton
                    label={`Remove ${label.toLowerCase()}`}
                    danger
                    onClick={() => onRemove(item.key)}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </IconButton>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </fieldset>
  );
}

function IconButton({
  label,
  disabled,
  danger,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'flex size-11 items-center justify-center rounded-md disabled:opacity-30',
        danger ? 'text-red-700 hover:bg-red-50' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      {children}
    </button>
  );
}
