// Four-eyes review per office (docs/decisions/0049-four-eyes-and-publishing-checks.md): a superadmin chooses
// the offices whose admins, like contributors, send their articles for someone else's approval.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { findOffice } from '../../../../shared/contract/offices.ts';
import { ErrorLine } from '../../../components/admin/form-field.tsx';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { putReviewSetting, useReviewSettings } from '../api/approvals.ts';

export function ReviewSettingsPanel() {
  const queryClient = useQueryClient();
  const settings = useReviewSettings();
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function toggle(office: string, on: boolean) {
    setBusy(office);
    setError(null);
    setSaid(null);
    try {
      setSaid((await putReviewSetting(office, on)).message);
      await queryClient.invalidateQueries({ queryKey: ['approvals', 'settings'] });
    } catch (err) {
      setError(portalErrorMessage(err) ?? 'The change was not saved. Try again.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby="review-settings-title"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="review-settings-title" className="text-lg font-semibold text-slate-900">
        Offices where a second person approves every article
      </h2>
      <p className="text-slate-700">
        Ticked offices' admins cannot publish their own articles: they send them for review, and another admin
        of the office or a superadmin approves them. Superadmins always publish directly.
      </p>
      {settings.isError ? <ErrorLine message={portalErrorMessage(settings.error) ?? null} /> : null}
      {settings.isPending ? <p className="text-slate-600">Loading…</p> : null}
      <ul className="grid gap-1 sm:grid-cols-2">
        {(settings.data?.offices ?? []).map((o) => {
          const office = findOffice(o.office);
          return (
            <li key={o.office}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-900">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={o.review_required}
                  disabled={busy !== null}
                  onChange={() => toggle(o.office, !o.review_required)}
                />
                {office ? `${office.abbrev}: ${office.name}` : o.office}
              </label>
            </li>
          );
        })}
      </ul>
      {said ? (
        <p role="status" className="text-sm text-emerald-900">
          {said}
        </p>
      ) : null}
      <ErrorLine message={error} />
    </section>
  );
}
