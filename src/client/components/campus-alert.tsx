// The campus alert above the header of every public page (docs/decisions/0015-site-content.md), a named region.
// Urgent alerts are an assertive ARIA live region and cannot be dismissed; information and advisory alerts can be dismissed, which
// this browser remembers (localStorage, read only after mount so the server's HTML and the first render
// match); a dismissed alert leaves the offer of alerts on this device. An alert hides itself at its end time.
import { AlertTriangle, Info, Megaphone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ALERT_SEVERITY_LABELS } from '../../shared/contract/alert-severities.ts';
import type { SiteAlert } from '../../shared/contract/site.ts';
import { formatPostedTime, isoDate } from '../../shared/dates.ts';
import { alertPath } from '../../shared/routes.ts';
import { island } from '../islands/island.tsx';
import { useSiteContent } from '../lib/use-site-content.ts';
import { DeviceAlerts } from './device-alerts.tsx';

export const DISMISSED_KEY = 'campus-alert-dismissed';

const STYLES = {
  urgent: 'bg-red-800 text-white',
  advisory: 'bg-amber-100 text-amber-950 border-b border-amber-300',
  information: 'bg-sky-50 text-sky-950 border-b border-sky-200',
} as const;

const ICONS = { urgent: AlertTriangle, advisory: Megaphone, information: Info } as const;

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** Which alert (and version) a dismissal is for: an edited alert shows again. */
const dismissalOf = (a: SiteAlert) => `${a.id}:${a.starts_at}:${a.title}:${a.updates.length}`;

const AlertIsland = island('campus-alert', CampusAlertView);

/** The alert of the site content, an island: on an islands page it wakes with the alert it was drawn with. */
export function CampusAlert() {
  const alert = useSiteContent().data?.alert ?? null;
  return alert ? <AlertIsland alert={alert} /> : null;
}

export function CampusAlertView({ alert }: { alert: SiteAlert | null }) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [ended, setEnded] = useState<number | null>(null);

  useEffect(() => setDismissed(readDismissed()), []);

  useEffect(() => {
    if (!alert?.ends_at) return;
    const left = Date.parse(alert.ends_at) - Date.now();
    if (left <= 0) {
      setEnded(alert.id);
      return;
    }
    // Timers longer than about 24.8 days overflow; such an alert is reloaded long before then anyway.
    if (left > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setEnded(alert.id), left);
    return () => clearTimeout(timer);
  }, [alert]);

  if (!alert || ended === alert.id) return null;
  const urgent = alert.severity === 'urgent';
  // Dismissed, the alert leaves room for the offer of alerts on this device (hidden where push is missing).
  if (!urgent && dismissed === dismissalOf(alert)) return <DeviceAlerts variant="banner" />;

  const Icon = ICONS[alert.severity];
  const dismiss = () => {
    const value = dismissalOf(alert);
    try {
      window.localStorage.setItem(DISMISSED_KEY, value);
    } catch {
      // Private browsing without storage: hidden for this page view only.
    }
    setDismissed(value);
  };
  const linkClass = 'font-semibold underline underline-offset-2 hover:no-underline';
  const latest = alert.updates.at(-1);

  return (
    <section
      className={STYLES[alert.severity]}
      data-campus-alert={alert.severity}
      aria-label={`${urgent ? 'Urgent campus alert' : `Campus ${ALERT_SEVERITY_LABELS[alert.severity].toLowerCase()}`}`}
      {...(urgent ? { 'aria-live': 'assertive' as const, 'aria-atomic': true } : {})}
    >
      <div className="container-page flex items-start gap-3 py-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="min-w-0 flex-1 text-sm leading-6 break-words sm:text-base">
          <strong className="font-semibold">
            <span className="sr-only">{ALERT_SEVERITY_LABELS[alert.severity]}: </span>
            {alert.title}
          </strong>{' '}
          <span>{alert.message}</span>
          {alert.link && (
            <>
              {' '}
              {alert.link.startsWith('/') ? (
                <Link to={alert.link} className={linkClass}>
                  More information
                </Link>
              ) : (
                <a href={alert.link} className={linkClass} rel="noopener noreferrer">
                  More information
                </a>
              )}
            </>
          )}
          {latest && (
            <span className="block">
              <strong className="font-semibold">Update:</strong> {latest.message}
            </span>
          )}
          <span className="block text-sm opacity-90">
            Posted <time dateTime={isoDate(alert.posted_at)}>{formatPostedTime(alert.posted_at)}</time> by{' '}
            {alert.office_name} ·{' '}
            {/* The alert's own page is a separate small document, so the browser loads it whole. */}
            <a href={alertPath(alert.id)} className={linkClass}>
              Alert page
            </a>
          </span>
        </p>
        {!urgent && (
          <button
            type="button"
            onClick={dismiss}
            className="-m-1 grid size-9 shrink-0 place-items-center rounded-full hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
            aria-label="Dismiss this alert"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
    </section>
  );
}
