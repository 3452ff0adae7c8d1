// iCalendar (RFC 5545) files of campus events: one event's download and the /events.ics feed. Event dates and
// times are entered in Asia/Manila, which keeps UTC+8 all year, so timed events are written in UTC.
import { siteConfig } from '../../../config/site.ts';
import type { SiteEvent } from '../../shared/contract/site.ts';

const CAMPUS_OFFSET = '+08:00';

type IcsEvent = Pick<
  SiteEvent,
  'id' | 'title' | 'date' | 'start_time' | 'end_date' | 'end_time' | 'place' | 'description'
>;

/**
 * TEXT value escaping: backslash, semicolon, comma and line breaks. Control characters other than tab (RFC 5545
 * allows no other in TEXT) are dropped: a bare CR, NUL, VT or FF would end or break the line in a calendar.
 */
export function icsText(value: string): string {
  return (
    value
      .replace(/\r\n/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it drops
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character. */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const compactDate = (date: string) => date.replace(/-/g, '');
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const campusInstant = (date: string, time: string) => new Date(`${date}T${time}:00${CAMPUS_OFFSET}`);

function eventLines(e: IcsEvent, base: string, now: Date, host: string): string[] {
  const lines = ['BEGIN:VEVENT', `UID:event-${e.id}@${host}`, `DTSTAMP:${utcStamp(now)}`];
  if (e.start_time) {
    lines.push(`DTSTART:${utcStamp(campusInstant(e.date, e.start_time))}`);
    if (e.end_time) lines.push(`DTEND:${utcStamp(campusInstant(e.end_date ?? e.date, e.end_time))}`);
    else if (e.end_date) lines.push(`DTEND:${utcStamp(campusInstant(nextDay(e.end_date), '00:00'))}`);
  } else {
    // An all-day event ends (exclusively) the day after its last day.
    lines.push(`DTSTART;VALUE=DATE:${compactDate(e.date)}`);
    lines.push(`DTEND;VALUE=DATE:${compactDate(nextDay(e.end_date ?? e.date))}`);
  }
  lines.push(
    `SUMMARY:${icsText(e.title)}`,
    `LOCATION:${icsText(e.place)}`,
    `DESCRIPTION:${icsText(e.description)}`,
    `URL:${base}/events/${e.id}`,
    'END:VEVENT',
  );
  return lines;
}

/** A calendar with these events; `base` is the site's public address. */
export function calendarFile(events: readonly IcsEvent[], base: string, now: Date): string {
  const host = new URL(base).hostname || 'localhost';
  return calendarOf(
    'events',
    events.map((e) => eventLines(e, base, now, host)),
  );
}

/** A published calendar named "{site} {name}" of these VEVENT blocks (each a list of unfolded lines). */
export function calendarOf(name: string, vevents: readonly string[][]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(siteConfig.site_name)}//Campus ${icsText(name)}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(`${siteConfig.site_name} ${name}`)}`,
    `X-WR-TIMEZONE:${siteConfig.timezone}`,
    ...vevents.flat(),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** An instant as an iCalendar UTC date-time (20260210T020000Z). */
export const icsUtc = (d: Date): string => utcStamp(d);
