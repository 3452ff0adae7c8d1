// The month view's arithmetic on calendar dates (yyyy-mm-dd, never moved by a time zone): the weeks of a
// month from Monday to Sunday, the months before and after, and which events fall on a day.
import type { SiteEvent } from '../../../../shared/contract/site.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-12" → "2027-01" (by +1) or "2026-11" (by -1). */
export function shiftMonth(month: string, by: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/**
 * The weeks of a month, Monday first: each a list of seven days, a day outside the month being null.
 * "2026-12" starts on a Tuesday, so its first week is [null, '2026-12-01', …].
 */
export function monthWeeks(month: string): (string | null)[][] {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7; // Monday = 0
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${pad(i + 1)}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Whether an event takes place on a day (from its date to its end date, both included). */
export const isOnDay = (e: Pick<SiteEvent, 'date' | 'end_date'>, day: string) =>
  e.date <= day && day <= (e.end_date ?? e.date);

/** The events that take place on some day of a month, in date order. */
export function eventsInMonth<E extends Pick<SiteEvent, 'date' | 'end_date' | 'start_time'>>(
  events: readonly E[],
  month: string,
): E[] {
  const first = `${month}-01`;
  const last = `${month}-31`;
  return events
    .filter((e) => e.date <= last && (e.end_date ?? e.date) >= first)
    .sort((a, b) => a.date.localeCompare(b.date) || (a.start_time ?? '').localeCompare(b.start_time ?? ''));
}
