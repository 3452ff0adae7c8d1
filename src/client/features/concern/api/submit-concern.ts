// POST /api/honeypot: the submitted concern (docs/product/public-site.md#calls). The reply names the case
// reference and the last day of the reply.
import type { ConcernSubmitPayload, concernEndpoints } from '../../../../shared/contract/concern.ts';
import type { CaseReceipt } from '../../../../shared/contract/page-forms.ts';
import { routeOf } from '../../../../shared/contract/route-url.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

const submitRoute = routeOf<(typeof concernEndpoints)['submit']>('POST', '/api/honeypot');

/** Resolves to the case reference and reply date, or null if the reply did not carry them. */
export async function submitConcern(payload: ConcernSubmitPayload): Promise<CaseReceipt | null> {
  const body = await callEndpoint(submitRoute, { body: payload }, { timeoutMs: 15_000 });
  // The contract's schemas load with the form's checker, not with the page (concern-form.tsx).
  const { concernSubmitResponseSchema } = await import('../../../../shared/contract/concern.ts');
  const parsed = concernSubmitResponseSchema.safeParse(body);
  const { reference, due_date } = parsed.success ? parsed.data : {};
  return reference && due_date ? { reference, due_date } : null;
}
