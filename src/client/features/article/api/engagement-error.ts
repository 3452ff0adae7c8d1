import { ApiError } from '../../../lib/api-client.ts';

/**
 * The text shown in red beside the badges (docs/product/public-site.md#errors): the server's message, else 'HTTP {status}: {text}',
 * else the fallback ('Failed to fetch stats' / 'Failed to toggle like').
 */
export function engagementError(error: unknown, fallback: string): Error {
  if (error instanceof ApiError && error.status !== undefined) return new Error(error.message);
  return new Error(fallback);
}
