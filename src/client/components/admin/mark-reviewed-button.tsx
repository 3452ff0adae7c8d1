// "Mark as reviewed" (docs/decisions/0051-review-dates.md): last reviewed now, next review a year on or the
// date given; the shared list is refreshed, so the dashboard's card and the edit screens follow. A refusal is
// shown next to the button.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewItem } from '../../../shared/contract/review-dates.ts';
import { markReviewed, REVIEW_DATES_QUERY_KEY } from '../../lib/api/review-dates.ts';
import { portalErrorMessage } from '../../lib/portal-call.ts';
import { buttonClass } from './button-styles.ts';

export function MarkReviewedButton({
  item,
  nextReview,
  label,
}: {
  item: Pick<ReviewItem, 'kind' | 'key' | 'title'>;
  /** Another next review date than a year from today (yyyy-mm-dd), if chosen. */
  nextReview?: string;
  /** The button's accessible name when several are on one screen. */
  label?: string;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => markReviewed(item, nextReview ? { next_review_on: nextReview } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEW_DATES_QUERY_KEY }),
  });
  return (
    <span className="flex flex-col gap-1">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        aria-label={label}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
      >
        {mutation.isPending ? 'Saving…' : 'Mark as reviewed'}
      </button>
      {mutation.isError ? (
        <span role="alert" className="text-sm text-red-700">
          {portalErrorMessage(mutation.error) ?? 'Not saved. Please try again.'}
        </span>
      ) : null}
    </span>
  );
}
