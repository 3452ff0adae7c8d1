// A campus event's page /events/{id}: when and where, the office, the description, and a calendar file.
import { ArrowLeft, CalendarDays, CalendarPlus, Clock, MapPin, RotateCw, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { SiteEvent } from '../../../shared/contract/site.ts';
import { EVENTS_FEED_PATH, eventIcsPath, numericIdOf } from '../../../shared/routes.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { errorReason } from '../../lib/api-client.ts';
import { formatLongDate } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { EventNotFoundError, useEvent } from './api/use-event.ts';

/** "9:00 AM" from "09:00". */
function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** "November 30, 2026" or "November 30 – December 2, 2026"; times in Philippine time. */
export function eventWhen(e: Pick<SiteEvent, 'date' | 'start_time' | 'end_date' | 'end_time'>) {
  const days =
    e.end_date && e.end_date !== e.date
      ? `${formatLongDate(e.date)} – ${formatLongDate(e.end_date)}`
      : formatLongDate(e.date);
  const times = e.start_time
    ? e.end_time
      ? `${formatTime(e.start_time)} – ${formatTime(e.end_time)}`
      : formatTime(e.start_time)
    : 'All day';
  return { days, times };
}

export function Component() {
  const { id: rawId } = useParams();
  const id = numericIdOf(rawId);
  const { data, error, loading, reload } = useEvent(id);
  usePageTitle(data ? data.event.title : error instanceof EventNotFoundError ? 'Event not found' : 'Event');

  if (id === undefined || error instanceof EventNotFoundError) return <NotFound />;
  if (data) return <EventView event={data.event} past={data.past} />;
  if (error !== undefined && !loading) {
    return (
      <section className="container-page py-20 text-center">
        <p role="alert" className="text-lg font-medium text-red-700">
          Error: {errorReason(error)}
        </p>
        <button type="button" onClick={reload} className="btn btn-outline mt-6">
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </button>
      </section>
    );
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
        crumbs={[{ label: 'Events', to: '/#events-title' }, { label: event.title }]}
      />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="about-event" className="min-w-0">
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
            <div>
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                Date
              </dt>
              <dd className="pl-7">
                <time dateTime={event.date}>{days}</time>
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                <Clock aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                Time
              </dt>
              <dd className="pl-7">
                {times}
                {event.start_time && <span className="block text-sm text-slate-500">Philippine time</span>}
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                Place
              </dt>
              <dd className="break-words pl-7">{event.place}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                <Users aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                Organised by
              </dt>
              <dd className="pl-7">{event.office_name}</dd>
            </div>
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
          <Link to="/" className="btn btn-outline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </Link>
        </div>
      </div>
    </>
  );
}

function NotFound() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <CalendarDays aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 heading-2 text-slate-900">Event not found</h1>
      <p className="mt-3 max-w-md text-slate-600">
        The event may have been removed, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn btn-primary">
          Go home
        </Link>
      </div>
    </section>
  );
}
