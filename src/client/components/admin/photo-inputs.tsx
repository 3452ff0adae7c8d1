// The portal's photo drop zone (article photos and home page slides): a button that opens the file chooser
// (keyboard: Enter or Space) and takes dropped image files, with the real limits the server enforces; and the
// description box every photo has.
import clsx from 'clsx';
import { Upload } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import {
  MAX_ALT_LENGTH,
  MAX_IMAGE_UPLOAD_MB,
  MAX_IMAGE_UPLOAD_MEGAPIXELS,
} from '../../../shared/contract/articles.ts';

/** What the server accepts (it judges the bytes, not this list). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
/** The server's limits per photo (src/server/lib/uploads.ts reads the same constants). */
export const IMAGE_LIMITS = `JPEG, PNG, WebP, GIF or AVIF, each up to ${MAX_IMAGE_UPLOAD_MB} MB and ${MAX_IMAGE_UPLOAD_MEGAPIXELS} megapixels.`;

const imagesOf = (list: FileList | null | undefined): File[] =>
  Array.from(list ?? []).filter((f) => f.type.startsWith('image/'));

/** A drop zone that is also the button opening the file chooser. */
export function DropZone({
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

/** An image's description as a form holds it: text, or marked decorative. */
export interface Description {
  alt: string;
  decorative: boolean;
}

/**
 * The description box of one image, and its decorative mark where the image may go without one (a home page
 * slide may not). Typed the same way for article photos and slides.
 */
export function DescriptionInput({
  label,
  value,
  onChange,
  error,
  maxLength = MAX_ALT_LENGTH,
  decorativeAllowed = true,
}: {
  label: string;
  value: Description;
  onChange: (d: Description) => void;
  error?: string | null;
  maxLength?: number;
  decorativeAllowed?: boolean;
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
        maxLength={maxLength}
        value={value.decorative ? '' : value.alt}
        disabled={value.decorative}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder="What the picture shows"
        onChange={(e) => onChange({ alt: e.target.value, decorative: false })}
        className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm disabled:bg-slate-100 aria-invalid:border-red-600"
      />
      {decorativeAllowed ? (
        <label className="flex min-h-11 items-center gap-2 text-xs text-slate-700">
          <input
            type="checkbox"
            checked={value.decorative}
            onChange={(e) => onChange({ alt: value.alt, decorative: e.target.checked })}
            className="size-4"
          />
          Decorative (no description needed)
        </label>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
