// The slider images of the article form: kept images and new files in one order (the save's image_meta
// tells the server that order), each with its description or decorative mark. At most 10 in all.
import { type ImageMeta, MAX_SLIDER_IMAGES } from '../../../../shared/contract/articles.ts';
import type { Description } from '../../../components/admin/photo-inputs.tsx';
import { fileNameOf, sizedSrc } from './admin-article.ts';

export type { Description };

export type SliderItem = Description &
  (
    | { kind: 'existing'; key: string; url: string; preview: string }
    | { kind: 'new'; key: string; file: File; preview: string }
  );

let seq = 0;
const nextKey = () => `new-${++seq}`;

/** The stored description ('' decorative, null none) as the form holds it. */
export const toDescription = (alt: string | null | undefined): Description => ({
  alt: alt ?? '',
  decorative: alt === '',
});

/** What a save sends: the text, '' when decorative, null when not described yet. */
export const altOf = (d: Description): string | null => (d.decorative ? '' : d.alt.trim() || null);

export function existingItems(
  urls: readonly string[],
  alts: ReadonlyArray<string | null> = [],
): SliderItem[] {
  return urls.map((url, i) => ({
    kind: 'existing',
    key: `old-${url}`,
    url,
    preview: sizedSrc(url, 360),
    ...toDescription(alts[i]),
  }));
}

/** Adds image files, truncated to what still fits; `dropped` counts the ones left out. */
export function addFiles(
  items: readonly SliderItem[],
  files: readonly File[],
): { items: SliderItem[]; dropped: number } {
  const images = files.filter((f) => f.type.startsWith('image/'));
  const room = Math.max(0, MAX_SLIDER_IMAGES - items.length);
  const added: SliderItem[] = images.slice(0, room).map((file) => ({
    kind: 'new',
    key: nextKey(),
    file,
    preview: URL.createObjectURL(file),
    alt: '',
    decorative: false,
  }));
  return {
    items: [...items, ...added],
    dropped: images.length - added.length + (files.length - images.length),
  };
}

export function removeItem(items: readonly SliderItem[], key: string): SliderItem[] {
  const gone = items.find((i) => i.key === key);
  if (gone?.kind === 'new') URL.revokeObjectURL(gone.preview);
  return items.filter((i) => i.key !== key);
}

/** Moves an item one place earlier or later (kept and new images mix freely). */
export function moveItem(items: readonly SliderItem[], key: string, by: -1 | 1): SliderItem[] {
  const from = items.findIndex((i) => i.key === key);
  return moveTo(items, key, from + by);
}

/** Moves an item to position `to` (drag and drop). */
export function moveTo(items: readonly SliderItem[], key: string, to: number): SliderItem[] {
  const from = items.findIndex((i) => i.key === key);
  const item = items[from];
  if (!item || to < 0 || to >= items.length || to === from) return [...items];
  const next = items.filter((i) => i.key !== key);
  next.splice(to, 0, item);
  return next;
}

export function describeItem(items: readonly SliderItem[], key: string, d: Description): SliderItem[] {
  return items.map((i) => (i.key === key ? { ...i, ...d } : i));
}

/**
 * The save's image_meta: the slider in the form's order (kept images by file name, new files as new:N in
 * the order they are sent) with descriptions, and the thumbnail's description.
 */
export function imageMeta(items: readonly SliderItem[], thumbnail: Description): ImageMeta {
  let n = 0;
  return {
    thumbnail: { alt: altOf(thumbnail) },
    slider: items.map((i) => ({
      ref: i.kind === 'existing' ? fileNameOf(i.url) : `new:${n++}`,
      alt: altOf(i),
    })),
  };
}

/** Whole kilobytes or megabytes, for the picker's file notes. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function revokeAll(items: readonly SliderItem[]): void {
  for (const i of items) if (i.kind === 'new') URL.revokeObjectURL(i.preview);
}

/** File names of the kept stored images, in order: the `existing_pics` of a save. */
export function keptNames(items: readonly SliderItem[]): string[] {
  return items.flatMap((i) => (i.kind === 'existing' ? [fileNameOf(i.url)] : []));
}

export function newFiles(items: readonly SliderItem[]): File[] {
  return items.flatMap((i) => (i.kind === 'new' ? [i.file] : []));
}

export function sliderFileNote(item: SliderItem): string {
  return item.kind === 'new' ? `${item.file.name}, ${formatBytes(item.file.size)}` : 'Saved image';
}
