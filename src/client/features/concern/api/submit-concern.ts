// POST /api/honeypot: the submitted concern (docs/product/public-site.md#calls). The reply names the case reference.
import {
  type ConcernSubmitPayload,
  concernSubmitResponseSchema,
} from '../../../../shared/contract/concern.ts';
import { postConcernJson } from './post-concern-json.ts';

/** Resolves to the case reference, or null if the reply did not carry one. */
export async function submitConcern(payload: ConcernSubmitPayload): Promise<string | null> {
  const parsed = concernSubmitResponseSchema.safeParse(await postConcernJson('/api/honeypot', payload));
  return parsed.success ? (parsed.data.reference ?? null) : null;
}
