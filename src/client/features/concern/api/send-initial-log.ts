// POST /api/honeypot/initial: the log written once when the concern page opens (docs/product/public-site.md#calls).
import type { z } from 'zod';
import type { concernEndpoints, initialLogSchema } from '../../../../shared/contract/concern.ts';
import { routeOf } from '../../../../shared/contract/route-url.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

const initialLogRoute = routeOf<(typeof concernEndpoints)['initialLog']>('POST', '/api/honeypot/initial');

export type InitialLogPayload = z.input<typeof initialLogSchema>;

export async function sendInitialLog(payload: InitialLogPayload): Promise<void> {
  await callEndpoint(initialLogRoute, { body: { ...payload, isInitialLog: true } }, { timeoutMs: 15_000 });
}
