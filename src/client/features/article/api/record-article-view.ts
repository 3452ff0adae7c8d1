import type { ViewPayload } from '../../../../shared/contract/articles.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const viewUrl = (id: number) => `/api/articles/${id}/view`;

/** POST /api/articles/{id}/view with the referrer and, after a while on the page, the seconds spent. */
export async function recordArticleView(id: number, viewDuration: number | null): Promise<void> {
  const payload: ViewPayload = { referrer: document.referrer || null, view_duration: viewDuration };
  await apiFetch(viewUrl(id), { method: 'POST', body: payload });
}

/** The same call as a beacon, which the browser still sends while the page unloads. */
export function beaconArticleView(id: number, viewDuration: number): void {
  const payload: ViewPayload = { referrer: document.referrer || null, view_duration: viewDuration };
  const body = JSON.stringify(payload);
  if (!navigator.sendBeacon?.(viewUrl(id), body)) {
    void fetch(viewUrl(id), {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    }).catch(() => {});
  }
}
