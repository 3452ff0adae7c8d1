// How the monitor shows a submission (docs/product/public-site.md#data, #constants: display rules and the preview length).
import {
  INITIAL_EMAIL_MARKER,
  INITIAL_MESSAGE_MARKER,
  MONITOR_MESSAGE_PREVIEW,
  type Submission,
} from '../../../../shared/contract/concern.ts';
import { formatPortalDateTime, formatPortalTimestamp } from '../../../../shared/dates.ts';

export const isInitialAccess = (s: Submission) => (s.reply_email ?? '').includes(INITIAL_EMAIL_MARKER);
export const hasNoMessage = (s: Submission) => !s.message || s.message.includes(INITIAL_MESSAGE_MARKER);

/** The message cut to the preview length, with an ellipsis when cut. */
export function messagePreview(message: string): string {
  const chars = Array.from(message.replace(/\s+/g, ' ').trim());
  return chars.length > MONITOR_MESSAGE_PREVIEW
    ? `${chars.slice(0, MONITOR_MESSAGE_PREVIEW).join('')}…`
    : chars.join('');
}

/** The table's time to the minute, the details' to the second; an unreadable value is shown as it came. */
export function formatDateTime(iso: string, full = false): string {
  return (full ? formatPortalTimestamp(iso) : formatPortalDateTime(iso)) || iso;
}

/** "City, Country", or the coordinates of a GPS entry with no place name, or 'Unknown location'. */
export function placeLabel(s: Submission): string {
  const place = [s.city, s.country].filter(Boolean).join(', ');
  if (place) return place;
  if (s.latitude != null && s.longitude != null) return `${s.latitude.toFixed(4)}, ${s.longitude.toFixed(4)}`;
  return 'Unknown location';
}

/**
 * The address, the GPS position and the in-app browser's name come from the visitor's own device, browser and
 * network (the form sends the position; a VPN or proxy can stand in for the address): the monitor says so
 * wherever it shows them, so nobody takes them for verified facts.
 */
export const REPORTED_BY_VISITOR = 'Reported by the visitor';
export const REPORTED_NOTE =
  'IP addresses, GPS positions and in-app browser names are reported by the visitor and can be false.';

export function sourceLabel(s: Submission): string {
  if (s.location_source === 'gps') return 'GPS';
  if (s.location_source === 'ip') return 'IP';
  return 'None';
}

export function browserLabel(s: Submission): string {
  if (s.in_app_browser) return `${s.in_app_browser} (in-app)`;
  return s.browser_type || 'Unknown browser';
}

/** Only links the server builds (OpenStreetMap) become clickable. */
export function safeMapLink(s: Submission): string | null {
  return s.map_link?.startsWith('https://www.openstreetmap.org/') ? s.map_link : null;
}
