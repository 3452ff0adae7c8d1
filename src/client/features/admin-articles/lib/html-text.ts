// The text of an article body for comparing revisions: block ends become line breaks, tags go.
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ');
  const withBreaks = html.replace(/<\/(p|h[1-6]|li|blockquote|tr)>/gi, '$&\n').replace(/<br\s*\/?>/gi, '\n');
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
