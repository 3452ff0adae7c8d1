// The four placeholder lists (docs/product/admin-portal.md#screens): a title and a Create button that has no function yet.
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { OfficeSlug } from '../../../shared/contract/offices.ts';
import { buttonClass } from '../../components/admin/button-styles.ts';
import { EmptyCard } from '../../components/admin/empty-card.tsx';
import { newsListPath, OFFICE_LABELS } from '../../lib/admin-paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function PlaceholderPage({
  title,
  short,
  office,
}: {
  title: string;
  short: string;
  office: OfficeSlug;
}) {
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
      <EmptyCard
        title={`No ${short.toLowerCase()} yet`}
        action={
          <Link to={newsListPath(office)} className={buttonClass('secondary')}>
            Go to {OFFICE_LABELS[office]} News
          </Link>
        }
      >
        This section is being prepared. Meanwhile, publish updates for the office through its news list.
      </EmptyCard>
    </div>
  );
}
