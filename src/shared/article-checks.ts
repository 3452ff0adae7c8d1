// Checks of an article body before it is published, shared by the editor (which lists them next to the
// content while writing, each with a plain fix) and the server (which refuses to publish while an error is
// left; warnings may be acknowledged). They read the sanitised HTML the editor produces, so simple tag
// patterns are enough (docs/decisions/0049-four-eyes-and-publishing-checks.md).

export type BodyIssueKind =
  | 'heading-skip'
  | 'heading-bold'
  | 'empty-link'
  | 'vague-link'
  | 'pdf-link'
  | 'image-alt'
  | 'table-header'
  | 'all-caps'
  | 'long-paragraph'
  | 'low-contrast';

/** An error stops publishing; a warning is shown and may be acknowledged. */
export type BodyIssueSeverity = 'error' | 'warning';

export interface BodyIssue {
  kind: BodyIssueKind;
  severity: BodyIssueSeverity;
  /** Which element, counted from 1 among its kind in the body (the Nth heading, link, image, table, paragraph). */
  index: number;
  /** The start of the element's text, so the writer finds the place. */
  place: string;
  message: string;
  /** What to do about it, in plain words. */
  fix: string;
}

/**
 * Errors stop publishing: images without a description, and text coloured so faintly that many cannot read
 * it (below 3:1; between 3:1 and 4.5:1 it is a warning). The rest are warnings the writer may acknowledge.
 */
export const SEVERITY: Record<BodyIssueKind, BodyIssueSeverity> = {
  'image-alt': 'error',
  'low-contrast': 'error',
  'empty-link': 'warning',
  'heading-skip': 'warning',
  'heading-bold': 'warning',
  'vague-link': 'warning',
  'pdf-link': 'warning',
  'table-header': 'warning',
  'all-caps': 'warning',
  'long-paragraph': 'warning',
};

const FIX: Record<BodyIssueKind, string> = {
  'heading-skip': 'Change the heading level with the toolbar.',
  'heading-bold':
    'Headings name a section in a few words. Make this normal text, and use bold if it needs weight.',
  'empty-link': 'Give the link text, or remove it.',
  'vague-link': 'Select the link text and type words that say where it leads.',
  'pdf-link': 'Say in the link what the document is, and add "(PDF)", e.g. "2026 enrolment guide (PDF)".',
  'image-alt': 'Remove the image and insert it again with a description.',
  'table-header':
    'Make the first row (or column) header cells, so screen readers can name each cell. Tables are for data, not layout.',
  'all-caps':
    'Write it in normal sentence case: capitals are hard to read and screen readers may spell them out.',
  'long-paragraph': 'Split it into shorter paragraphs, or a list.',
  'low-contrast': 'Remove the text colour (paste as plain text), or choose a darker colour.',
};

/** Paragraph limits: words in one paragraph, and letters before capitals count as shouting. */
export const LONG_PARAGRAPH_WORDS = 150;
const CAPS_MIN_LETTERS = 20;
/** A heading longer than this reads as a sentence made bold. */
const HEADING_MAX_WORDS = 15;
/** WCAG 2 contrast for normal text (AA); below the lower bound the text is unreadable for many. */
const CONTRAST_AA = 4.5;
const CONTRAST_UNREADABLE = 3;

const TAG = /<(h[1-6]|a|img)\b([^>]*)>|<\/a>/gi;
const VAGUE = /^(click here|here|read more|more|link|this link)$/i;
const URL_LIKE = /^(https?:\/\/|www\.)\S+$/i;

/** Whether an <img> tag's attributes carry an alt attribute ('' marks it decorative). */
export function hasAltAttribute(attrs: string): boolean {
  return /(^|\s)alt\s*=/i.test(attrs);
}

const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** Images of the body in order, with their description (null when missing). */
export function bodyImages(html: string): Array<{ index: number; alt: string | null }> {
  const out: Array<{ index: number; alt: string | null }> = [];
  for (const m of html.matchAll(/<img\b([^>]*)>/gi)) {
    const attrs = m[1] ?? '';
    const alt = /(?:^|\s)alt\s*=\s*("([^"]*)"|'([^']*)')/i.exec(attrs);
    out.push({ index: out.length + 1, alt: alt ? (alt[2] ?? alt[3] ?? '') : null });
  }
  return out;
}

