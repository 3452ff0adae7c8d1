// An edit screen's review line (ADR 0051): when the item was last reviewed (a save counts) and when it is due,
// with "Mark as reviewed" and an optional other date for the next review. Nothing for an item the user does
// not review.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReviewKind } from '../../../shared/contract/review-dates.ts';
import { formatPortalDate } from '../../../shared/dates.ts';
import { getReviewItems, REVIEW_DATES_QUERY_KEY } from '../../lib/api/review-dates.ts';
import { inputClass } from './form-field.tsx';
import { MarkReviewedButton } from './mark-reviewed-button.tsx';

export function ReviewDateLine({ kind, itemKey }: { kind: ReviewKind; itemKey: string }) {
  const items = useQuery({
    queryKey: REVIEW_DATES_QUERY_KEY,
    queryFn: ({ signal }) => getReviewItems(signal),
  });
  const [next, setNext] = useState('');
  const dateId = useId();
  const item = items.data?.find((i) => i.kind === kind && i.key === itemKey);
  if (!item) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
      <p>
        Reviewed {formatPortalDate(item.last_reviewed_at)} ·{' '}
        <span className={item.due ? 'font-semibold text-red-700' : undefined}>
          Review due {formatPortalDate(item.next_review_on)}
        </span>
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={dateId} className="font-medium text-slate-800">
            Next review (optional)
          </label>
          <input
            id={dateId}
            type="date"
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
            className={inputClass}
          />
        </div>
        <MarkReviewedButton item={item} nextReview={next || undefined} />
      </div>
    </div>
  );
}
