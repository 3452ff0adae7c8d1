// Citizen's Charter deadlines: working days in the campus time zone, skipping weekends and listed holidays.
import { siteConfig } from '../../../config/site.ts';

// Building an Intl.DateTimeFormat costs far more than formatting with one (it was 40 % of a cached page's CPU
// time, via the rendered-page cache key), so each time zone's formatter is built once.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (yyyy-mm-dd) of an instant in the campus time zone. */
export function campusDate(at: Date, timeZone = siteConfig.timezone): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA formats as yyyy-mm-dd.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(at);
}

const dayOfWeek = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export function addCalendarDays(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  const d = dayOfWeek(date);
  return d !== 0 && d !== 6 && !holidays.has(date);
}

/**
 * The last day to act on a request received on `received`: counting starts the next working day after
 * receipt (RA 11032), so 3 working days from a Friday end on Wednesday.
 */
export function addWorkingDays(received: string, days: number, holidays: ReadonlySet<string>): string {
  let date = received;
  let left = days;
  while (left > 0) {
    date = addCalendarDays(date, 1);
    if (isWorkingDay(date, holidays)) left -= 1;
  }
  return date;
}

/**
 * Working days after `from` up to and including `to` (0 when `to` is not later): what is left of a clock
 * whose last day is `to` when it stops on `from`.
 */
export function workingDaysBetween(from: string, to: string, holidays: ReadonlySet<string>): number {
  let n = 0;
  for (let date = addCalendarDays(from, 1); date <= to; date = addCalendarDays(date, 1))
    if (isWorkingDay(date, holidays)) n += 1;
  return n;
}
