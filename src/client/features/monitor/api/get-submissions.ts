// GET /api/honeypot-admin/submissions?page&limit (bearer) → { ok, data, pagination }.
import type { z } from 'zod';
import {
  MONITOR_PAGE_SIZE,
  monitorEndpoints,
  type submissionsResponseSchema,
} from '../../../../shared/contract/concern.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

export type SubmissionsPage = z.infer<typeof submissionsResponseSchema>;

export function getSubmissions(
  token: string,
  page: number,
  signal: AbortSignal,
  limit = MONITOR_PAGE_SIZE,
): Promise<SubmissionsPage> {
  return callEndpoint(
    monitorEndpoints.submissions,
    { query: { page, limit } },
    { token, signal, timeoutMs: 0, init: { cache: 'no-store' } },
  );
}