/** Skipped heading levels, empty or vague links, and images without a description. */
export function checkArticleBody(html: string): BodyIssue[] {
  const issues: BodyIssue[] = [];
  let lastLevel = 1; // the page's own heading is the article title (h1)
  let heading = 0;
  let link = 0;
  let image = 0;
  let openLink: { index: number; start: number; attrs: string } | undefined;
  for (const m of html.matchAll(TAG)) {
    const tag = m[1]?.toLowerCase();
    if (tag === undefined) {
      if (openLink) {
        const inner = html.slice(openLink.start, m.index);
        const text = textOf(inner);
        const hasImageText = bodyImages(inner).some((i) => (i.alt ?? '') !== '');
        const place = placeOf(text || hrefOf(openLink.attrs));
        if (text === '' && !hasImageText) {
          issues.push(issue('empty-link', openLink.index, place, `Link ${openLink.index} has no text.`));
        } else if (URL_LIKE.test(text) || VAGUE.test(text)) {
          issues.push(
            issue(
              'vague-link',
              openLink.index,
              place,
              `Link ${openLink.index} says only "${text}". Use words that say where it leads.`,
            ),
          );
        } else if (PDF_HREF.test(hrefOf(openLink.attrs)) && !/\bpdf\b/i.test(text.replace(/\.pdf$/i, ''))) {
          issues.push(
            issue(
              'pdf-link',
              openLink.index,
              place,
              `Link ${openLink.index} ("${place}") opens a PDF without saying what it is and that it is a PDF.`,
            ),
          );
        }
        openLink = undefined;
      }
      continue;
    }
    if (tag === 'a') {
      link += 1;
      openLink = { index: link, start: (m.index ?? 0) + m[0].length, attrs: m[2] ?? '' };
    } else if (tag === 'img') {
      image += 1;
      if (!hasAltAttribute(m[2] ?? '')) {
        issues.push(issue('image-alt', image, placeOf(hrefOf(m[2] ?? '', 'src')), missingBodyAlt(image)));
      }
    } else {
      heading += 1;
      const level = Number(tag.slice(1));
      const close = html.indexOf(`</${tag}`, (m.index ?? 0) + m[0].length);
      const text = textOf(html.slice((m.index ?? 0) + m[0].length, close === -1 ? undefined : close));
      if (level > lastLevel + 1) {
        issues.push(
          issue(
            'heading-skip',
            heading,
            placeOf(text),
            `Heading ${heading} jumps from level ${lastLevel} to level ${level}. Use heading ${lastLevel + 1} instead.`,
          ),
        );
      }
      if (wordCount(text) > HEADING_MAX_WORDS || /[.!?]$/.test(text)) {
        issues.push(
          issue(
            'heading-bold',
            heading,
            placeOf(text),
            `Heading ${heading} ("${placeOf(text)}") reads as a sentence, not a section name.`,
          ),
        );
      }
      lastLevel = level;
    }
  }
  issues.push(...tableIssues(html), ...paragraphIssues(html), ...contrastIssues(html));
  return issues;
}

