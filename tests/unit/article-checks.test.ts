// The body checks run before publishing (src/shared/article-checks.ts): what the editor lists and what the
// server refuses.
import { describe, expect, it } from 'vitest';
import { bodyImages, checkArticleBody } from '../../src/shared/article-checks.ts';

const kinds = (html: string) => checkArticleBody(html).map((i) => `${i.kind}:${i.index}`);

describe('article body checks', () => {
  it('passes a well-formed body', () => {
    expect(
      kinds(
        '<h2>Plan</h2><h3>Week one</h3><p>See <a href="/x">the schedule</a>.</p><h2>Next</h2><img src="/a.jpg" alt="Field">',
      ),
    ).toEqual([]);
  });

  it('finds skipped heading levels, counting from the title (level 1)', () => {
    expect(kinds('<h3>Too deep</h3><h3>Same</h3><h2>Up</h2><h4>Skips</h4>')).toEqual([
      'heading-skip:1',
      'heading-skip:4',
    ]);
  });

  it('finds empty links, URL-only and "click here" links', () => {
    expect(
      kinds(
        '<p><a href="/a"></a> <a href="/b">https://campus.example/page</a> <a href="/c">Click here</a> <a href="/d">www.campus.example</a> <a href="/e">Enrolment dates</a></p>',
      ),
    ).toEqual(['empty-link:1', 'vague-link:2', 'vague-link:3', 'vague-link:4']);
    // A link whose only content is a described image has text.
    expect(kinds('<a href="/x"><img src="/a.jpg" alt="Campus map"></a>')).toEqual([]);
  });

  it('reads image descriptions: missing, decorative or given', () => {
    const html = '<img src="/a.jpg"><img src="/b.jpg" alt=""><img alt=\'Stage\' src="/c.jpg">';
    expect(bodyImages(html)).toEqual([
      { index: 1, alt: null },
      { index: 2, alt: '' },
      { index: 3, alt: 'Stage' },
    ]);
    expect(kinds(html)).toEqual(['image-alt:1']);
  });
});
