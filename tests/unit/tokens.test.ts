import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../src/server/lib/common-passwords.ts';
import { SESSION_LIFETIME_MS, signSessionToken, verifySessionToken } from '../../src/server/lib/tokens.ts';
import { meetsPasswordRule, type TokenClaims } from '../../src/shared/contract/auth.ts';

const SECRET = 'a'.repeat(48);
const claims: TokenClaims = {
  sub: '7',
  sid: 'session-1',
  name: 'Ana Cruz',
  username: 'ana@campus.test',
  fullname: 'Ana Reyes Cruz',
  role: 'admin',
  office: 'bsit',
  office_abbrev: 'BSIT',
  course_abbrev: 'BSIT',
};
const t0 = new Date('2026-03-01T08:00:00.000Z');
const exp = new Date(t0.getTime() + SESSION_LIFETIME_MS);
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('session tokens', () => {
  it('round-trips every claim of the spec', async () => {
    const token = await signSessionToken(SECRET, claims, t0, exp);
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
    expect(await verifySessionToken(SECRET, token, t0)).toEqual(claims);
  });

  it('lasts eight hours', async () => {
    const token = await signSessionToken(SECRET, claims, t0, exp);
    expect(await verifySessionToken(SECRET, token, new Date(exp.getTime() - 1000))).not.toBeNull();
    expect(await verifySessionToken(SECRET, token, exp)).toBeNull();
    expect(SESSION_LIFETIME_MS).toBe(8 * 60 * 60 * 1000);
  });

  it('refuses a token signed with another key', async () => {
    const token = await signSessionToken('b'.repeat(48), claims, t0, exp);
    expect(await verifySessionToken(SECRET, token, t0)).toBeNull();
  });

  it('refuses alg none and other algorithms, even with the right key', async () => {
    const payload = { ...claims, iss: 'campus-site', aud: 'campus-admin', iat: 1, exp: 4_000_000_000 };
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
    expect(await verifySessionToken(SECRET, none, t0)).toBeNull();
    const hs512 = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifySessionToken(SECRET, hs512, t0)).toBeNull();
  });

  it('refuses a tampered payload and garbage', async () => {
    const token = await signSessionToken(SECRET, claims, t0, exp);
    const [h, , s] = token.split('.');
    const forged = `${h}.${b64({ ...claims, role: 'superadmin', iss: 'campus-site', aud: 'campus-admin', iat: 1, exp: 4_000_000_000 })}.${s}`;
    expect(await verifySessionToken(SECRET, forged, t0)).toBeNull();
    for (const junk of ['', 'abc', 'a.b.c', `${token}x`, 'x'.repeat(5000)]) {
      expect(await verifySessionToken(SECRET, junk, t0)).toBeNull();
    }
  });

  it('refuses a correctly signed token without the session claims', async () => {
    const bare = await new SignJWT({ role: 'superadmin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('campus-site')
      .setAudience('campus-admin')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifySessionToken(SECRET, bare, new Date())).toBeNull();
  });
});

describe('common passwords', () => {
  it('refuses the usual choices that pass the character rule', () => {
    for (const p of [
      'Password1',
      'Passw0rd',
      'P@ssw0rd',
      'Qwerty123',
      'Welcome1',
      'Admin123',
      'Summer2025',
    ]) {
      expect(meetsPasswordRule(p)).toBe(true);
      expect(isCommonPassword(p)).toBe(true);
    }
  });

  it('compares case-insensitively', () => {
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('pAsSwOrD1')).toBe(true);
  });

  it('accepts a password that is not on the list', () => {
    expect(isCommonPassword('Tamarind7Harbour')).toBe(false);
  });
});
