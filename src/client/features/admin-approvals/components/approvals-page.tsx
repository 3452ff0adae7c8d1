// Approvals: the drafts sent for review that the signed-in reviewer decides (their office's, or every
// office's for a superadmin). Each is approved (published now or at a time) or returned with comments
// (docs/decisions/0041-contributors-and-review.md).
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { findOffice, type OfficeSlug } from '../../../../shared/contract/offices.ts';
import type { Review } from '../../../../shared/contract/reviews.ts';
import { formatPortalDateTime } from '../../../../shared/dates.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { EmptyCard } from '../../../components/admin/empty-card.tsx';
import { ErrorLine, inputClass } from '../../../components/admin/form-field.tsx';
import { newsListPath } from '../../../lib/admin-paths.ts';
import { isSuperadmin, useAdminUser } from '../../../lib/admin-session.ts';
import { manilaInputToUtc } from '../../../lib/manila-time.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { APPROVALS_KEY, decideApproval, useApprovals } from '../api/approvals.ts';
import { ReviewSettingsPanel } from './review-settings-panel.tsx';

export function Component() {
  usePageTitle('Approvals');
  const superadmin = isSuperadmin(useAdminUser());
  const approvals = useApprovals();
  const [done, setDone] = useState<string | null>(null);
  const reviews = approvals.data?.reviews ?? [];
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Approvals</h1>
        <p className="mt-1 text-slate-700">Articles sent to you for review before they are published.</p>
      </header>
      {done ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900">
          {done}
        </p>
      ) : null}
      {approvals.isError ? <ErrorLine message={portalErrorMessage(approvals.error) ?? null} /> : null}
      {approvals.isPending ? (
        <p className="text-slate-600">Loading…</p>
      ) : reviews.length === 0 ? (
        <EmptyCard title="Nothing is waiting for you">
          When someone sends an article for review, it appears here.
        </EmptyCard>
      ) : (
        <ul className="flex flex-col gap-4">
          {reviews.map((r) => (
            <li key={r.id}>
              <ApprovalItem review={r} onDone={setDone} />
            </li>
          ))}
        </ul>
      )}
      {superadmin ? <ReviewSettingsPanel /> : null}
    </div>
  );
}

function ApprovalItem({ review, onDone }: { review: Review; onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [publishAt, setPublishAt] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<{ field: 'comment' | 'publish_at' | 'form'; message: string } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const office = review.office as OfficeSlug;
  const abbrev = findOffice(office)?.abbrev ?? office.toUpperCase();

  async function decide(decision: 'approve' | 'return') {
    setError(null);
    const at = when === 'later' ? manilaInputToUtc(publishAt) : null;
    if (decision === 'approve' && when === 'later' && !at) {
      setError({ field: 'publish_at', message: 'Choose the date and time to publish.' });
      return;
    }
    if (decision === 'return' && comment.trim() === '') {
      setError({ field: 'comment', message: 'Say what needs to change, so the writer knows what to do.' });
      return;
    }
    setBusy(true);
    try {
      const reply = await decideApproval(review.id, {
        decision,
        comment,
        ...(decision === 'approve' && at ? { publish_at: at } : {}),
      });
      onDone(`${review.article_title || 'Untitled'}: ${reply.message}`);
      await queryClient.invalidateQueries({ queryKey: APPROVALS_KEY });
    } catch (err) {
      setError({
        field: 'form',
        message: portalErrorMessage(err) ?? 'Something went wrong. Please try again.',
      });
      await queryClient.invalidateQueries({ queryKey: APPROVALS_KEY });
    } finally {
      setBusy(false);
    }
  }

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          <Link
            className="underline-offset-2 hover:underline"
            to={`${newsListPath(office)}/edit/${review.article_id}`}
          >
            {review.article_title || 'Untitled'}
          </Link>
        </h2>
        <p className="text-sm text-slate-700">
          {abbrev} · sent by {review.requested_by_name} on {formatPortalDateTime(review.requested_at)}
        </p>
        {review.note ? (
          <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-slate-800">
            <span className="font-medium">Note: </span>
            {review.note}
          </p>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">When approved, publish</legend>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="radio" name={`${id}-when`} checked={when === 'now'} onChange={() => setWhen('now')} />
          Now
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-when`}
            checked={when === 'later'}
            onChange={() => setWhen('later')}
          />
          At a time I choose
        </label>
        {when === 'later' ? (
          <label className="flex flex-col gap-1 text-sm">
            Publish at (Philippine time)
            <input
              type="datetime-local"
              className={inputClass}
              value={publishAt}
              onChange={(e) => setPublishAt(e.target.value)}
              aria-invalid={error?.field === 'publish_at' || undefined}
            />
            {error?.field === 'publish_at' ? <ErrorLine message={error.message} /> : null}
          </label>
        ) : null}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm">
        Comments for the writer (needed to return it)
        <textarea
          className={inputClass}
          rows={3}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-invalid={error?.field === 'comment' || undefined}
        />
        {error?.field === 'comment' ? <ErrorLine message={error.message} /> : null}
      </label>
      {error?.field === 'form' ? <ErrorLine message={error.message} /> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          className={buttonClass('primary', 'md')}
          disabled={busy}
          onClick={() => decide('approve')}
        >
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {when === 'now' ? 'Approve and publish' : 'Approve and schedule'}
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'md')}
          disabled={busy}
          onClick={() => decide('return')}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          Return with comments
        </button>
      </div>
    </article>
  );
}
