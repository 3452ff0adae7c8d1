// The four placeholder lists (docs/product/admin-portal.md#screens): a title and a Create button that has no function yet.
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { OfficeSlug } from '../../../../shared/contract/offices.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { newsListPath, OFFICE_LABELS } from '../lib/admin-menu.ts';

export function PlaceholderPage({ title, office }: { title: string; office: OfficeSlug }) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {/* The spec's Create button has no function on these pages. */}
        <button type="button" className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          Create
        </button>
      </div>
      <section className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <h2 className="text-lg font-semibold text-slate-900">Nothing to manage here yet</h2>
        <p className="mx-auto mt-2 max-w-lg text-slate-600">
          This section is being prepared. Meanwhile, publish updates for the office through its news list.
        </p>
        <Link to={newsListPath(office)} className={buttonClass('secondary', 'md', 'mt-6')}>
          Go to {OFFICE_LABELS[office]} News
        </Link>
      </section>
    </div>
  );
}
