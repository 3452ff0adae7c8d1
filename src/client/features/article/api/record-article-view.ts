import type { articleEndpoints, ViewPayload } from '../../../../shared/contract/articles.ts';
import { routeOf, urlOf } from '../../../../shared/contract/route-url.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

const viewRoute = routeOf<(typeof articleEndpoints)['view']>('POST', '/api/articles/:id/view');

/** The counts the view reply carries (docs/product/public-site.md#calls): this visit is in them. */
export interface ViewCounts {
  total_views: number;
  unique_views: number;
}

/**
 * POST /api/articles/{id}/view with the referrer and, after a while on the page, the seconds spent; answers
 * with the article's counts after this view.
 */
export async function recordArticleView(
  id: number,
  viewDuration: number | null,
): Promise<ViewCounts | undefined> {
  const body: ViewPayload = { referrer: document.referrer || null, view_duration: viewDuration };
  const reply = (await callEndpoint(viewRoute, { params: { id }, body })) as { stats?: Partial<ViewCounts> };
  const s = reply?.stats;
  return typeof s?.total_views === 'number' && typeof s.unique_views === 'number'
    ? { total_views: s.total_views, unique_views: s.unique_views }
    : undefined;
}

/** The same call as a beacon, which the browser still sends while the page unloads. */
export function beaconArticleView(id: number, viewDuration: number): void {
  const body: ViewPayload = { referrer: document.referrer || null, view_duration: viewDuration };
  if (!navigator.sendBeacon?.(urlOf(viewRoute, { params: { id } }), JSON.stringify(body))) {
    callEndpoint(viewRoute, { params: { id }, body }, { init: { keepalive: true }, timeoutMs: 0 }).catch(
      () => {},
    );
  }
}
