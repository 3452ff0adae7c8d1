import type { articleEndpoints, ViewPayload } from '../../../../shared/contract/articles.ts';
import { routeOf, urlOf } from '../../../../shared/contract/route-url.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

const viewRoute = routeOf<(typeof articleEndpoints)['view']>('POST', '/api/articles/:id/view');

/** POST /api/articles/{id}/view with the referrer and, after a while on the page, the seconds spent. */
export async function recordArticleView(id: number, viewDuration: number | null): Promise<void> {
  const body: ViewPayload = { referrer: document.referrer || null, view_duration: viewDuration };
  await callEndpoint(viewRoute, { params: { id }, body });
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
