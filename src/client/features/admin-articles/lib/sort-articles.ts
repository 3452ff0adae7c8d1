// Sorting of the Manage News list (docs/product/admin-portal.md#states): keys title, type and created; default created descending;
// a new key starts ascending and the same key toggles.
import type { Article } from '../../../../shared/contract/articles.ts';

export type SortKey = 'title' | 'type' | 'created';
export interface SortState {
  key: SortKey;
  dir: 'asc' | 'desc';
}

export const DEFAULT_SORT: SortState = { key: 'created', dir: 'desc' };

export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key !== key) return { key, dir: 'asc' };
  return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}

function compare(a: Article, b: Article, key: SortKey): number {
  if (key === 'created') return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;
  const x = key === 'title' ? a.title : a.type;
  const y = key === 'title' ? b.title : b.type;
  return x.localeCompare(y, undefined, { sensitivity: 'base' });
}

export function sortArticles(list: readonly Article[], sort: SortState): Article[] {
  const factor = sort.dir === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => factor * compare(a, b, sort.key) || b.article_id - a.article_id);
}
