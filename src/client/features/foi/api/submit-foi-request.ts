// POST /api/foi: a Freedom of Information request; the reply carries its reference and due date.
import type { FoiRequestForm, foiEndpoints } from '../../../../shared/contract/foi.ts';
import { routeOf } from '../../../../shared/contract/route-url.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

const submitRoute = routeOf<(typeof foiEndpoints)['submit']>('POST', '/api/foi');

export async function submitFoiRequest(
  form: FoiRequestForm,
): Promise<{ reference: string; due_date: string }> {
  const body = await callEndpoint(submitRoute, { body: form }, { timeoutMs: 15_000 });
  return { reference: String(body.reference), due_date: String(body.due_date) };
}
