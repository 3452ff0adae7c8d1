// An article's revisions: GET …/revisions, GET …/revisions/{rev}, POST …/revisions/{rev}/restore.
import {
  adminArticleEndpoints,
  type Revision,
  type RevisionSummary,
} from '../../../../shared/contract/articles.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export async function listRevisions(id: number, signal?: AbortSignal): Promise<RevisionSummary[]> {
  return (await portalCall(adminArticleEndpoints.revisions, { params: { id } }, { signal })).revisions;
}

export async function getRevision(id: number, rev: number, signal?: AbortSignal): Promise<Revision> {
  return (await portalCall(adminArticleEndpoints.revision, { params: { id, rev } }, { signal })).revision;
}

export async function restoreRevision(id: number, rev: number, version?: number): Promise<string> {
  const reply = await portalCall(adminArticleEndpoints.restoreRevision, {
    params: { id, rev },
    body: version === undefined ? {} : { version },
  });
  return reply.message ?? 'Revision restored';
}
