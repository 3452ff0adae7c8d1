// Text and number formatting shared by the news lists, the home page and the article page.
// Dates follow the site's one rule (src/shared/dates.ts): Manila time, the publication date, one formatter.
export {
  formatLongDate,
  formatPortalDate,
  formatPortalDateTime,
  formatShortDate,
  isoDate,
  publicationDate,
} from '../../shared/dates.ts';

/** Cuts text to at most `words` words, adding an ellipsis when cut (docs/product/public-site.md#validation: 12 in lists, 10 on cards). */
export function truncateWords(text: string, words: number): string {
  const parts = text.trim().split(/\s+/);
  if (parts.length <= words) return text.trim();
  return `${parts.slice(0, words).join(' ')}…`;
}

/** Cuts text to at most `max` characters at a word boundary where possible, adding an ellipsis when cut. */
export function truncateChars(text: string, max: number): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** Plain text of an HTML fragment (tags dropped, common entities decoded, spaces collapsed). */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** View counts: K above 1,000 and M above 1,000,000, one decimal (docs/product/public-site.md#constants). */
export function abbreviateCount(n: number): string {
  // 999,950 to 1,000,000 would round to "1000.0K": shown as "1.0M" instead.
  if (n > 1_000_000 || n >= 999_950) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n > 1_000) return `${(n / 1_000).toFixed(1)}K`;
  return String(n);
}
