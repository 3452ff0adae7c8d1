// GET /api/review-dates/{kind}/{key}: when a public page was last reviewed (docs/decisions/0051-review-dates.md).
import type {
  LastReviewedResponse,
  ReviewKind,
  reviewDateEndpoints,
} from '../../../../shared/contract/review-dates.ts';
import { routeOf } from '../../../../shared/contract/route-url.ts';
import { ApiError, callEndpoint, INVALID_RESPONSE } from '../../../lib/api-client.ts';

const lastReviewedRoute = routeOf<(typeof reviewDateEndpoints)['lastReviewed']>(
  'GET',
  '/api/review-dates/:kind/:key',
);

export async function loadLastReviewed(
  kind: ReviewKind,
  key: string,
  signal: AbortSignal,
): Promise<LastReviewedResponse> {
  const body: Partial<LastReviewedResponse> | undefined = await callEndpoint(
    lastReviewedRoute,
    { params: { kind, key } },
    { signal },
  );
  if (body?.ok !== true || typeof body.last_reviewed_at !== 'string') throw new ApiError(INVALID_RESPONSE);
  return body as LastReviewedResponse;
}
