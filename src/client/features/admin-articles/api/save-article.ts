// POST /api/admin/articles and PUT /api/admin/articles/{id} (docs/product/admin-portal.md#calls), multipart or JSON. Sent
// through withProgress because fetch cannot report upload progress, which the 'Uploading files…' bar shows.
import {
  type Article,
  type ArticleSaveInput,
  adminArticleEndpoints,
} from '../../../../shared/contract/articles.ts';
import { portalCall } from '../../../lib/portal-call.ts';
import { withProgress } from '../../../lib/upload-wire.ts';

export interface SaveArticleRequest {
  /** Absent for a create. */
  id?: number;
  body: FormData | ArticleSaveInput;
  /** Upload progress, 0–100. */
  onProgress?: (percent: number) => void;
}

/**
 * The article as the server saved it, and its message about the save (it says so when images from other
 * sites were taken out), so the form shows the stored article without reading it again.
 */
export async function saveArticle({
  id,
  body,
  onProgress,
}: SaveArticleRequest): Promise<{ article: Article; message: string }> {
  const options = { send: withProgress(onProgress ?? (() => undefined)) };
  const reply =
    id === undefined
      ? await portalCall(adminArticleEndpoints.create, { body }, options)
      : await portalCall(adminArticleEndpoints.update, { params: { id }, body }, options);
  return { article: reply.article, message: reply.message };
}
