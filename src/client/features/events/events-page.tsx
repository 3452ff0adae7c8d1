// Campus events at /events: upcoming events soonest first, a month view, then past events under their own
// heading; a filter by office (a plain GET form) and the month (?month=yyyy-mm) are in the address, so every
// view works and can be shared without JavaScript. "Add to calendar" subscribes a calendar app to the feed.
import { CalendarDays, CalendarPlus, ChevronLeft, ChevronRight, Download, Filter } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { eventsPage as text } from '../../../../content/pages/events.ts';
import { OFFICES } from '../../../shared/contract/offices.ts';
import type { SiteEvent } from '../../../shared/contract/site.ts';
import { formatMonth } from '../../../shared/dates.ts';
import { type EventsFilters, eventsFiltersOf, eventsKey } from '../../../shared/pages/events-pages.ts';
import { EVENTS_FEED_PATH, eventPath } from '../../../shared/routes.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { EventCard, eventWhen } from '../../components/events/event-card.tsx';
import { OfficeSelect } from '../../components/office-select.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { PageLoadError } from '../../components/page-load-error.tsx';
import { useAsyncData } from '../../lib/use-async-data.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { eventsHref, listEvents } from './api/list-events.ts';
import { eventsInMonth, isOnDay, monthWeeks, shiftMonth } from './lib/month-grid.ts';

const LIST_CLASS = 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export function Component() {
  const [params] = useSearchParams();
  const filters = eventsFiltersOf(params);
  const office = OFFICES.find((o) => o.slug === filters.office);
  usePageTitle(office ? `${text.title}: ${office.name}` : text.title);
  const { data, error, reload } = useAsyncData(eventsKey(filters.office), (signal) =>
    listEvents(filters.office, signal),
  );
  const feed = filters.office ? `${EVENTS_FEED_PATH}?office=${filters.office}` : EVENTS_FEED_PATH;

  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.title} lead={text.lead} crumbs={[{ label: text.eyebrow }]}>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          {data && (
            <a href={data.subscribe} className="btn btn-gold" title={text.subscribeNote}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {text.subscribe}
            </a>
          )}
          <a
            href={feed}
            download="campus-events.ics"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-white underline underline-offset-2"
          >
            <Download aria-hidden="true" className="size-4" />
            {text.download}
          </a>
        </div>
      </PageHero>

      <div className="container-page py-8 sm:py-12">
        <OfficeFilter filters={filters} />
        {data ? (
          <>
            <section aria-labelledby="events-upcoming" className="mt-10">
              <h2 id="events-upcoming" className="heading-2 text-slate-900">
                {text.upcomingTitle}
              </h2>
              {data.upcoming.length > 0 ? (
                <ul className={LIST_CLASS}>
                  {data.upcoming.map((e) => (
                    <EventCard key={e.id} event={e} past={false} detailed />
                  ))}
                </ul>
              ) : (
                <EmptyState
                  icon={CalendarDays}
                  title={text.noUpcoming}
                  text={text.noUpcomingHint}
                  className="mt-6"
                />
              )}
            </section>
            <MonthView
              events={[...data.upcoming, ...data.past]}
              month={filters.month ?? data.today.slice(0, 7)}
              today={data.today}
              filters={filters}
            />
            <section aria-labelledby="events-past" className="mt-14">
              <h2 id="events-past" className="heading-2 text-slate-900">
                {text.pastTitle}
              </h2>
              {data.past.length > 0 ? (
                <ul className={LIST_CLASS}>
                  {data.past.map((e) => (
                    <EventCard key={e.id} event={e} past detailed />
                  ))}
                </ul>
              ) : (
                <p className="mt-4 text-slate-600">{text.noPast}</p>
              )}
            </section>
          </>
        ) : error !== undefined ? (
          <PageLoadError error={error} onRetry={reload} />
        ) : (
          <p className="mt-10 text-slate-600" aria-busy="true">
            Loading the events…
          </p>
        )}
      </div>
    </>
  );
}

