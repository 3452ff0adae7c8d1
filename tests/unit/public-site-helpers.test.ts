// Pure helpers of the public site: counts, titles, excerpts, list rules, image addresses, article pictures.
import { describe, expect, it } from 'vitest';
import { listScrolls } from '../../src/client/components/news/news-list.tsx';
import { articlePictures, matchesMode, matchesSearch, previewImage } from '../../src/client/lib/articles.ts';
import { abbreviateCount, stripHtml, truncateChars, truncateWords } from '../../src/client/lib/format.ts';
import { imageUrl, responsiveImage } from '../../src/client/lib/image-url.ts';
import { sortNewestFirst } from '../../src/shared/pages/home-page.ts';

describe('abbreviateCount', () => {
  it('uses K above 1,000 and M above 1,000,000 with one decimal', () => {
    expect(abbreviateCount(0)).toBe('0');
    expect(abbreviateCount(1000)).toBe('1000');
    expect(abbreviateCount(1001)).toBe('1.0K');
    expect(abbreviateCount(1840)).toBe('1.8K');
    expect(abbreviateCount(999_949)).toBe('999.9K');
    expect(abbreviateCount(1_000_000)).toBe('1.0M');
    expect(abbreviateCount(2_450_000)).toBe('2.5M');
  });
});

describe('titles and excerpts', () => {
  it('cuts titles to a number of words with an ellipsis', () => {
    const title = 'one two three four five six seven eight nine ten eleven twelve thirteen';
    expect(truncateWords(title, 12)).toBe('one two three four five six seven eight nine ten eleven twelve…');
    expect(truncateWords(title, 10)).toBe('one two three four five six seven eight nine ten…');
    expect(truncateWords('short title', 10)).toBe('short title');
  });
  it('cuts excerpts at a word boundary and strips tags', () => {
    const text = 'word '.repeat(100).trim();
    const cut = truncateChars(text, 220);
    expect(cut.length).toBeLessThanOrEqual(221);
    expect(cut.endsWith('word…')).toBe(true);
    expect(stripHtml('<p>A &amp; B</p><script>alert(1)</script><b>C</b>')).toBe('A & B C');
  });
});

describe('news list rules', () => {
  it('scrolls at 5 or more items, or 7 or more with the placeholders', () => {
    expect(listScrolls(4, 0)).toBe(false);
    expect(listScrolls(5, 0)).toBe(true);
    expect(listScrolls(4, 3)).toBe(true);
    expect(listScrolls(3, 3)).toBe(false);
  });
  it('filters by mode case-insensitively and searches title, content and excerpt', () => {
    expect(matchesMode({ type: 'Proposal' as 'proposal' }, 'proposals')).toBe(true);
    expect(matchesMode({ type: 'completed' }, 'news')).toBe(false);
    const a = { title: 'Seaweed survey', excerpt: 'Mapping FARMS', content: undefined };
    expect(matchesSearch(a, 'farms')).toBe(true);
    expect(matchesSearch(a, 'SEAWEED')).toBe(true);
    expect(matchesSearch(a, 'rice')).toBe(false);
  });
  it('sorts newest first by created_at', () => {
    const list = [
      { created_at: '2025-01-01T00:00:00Z', date: null, published_at: null },
      { created_at: '2025-03-01T00:00:00Z', date: null, published_at: null },
    ];
    expect(sortNewestFirst(list)[0]?.created_at).toBe('2025-03-01T00:00:00Z');
  });
});

describe('pictures and image addresses', () => {
  const article = {
    thumbnail_url: '/media/t.jpg',
    pic1_url: null,
    pic2_url: '/media/b.jpg',
    pic3_url: '/media/c.jpg',
  };
  it('prefers the first picture, unless a list reads only the thumbnail', () => {
    expect(articlePictures(article)).toEqual(['/media/b.jpg', '/media/c.jpg']);
    expect(previewImage(article)).toBe('/media/b.jpg');
    expect(previewImage(article, true)).toBe('/media/t.jpg');
    expect(previewImage({ thumbnail_url: null })).toBeNull();
  });
  it('adds w and q for our own endpoints only, with a srcset up to the place width', () => {
    expect(imageUrl('/media/a.jpg', 360, 60)).toBe('/media/a.jpg?w=360&q=60');
    expect(imageUrl('articles/a.jpg', 800, 70)).toBe('/media/articles/a.jpg?w=800&q=70');
    expect(imageUrl('https://example.org/a.jpg', 800, 70)).toBe('https://example.org/a.jpg');
    const home = responsiveImage('/images/site/x.svg', 'home', '100vw');
    expect(home.src).toBe('/images/site/x.svg?w=600&q=70');
    expect(home.srcSet).toBe(
      '/images/site/x.svg?w=260&q=70 260w, /images/site/x.svg?w=360&q=70 360w, /images/site/x.svg?w=600&q=70 600w',
    );
  });
});
