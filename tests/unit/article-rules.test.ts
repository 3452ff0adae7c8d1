// The shared article save rules (src/shared/article-rules.ts), which the server enforces and the portal's
// form checks before sending, and the words staff read for an article's state (src/shared/article-state.ts).
import { describe, expect, it } from 'vitest';
import { createImageProblems, publishProblems, scheduleProblems } from '../../src/shared/article-rules.ts';
import { articleStateOf, articleStateText, savedStateSentence } from '../../src/shared/article-state.ts';
import {
  createRuleMessage,
  missingAltMessage,
  PUBLISH_AT_REQUIRED,
  TITLE_REQUIRED_TO_PUBLISH,
} from '../../src/shared/contract/articles.ts';

describe('article rules', () => {
  it('asks a new article for a thumbnail and a slider image, each by its own field', () => {
    expect(createImageProblems({ thumbnail: true, slider: true })).toEqual([]);
    expect(createImageProblems({ thumbnail: false, slider: false })).toEqual([
      {
        kind: 'create-images',
        field: 'thumbnail',
        message: createRuleMessage({ thumbnail: true, slider: false }),
      },
      {
        kind: 'create-images',
        field: 'slider_images',
        message: createRuleMessage({ thumbnail: false, slider: true }),
      },
    ]);
  });

  it('asks a scheduled article for its time', () => {
    expect(scheduleProblems('scheduled', null)).toEqual([
      { kind: 'publish-at', field: 'publish_at', message: PUBLISH_AT_REQUIRED },
    ]);
    expect(scheduleProblems('scheduled', '2026-11-30T00:00:00Z')).toEqual([]);
    expect(scheduleProblems('published', null)).toEqual([]);
  });

  it('lets a draft be anything and names every problem of a publish in order', () => {
    const candidate = {
      title: ' ',
      content: '<p><img src="/media/a.jpg"></p>',
      thumbnailAlt: null,
      slider: [{ alt: 'A farm' }, { alt: null }],
    };
    expect(publishProblems('draft', candidate)).toEqual([]);
    expect(publishProblems('scheduled', candidate).map((p) => [p.kind, p.message])).toEqual([
      ['title', TITLE_REQUIRED_TO_PUBLISH],
      ['thumbnail-alt', missingAltMessage('The cover photo')],
      ['slider-alt', missingAltMessage('Slideshow photo 2')],
      ['body-alt', expect.stringContaining('needs a description before publishing')],
    ]);
    // An edit without a thumbnail has no thumbnail to describe.
    expect(
      publishProblems('published', {
        ...candidate,
        title: 'T',
        content: '',
        hasThumbnail: false,
        slider: [],
      }),
    ).toEqual([]);
  });
});

describe('article state in words', () => {
  const at = '2026-11-30T00:00:00Z'; // 8:00 a.m. in Manila
  it('reads status and privacy as one of four states', () => {
    expect(articleStateOf({ status: 'draft', privacy: 'public' })).toBe('draft');
    expect(articleStateOf({ status: 'scheduled', privacy: 'public' })).toBe('scheduled');
    expect(articleStateOf({ status: 'published', privacy: 'public' })).toBe('published');
    expect(articleStateOf({ status: 'published', privacy: 'private' })).toBe('private');
    // Rows from before drafts existed carry no status: they are published.
    expect(articleStateOf({ privacy: 'public' })).toBe('published');
  });

  it('says when a scheduled article goes out, in Philippine time', () => {
    expect(articleStateText({ status: 'scheduled', privacy: 'public', publish_at: at })).toBe(
      'Scheduled · Mon 30 Nov, 8:00 a.m.',
    );
    expect(savedStateSentence({ status: 'scheduled', privacy: 'public', publish_at: at })).toBe(
      'Scheduled for Mon 30 Nov, 8:00 a.m. It goes public by itself then.',
    );
    expect(savedStateSentence({ status: 'draft', privacy: 'public' })).toBe(
      'Saved as a draft. Only staff can see it.',
    );
  });
});