/** Which office's events: a GET form, so it works without JavaScript; the month shown is kept. */
function OfficeFilter({ filters }: { filters: EventsFilters }) {
  const id = useId();
  return (
    <search className="block">
      <form
        method="get"
        action="/events"
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      >
        <div className="min-w-0 flex-1">
          <OfficeSelect id={id} label={text.filterLabel} allLabel={text.allOffices} value={filters.office} />
        </div>
        {filters.month && <input type="hidden" name="month" value={filters.month} />}
        <button type="submit" className="btn btn-primary">
          <Filter aria-hidden="true" className="size-4" />
          Show events
        </button>
      </form>
    </search>
  );
}

/**
 * One month as a calendar table (Monday first) with the month before and after as links. On a phone a day
 * with events is marked and the month's events are listed under the table; wider screens name them in the day.
 */
function MonthView({
  events,
  month,
  today,
  filters,
}: {
  events: readonly SiteEvent[];
  month: string;
  today: string;
  filters: EventsFilters;
}) {
  const inMonth = eventsInMonth(events, month);
  const name = formatMonth(month);
  const monthLink = (by: number) =>
    `${eventsHref({ ...filters, month: shiftMonth(month, by) })}#events-month`;
  return (
    <section aria-labelledby="events-month" className="mt-14">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="events-month" className="heading-2 text-slate-900">
          {text.calendarTitle}: {name}
        </h2>
        <nav aria-label="Months" className="flex gap-2">
          <Link to={monthLink(-1)} className="btn btn-outline">
            <ChevronLeft aria-hidden="true" className="size-4" />
            {text.previousMonth}
          </Link>
          <Link to={monthLink(1)} className="btn btn-outline">
            {text.nextMonth}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </nav>
      </div>
      <table className="mt-6 w-full table-fixed border-collapse rounded-2xl bg-white text-sm shadow-sm">
        <caption className="sr-only">{name}</caption>
        <thead>
          <tr>
            {text.weekdays.map((d) => (
              <th
                key={d}
                scope="col"
                className="border border-slate-200 bg-brand-50 py-2 font-semibold text-brand-900"
              >
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find((d) => d !== null) ?? ''}>
              {text.weekdays.map((weekday, i) => {
                const day = week[i] ?? null;
                if (day === null) return <td key={weekday} className="border border-slate-200 bg-slate-50" />;
                const onDay = inMonth.filter((e) => isOnDay(e, day));
                return (
                  <td
                    key={weekday}
                    aria-current={day === today ? 'date' : undefined}
                    className={`h-14 border border-slate-200 p-1 align-top sm:h-24 ${day === today ? 'bg-amber-50' : ''}`}
                  >
                    <span
                      className={`block text-xs font-semibold ${onDay.length ? 'text-brand-800' : 'text-slate-600'}`}
                    >
                      {Number(day.slice(8))}
                      {onDay.length > 0 && (
                        <span className="sr-only sm:hidden">
                          {`, ${onDay.length} ${onDay.length === 1 ? 'event' : 'events'}`}
                        </span>
                      )}
                    </span>
                    {onDay.length > 0 && (
                      <span
                        aria-hidden="true"
                        className="mt-1 block size-2 rounded-full bg-brand-700 sm:hidden"
                      />
                    )}
                    <ul className="mt-1 hidden gap-1 sm:grid">
                      {onDay.map((e) => (
                        <li key={e.id}>
                          <Link
                            to={eventPath(e.id)}
                            className="block truncate rounded bg-brand-50 px-1 py-0.5 text-xs text-brand-900 underline-offset-2 hover:underline"
                            title={e.title}
                          >
                            {e.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {inMonth.length === 0 ? (
        <p className="mt-4 text-slate-600">{text.noEventsInMonth}</p>
      ) : (
        <ul className="mt-4 grid gap-2 sm:hidden" aria-label={`Events in ${name}`}>
          {inMonth.map((e) => {
            const when = eventWhen(e);
            return (
              <li key={e.id}>
                <Link
                  to={eventPath(e.id)}
                  className="flex min-h-11 flex-col justify-center rounded-lg border border-slate-200 bg-white px-3 py-2"
                >
                  <span className="font-semibold text-brand-800 underline underline-offset-2">{e.title}</span>
                  <span className="text-sm text-slate-600">
                    {when.days}, {when.times}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
