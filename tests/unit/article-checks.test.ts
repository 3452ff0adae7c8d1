// The body checks run before publishing (src/shared/article-checks.ts): what the editor lists and what the
// server refuses.
import { describe, expect, it } from 'vitest';
import {
  type BodyIssueKind,
  bodyImages,
  checkArticleBody,
  contrastRatio,
  parseColour,
  SEVERITY,
} from '../../src/shared/article-checks.ts';
import { publishProblems } from '../../src/shared/article-rules.ts';
import { CHECK_SAMPLES } from '../support/article-check-samples.ts';

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

describe('each check with a failing and a passing sample', () => {
  for (const [kind, { failing, passing }] of Object.entries(CHECK_SAMPLES)) {
    it(kind, () => {
      const found = checkArticleBody(failing);
      expect(found.map((i) => i.kind)).toEqual([kind]);
      expect(found[0]?.severity).toBe(SEVERITY[kind as BodyIssueKind]);
      expect(found[0]?.fix).not.toBe('');
      expect(checkArticleBody(passing)).toEqual([]);
    });
  }

  it('names the place in the text', () => {
    expect(checkArticleBody(CHECK_SAMPLES['vague-link'].failing)[0]?.place).toBe('click here');
    expect(checkArticleBody(CHECK_SAMPLES['low-contrast'].failing)[0]?.place).toBe('Faint notice');
  });

  it('makes low contrast an error only when unreadable (below 3:1), a warning below 4.5:1', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    // #777777 on white is about 4.48:1.
    expect(checkArticleBody('<p style="color:#777777">Grey</p>').map((i) => i.severity)).toEqual(['warning']);
    expect(checkArticleBody('<p style="color:#dddddd">Pale</p>').map((i) => i.severity)).toEqual(['error']);
    expect(checkArticleBody('<p style="color:#ffffff; background-color:#1e3a8a">On dark</p>')).toEqual([]);
    expect(parseColour('rgb(255, 0, 0)')).toEqual([255, 0, 0]);
    expect(parseColour('var(--x)')).toBeUndefined();
  });

  it('blocks publishing on errors and not on warnings (the server and the form share publishProblems)', () => {
    const candidate = (content: string) => ({ title: 'T', content, thumbnailAlt: 'x', slider: [] });
    const blocked = publishProblems('published', candidate(CHECK_SAMPLES['low-contrast'].failing));
    expect(blocked.map((p) => p.kind)).toEqual(['body-check']);
    expect(publishProblems('scheduled', candidate(CHECK_SAMPLES['image-alt'].failing))).toHaveLength(1);
    for (const kind of ['all-caps', 'empty-link', 'table-header'] as const)
      expect(publishProblems('published', candidate(CHECK_SAMPLES[kind].failing)), kind).toEqual([]);
    expect(publishProblems('draft', candidate(CHECK_SAMPLES['low-contrast'].failing))).toEqual([]);
  });
});
