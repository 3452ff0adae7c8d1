// /administrator/site/subscribers: how many people get each topic by e-mail and how often (every staff member),
// never who; superadmins can save the whole list for the campus records (docs/decisions/0039-subscriptions-and-push.md).
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine } from '../../../components/admin/form-field.tsx';
import { isSuperadmin, useAdminUser } from '../../../lib/admin-session.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { downloadSubscribersCsv, getSubscriberCounts } from '../api/subscribers.ts';

export function Component() {
  usePageTitle('Subscribers');
  const user = useAdminUser();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const counts = useQuery({
    queryKey: ['admin', 'subscribers', 'counts'],
    queryFn: ({ signal }) => getSubscriberCounts(signal),
  });
  const data = counts.data;
  const download = () => {
    setDownloadError(null);
    downloadSubscribersCsv().catch((err: unknown) =>
      setDownloadError(portalErrorMessage(err) ?? 'Download failed'),
    );
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Subscribers</h1>
          <p className="mt-1 text-sm text-slate-600">
            People who get campus alerts, news, events or vacancies by e-mail, by topic and how often.
          </p>
        </div>
        {isSuperadmin(user) ? (
          <button type="button" className={buttonClass('secondary', 'md')} onClick={download}>
            <Download aria-hidden="true" className="size-4" />
            Export the list
          </button>
        ) : null}
      </div>
      <ErrorLine message={downloadError} />
      <ErrorLine message={counts.isError ? (portalErrorMessage(counts.error) ?? 'Failed to fetch') : null} />
      {data ? (
        <>
          <p className="text-slate-700" data-testid="subscriber-totals">
            {data.confirmed} confirmed · {data.pending} waiting for confirmation · {data.bounced} refused by
            their mail server · {data.complained} reported our mail as spam
          </p>
          {data.bounced + data.complained > 0 ? (
            <p className="-mt-4 text-sm text-slate-600">
              No mail goes to refused or reporting addresses until their owner subscribes again.
            </p>
          ) : null}
          <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Confirmed subscribers per topic</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Topic
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    At once
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Daily
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Weekly
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.topics.map((t) => (
                  <tr key={t.topic} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="py-2 pr-3 font-normal text-slate-900">
                      {t.label}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{t.immediately}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{t.daily}</td>
                    <td className="py-2 text-right tabular-nums">{t.weekly}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      ) : counts.isPending ? (
        <p className="py-8 text-center text-slate-600">Loading…</p>
      ) : null}
    </div>
  );
}
