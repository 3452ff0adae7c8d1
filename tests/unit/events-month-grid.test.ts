// The /events page's month view: weeks from Monday, months before and after, events on a day and in a month.
import { describe, expect, it } from 'vitest';
import {
  eventsInMonth,
  isOnDay,
  monthWeeks,
  shiftMonth,
} from '../../src/client/features/events/lib/month-grid.ts';

describe('month view', () => {
  it('lays a month out in weeks from Monday to Sunday', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    // February 2027 starts on a Monday: four full weeks.
    expect(monthWeeks('2027-02').flat().filter(Boolean)).toHaveLength(28);
    expect(monthWeeks('2027-02')).toHaveLength(4);
  });

  it('steps across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
  });

  it('places an event on each of its days and in each of its months', () => {
    const congress = { date: '2026-11-30', end_date: '2026-12-02', start_time: null };
    const fair = { date: '2026-12-10', end_date: null, start_time: '13:00' };
    const early = { date: '2026-12-10', end_date: null, start_time: '08:00' };
    expect(isOnDay(congress, '2026-12-01')).toBe(true);
    expect(isOnDay(congress, '2026-12-03')).toBe(false);
    expect(isOnDay(fair, '2026-12-10')).toBe(true);
    expect(eventsInMonth([fair, congress, early], '2026-12')).toEqual([congress, early, fair]);
    expect(eventsInMonth([fair, congress], '2026-11')).toEqual([congress]);
    expect(eventsInMonth([fair, congress], '2027-01')).toEqual([]);
  });
});
