// The one date rule of the site, used by the server and the browser alike (the server renders pages with the
// same code): dates are Philippine time (Asia/Manila, UTC+8 all year), an article's date is its publication
// date when it has one, and each place formats through this module, so a card, its article page and the
// portal's list name the same day. A bare yyyy-mm-dd is a calendar date and is never moved by a time zone.

export const CAMPUS_TIME_ZONE = 'Asia/Manila';
const LOCALE = 'en-PH';
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a value names: a calendar date is read at noon in Manila, so it stays on its own day. */
function instantOf(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const d = new Date(CALENDAR_DATE.test(value) ? `${value}T12:00:00+08:00` : value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const formats = {
  long: new Intl.DateTimeFormat(LOCALE, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: CAMPUS_TIME_ZONE,
  }),
  short: new Intl.DateTimeFormat(LOCALE, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: CAMPUS_TIME_ZONE,
  }),
  day: new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: CAMPUS_TIME_ZONE,
  }),
  portal: new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: CAMPUS_TIME_ZONE,
  }),
  time: new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit', timeZone: CAMPUS_TIME_ZONE }),
  seconds: new Intl.DateTimeFormat(LOCALE, {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone: CAMPUS_TIME_ZONE,
  }),
  month: new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: CAMPUS_TIME_ZONE }),
  monthShort: new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: CAMPUS_TIME_ZONE }),
};

/** The fields an article's date is taken from. */
export interface Dated {
  /** The publication date staff entered (yyyy-mm-dd), if any. */
  date?: string | null;
  published_at?: string | null;
  created_at?: string | null;
}

/** An article's date: its publication date, else when it was published, else when it was created. */
export function publicationDate(article: Dated): string | undefined {
  return article.date || article.published_at || article.created_at || undefined;
}

/** The Manila calendar date (yyyy-mm-dd) of an instant or calendar date. */
export function campusDay(value: string | Date | null | undefined): string {
  const d = value instanceof Date ? value : instantOf(value);
  return d ? formats.day.format(d) : '';
}

/** "November 24, 2026": the article page, events, vacancies, mail. */
export function formatLongDate(value: string | null | undefined): string {
  const d = instantOf(value);
  return d ? formats.long.format(d) : '';
}

/** "Nov 24, 2026": news cards and search results. */
export function formatShortDate(value: string | null | undefined): string {
  const d = instantOf(value);
  return d ? formats.short.format(d) : '';
}

/** "Thu 3 Dec 2026": the portal's lists. */
export function formatPortalDate(value: string | null | undefined): string {
  const d = instantOf(value);
  if (!d) return '';
  const parts = Object.fromEntries(formats.portal.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

/** "Thu 3 Dec 2026, 4:05 PM": an instant in the portal. */
export function formatPortalDateTime(value: string | null | undefined): string {
  const d = instantOf(value);
  return d ? `${formatPortalDate(value)}, ${formats.time.format(d)}` : '';
}

/**
 * "Thu 3 Dec 2026, 4:05:09 PM": an instant to the second, where the order of close events matters (the audit
 * log, a submission's details).
 */
export function formatPortalTimestamp(value: string | null | undefined): string {
  const d = instantOf(value);
  return d ? `${formatPortalDate(value)}, ${formats.seconds.format(d)}` : '';
}

/** "November 2026" for a month (yyyy-mm) or any date or instant in it. */
export function formatMonth(value: string | null | undefined): string {
  const d = instantOf(value && /^\d{4}-\d{2}$/.test(value) ? `${value}-15` : value);
  return d ? formats.month.format(d) : '';
}

/** A calendar date's parts for a date badge: { month: 'Nov', day: '30', year: '2026' }. */
export function dateBadge(value: string | null | undefined): { month: string; day: string; year: string } {
  const d = instantOf(value);
  if (!d) return { month: '', day: '', year: '' };
  const [year = '', , day = ''] = formats.day.format(d).split('-');
  return { month: formats.monthShort.format(d), day: String(Number(day)), year };
}

/**
 * "5:10 a.m., Thu 27 Nov 2026": when a campus alert or its update was posted (the banner, the alert's page,
 * its card image, its mail). The time comes first because on the morning of a suspension it is what matters.
 */
export function formatPostedTime(value: string | null | undefined): string {
  const d = instantOf(value);
  if (!d) return '';
  const parts = Object.fromEntries(formats.time.formatToParts(d).map((p) => [p.type, p.value]));
  const period = parts.dayPeriod?.toLowerCase().startsWith('p') ? 'p.m.' : 'a.m.';
  return `${parts.hour}:${parts.minute} ${period}, ${formatPortalDate(value)}`;
}

/** "Sat 30 Nov, 8:00 a.m.": when a scheduled article goes out, as the portal says it after a save. */
export function formatScheduleTime(value: string | null | undefined): string {
  const d = instantOf(value);
  if (!d) return '';
  const day = Object.fromEntries(formats.portal.formatToParts(d).map((p) => [p.type, p.value]));
  const time = Object.fromEntries(formats.time.formatToParts(d).map((p) => [p.type, p.value]));
  const period = time.dayPeriod?.toLowerCase().startsWith('p') ? 'p.m.' : 'a.m.';
  return `${day.weekday} ${day.day} ${day.month}, ${time.hour}:${time.minute} ${period}`;
}

/** "9:00 AM" from a Manila wall-clock time "09:00" (event times are entered as such). */
export function formatClockTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The Manila calendar date today (yyyy-mm-dd). */
export const campusToday = (now: Date = new Date()): string => campusDay(now);

/** Machine-readable form for <time dateTime>: a calendar date as it is, an instant in ISO form. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (value && CALENDAR_DATE.test(value)) return value;
  return instantOf(value)?.toISOString();
}
