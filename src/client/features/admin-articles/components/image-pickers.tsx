// The thumbnail picker and the slider-images picker of the article form (spec admin §2, §5): previews,
// removal, reordering, at most 10 slider images with new picks past 10 truncated.
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { MAX_SLIDER_IMAGES } from '../../../../shared/contract/articles.ts';
import { type SliderItem, sliderFileNote } from '../lib/slider-items.ts';

/** What the server accepts (it judges the bytes, not this list). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

const fileInputClass =
  'block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-medium file:text-brand-800 hover:file:bg-brand-100 disabled:opacity-60';

export function ThumbnailPicker({
  preview,
  isNew,
  onPick,
}: {
  preview: string | null;
  isNew: boolean;
  onPick: (file: File) => void;
}) {
  const id = useId();
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = Array.from(e.target.files ?? []).find((f) => f.type.startsWith('image/'));
    if (file) onPick(file);
    e.target.value = '';
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Thumbnail
      </label>
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        {preview ? (
          <img
            src={preview}
            alt={isNew ? 'New thumbnail preview' : 'Current thumbnail'}
            className="aspect-video w-full object-cover"
          />
        ) : (
          <div className="flex aspect-video flex-col items-center justify-center gap-1 text-sm text-slate-600">
            <ImagePlus aria-hidden="true" className="size-6" />
            No thumbnail chosen
          </div>
        )}
      </div>
      <input id={id} type="file" accept={IMAGE_ACCEPT} onChange={onChange} className={fileInputClass} />
    </div>
  );
}

export function SliderImagesPicker({
  items,
  notice,
  onAdd,
  onRemove,
  onMove,
}: {
  items: SliderItem[];
  notice: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, by: -1 | 1) => void;
}) {
  const id = useId();
  const full = items.length >= MAX_SLIDER_IMAGES;
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    onAdd(Array.from(e.target.files ?? []));
    e.target.value = '';
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Slider images
        </label>
        <span className="text-xs text-slate-600">
          {items.length} of {MAX_SLIDER_IMAGES}
        </span>
      </div>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        aria-describedby={`${id}-hint`}
        onChange={onChange}
        className={fileInputClass}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {full
          ? 'The slider is full. Remove an image to add another.'
          : `Choose up to ${MAX_SLIDER_IMAGES} images in all.`}
      </p>
      {notice ? (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ol className="mt-1 grid grid-cols-2 gap-2">
          {items.map((item, i) => {
            const label = `Slider image ${i + 1}`;
            const prev = items[i - 1];
            const next = items[i + 1];
            // New uploads are stored after the kept images, so an image can only move within its own group.
            const canUp = prev !== undefined && prev.kind === item.kind;
            const canDown = next !== undefined && next.kind === item.kind;
            return (
              <li key={item.key} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
                <div className="relative">
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
                <div className="flex items-center justify-between gap-1 p-1">
                  <div className="flex">
                    <IconButton
                      label={`Move ${label.toLowerCase()} earlier`}
                      disabled={!canUp}
                      onClick={() => onMove(item.key, -1)}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </IconButton>
                    <IconButton
                      label={`Move ${label.toLowerCase()} later`}
                      disabled={!canDown}
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
    </div>
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
