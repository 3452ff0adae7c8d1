// POST /api/honeypot: the submitted concern (docs/product/public-site.md#calls). The reply names the case reference.
import type { ConcernSubmitPayload, concernEndpoints } from '../../../../shared/contract/concern.ts';
import { routeOf } from '../../../../shared/contract/route-url.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

const submitRoute = routeOf<(typeof concernEndpoints)['submit']>('POST', '/api/honeypot');

/** Resolves to the case reference, or null if the reply did not carry one. */
export async function submitConcern(payload: ConcernSubmitPayload): Promise<string | null> {
  const body = await callEndpoint(submitRoute, { body: payload }, { timeoutMs: 15_000 });
  // The contract's schemas load with the form's validator, not with the page (concern-form.tsx).
  const { concernSubmitResponseSchema } = await import('../../../../shared/contract/concern.ts');
  const parsed = concernSubmitResponseSchema.safeParse(body);
  return parsed.success ? (parsed.data.reference ?? null) : null;
}
