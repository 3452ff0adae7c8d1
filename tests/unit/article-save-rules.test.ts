// The portal's article save rules (services/articles.ts, services/article-writes.ts) without a database:
// the type lock, the create rule for files, the slider limit, and which kept images a save names.
import { describe, expect, it } from 'vitest';
import { fileNameOfKey, keptImages } from '../../src/server/services/article-writes.ts';
import { assertCreateFiles, assertTypeAllowed } from '../../src/server/services/articles.ts';
import { createRuleMessage, MAX_SLIDER_IMAGES } from '../../src/shared/contract/articles.ts';
import { findOffice } from '../../src/shared/contract/offices.ts';

const files = (thumbnails: number, sliders: number) => [
  ...Array.from({ length: thumbnails }, () => ({ field: 'thumbnail' })),
  ...Array.from({ length: sliders }, () => ({ field: 'slider_images' })),
];

describe('article save rules', () => {
  it('locks the type to news for offices other than research and extension', () => {
    const research = findOffice('research');
    const bsit = findOffice('bsit');
    if (!research || !bsit) throw new Error('offices missing');
    expect(() => assertTypeAllowed(research, 'proposal')).not.toThrow();
    expect(() => assertTypeAllowed(bsit, 'news')).not.toThrow();
    expect(() => assertTypeAllowed(bsit, 'proposal')).toThrow('Type is locked to News for BSIT articles.');
  });

  it('needs a thumbnail and a slider image to create, and at most the slider limit', () => {
    expect(() => assertCreateFiles(files(0, 0))).toThrow(
      createRuleMessage({ thumbnail: true, slider: true }),
    );
    expect(() => assertCreateFiles(files(1, 0))).toThrow(
      createRuleMessage({ thumbnail: false, slider: true }),
    );
    expect(() => assertCreateFiles(files(0, 1))).toThrow(
      createRuleMessage({ thumbnail: true, slider: false }),
    );
    expect(() => assertCreateFiles(files(1, MAX_SLIDER_IMAGES))).not.toThrow();
    expect(() => assertCreateFiles(files(1, MAX_SLIDER_IMAGES + 1))).toThrow(
      `At most ${MAX_SLIDER_IMAGES} slider images are allowed.`,
    );
  });

  it('keeps the named images in the order asked, ignoring names that are not the article’s', () => {
    const current = ['articles/a.webp', 'articles/b.webp', 'articles/c.webp'];
    expect(keptImages(current, undefined)).toEqual(current);
    expect(keptImages(current, [])).toEqual([]);
    expect(keptImages(current, ['/media/articles/c.webp?w=600', ' b.webp ', 'x.webp', 'c.webp'])).toEqual([
      'articles/c.webp',
      'articles/b.webp',
    ]);
    expect(fileNameOfKey('/media/articles/a.webp#top')).toBe('a.webp');
  });
});
