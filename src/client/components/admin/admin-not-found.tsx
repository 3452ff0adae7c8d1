// An unknown address inside the administrator portal.
import { Link } from 'react-router';
import { ADMIN_BASE } from '../../lib/admin-paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { buttonClass } from './button-styles.ts';

export function AdminNotFound() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <p className="text-5xl font-bold text-brand-700">404</p>
      <h1 className="mt-3 text-xl font-semibold text-slate-900">Page not found</h1>
      <p className="mt-2 text-slate-600">This address is not part of the administrator portal.</p>
      <Link to={`${ADMIN_BASE}/`} className={buttonClass('primary', 'md', 'mt-8')}>
        Go to admin home
      </Link>
    </section>
  );
}
