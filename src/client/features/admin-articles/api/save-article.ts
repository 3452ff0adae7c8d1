// POST /api/admin/articles and PUT /api/admin/articles/{id} (docs/product/admin-portal.md#calls), multipart or JSON. Sent with
// XMLHttpRequest because fetch cannot report upload progress, which the 'Uploading files…' bar shows.
import { authHeaders, NetworkError, readReply } from '../../admin-auth/api/admin-request.ts';

export interface SaveArticleRequest {
  /** Absent for a create. */
  id?: number;
  body: FormData | Record<string, unknown>;
  /** Upload progress, 0–100. */
  onProgress?: (percent: number) => void;
}

export function saveArticle({ id, body, onProgress }: SaveArticleRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(
      id === undefined ? 'POST' : 'PUT',
      id === undefined ? '/api/admin/articles' : `/api/admin/articles/${id}`,
    );
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(100, (event.loaded / event.total) * 100));
    };
    xhr.upload.onload = () => onProgress?.(100);
    xhr.onerror = () => reject(new NetworkError());
    xhr.onload = () => {
      try {
        resolve(readReply(xhr.status, xhr.responseText, true));
      } catch (error) {
        reject(error);
      }
    };
    if (body instanceof FormData) {
      xhr.send(body);
    } else {
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.send(JSON.stringify(body));
    }
  });
}
