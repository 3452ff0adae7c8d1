import { CalendarDays, Inbox, type LucideIcon, MessageSquareText, Smartphone } from 'lucide-react';
import type { MonitorStats } from '../../../../shared/contract/concern.ts';

const CARDS: ReadonlyArray<{ key: keyof MonitorStats; label: string; icon: LucideIcon; tone: string }> = [
  { key: 'total', label: 'Total Submissions', icon: Inbox, tone: 'bg-brand-100 text-brand-800' },
  { key: 'today', label: 'Today', icon: CalendarDays, tone: 'bg-sky-100 text-sky-800' },
  {
    key: 'withMessage',
    label: 'With Messages',
    icon: MessageSquareText,
    tone: 'bg-amber-100 text-amber-800',
  },
  { key: 'inAppBrowser', label: 'In-App Browsers', icon: Smartphone, tone: 'bg-violet-100 text-violet-800' },
];

const number = new Intl.NumberFormat('en-PH');

/** The four stat cards; a dash while loading or when the stats could not be loaded. */
export function StatsCards({ stats }: { stats: MonitorStats | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <li
          key={key}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:p-5"
        >
          <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-600">{label}</p>
            <p className="text-2xl font-bold text-slate-900 tabular-nums" data-stat={key}>
              {stats ? number.format(stats[key]) : '—'}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
