// Upcoming events (docs/product/public-site.md#home): the three nearest upcoming events from the Site area,
// filled with the most recent past ones labelled "Past event"; the icon is chosen by a keyword in the title.
import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { eventsPage } from '../../../../../content/pages/events.ts';
import { homePage } from '../../../../../content/pages/home.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { EventCard } from '../../../components/events/event-card.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { useSiteContent } from '../../../lib/use-site-content.ts';

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
            <EventCard key={event.id} event={event} past={event.past} />
          ))}
        </ul>
      )}
      {/* Every event, past and ahead, with a month view and the calendar subscription. */}
      <p className="mt-8 text-center">
        <Link to="/events" className="btn btn-outline">
          {eventsPage.allEventsLink}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </>
  );
}
