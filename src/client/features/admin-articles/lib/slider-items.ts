// The slider images of the article form: kept images of the stored article first, then new files, as the
// server stores them (kept in the order sent, new ones after). At most 10 in all (spec admin §5).
import { MAX_SLIDER_IMAGES } from '../../../../shared/contract/articles.ts';
import { fileNameOf, sizedSrc } from './admin-article.ts';

export type SliderItem =
  | { kind: 'existing'; key: string; url: string; preview: string }
  | { kind: 'new'; key: string; file: File; preview: string };

let seq = 0;
const nextKey = () => `new-${++seq}`;

export function existingItems(urls: readonly string[]): SliderItem[] {
  return urls.map((url) => ({ kind: 'existing', key: `old-${url}`, url, preview: sizedSrc(url, 360) }));
}

/** Adds image files, truncated to what still fits; `dropped` counts the ones left out. */
export function addFiles(
  items: readonly SliderItem[],
  files: readonly File[],
): { items: SliderItem[]; dropped: number } {
  const images = files.filter((f) => f.type.startsWith('image/'));
  const room = Math.max(0, MAX_SLIDER_IMAGES - items.length);
  const added: SliderItem[] = images
    .slice(0, room)
    .map((file) => ({ kind: 'new', key: nextKey(), file, preview: URL.createObjectURL(file) }));
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

/** Moves an item one place within its own group (kept or new). */
export function moveItem(items: readonly SliderItem[], key: string, by: -1 | 1): SliderItem[] {
  const from = items.findIndex((i) => i.key === key);
  const to = from + by;
  const a = items[from];
  const b = items[to];
  if (!a || !b || a.kind !== b.kind) return [...items];
  const next = [...items];
  next[from] = b;
  next[to] = a;
  return next;
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
  return item.kind === 'new' ? item.file.name : 'Saved image';
}
