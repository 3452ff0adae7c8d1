// Upcoming events (docs/product/public-site.md#home): the three nearest upcoming events from the Site area,
// filled with the most recent past ones labelled "Past event"; the icon is chosen by a keyword in the title.
import { CalendarDays, FlaskConical, GraduationCap, Users } from 'lucide-react';
import { Link } from 'react-router';
import { homePage } from '../../../../../content/pages/home.ts';
import type { HomeEvent } from '../../../../shared/contract/site.ts';
import { dateBadge } from '../../../../shared/dates.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { useSiteContent } from '../../../lib/use-site-content.ts';

/** orientation, research, alumni, otherwise a calendar. */
export function eventIcon(title: string) {
  const t = title.toLowerCase();
  if (t.includes('orientation')) return GraduationCap;
  if (t.includes('research')) return FlaskConical;
  if (t.includes('alumni')) return Users;
  return CalendarDays;
}

export const PAST_EVENT_LABEL = 'Past event';

export function UpcomingEvents() {
  const { data, error } = useSiteContent();
  // Past events fill the block only when nothing is ahead, under their own heading.
  const upcoming = data?.events.filter((e) => !e.past);
  const events = upcoming?.length ? upcoming : data?.events;
  const [eyebrow, title] =
    events === undefined || upcoming?.length
      ? [homePage.eventsTitle, homePage.eventsIntro]
      : events.length > 0
        ? [homePage.recentEventsTitle, homePage.recentEventsIntro]
        : [homePage.noEventsTitle, homePage.noEventsIntro];
  return (
    <>
      <SectionHeading id="events-title" eyebrow={eyebrow} title={title} />
      {events === undefined ? (
        error === undefined ? (
          <ul
            className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-busy="true"
            aria-label="Loading events"
          >
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-32 animate-pulse rounded-2xl border border-slate-200 bg-slate-50" />
            ))}
          </ul>
        ) : (
          <p className="mt-8 text-slate-600">The events could not be loaded. Please try again later.</p>
        )
      ) : events.length === 0 ? (
        <EmptyState
          icon={CalendarDays}
          title={homePage.eventsEmpty}
          text={homePage.eventsEmptyHint}
          className="mt-8"
        />
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      )}
    </>
  );
}

function EventCard({ event }: { event: HomeEvent }) {
  const Icon = eventIcon(event.title);
  const badge = dateBadge(event.date);
  return (
    <li
      className="group flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
      data-event-id={event.id}
    >
      <div
        className={`flex w-16 shrink-0 flex-col items-center overflow-hidden rounded-xl text-white ${event.past ? 'bg-slate-600' : 'bg-brand-700'}`}
      >
        <span
          className={`w-full py-1 text-center text-[0.7rem] font-semibold tracking-widest uppercase ${event.past ? 'bg-slate-800' : 'bg-brand-900'}`}
        >
          {badge.month}
        </span>
        <span className="py-1.5 font-display text-2xl leading-none font-bold">{badge.day}</span>
        <span className={`pb-1.5 text-[0.7rem] ${event.past ? 'text-slate-100' : 'text-brand-100'}`}>
          {badge.year}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        {event.past && (
          <p className="mb-1 self-start rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {PAST_EVENT_LABEL}
          </p>
        )}
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 text-lg leading-snug font-semibold break-words text-slate-900">
            {event.title}
          </h3>
          <Icon aria-hidden="true" className="size-6 shrink-0 text-gold-500" />
        </div>
        <p className="mt-1 text-sm text-slate-600">
          <time dateTime={event.date}>{formatLongDate(event.date)}</time>
          {event.place && <span className="block">{event.place}</span>}
        </p>
        <Link
          to={`/events/${event.id}`}
          className="mt-auto inline-flex min-h-11 items-center self-start pt-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Details<span className="sr-only"> about {event.title}</span>
        </Link>
      </div>
    </li>
  );
}
