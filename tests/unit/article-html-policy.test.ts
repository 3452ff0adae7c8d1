// The article HTML policy shared by the server sanitiser and the browser: no class but the editor's own, no
// style that positions or layers, so article content cannot lay itself over the page.
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml, sanitizeArticleHtmlCounting } from '../../src/server/lib/html.ts';
import { filterArticleClasses, filterArticleStyle, isSiteImageSrc } from '../../src/shared/html-policy.ts';

const OVERLAYS = [
  '<p class="fixed inset-0 z-[9999]"><a href="https://evil.example">Session expired - sign in again</a></p>',
  '<p class="absolute inset-0"><a href="https://evil.example">Sign in</a></p>',
  '<p class="sticky top-0 z-50 h-screen w-screen">x</p>',
  '<p class="hidden">x</p><p class="sr-only">y</p>',
  '<p style="position:fixed;inset:0;z-index:9999">x</p>',
  '<p style="position: absolute; top: 0; left: 0; transform: scale(40)">x</p>',
  '<p style="margin-top:-5000px;margin-left:-500px">x</p>',
  '<p style="width: calc(100vw); height: 100vh">x</p>',
  '<p style="background-image:url(https://evil.example/a.png)">x</p>',
];

describe('article HTML policy', () => {
  it('drops every class but the editor-made language-… and every positioning style', () => {
    for (const html of OVERLAYS) {
      const out = sanitizeArticleHtml(html);
      expect(out).not.toMatch(/class=|position|inset|z-index|transform|margin|calc|vh|url\(/);
    }
  });

  it('keeps what the editor produces', () => {
    expect(sanitizeArticleHtml('<pre><code class="language-ts">let a = 1;</code></pre>')).toBe(
      '<pre><code class="language-ts">let a = 1;</code></pre>',
    );
    expect(sanitizeArticleHtml('<p style="text-align:center;color:#123456">x</p>')).toBe(
      '<p style="text-align:center;color:#123456">x</p>',
    );
  });

  it('filters class and style values the same way in the browser', () => {
    expect(filterArticleClasses('fixed inset-0 language-js z-[9999]')).toBe('language-js');
    expect(filterArticleClasses('absolute')).toBe('');
    expect(filterArticleStyle('position:fixed; text-align: right; z-index: 5; width: 50%', 'IMG')).toBe(
      'text-align:right;width:50%',
    );
    expect(filterArticleStyle('width: 50%; min-width: 9000px; color: red', 'td')).toBe('color:red');
    expect(filterArticleStyle('color: red; background: url(x)', 'p')).toBe('color:red');
    expect(filterArticleStyle('constructor: x; __proto__: y', 'p')).toBe('');
  });
});

describe('content images', () => {
  it('keeps only this site’s own media and counts what it drops', () => {
    const { content, droppedImages } = sanitizeArticleHtmlCounting(
      '<p>Tracked</p><img src="https://tracker.example/p.gif?u=1" alt="a">' +
        '<img src="//tracker.example/p.gif" alt="b"><img src="http://127.0.0.1:9/x.png" alt="c">' +
        '<img src="/media/articles/a.jpg" alt="kept"><img src="/images/site/logo.png" alt="site">' +
        '<img src="/media/../api/x" alt="d"><img src="/favicon.svg" alt="e">',
    );
    expect(content).toBe(
      '<p>Tracked</p><img src="/media/articles/a.jpg" alt="kept" /><img src="/images/site/logo.png" alt="site" />',
    );
    expect(droppedImages).toBe(5);
    expect(isSiteImageSrc('/media/x.jpg')).toBe(true);
    expect(isSiteImageSrc('https://campus.example/media/x.jpg')).toBe(false);
  });
});
