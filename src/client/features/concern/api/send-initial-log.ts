// POST /api/honeypot/initial: the log written once when the concern page opens (docs/product/public-site.md#calls).
import type { z } from 'zod';
import type { initialLogSchema } from '../../../../shared/contract/concern.ts';
import { postConcernJson } from './post-concern-json.ts';

export type InitialLogPayload = z.input<typeof initialLogSchema>;

export async function sendInitialLog(payload: InitialLogPayload): Promise<void> {
  await postConcernJson('/api/honeypot/initial', { ...payload, isInitialLog: true });
}
