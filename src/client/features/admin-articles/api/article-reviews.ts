// An article's review history and sending a draft for review (src/shared/contract/reviews.ts); the
// reviewer's side is features/admin-approvals.
import { useQuery } from '@tanstack/react-query';
import { reviewEndpoints } from '../../../../shared/contract/reviews.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const articleReviewsKey = (id: number) => ['article-reviews', id] as const;

export function useArticleReviews(id: number) {
  return useQuery({
    queryKey: articleReviewsKey(id),
    queryFn: ({ signal }) => portalCall(reviewEndpoints.history, { params: { id } }, { signal }),
    staleTime: 0,
  });
}

export const submitForReview = (id: number, note: string) =>
  portalCall(reviewEndpoints.submit, { params: { id }, body: { note } });
