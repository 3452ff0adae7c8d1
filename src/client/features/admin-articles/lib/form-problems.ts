// The article form's problems by field, from the shared save rules (src/shared/article-rules.ts) before a
// save and from the field the server names after one, so each message shows next to what it is about.
import type { ArticleProblem } from '../../../../shared/article-rules.ts';
import { ApiError } from '../../../lib/api-client.ts';
import type { SliderItem } from './slider-items.ts';

export interface FormProblems {
  title?: string;
  publish_at?: string;
  thumbnail?: string;
  slider_images?: string;
  content?: string;
  thumbnailDescription?: string;
  /** By slider item key. */
  descriptions?: Record<string, string>;
}

export function toFormProblems(list: readonly ArticleProblem[], slider: readonly SliderItem[]): FormProblems {
  const out: FormProblems = {};
  for (const p of list) {
    if (p.kind === 'thumbnail-alt') out.thumbnailDescription = p.message;
    else if (p.kind === 'slider-alt') {
      const key = slider[p.index]?.key;
      if (key) out.descriptions = { ...out.descriptions, [key]: p.message };
    } else out[p.field] ??= p.message;
  }
  return out;
}

/** Only the create rule is missing: it keeps its own dialog (docs/product/admin-portal.md#validation). */
export const onlyCreateImages = (list: readonly ArticleProblem[]): boolean =>
  list.length > 0 && list.every((p) => p.kind === 'create-images');

/** Where the server's refusal belongs, by the field its answer names. */
export function serverProblem(error: unknown, message: string): FormProblems {
  const field =
    error instanceof ApiError && typeof error.body?.field === 'string' ? error.body.field : undefined;
  if (field === 'title' || field === 'publish_at' || field === 'content') return { [field]: message };
  if (field === 'thumbnail') return { thumbnailDescription: message };
  if (field?.startsWith('slider_images')) return { slider_images: message };
  return {};
}
