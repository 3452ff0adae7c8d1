// The dashboard's editorial summary for the signed-in user's offices (every office for a superadmin):
// counts by status and privacy, the five most recent edits (times in Asia/Manila), and "Create article".
// Scheduled articles and drafts are action cards above it (./dashboard/).
import { FilePlus2, PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardItem } from '../../../shared/contract/articles.ts';
import type { OfficeSlug } from '../../../shared/contract/offices.ts';
import { formatPortalDateTime } from '../../../shared/dates.ts';
import { buttonClass } from '../../components/admin/button-styles.ts';
import { useDashboard } from '../../features/admin-articles/api/get-dashboard.ts';
import { newsListPath } from '../../lib/admin-paths.ts';
import { portalErrorMessage } from '../../lib/portal-call.ts';

const STATUS_LABEL = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;

export function EditorialSummary({ office }: { office: OfficeSlug | undefined }) {
  const { data, error: failure } = useDashboard();
  const error = failure ? (portalErrorMessage(failure) ?? 'Failed to fetch') : null;

  const counts = data?.counts;
  const tiles = [
    { label: 'Published', value: counts?.published },
    { label: 'Scheduled', value: counts?.scheduled },
    { label: 'Drafts', value: counts?.draft },
    { label: 'Private', value: counts?.private },
  ];
  return (
    <section
      aria-labelledby="editorial-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="editorial-heading" className="text-lg font-semibold text-slate-900">
          Your articles
        </h2>
        {office ? (
          <Link to={`${newsListPath(office)}/create`} className={buttonClass('primary', 'sm')}>
            <FilePlus2 aria-hidden="true" className="size-4" />
            Create article
          </Link>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          Error: {error}
        </p>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((t) => (
          <div key={t.label} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{t.label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{t.value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        <ItemList
          title="Recent edits"
          icon={<PencilLine aria-hidden="true" className="size-4 text-brand-700" />}
          items={data?.recent}
          empty="No articles yet."
          when={(i) => `Edited ${formatPortalDateTime(i.updated_at)}`}
        />
      </div>
      <p className="mt-4 text-xs text-slate-600">Times are Philippine time.</p>
    </section>
  );
}

function ItemList({
  title,
  icon,
  items,
  empty,
  when,
}: {
  title: string;
  icon: React.ReactNode;
  items: DashboardItem[] | undefined;
  empty: string;
  when: (item: DashboardItem) => string;
}) {
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        {icon}
        {title}
      </h3>
      {items === undefined ? (
        <p className="mt-2 text-sm text-slate-600">Loading…</p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-slate-100">
          {items.map((i) => (
            <li key={i.article_id} className="py-2">
              <Link
                to={`${newsListPath(i.office)}/edit/${i.article_id}`}
                className="font-medium text-brand-800 hover:underline"
              >
                {i.title || 'Untitled'}
              </Link>
              <p className="text-xs text-slate-600">
                {STATUS_LABEL[i.status]}
                {i.privacy === 'private' ? ' · Private' : ''} · {i.office.toUpperCase()} · {when(i)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
