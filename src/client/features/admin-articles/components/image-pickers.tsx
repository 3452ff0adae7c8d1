// The thumbnail picker and the slider-images picker of the article form (docs/product/admin-portal.md#screens, #validation): drop zones
// that also open the file chooser (keyboard: Enter or Space on the zone), previews with file sizes, a
// description or decorative mark for every image, removal, and reordering of kept and new images together
// by dragging or with the earlier/later buttons. At most 10 slider images; new picks past 10 are truncated.
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ImagePlus, Upload, X } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import {
  MAX_ALT_LENGTH,
  MAX_IMAGE_UPLOAD_MB,
  MAX_SLIDER_IMAGES,
} from '../../../../shared/contract/articles.ts';
import { type Description, formatBytes, type SliderItem, sliderFileNote } from '../lib/slider-items.ts';

/** What the server accepts (it judges the bytes, not this list). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
/** Shown beside the pickers: the sizes the public pages are drawn for, and the server's real limits. */
export const RECOMMENDED = {
  thumbnail: `Best at 1200 × 675 pixels (16:9). JPEG, PNG, WebP, GIF or AVIF, up to ${MAX_IMAGE_UPLOAD_MB} MB.`,
  slider: `Best at 1600 × 1000 pixels. Up to ${MAX_SLIDER_IMAGES} photos, each up to ${MAX_IMAGE_UPLOAD_MB} MB.`,
};

const imagesOf = (list: FileList | null | undefined): File[] =>
  Array.from(list ?? []).filter((f) => f.type.startsWith('image/'));

/** A drop zone that is also the button opening the file chooser. */
function DropZone({
  label,
  hint,
  multiple,
  disabled,
  invalid,
  describedBy,
  onFiles,
}: {
  label: string;
  hint: string;
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) onFiles(imagesOf(e.dataTransfer.files));
  };
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    onFiles(imagesOf(e.target.files));
    e.target.value = '';
  };
  return (
    <div>
      <button
        type="button"
        onDragOver={(e) => {
          if (!e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onClick={() => input.current?.click()}
        className={clsx(
          'flex w-full flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-3 py-4 text-center text-sm outline-none focus-visible:ring-3 focus-visible:ring-gold-400 disabled:opacity-60',
          over
            ? 'border-brand-600 bg-brand-50'
            : invalid
              ? 'border-red-600 bg-red-50'
              : 'border-slate-300 bg-slate-50 hover:bg-slate-100',
        )}
      >
        <Upload aria-hidden="true" className="size-5 text-brand-700" />
        <span className="font-medium text-brand-800">{label}</span>
        <span className="text-xs text-slate-600">{hint}</span>
      </button>
      {/* Opened by the zone's button; hidden from everyone so the zone is the one control. */}
      <input ref={input} type="file" accept={IMAGE_ACCEPT} multiple={multiple} hidden onChange={onChange} />
    </div>
  );
}

/** The description box and decorative mark of one image. */
export function DescriptionInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: Description;
  onChange: (d: Description) => void;
  error?: string | null;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 px-2 pb-2">
      <label htmlFor={id} className="text-xs font-medium text-slate-800">
        Description of {label.toLowerCase()} <span className="text-red-700">*</span>
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={MAX_ALT_LENGTH}
        value={value.decorative ? '' : value.alt}
        disabled={value.decorative}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder="What the picture shows"
        onChange={(e) => onChange({ alt: e.target.value, decorative: false })}
        className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm disabled:bg-slate-100 aria-invalid:border-red-600"
      />
      <label className="flex items-center gap-2 text-xs text-slate-700">
        <input
          type="checkbox"
          checked={value.decorative}
          onChange={(e) => onChange({ alt: value.alt, decorative: e.target.checked })}
          className="size-4"
        />
        Decorative (no description needed)
      </label>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ThumbnailPicker({
  preview,
  file,
  description,
  onDescribe,
  onPick,
  error,
  descriptionError,
}: {
  preview: string | null;
  file: File | null;
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
        Thumbnail{' '}
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
              alt={file ? 'New thumbnail preview' : 'Current thumbnail'}
              className="aspect-video w-full object-cover"
            />
            <p className="truncate px-2 pt-1 text-xs text-slate-600">
              {file ? `${file.name}, ${formatBytes(file.size)}` : 'Saved image'}
            </p>
            <DescriptionInput
              label="Thumbnail"
              value={description}
              onChange={onDescribe}
              error={descriptionError}
            />
          </>
        ) : (
          <div className="flex aspect-video flex-col items-center justify-center gap-1 text-sm text-slate-600">
            <ImagePlus aria-hidden="true" className="size-6" />
            No thumbnail chosen
          </div>
        )}
      </div>
      <DropZone
        label={preview ? 'Replace thumbnail' : 'Choose or drop a thumbnail'}
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
          Slider images{' '}
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
        label={full ? 'The slider is full' : 'Choose or drop slider images'}
        hint={full ? 'Remove an image to add another.' : RECOMMENDED.slider}
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
            const label = `Slider image ${i + 1}`;
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
                  {item.kind === 'new' ? (
                    <span className="absolute top-1.5 right-1.5 rounded bg-gold-400 px-1.5 py-0.5 text-xs font-semibold text-brand-900">
                      New
                    </span>
                  ) : null}
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
        'flex size-9 items-center justify-center rounded-md disabled:opacity-30',
        danger ? 'text-red-700 hover:bg-red-50' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      {children}
    </button>
  );
}
