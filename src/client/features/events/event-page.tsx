// A campus event's page /events/{id}: when and where, the office, the description, and a calendar file.
import { CalendarDays, CalendarPlus, Clock, type LucideIcon, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { SiteEvent } from '../../../shared/contract/site.ts';
import { EVENTS_FEED_PATH, eventIcsPath, numericIdOf } from '../../../shared/routes.ts';
import { BackHomeLink } from '../../components/back-home-link.tsx';
import { eventWhen } from '../../components/events/event-card.tsx';
import { NotFoundPanel } from '../../components/not-found-panel.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { PageLoadError } from '../../components/page-load-error.tsx';
import { imageUrl } from '../../lib/image-url.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { EventNotFoundError, useEvent } from './api/use-event.ts';

export function Component() {
  const { id: rawId } = useParams();
  const id = numericIdOf(rawId);
  const { data, error, loading, reload } = useEvent(id);
  usePageTitle(data ? data.event.title : error instanceof EventNotFoundError ? 'Event not found' : 'Event');

  if (id === undefined || error instanceof EventNotFoundError) return <NotFound />;
  if (data) return <EventView event={data.event} past={data.past} />;
  if (error !== undefined && !loading) {
    return <PageLoadError error={error} onRetry={reload} />;
  }
  return (
    <section className="container-page py-20 text-center" aria-busy="true">
      <p className="text-slate-600">Loading the event…</p>
    </section>
  );
}

function EventView({ event, past }: { event: SiteEvent; past: boolean }) {
  const { days, times } = eventWhen(event);
  return (
    <>
      <PageHero
        eyebrow={past ? 'Past event' : 'Upcoming event'}
        title={event.title}
        crumbs={[{ label: 'Events', to: '/events' }, { label: event.title }]}
      />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="about-event" className="min-w-0">
          {event.image && (
            <img
              src={imageUrl(event.image, 900, 80)}
              alt={event.image_alt ?? ''}
              className="mb-8 aspect-[16/9] w-full rounded-2xl bg-slate-100 object-cover"
            />
          )}
          <h2 id="about-event" className="heading-2 text-slate-900">
            About the event
          </h2>
          <p className="mt-4 leading-7 break-words whitespace-pre-line text-slate-700">{event.description}</p>
        </section>
        <aside
          aria-label="Event details"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          {past && (
            <p className="mb-4 rounded-lg bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-700">
              This event has already taken place.
            </p>
          )}
          <dl className="grid gap-4 text-slate-700">
            <Detail icon={CalendarDays} label="Date">
              <time dateTime={event.date}>{days}</time>
            </Detail>
            <Detail icon={Clock} label="Time">
              {times}
              {event.start_time && <span className="block text-sm text-slate-500">Philippine time</span>}
            </Detail>
            <Detail icon={MapPin} label="Place" wrap>
              {event.place}
            </Detail>
            <Detail icon={Users} label="Organised by">
              {event.office_name}
            </Detail>
          </dl>
          <div className="mt-6 grid gap-3">
            <a href={eventIcsPath(event.id)} download={`event-${event.id}.ics`} className="btn btn-primary">
              <CalendarPlus aria-hidden="true" className="size-4" />
              Add to calendar
            </a>
            <a
              href={EVENTS_FEED_PATH}
              className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline underline-offset-2"
            >
              Subscribe to all campus events
            </a>
          </div>
        </aside>
        <div>
          <BackHomeLink />
        </div>
      </div>
    </>
  );
}

/** One line of the event's details: an icon and a label over the value. */
function Detail({
  icon: Icon,
  label,
  wrap = false,
  children,
}: {
  icon: LucideIcon;
  label: string;
  /** Break long words (a place's name) instead of overflowing. */
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {label}
      </dt>
      <dd className={wrap ? 'break-words pl-7' : 'pl-7'}>{children}</dd>
    </div>
  );
}

function NotFound() {
  return (
    <NotFoundPanel
      icon={CalendarDays}
      title="Event not found"
      text="The event may have been removed, or the link may be mistyped."
    >
      <Link to="/" className="btn btn-primary">
        Go home
      </Link>
    </NotFoundPanel>
  );
}
