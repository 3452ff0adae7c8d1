// callEndpoint's sender when upload progress is shown ('Uploading files…'): fetch cannot report it,
// XMLHttpRequest can. Imported only by the portal calls that show it, so public pages never carry it.
import type { Sender } from './api-client.ts';

/** A sender (CallOptions.send) that reports upload progress, 0–100. */
export const withProgress =
  (onProgress: (percent: number) => void): Sender =>
  (url, request) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, url);
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          onProgress(Math.min(100, (event.loaded / event.total) * 100));
      };
      xhr.upload.onload = () => onProgress(100);
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      xhr.onload = () =>
        resolve({
          status: xhr.status,
          statusText: xhr.statusText,
          text: xhr.responseText,
        });
      if (request.signal.aborted) return reject(new DOMException('Aborted', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((request.body ?? null) as XMLHttpRequestBodyInit | null);
    });
