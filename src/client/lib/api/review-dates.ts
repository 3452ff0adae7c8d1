// The portal's calls of review dates (src/shared/contract/review-dates.ts): the items the user reviews, and
// marking one reviewed.
import {
  type MarkReviewedInput,
  type ReviewItem,
  reviewDateAdminEndpoints,
} from '../../../shared/contract/review-dates.ts';
import { portalCall } from '../portal-call.ts';

/** One list for the dashboard's card and every edit screen's review line. */
export const REVIEW_DATES_QUERY_KEY = ['admin', 'review-dates'] as const;

export async function getReviewItems(signal?: AbortSignal): Promise<ReviewItem[]> {
  return (await portalCall(reviewDateAdminEndpoints.list, {}, { signal })).items;
}

export function markReviewed(
  item: Pick<ReviewItem, 'kind' | 'key'>,
  body: MarkReviewedInput = {},
): Promise<{ message: string; item: ReviewItem }> {
  return portalCall(reviewDateAdminEndpoints.markReviewed, {
    params: { kind: item.kind, key: item.key },
    body,
  });
}
