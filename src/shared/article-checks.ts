// Checks of an article body before it is published, shared by the editor (which lists them with a way to
// fix or acknowledge each) and the server (which refuses to publish images without a description). They
// read the sanitised HTML the editor produces, so simple tag patterns are enough.

export type BodyIssueKind = 'heading-skip' | 'empty-link' | 'vague-link' | 'image-alt';

export interface BodyIssue {
  kind: BodyIssueKind;
  /** Which element, counted from 1 among its kind in the body (the Nth heading, link or image). */
  index: number;
  message: string;
}

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
        if (text === '' && !hasImageText) {
          issues.push({
            kind: 'empty-link',
            index: openLink.index,
            message: `Link ${openLink.index} has no text.`,
          });
        } else if (URL_LIKE.test(text) || VAGUE.test(text)) {
          issues.push({
            kind: 'vague-link',
            index: openLink.index,
            message: `Link ${openLink.index} says only "${text}". Use words that say where it leads.`,
          });
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
        issues.push({ kind: 'image-alt', index: image, message: missingBodyAlt(image) });
      }
    } else {
      heading += 1;
      const level = Number(tag.slice(1));
      if (level > lastLevel + 1) {
        issues.push({
          kind: 'heading-skip',
          index: heading,
          message: `Heading ${heading} jumps from level ${lastLevel} to level ${level}. Use heading ${lastLevel + 1} instead.`,
        });
      }
      lastLevel = level;
    }
  }
  return issues;
}

/** The name of a body image in messages. */
export const bodyImageName = (index: number): string => `Image ${index} in the content`;
const missingBodyAlt = (index: number) =>
  `${bodyImageName(index)} has no description. Describe it or mark it decorative.`;
