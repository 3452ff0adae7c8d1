// The one date rule (src/shared/dates.ts): Manila time, the publication date, one formatter for the card, the
// article page and the portal. Around midnight the UTC day and the Manila day differ: the Manila day wins.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  campusDay,
  campusToday,
  dateBadge,
  formatClockTime,
  formatLongDate,
  formatMonth,
  formatPortalDate,
  formatPortalDateTime,
  formatPortalTimestamp,
  formatPostedTime,
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

  it('says when an alert was posted, the time first', () => {
    // 21:10 UTC on Thursday 26 November is 5:10 in the morning of Friday 27 November in Manila.
    expect(formatPostedTime('2026-11-26T21:10:00.000Z')).toBe('5:10 a.m., Fri 27 Nov 2026');
    expect(formatPostedTime(afterManilaMidnight)).toBe('12:30 a.m., Wed 25 Nov 2026');
    expect(formatPostedTime('2026-11-27T04:05:00.000Z')).toBe('12:05 p.m., Fri 27 Nov 2026');
    expect(formatPostedTime(null)).toBe('');
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

describe('date-times, months and badges in Manila', () => {
  // 16:00 UTC is midnight in Manila: 15:59:59 UTC is the last second of the Manila day.
  const lastSecond = '2026-12-02T15:59:59.000Z';
  const firstSecond = '2026-12-02T16:00:00.000Z';

  it('shows an instant in the portal as a Manila date-time, to the minute or to the second', () => {
    expect(formatPortalDateTime(lastSecond)).toBe('Wed 2 Dec 2026, 11:59 PM');
    expect(formatPortalDateTime(firstSecond)).toBe('Thu 3 Dec 2026, 12:00 AM');
    expect(formatPortalDateTime('2026-12-03T00:00:00.000Z')).toBe('Thu 3 Dec 2026, 8:00 AM');
    expect(formatPortalTimestamp(lastSecond)).toBe('Wed 2 Dec 2026, 11:59:59 PM');
    expect(formatPortalTimestamp(firstSecond)).toBe('Thu 3 Dec 2026, 12:00:00 AM');
    expect(formatPortalTimestamp('not a date')).toBe('');
  });

  it("takes today and this month from Manila's calendar", () => {
    expect(campusToday(new Date(lastSecond))).toBe('2026-12-02');
    expect(campusToday(new Date(firstSecond))).toBe('2026-12-03');
    // 31 December 16:00 UTC is New Year in Manila: the footer's year and the report's month turn with it.
    expect(campusToday(new Date('2026-12-31T16:00:00.000Z')).slice(0, 4)).toBe('2027');
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2026-01')).toBe('January 2026');
    expect(formatMonth('2026-11-30T16:00:00.000Z')).toBe('December 2026');
  });

  it('gives an event badge the calendar day and wall-clock times as entered', () => {
    expect(dateBadge('2026-12-01')).toEqual({ month: 'Dec', day: '1', year: '2026' });
    expect(dateBadge('2027-01-31')).toEqual({ month: 'Jan', day: '31', year: '2027' });
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('09:00')).toBe('9:00 AM');
    expect(formatClockTime('12:30')).toBe('12:30 PM');
    expect(formatClockTime('23:59')).toBe('11:59 PM');
  });
});

describe('one date formatter', () => {
  // Every date shown to people goes through src/shared/dates.ts; a screen that builds its own formatter drifts
  // from the rule (Manila time, one style). Only calendar arithmetic that shows nothing is allowed, named here.
  const root = path.resolve(import.meta.dirname, '../..');
  const allowed = new Set([
    'src/shared/dates.ts',
    // The Manila calendar day of an instant for working-day deadlines, in the configured zone, cached per zone.
    'src/server/lib/working-days.ts',
    // The instant the campus day began, for the monitor's "Today" count; no text is formatted.
    'src/server/services/concerns.ts',
  ]);
  const ownFormatter = /toLocale(Date|Time)?String\(|Intl\.DateTimeFormat\(/;

  it('has no per-screen date formatters in src', () => {
    const offenders = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => path.posix.join('src', f.split(path.sep).join('/')))
      .filter((f) => !allowed.has(f))
      .filter((f) => ownFormatter.test(readFileSync(path.join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
