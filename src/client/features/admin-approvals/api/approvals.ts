// The reviewer's calls (src/shared/contract/reviews.ts): approvals waiting for the signed-in reviewer and a
// decision; the writer's side is features/admin-articles/api/article-reviews.ts.
import { useQuery } from '@tanstack/react-query';
import { type ReviewDecision, reviewEndpoints } from '../../../../shared/contract/reviews.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const APPROVALS_KEY = ['approvals'] as const;

/** The requests waiting for the signed-in reviewer (never asked for a contributor, who cannot decide). */
export function useApprovals(enabled = true) {
  return useQuery({
    queryKey: APPROVALS_KEY,
    queryFn: ({ signal }) => portalCall(reviewEndpoints.waiting, {}, { signal }),
    staleTime: 0,
    enabled,
  });
}

export const decideApproval = (id: number, body: ReviewDecision) =>
  portalCall(reviewEndpoints.decide, { params: { id }, body });

const REVIEW_SETTINGS_KEY = ['approvals', 'settings'] as const;

/** Which offices' admins need a second person's approval (superadmins only; ADR 0049). */
export function useReviewSettings() {
  return useQuery({
    queryKey: REVIEW_SETTINGS_KEY,
    queryFn: ({ signal }) => portalCall(reviewEndpoints.settings, {}, { signal }),
  });
}

export const putReviewSetting = (office: string, reviewRequired: boolean) =>
  portalCall(reviewEndpoints.putSetting, { params: { office }, body: { review_required: reviewRequired } });
