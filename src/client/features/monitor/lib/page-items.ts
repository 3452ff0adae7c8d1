// Pagination buttons (docs/product/public-site.md#constants): the first and last page and pages within 2 of the current one,
// with an ellipsis for every gap.
export type PageItem = number | 'gap-start' | 'gap-end';

export function pageItems(current: number, totalPages: number, around = 2): PageItem[] {
  if (totalPages < 1) return [];
  const pages = new Set<number>([1, totalPages]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) items.push(p < current ? 'gap-start' : 'gap-end');
    items.push(p);
  });
  return items;
}
