// Saves a file reply of the portal (the case report's and the audit log's CSV): the file is fetched with
// the session's token through portalCall, so a browser link (which cannot send the token) is not used.
import type { EndpointDef, EndpointInput, EndpointOf } from '../../shared/contract/endpoint.ts';
import { portalCall } from './portal-call.ts';

/** Fetches a `file: true` endpoint and hands the reply to the browser as a download named `fileName`. */
export async function downloadFile<E extends EndpointDef & { file: true }>(
  endpoint: E,
  input: EndpointInput<EndpointOf<E>>,
  fileName: string,
): Promise<void> {
  const blob = (await portalCall(endpoint, input)) as Blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
