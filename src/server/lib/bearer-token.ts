// A fixed bearer token (METRICS_TOKEN, COMPLAINTS_TOKEN) compared in constant time.
import { timingSafeEqual } from 'node:crypto';

/** True when the Authorization header is exactly `Bearer <token>`. */
export function sameBearerToken(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
