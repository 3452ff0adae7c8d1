// Review before publishing on the article form (docs/decisions/0041-contributors-and-review.md): the
// draft's review status and history (who asked, who decided, their comments), and Submit for review with
// a note. Shown for saved drafts.
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import type { Review } from '../../../../shared/contract/reviews.ts';
import { formatPortalDateTime } from '../../../../shared/dates.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine, inputClass } from '../../../components/admin/form-field.tsx';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { articleReviewsKey, submitForReview, useArticleReviews } from '../api/article-reviews.ts';

function reviewLine(r: Review): string {
  const asked = `Sent for review by ${r.requested_by_name} on ${formatPortalDateTime(r.requested_at)}`;
  if (r.state === 'pending') return `${asked}. Waiting for review.`;
  const by = `${r.decided_by_name ?? 'a reviewer'} on ${formatPortalDateTime(r.decided_at)}`;
  return r.state === 'approved' ? `${asked}. Approved by ${by}.` : `${asked}. Returned by ${by}.`;
}

export default function ReviewPanel({ articleId, isDraft }: { articleId: number; isDraft: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const history = useArticleReviews(articleId);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reviews = history.data?.reviews ?? [];
  const open = reviews.some((r) => r.state === 'pending');
  if (!isDraft && reviews.length === 0) return null;

  async function send() {
    setError(null);
    setBusy(true);
    try {
      const reply = await submitForReview(articleId, note);
      setSent(reply.message);
      setNote('');
      await queryClient.invalidateQueries({ queryKey: articleReviewsKey(articleId) });
    } catch (err) {
      setError(portalErrorMessage(err) ?? 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-h`}
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900">
        Review
      </h2>
      {reviews.length > 0 ? (
        <ol className="mt-2 flex flex-col gap-2 text-sm text-slate-800">
          {reviews.map((r) => (
            <li key={r.id} className="rounded-lg bg-slate-50 px-3 py-2">
              <p>{reviewLine(r)}</p>
              {r.note ? <p className="mt-1">Note: {r.note}</p> : null}
              {r.comment ? <p className="mt-1 font-medium">Comments: {r.comment}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-slate-700">Not sent for review yet.</p>
      )}
      {sent ? (
        <p role="status" className="mt-3 text-sm text-emerald-800">
          {sent}
        </p>
      ) : null}
      {isDraft && !open ? (
        <div className="mt-4 flex flex-col gap-2">
          <label className="flex flex-col gap-1 text-sm">
            Note for the reviewer (optional)
            <textarea
              className={inputClass}
              rows={2}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </label>
          <ErrorLine message={error} />
          <button
            type="button"
            className={buttonClass('primary', 'md', 'self-start')}
            disabled={busy}
            onClick={send}
          >
            <Send aria-hidden="true" className="size-4" />
            Submit for review
          </button>
          <p className="text-xs text-slate-600">
            Save your changes first: the reviewer sees the saved draft.
          </p>
        </div>
      ) : null}
    </section>
  );
}
