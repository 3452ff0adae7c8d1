// The 403 page (docs/product/admin-portal.md#screens, #errors): an admin opened another office's screens.
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_BASE, newsListPath, OFFICE_LABELS } from '../../lib/admin-paths.ts';
import { useAdminUser } from '../../lib/admin-session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { buttonClass } from './button-styles.ts';

export function ForbiddenPage() {
  usePageTitle('Access denied');
  const { homeOffice } = useAdminUser();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <ShieldAlert aria-hidden="true" className="size-14 text-red-700" />
      <p className="mt-4 text-5xl font-bold text-slate-900">403</p>
      <h1 className="mt-3 text-xl font-semibold text-slate-900">
        You don't have permission to view this office dashboard.
      </h1>
      <p className="mt-2 text-slate-600">Each administrator manages the pages of their own office.</p>
      <Link
        to={homeOffice ? newsListPath(homeOffice.slug) : `${ADMIN_BASE}/`}
        className={buttonClass('primary', 'md', 'mt-8')}
      >
        {homeOffice ? `Go to ${OFFICE_LABELS[homeOffice.slug]} News` : 'Go to admin home'}
      </Link>
    </section>
  );
}
