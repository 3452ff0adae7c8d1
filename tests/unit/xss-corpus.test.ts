// The XSS corpus (tests/support/xss-corpus.ts) through the server sanitiser: what comes out holds only the
// article allow-list's tags and attributes, no event handler and no script-capable address. The browser test
// tests/e2e/xss-corpus.spec.ts opens the same payloads in Chromium.
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../src/server/lib/html.ts';
import { ARTICLE_ALLOWED_ATTRIBUTES, ARTICLE_ALLOWED_TAGS } from '../../src/shared/html-policy.ts';
import { XSS_CORPUS } from '../support/xss-corpus.ts';

const TAGS = new Set<string>(ARTICLE_ALLOWED_TAGS);
const ATTRIBUTES = new Set<string>(ARTICLE_ALLOWED_ATTRIBUTES);

describe('the XSS corpus', () => {
  it('holds at least 500 payloads, each with its source', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(500);
    for (const p of XSS_CORPUS) expect(p.source.length, p.payload).toBeGreaterThan(5);
    expect(new Set(XSS_CORPUS.map((p) => p.payload)).size).toBeGreaterThan(490);
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
