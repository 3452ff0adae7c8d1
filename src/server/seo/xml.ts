// Text for XML documents (feeds and sitemaps).

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Characters XML 1.0 does not allow at all (control characters other than tab and line breaks). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function xmlEscape(text: string): string {
  return text.replace(INVALID, '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}
