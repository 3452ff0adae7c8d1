// Broken links: the external links of the office's published articles that did not work when the link checker
// last tried them (docs/decisions/0050-overrides-and-link-checks.md), each with what happened, when, and a link
// to edit the article. Superadmins see every office's, grouped by office.
import { Link } from 'react-router';
import type { BrokenLinkEntry } from '../../../../shared/contract/link-checks.ts';
import { findOffice, type OfficeSlug } from '../../../../shared/contract/offices.ts';
import { formatPortalDateTime } from '../../../../shared/dates.ts';
import { EmptyCard } from '../../../components/admin/empty-card.tsx';
import { ErrorLine } from '../../../components/admin/form-field.tsx';
import { newsListPath, OFFICE_LABELS } from '../../../lib/admin-paths.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useBrokenLinks } from '../api/broken-links.ts';

export function Component() {
  usePageTitle('Broken links');
  const query = useBrokenLinks();
  const links = query.data?.links ?? [];
  const offices = [...new Set(links.map((l) => l.office))];
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Broken links</h1>
        <p className="mt-1 text-slate-700">
          Links in published articles to other sites that did not work when they were last checked. Links are
          checked about once a day.
        </p>
      </header>
      {query.isError ? <ErrorLine message={portalErrorMessage(query.error) ?? null} /> : null}
      {query.isPending ? (
        <p className="text-slate-600">Loading…</p>
      ) : links.length === 0 ? (
        <EmptyCard title="No broken links">Every link checked so far worked.</EmptyCard>
      ) : (
        offices.map((office) => (
          <OfficeLinks key={office} office={office} links={links.filter((l) => l.office === office)} />
        ))
      )}
    </div>
  );
}

function OfficeLinks({ office, links }: { office: string; links: BrokenLinkEntry[] }) {
  const slug = findOffice(office)?.slug as OfficeSlug | undefined;
  const label = slug ? OFFICE_LABELS[slug] : office;
  return (
    <section aria-label={`${label}: ${links.length} broken`} className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold text-slate-900">
        {label}: {links.length} broken
      </h2>
      <ul className="flex flex-col gap-3">
        {links.map((l) => (
          <li
            key={`${l.article_id}-${l.url}`}
            className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm"
          >
            <p className="font-medium text-slate-900">{l.article_title || 'Untitled article'}</p>
            <p className="mt-1 break-all text-slate-700">{l.url}</p>
            <p className="mt-1 font-medium text-red-800">{l.what_happened}</p>
            <p className="mt-1 text-slate-600">Last checked {formatPortalDateTime(l.checked_at)}</p>
            {slug ? (
              <Link
                to={`${newsListPath(slug)}/edit/${l.article_id}`}
                className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-800 underline"
              >
                Edit the article<span className="sr-only">: {l.article_title}</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
