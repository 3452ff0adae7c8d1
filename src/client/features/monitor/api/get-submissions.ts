// GET /api/honeypot-admin/submissions?page&limit (bearer) → { ok, data, pagination }.
import type { z } from 'zod';
import { MONITOR_PAGE_SIZE, type submissionsResponseSchema } from '../../../../shared/contract/concern.ts';
import { monitorRequest } from './monitor-request.ts';

export type SubmissionsPage = z.infer<typeof submissionsResponseSchema>;

export function getSubmissions(
  token: string,
  page: number,
  signal?: AbortSignal,
  limit = MONITOR_PAGE_SIZE,
): Promise<SubmissionsPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  return monitorRequest<SubmissionsPage>(`/api/honeypot-admin/submissions?${query}`, { token, signal });
}
