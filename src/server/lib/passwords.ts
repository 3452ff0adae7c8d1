// scrypt password hashing with a per-user salt (node:crypto, no native addon).
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { createGate } from './gate.ts';

const scrypt = promisify(scryptCb) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;
const N = 2 ** 15;
const r = 8;
const p = 1;
const KEYLEN = 32;
const MAXMEM = 64 * 1024 * 1024;

/** Shown with a 503 when sign-ins arrive faster than they can be checked. */
export const SIGN_IN_BUSY_MESSAGE = 'Too many sign-in attempts at once. Please try again in a few seconds.';

/**
 * Password checks anyone can start (sign-in, the monitor's password): two scrypt runs at a time (each holds a
 * libuv thread and 32 MB), at most 32 waiting, and "busy" beyond that, so a burst cannot take the thread
 * pool from file and DNS work. The attempt reservations before them have their own gate (sign-in-lockout.ts).
 */
export const passwordChecks = createGate({ concurrency: 2, queue: 32, busyMessage: SIGN_IN_BUSY_MESSAGE });

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { N, r, p, maxmem: MAXMEM });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, rr, pp, saltB64, keyB64] = stored.split('$');
  if (alg !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem: MAXMEM,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A random password that meets the spec's rule (lower, upper, digit, at least 8). */
export function generatePassword(): string {
  const base = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `${base}Aa7`;
}
