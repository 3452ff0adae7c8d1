// Upcoming events (docs/product/public-site.md#pages): the three static events; the icon is chosen by a keyword in the title.
import { CalendarDays, FlaskConical, GraduationCap, Users } from 'lucide-react';
import { siteConfig } from '../../../../../config/site.ts';
import { homePage } from '../../../../../content/pages/home.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { formatLongDate } from '../../../lib/format.ts';

/** orientation, research, alumni, otherwise a calendar. */
export function eventIcon(title: string) {
  const t = title.toLowerCase();
  if (t.includes('orientation')) return GraduationCap;
  if (t.includes('research')) return FlaskConical;
  if (t.includes('alumni')) return Users;
  return CalendarDays;
}

const month = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

export function UpcomingEvents() {
  return (
    <>
      <SectionHeading id="events-title" eyebrow={homePage.eventsTitle} title={homePage.eventsIntro} />
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {siteConfig.events.map((event) => {
          const Icon = eventIcon(event.title);
          const d = new Date(`${event.date}T00:00:00Z`);
          return (
            <li
              key={event.id}
              className="group flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
            >
              <div className="flex w-16 shrink-0 flex-col items-center overflow-hidden rounded-xl bg-brand-700 text-white">
                <span className="w-full bg-brand-900 py-1 text-center text-[0.7rem] font-semibold tracking-widest uppercase">
                  {month.format(d)}
                </span>
                <span className="py-1.5 font-display text-2xl leading-none font-bold">{d.getUTCDate()}</span>
                <span className="pb-1.5 text-[0.7rem] text-brand-100">{d.getUTCFullYear()}</span>
              </div>
              <div className="flex min-w-0 flex-1 flex-col">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="text-lg leading-snug font-semibold text-slate-900">{event.title}</h3>
                  <Icon aria-hidden="true" className="size-6 shrink-0 text-gold-500" />
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  <time dateTime={event.date}>{formatLongDate(event.date)}</time>
                </p>
                {/* The spec's Details link leads nowhere yet: it stays on this section. */}
                <a
                  href="#events-title"
                  className="mt-auto self-start pt-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  Details<span className="sr-only"> about {event.title}</span>
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
