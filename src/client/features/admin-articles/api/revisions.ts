// An article's revisions: GET …/revisions, GET …/revisions/{rev}, POST …/revisions/{rev}/restore.
import {
  type Revision,
  type RevisionSummary,
  revisionListResponseSchema,
  revisionResponseSchema,
} from '../../../../shared/contract/articles.ts';
import { adminRequest } from '../../admin-auth/api/admin-request.ts';

const base = (id: number) => `/api/admin/articles/${id}/revisions`;

export async function listRevisions(id: number, signal?: AbortSignal): Promise<RevisionSummary[]> {
  return revisionListResponseSchema.parse(await adminRequest(base(id), { signal })).revisions;
}

export async function getRevision(id: number, rev: number, signal?: AbortSignal): Promise<Revision> {
  return revisionResponseSchema.parse(await adminRequest(`${base(id)}/${rev}`, { signal })).revision;
}

export async function restoreRevision(id: number, rev: number, version?: number): Promise<string> {
  const reply = (await adminRequest(`${base(id)}/${rev}/restore`, {
    method: 'POST',
    json: version === undefined ? {} : { version },
  })) as { message?: string };
  return reply.message ?? 'Revision restored';
}
