// Public API answers every public page needs in its first response (the site-wide header, footer or banner):
// the server's root loader (src/client/ssr/page-loaders.ts) loads each one for every rendered page, and
// components read them with useApiGet (src/client/lib/use-api-get.ts).
export const LAYOUT_DATA_URLS: readonly string[] = [];
