// One campus event as a card: a date badge, the title, when and where, and a link to its page. The home
// page's events block and the /events page draw the same card; a past event is greyed and labelled.
import { CalendarDays, FlaskConical, GraduationCap, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { SiteEvent } from '../../../shared/contract/site.ts';
import { dateBadge, formatClockTime } from '../../../shared/dates.ts';
import { eventPath } from '../../../shared/routes.ts';
import { formatLongDate } from '../../lib/format.ts';
import { imageUrl } from '../../lib/image-url.ts';

/** orientation, research, alumni, otherwise a calendar. */
export function eventIcon(title: string) {
  const t = title.toLowerCase();
  if (t.includes('orientation')) return GraduationCap;
  if (t.includes('research')) return FlaskConical;
  if (t.includes('alumni')) return Users;
  return CalendarDays;
}

export const PAST_EVENT_LABEL = 'Past event';

/** "November 30, 2026" or "November 30 – December 2, 2026"; times in Philippine time. */
export function eventWhen(e: Pick<SiteEvent, 'date' | 'start_time' | 'end_date' | 'end_time'>) {
  const days =
    e.end_date && e.end_date !== e.date
      ? `${formatLongDate(e.date)} – ${formatLongDate(e.end_date)}`
      : formatLongDate(e.date);
  const times = e.start_time
    ? e.end_time
      ? `${formatClockTime(e.start_time)} – ${formatClockTime(e.end_time)}`
      : formatClockTime(e.start_time)
    : 'All day';
  return { days, times };
}

export function EventCard({
  event,
  past,
  detailed = false,
  headingLevel = 3,
}: {
  event: SiteEvent;
  past: boolean;
  /** Also the picture, the time, every day of a longer event and the organising office (the /events page). */
  detailed?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Icon = eventIcon(event.title);
  const badge = dateBadge(event.date);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const when = eventWhen(event);
  return (
    <li
      className="group flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
      data-event-id={event.id}
    >
      <div
        className={`flex w-16 shrink-0 flex-col items-center overflow-hidden rounded-xl text-white ${past ? 'bg-slate-600' : 'bg-brand-700'}`}
      >
        <span
          className={`w-full py-1 text-center text-[0.7rem] font-semibold tracking-widest uppercase ${past ? 'bg-slate-800' : 'bg-brand-900'}`}
        >
          {badge.month}
        </span>
        <span className="py-1.5 font-display text-2xl leading-none font-bold">{badge.day}</span>
        <span className={`pb-1.5 text-[0.7rem] ${past ? 'text-slate-100' : 'text-brand-100'}`}>
          {badge.year}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        {detailed && event.image && (
          <img
            src={imageUrl(event.image, 600, 70)}
            alt={event.image_alt ?? ''}
            loading="lazy"
            decoding="async"
            className="mb-3 aspect-[16/9] w-full rounded-lg bg-slate-100 object-cover"
          />
        )}
        {past && (
          <p className="mb-1 self-start rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {PAST_EVENT_LABEL}
          </p>
        )}
        <div className="flex items-start justify-between gap-2">
          <Heading className="min-w-0 text-lg leading-snug font-semibold break-words text-slate-900">
            {event.title}
          </Heading>
          <Icon aria-hidden="true" className="size-6 shrink-0 text-gold-500" />
        </div>
        <p className="mt-1 text-sm text-slate-600">
          <time dateTime={event.date}>{detailed ? when.days : formatLongDate(event.date)}</time>
          {detailed && <span className="block">{when.times}</span>}
          {event.place && <span className="block break-words">{event.place}</span>}
          {detailed && <span className="block">{event.office_name}</span>}
        </p>
        <Link
          to={eventPath(event.id)}
          className="mt-auto inline-flex min-h-11 items-center self-start pt-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Details<span className="sr-only"> about {event.title}</span>
        </Link>
      </div>
    </li>
  );
}
