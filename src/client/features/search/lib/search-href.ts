/** The address of a results page (the page number only past the first). */
export function searchHref(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}
