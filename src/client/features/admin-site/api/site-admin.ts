// The portal's Site area calls: alerts, events, vacancies (list, create, change, delete), the four blocks,
// and slide image uploads.
import {
  type AlertUpdateInput,
  type SiteBlockKey,
  type SiteBlocks,
  siteAdminEndpoints,
} from '../../../../shared/contract/site.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { portalCall } from '../../../lib/portal-call.ts';
import { withProgress } from '../../../lib/upload-wire.ts';

export type RecordKind = 'alerts' | 'events' | 'vacancies';

export async function listRecords(kind: RecordKind) {
  if (kind === 'alerts') return (await portalCall(siteAdminEndpoints.alerts.list, {})).alerts;
  if (kind === 'events') return (await portalCall(siteAdminEndpoints.events.list, {})).events;
  return (await portalCall(siteAdminEndpoints.vacancies.list, {})).vacancies;
}

/**
 * `value` is the form's values already parsed with the kind's input schema (RecordEditor's `schema`), which
 * the type of `kind` cannot tie to it; the server parses it with the same schema.
 */
export async function saveRecord(kind: RecordKind, id: number | null, value: unknown): Promise<void> {
  const e = siteAdminEndpoints[kind];
  const body = value as never;
  if (id === null) await portalCall(e.create, { body });
  else await portalCall(e.update, { params: { id }, body });
}

export async function deleteRecord(kind: RecordKind, id: number): Promise<void> {
  await portalCall(siteAdminEndpoints[kind].remove, { params: { id } });
}

/** Posts an update to an alert; with `lift` it also ends the alert now. */
export async function postAlertUpdate(id: number, body: AlertUpdateInput): Promise<void> {
  await portalCall(siteAdminEndpoints.alertUpdate, { params: { id }, body });
}

export async function getBlocks(): Promise<SiteBlocks> {
  const { ok: _ok, ...blocks } = await portalCall(siteAdminEndpoints.blocks, {});
  return blocks;
}

export async function saveBlock<K extends SiteBlockKey>(key: K, value: SiteBlocks[K]): Promise<void> {
  await portalCall(siteAdminEndpoints.saveBlock, { params: { key }, body: value });
}

/** Uploads one image, reporting progress 0–100; the answer is its stored name for the slides or the event. */
async function uploadImage(
  endpoint: typeof siteAdminEndpoints.uploadSlide | typeof siteAdminEndpoints.uploadEventImage,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  return (await portalCall(endpoint, { body: form }, { send: withProgress(onProgress) })).image;
}

export const uploadSlideImage = (file: File, onProgress: (percent: number) => void) =>
  uploadImage(siteAdminEndpoints.uploadSlide, file, onProgress);
/** An event's picture (office admins may upload for their own office's events). */
export const uploadEventImage = (file: File, onProgress: (percent: number) => void) =>
  uploadImage(siteAdminEndpoints.uploadEventImage, file, onProgress);

/** The field a 400 answer names, if any (the server's `field`). */
export function fieldOf(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status === 400 && typeof error.body?.field === 'string')
    return error.body.field;
  return undefined;
}
