// The server's highlighted snippets are escaped text with <mark>…</mark> around matches. They are split into
// plain text parts here and rendered as React text, never as HTML: any other markup stays visible text.

export interface HighlightPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);
}

export function highlightParts(html: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const m of html.matchAll(pattern)) {
    if (m.index > last) parts.push({ text: decode(html.slice(last, m.index)), marked: false });
    parts.push({ text: decode(m[1] ?? ''), marked: true });
    last = m.index + m[0].length;
  }
  if (last < html.length) parts.push({ text: decode(html.slice(last)), marked: false });
  return parts.filter((p) => p.text !== '');
}
