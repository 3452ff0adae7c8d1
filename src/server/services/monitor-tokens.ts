// The submissions monitor's tokens (docs/decisions/0005-monitor-token.md). Tokens live in a server-side list
// (app_settings rows keyed by the token's SHA-256), so Logout ends a token for good, a password change ends
// them all, and a restart ends none. Each row also names the password hash it was issued under.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import {
  deleteSettingRows,
  insertSettingRow,
  MONITOR_TOKEN_KEY_PREFIX,
  monitorTokenRows,
} from '../repositories/monitor-settings.ts';
import { getSetting } from '../repositories/submissions.ts';

/** Lifetime of the monitor token that verify hands out. */
export const MONITOR_TOKEN_TTL_MS = 2 * 60 * 60_000;

export interface TokenDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** The shape of a token verify hands out; anything else is never looked up. */
export const looksLikeMonitorToken = (token: string) => /^m2\.[A-Za-z0-9_-]{43}$/.test(token);

export const tokenRowKey = (token: string) =>
  `${MONITOR_TOKEN_KEY_PREFIX}${createHash('sha256').update(token).digest('hex')}`;
export const hashFingerprint = (hash: string) => createHash('sha256').update(hash).digest('hex').slice(0, 32);

/** A token row's value: `<expiry ms>:<hash fingerprint>`. */
export const tokenRowValue = (expiresMs: number, hash: string) => `${expiresMs}:${hashFingerprint(hash)}`;

/** Whether a token row's value is unexpired at `nowMs` and was issued under `hash`. */
export function tokenRowValid(value: string, hash: string, nowMs: number): boolean {
  const [exp, fingerprint] = value.split(':');
  return Number(exp) > nowMs && fingerprint === hashFingerprint(hash);
}

/** Drops expired monitor tokens. */
export async function pruneMonitorTokens(db: Kysely<Database>, nowMs: number): Promise<void> {
  const rows = await monitorTokenRows(db);
  await deleteSettingRows(
    db,
    rows.filter((r) => Number(r.value.split(':')[0]) <= nowMs).map((r) => r.key),
  );
}

/** Issues a token under the current password hash. */
export async function issueMonitorToken(
  deps: TokenDeps,
  hash: string,
): Promise<{ token: string; expiresAt: string }> {
  const now = deps.clock.now().getTime();
  const exp = now + MONITOR_TOKEN_TTL_MS;
  const token = `m2.${randomBytes(32).toString('base64url')}`;
  await pruneMonitorTokens(deps.db, now);
  await insertSettingRow(deps.db, tokenRowKey(token), tokenRowValue(exp, hash));
  return { token, expiresAt: new Date(exp).toISOString() };
}

export async function monitorTokenIsValid(deps: TokenDeps, token: string, hash: string): Promise<boolean> {
  if (!looksLikeMonitorToken(token)) return false;
  const value = await getSetting(deps.db, tokenRowKey(token));
  return value !== null && tokenRowValid(value, hash, deps.clock.now().getTime());
}

export async function revokeMonitorToken(db: Kysely<Database>, token: string): Promise<void> {
  await deleteSettingRows(db, [tokenRowKey(token)]);
}
