// The "Class suspension" template of the portal's Campus Alerts form (issue #37): the levels a suspension
// covers and the alert it starts from, valid to the end of the campus day unless staff change it. Staff still
// read and complete the message (the reason) before posting.
import { campusDay, formatPortalDate } from './dates.ts';

export const CLASS_SUSPENSION_LEVELS = [
  {
    value: 'all',
    label: 'All classes and work',
    title: 'Classes and work suspended',
    scope: 'All classes and office work',
  },
  { value: 'classes', label: 'All classes', title: 'Classes suspended', scope: 'Classes at all levels' },
  {
    value: 'face-to-face',
    label: 'Face-to-face classes (online classes continue)',
    title: 'Face-to-face classes suspended',
    scope: 'Face-to-face classes',
  },
  {
    value: 'afternoon',
    label: 'Afternoon and evening classes',
    title: 'Afternoon and evening classes suspended',
    scope: 'Classes from 12:00 noon',
  },
] as const;

export type ClassSuspensionLevel = (typeof CLASS_SUSPENSION_LEVELS)[number]['value'];

/** The reason staff replace before posting. */
export const SUSPENSION_REASON_PLACEHOLDER = '[reason]';

/** The alert a class suspension starts from: urgent, from now to 11:59 p.m. of today in Manila. */
export function classSuspensionAlert(level: ClassSuspensionLevel, now: Date) {
  const l = CLASS_SUSPENSION_LEVELS.find((x) => x.value === level) ?? CLASS_SUSPENSION_LEVELS[1];
  const day = campusDay(now);
  const named = formatPortalDate(day);
  const continuing = level === 'face-to-face' ? ' Online classes continue as scheduled.' : '';
  const offices = level === 'all' ? '' : ' Offices stay open.';
  return {
    severity: 'urgent' as const,
    office: 'administration' as const,
    title: `${l.title} today, ${named}`,
    message: `${l.scope} are suspended today, ${named}, because of ${SUSPENSION_REASON_PLACEHOLDER}.${continuing}${offices} Watch this page for updates.`,
    starts_at: now.toISOString(),
    // The end of the campus day (Manila is UTC+8 all year).
    ends_at: new Date(Date.parse(`${day}T23:59:00+08:00`)).toISOString(),
  };
}
