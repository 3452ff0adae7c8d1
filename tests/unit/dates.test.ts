// The one date rule (src/shared/dates.ts): Manila time, the publication date, one formatter for the card, the
// article page and the portal. Around midnight the UTC day and the Manila day differ: the Manila day wins.
import { describe, expect, it } from 'vitest';
import {
  campusDay,
  formatLongDate,
  formatPortalDate,
  formatPortalDateTime,
  formatShortDate,
  isoDate,
  publicationDate,
} from '../../src/shared/dates.ts';

describe('dates in Manila', () => {
  // 16:30 UTC on 24 November is 00:30 on Wednesday 25 November in Manila.
  const afterManilaMidnight = '2026-11-24T16:30:00.000Z';
  // 15:59 UTC is 23:59 in Manila: still the 24th.
  const beforeManilaMidnight = '2026-11-24T15:59:00.000Z';

  it('names the Manila day of an instant, not the UTC one', () => {
    expect(campusDay(afterManilaMidnight)).toBe('2026-11-25');
    expect(campusDay(beforeManilaMidnight)).toBe('2026-11-24');
    expect(formatShortDate(afterManilaMidnight)).toBe('Nov 25, 2026');
    expect(formatLongDate(afterManilaMidnight)).toBe('November 25, 2026');
    expect(formatPortalDate(afterManilaMidnight)).toBe('Wed 25 Nov 2026');
    expect(formatPortalDate(beforeManilaMidnight)).toBe('Tue 24 Nov 2026');
    expect(formatPortalDateTime(afterManilaMidnight)).toBe('Wed 25 Nov 2026, 12:30 AM');
  });

  it('keeps a calendar date on its own day in every format', () => {
    expect(campusDay('2026-12-03')).toBe('2026-12-03');
    expect(formatShortDate('2026-12-03')).toBe('Dec 3, 2026');
    expect(formatLongDate('2026-12-03')).toBe('December 3, 2026');
    expect(formatPortalDate('2026-12-03')).toBe('Thu 3 Dec 2026');
    expect(isoDate('2026-12-03')).toBe('2026-12-03');
  });

  it('takes the publication date when there is one, then published_at, then created_at', () => {
    const created_at = '2026-11-20T01:00:00.000Z';
    expect(publicationDate({ date: '2026-11-22', published_at: afterManilaMidnight, created_at })).toBe(
      '2026-11-22',
    );
    expect(publicationDate({ date: null, published_at: afterManilaMidnight, created_at })).toBe(
      afterManilaMidnight,
    );
    expect(publicationDate({ date: '', published_at: null, created_at })).toBe(created_at);
  });

  it('gives a card, its article page and the portal the same day for an article published after midnight', () => {
    // What the demo seed writes for an article created at 00:30 Manila time.
    const article = {
      date: campusDay(afterManilaMidnight),
      published_at: afterManilaMidnight,
      created_at: afterManilaMidnight,
    };
    const day = publicationDate(article);
    expect(formatShortDate(day)).toBe('Nov 25, 2026');
    expect(formatLongDate(day)).toBe('November 25, 2026');
    expect(formatPortalDate(day)).toBe('Wed 25 Nov 2026');
  });
});
