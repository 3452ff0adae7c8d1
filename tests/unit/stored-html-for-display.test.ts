// The server-rendered article body: the stored (already sanitised) HTML with the browser pass's display changes.
import { describe, expect, it } from 'vitest';
import { storedHtmlForDisplay } from '../../src/client/lib/stored-html-for-display.ts';

describe('storedHtmlForDisplay', () => {
  it('sends body images through the resizing endpoint, lazily, with an alt', () => {
    expect(storedHtmlForDisplay('<p>A</p><img src="/media/articles/a.jpg" />')).toBe(
      '<p>A</p><img src="/media/articles/a.jpg?w=1200&amp;q=80" loading="lazy" decoding="async" alt="" />',
    );
    expect(storedHtmlForDisplay('<img src="https://example.org/b.png" alt="A &quot;quoted&quot; map">')).toBe(
      '<img src="https://example.org/b.png" alt="A &quot;quoted&quot; map" loading="lazy" decoding="async">',
    );
  });

  it('adds rel to links that open a new tab and leaves other links alone', () => {
    expect(storedHtmlForDisplay('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(storedHtmlForDisplay('<a href="/news/1">x</a>')).toBe('<a href="/news/1">x</a>');
  });

  it('does not touch text that only looks like a tag', () => {
    const text = '<p>&lt;img src=x onerror=alert(1)&gt; and <abbr title="a">A</abbr></p>';
    expect(storedHtmlForDisplay(text)).toBe(text);
  });
});
