// POST of a JSON body to the concern endpoints; rejects on a network failure or a non-2xx status.
export async function postConcernJson(url: string, body: unknown, timeoutMs = 15_000): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}
