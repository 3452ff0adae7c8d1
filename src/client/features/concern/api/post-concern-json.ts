// POST of a JSON body to the concern endpoints; rejects on a network failure or a non-2xx status, else
// resolves to the reply's JSON body (null when there is none).
export async function postConcernJson(url: string, body: unknown, timeoutMs = 15_000): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json().catch(() => null);
}
