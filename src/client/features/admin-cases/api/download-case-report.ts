// GET /api/admin/case-report.csv?month=: fetched with the session's bearer token, then saved as a file.
import { AdminApiError, authHeaders, NetworkError } from '../../admin-auth/api/admin-request.ts';

export async function downloadCaseReport(month: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/case-report.csv?month=${month}`, {
      headers: authHeaders(),
      credentials: 'include',
    });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) throw new AdminApiError(`Request failed (${response.status})`, response.status, null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `concern-cases-${month}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
