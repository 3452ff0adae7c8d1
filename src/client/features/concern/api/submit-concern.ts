// POST /api/honeypot: the submitted concern (docs/product/public-site.md#calls). The reply names the case reference.
import type { ConcernSubmitPayload } from '../../../../shared/contract/concern.ts';
import { postConcernJson } from './post-concern-json.ts';

/** Resolves to the case reference, or null if the reply did not carry one. */
export async function submitConcern(payload: ConcernSubmitPayload): Promise<string | null> {
  const body = await postConcernJson('/api/honeypot', payload);
  // The contract's schemas load with the form's validator, not with the page (concern-form.tsx).
  const { concernSubmitResponseSchema } = await import('../../../../shared/contract/concern.ts');
  const parsed = concernSubmitResponseSchema.safeParse(body);
  return parsed.success ? (parsed.data.reference ?? null) : null;
}
