// "Post an alert" on the dashboard (superadmins and alert publishers): on a phone at 5 a.m., one tap opens the Campus Alerts form
// already filled as a class suspension (the reason still to write), a second posts it.
import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { CLASS_SUSPENSION_LEVELS } from '../../../../shared/alert-templates.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ADMIN_BASE } from '../../../lib/admin-paths.ts';

/** The Campus Alerts form, filled from the class suspension template of `level` when given. */
export const alertFormPath = (level?: string) =>
  `${ADMIN_BASE}/site/alerts${level ? `?template=${encodeURIComponent(level)}` : ''}`;

export function PostAlertEntry() {
  return (
    <section
      aria-labelledby="post-alert-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="post-alert-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Megaphone aria-hidden="true" className="size-5 text-brand-700" />
        Post an alert
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Shown at the top of every public page at once, with its own page to share.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link to={alertFormPath(CLASS_SUSPENSION_LEVELS[1].value)} className={buttonClass('primary')}>
          Class suspension
        </Link>
        <Link to={alertFormPath()} className={buttonClass('secondary')}>
          Other alert
        </Link>
      </div>
    </section>
  );
}
