// The XSS corpus (tests/support/xss-corpus.ts) through the server sanitiser: what comes out holds only the
// article allow-list's tags and attributes, no event handler and no script-capable address. The browser test
// tests/e2e/xss-corpus.spec.ts opens the same payloads in Chromium.
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../src/server/lib/html.ts';
import {
  ARTICLE_ALLOWED_ATTRIBUTES,
  ARTICLE_ALLOWED_TAGS,
  CONTENT_ID_PREFIX,
} from '../../src/shared/html-policy.ts';
import { CLOBBERING_PAYLOADS, XSS_CORPUS } from '../support/xss-corpus.ts';

const TAGS = new Set<string>(ARTICLE_ALLOWED_TAGS);
const ATTRIBUTES = new Set<string>(ARTICLE_ALLOWED_ATTRIBUTES);

describe('the XSS corpus', () => {
  it('holds at least 500 payloads, each with its source', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(500);
    for (const p of XSS_CORPUS) expect(p.source.length, p.payload).toBeGreaterThan(5);
    expect(new Set(XSS_CORPUS.map((p) => p.payload)).size).toBeGreaterThan(490);
  });

  it('holds the clobbering payloads, and none keeps an id or name of its own', () => {
    expect(CLOBBERING_PAYLOADS.length).toBeGreaterThanOrEqual(15);
    for (const payload of CLOBBERING_PAYLOADS) {
      expect(XSS_CORPUS.map((p) => p.payload)).toContain(payload);
      const out = sanitizeArticleHtml(payload);
      expect(out, payload).not.toMatch(/\sname=/i);
      expect(out, payload).not.toMatch(/id="(?!user-content-)/);
    }
    // In-page links follow the prefix, and an id saved with it keeps one prefix.
    expect(sanitizeArticleHtml(CLOBBERING_PAYLOADS.at(-1) ?? '')).toBe(
      `<p id="${CONTENT_ID_PREFIX}kept">Already prefixed</p><a href="#${CONTENT_ID_PREFIX}kept">to kept</a>`,
    );
    expect(sanitizeArticleHtml('<h2 id="intro">Intro</h2><a href="#intro">Intro</a>')).toBe(
      '<h2 id="user-content-intro">Intro</h2><a href="#user-content-intro">Intro</a>',
    );
  });

  it.each(XSS_CORPUS.map((p, i) => [i, p.source, p.payload]))(
    '#%i (%s) leaves only allowed markup',
    (_i, _source, payload) => {
      const out = sanitizeArticleHtml(payload);
      for (const m of out.matchAll(/<\/?([a-zA-Z][^\s/>]*)([^>]*?)\/?>/g)) {
        expect(TAGS.has((m[1] ?? '').toLowerCase()), `tag in ${out}`).toBe(true);
        for (const a of (m[2] ?? '').matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
          const name = (a[1] ?? '').toLowerCase();
          expect(ATTRIBUTES.has(name), `attribute ${name} in ${out}`).toBe(true);
          // No content element may take the id of one of the page's own (DOM clobbering).
          if (name === 'id') expect(a[2] ?? '', out).toMatch(/^user-content-./);
          if (name === 'href' || name === 'src') {
            const value = (a[2] ?? '').replace(/&amp;/g, '&');
            const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
            if (scheme !== undefined) expect(['http', 'https', 'mailto', 'tel'], out).toContain(scheme);
          }
        }
      }
    },
  );
});
