// The portal's Site area calls: alerts, events, vacancies (list, create, change, delete), the four blocks,
// and slide image uploads.
import {
  adminAlertsResponseSchema,
  adminBlocksResponseSchema,
  adminEventsResponseSchema,
  adminVacanciesResponseSchema,
  type SiteBlockKey,
  type SiteBlocks,
  slideUploadResponseSchema,
} from '../../../../shared/contract/site.ts';
import { AdminApiError, adminRequest, authHeaders, readReply } from '../../admin-auth/api/admin-request.ts';

export type RecordKind = 'alerts' | 'events' | 'vacancies';

const base = (kind: RecordKind) => `/api/admin/site/${kind}`;

export async function listRecords(kind: RecordKind) {
  const body = await adminRequest(base(kind));
  if (kind === 'alerts') return adminAlertsResponseSchema.parse(body).alerts;
  if (kind === 'events') return adminEventsResponseSchema.parse(body).events;
  return adminVacanciesResponseSchema.parse(body).vacancies;
}

export async function saveRecord(kind: RecordKind, id: number | null, value: unknown): Promise<void> {
  await adminRequest(id === null ? base(kind) : `${base(kind)}/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    json: value,
  });
}

export async function deleteRecord(kind: RecordKind, id: number): Promise<void> {
  await adminRequest(`${base(kind)}/${id}`, { method: 'DELETE' });
}

export async function getBlocks(): Promise<SiteBlocks> {
  const { ok: _ok, ...blocks } = adminBlocksResponseSchema.parse(
    await adminRequest('/api/admin/site/blocks'),
  );
  return blocks;
}

export async function saveBlock<K extends SiteBlockKey>(key: K, value: SiteBlocks[K]): Promise<void> {
  await adminRequest(`/api/admin/site/blocks/${key}`, { method: 'PUT', json: value });
}

/** Uploads one slide image; the answer is its stored name for the slides block. */
export async function uploadSlideImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/admin/site/slide-images', {
      method: 'POST',
      headers: { Accept: 'application/json', ...authHeaders() },
      body: form,
      credentials: 'include',
    });
  } catch {
    throw new AdminApiError('Unable to reach the server. Please try again later.', 0, null);
  }
  return slideUploadResponseSchema.parse(readReply(response.status, await response.text(), true)).image;
}

/** The field a 400 answer names, if any (the server's `field`). */
export function fieldOf(error: unknown): string | undefined {
  if (error instanceof AdminApiError && error.status === 400 && typeof error.body?.field === 'string')
    return error.body.field;
  return undefined;
}