const PDF_HREF = /\.pdf(?:[?#]|$)/i;

function issue(kind: BodyIssueKind, index: number, place: string, message: string): BodyIssue {
  return { kind, severity: SEVERITY[kind], index, place, message, fix: FIX[kind] };
}

const decodeAttr = (v: string) => v.replace(/&amp;/g, '&').replace(/&quot;/g, '"');

/** An attribute's value (href by default), '' when absent. */
function hrefOf(attrs: string, name = 'href'): string {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(attrs);
  return m ? decodeAttr(m[2] ?? m[3] ?? '') : '';
}

const placeOf = (text: string): string => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

const wordCount = (text: string): number => (text === '' ? 0 : text.split(' ').length);

/** Tables with no header cell at all. */
function tableIssues(html: string): BodyIssue[] {
  const out: BodyIssue[] = [];
  let index = 0;
  for (const m of html.matchAll(/<table\b[^>]*>([\s\S]*?)<\/table>/gi)) {
    index += 1;
    const inner = m[1] ?? '';
    if (!/<th\b/i.test(inner))
      out.push(
        issue(
          'table-header',
          index,
          placeOf(textOf(inner)),
          `Table ${index} has no header cells, so its cells cannot be named.`,
        ),
      );
  }
  return out;
}

/** Paragraphs (and list items) written in capitals, or too long to read at once. */
function paragraphIssues(html: string): BodyIssue[] {
  const out: BodyIssue[] = [];
  let index = 0;
  for (const m of html.matchAll(/<(p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    index += 1;
    const text = textOf(m[2] ?? '');
    const letters = text.replace(/[^\p{L}]/gu, '');
    if (
      letters.length >= CAPS_MIN_LETTERS &&
      letters === letters.toUpperCase() &&
      letters !== letters.toLowerCase()
    )
      out.push(
        issue(
          'all-caps',
          index,
          placeOf(text),
          `Paragraph ${index} ("${placeOf(text)}") is written in capitals.`,
        ),
      );
    const words = wordCount(text);
    if (words > LONG_PARAGRAPH_WORDS)
      out.push(
        issue(
          'long-paragraph',
          index,
          placeOf(text),
          `Paragraph ${index} ("${placeOf(text)}") has ${words} words; readers lose their place after about ${LONG_PARAGRAPH_WORDS}.`,
        ),
      );
  }
  return out;
}

// ---- colour contrast (WCAG 2 relative luminance) -----------------------------------------------------

const NAMED: Record<string, string> = {
  white: '#ffffff',
  black: '#000000',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  lime: '#00ff00',
  aqua: '#00ffff',
  cyan: '#00ffff',
  pink: '#ffc0cb',
  gold: '#ffd700',
  navy: '#000080',
  maroon: '#800000',
  purple: '#800080',
};

/** A CSS colour as [r, g, b] (0-255), or undefined when not understood (then nothing is said). */
export function parseColour(value: string): [number, number, number] | undefined {
  const v = value.trim().toLowerCase();
  const hex = NAMED[v] ?? v;
  let m = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(hex);
  if (m) return [m[1], m[2], m[3]].map((c) => Number.parseInt(`${c}${c}`, 16)) as [number, number, number];
  m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(hex);
  if (m) return [m[1], m[2], m[3]].map((c) => Number.parseInt(c ?? '0', 16)) as [number, number, number];
  m = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(v);
  if (m && (m[4] === undefined || Number(m[4]) === 1))
    return [Number(m[1]), Number(m[2]), Number(m[3])].map((c) => Math.min(255, c)) as [
      number,
      number,
      number,
    ];
  return undefined;
}

const luminance = (rgb: [number, number, number]): number => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const styleValue = (style: string, prop: string): string | undefined =>
  new RegExp(`(?:^|;)\\s*${prop}\\s*:\\s*([^;]+)`, 'i')
    .exec(style)?.[1]
    ?.replace(/!important/i, '')
    .trim();

/** Text given an inline colour that is hard to read on its background (white unless the same style says). */
function contrastIssues(html: string): BodyIssue[] {
  const out: BodyIssue[] = [];
  let index = 0;
  for (const m of html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*\sstyle\s*=\s*("([^"]*)"|'([^']*)')[^>]*)>/gi)) {
    const style = decodeAttr(m[4] ?? m[5] ?? '');
    const fg = styleValue(style, 'color');
    if (!fg) continue;
    const text = parseColour(fg);
    const back = parseColour(styleValue(style, 'background-color') ?? '#ffffff');
    if (!text || !back) continue;
    const ratio = contrastRatio(text, back);
    if (ratio >= CONTRAST_AA) continue;
    index += 1;
    const tag = (m[1] ?? '').toLowerCase();
    const close = html.indexOf(`</${tag}`, (m.index ?? 0) + m[0].length);
    const place = placeOf(textOf(html.slice((m.index ?? 0) + m[0].length, close === -1 ? undefined : close)));
    const shown = Math.floor(ratio * 10) / 10;
    const found = issue(
      'low-contrast',
      index,
      place,
      `Text "${place}" is coloured ${fg} on ${styleValue(style, 'background-color') ?? 'white'}, a contrast of ${shown}:1; readable text needs ${CONTRAST_AA}:1.`,
    );
    // Between the two bounds it is a warning; below the lower one, many readers cannot read it at all.
    out.push(ratio < CONTRAST_UNREADABLE ? found : { ...found, severity: 'warning' });
  }
  return out;
}

/** The errors among the issues: what stops publishing. */
export const blockingIssues = (issues: readonly BodyIssue[]): BodyIssue[] =>
  issues.filter((i) => i.severity === 'error');

/** The name of a body image in messages. */
export const bodyImageName = (index: number): string => `Image ${index} in the content`;
const missingBodyAlt = (index: number) =>
  `${bodyImageName(index)} has no description. Describe it or mark it decorative.`;
