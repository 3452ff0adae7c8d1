// Bad input on every sign-in, account and user endpoint: a 400 with a clear message, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type Method = 'POST' | 'PATCH' | 'DELETE';
interface Case {
  name: string;
  method: Method;
  url: string;
  /** A string is sent as-is with a JSON content type (malformed JSON); an object as JSON. */
  body?: string | object | unknown[] | null;
  message: string | RegExp;
  /** Sent without a token (sign-in). */
  anonymous?: boolean;
}

const long = (n: number) => 'x'.repeat(n);
const createBase = {
  email: 'new.user@campus.test',
  first_name: 'New',
  last_name: 'User',
  password: 'Harbour7Lantern',
  password_confirm: 'Harbour7Lantern',
  office_id: 2,
};

const cases: Case[] = [
  {
    name: 'login: malformed JSON',
    method: 'POST',
    url: '/api/auth/login',
    body: '{"email":',
    message: 'The request body is not valid JSON',
    anonymous: true,
  },
  {
    name: 'login: array body',
    method: 'POST',
    url: '/api/auth/login',
    body: [1, 2],
    message: /expected object/,
    anonymous: true,
  },
  {
    name: 'login: no body',
    method: 'POST',
    url: '/api/auth/login',
    body: '',
    message: 'Please provide both email and password.',
    anonymous: true,
  },
  {
    name: 'login: e-mail of the wrong type',
    method: 'POST',
    url: '/api/auth/login',
    body: { email: 42, password: 'Secret123' },
    message: 'email is missing or of the wrong type',
    anonymous: true,
  },
  {
    name: 'login: password of the wrong type',
    method: 'POST',
    url: '/api/auth/login',
    body: { email: 'a@b.co', password: { $ne: '' } },
    message: 'password is missing or of the wrong type',
    anonymous: true,
  },
  {
    name: 'login: over-long e-mail',
    method: 'POST',
    url: '/api/auth/login',
    body: { email: `${long(300)}@b.co`, password: 'Secret123' },
    message: 'Email must be at most 254 characters',
    anonymous: true,
  },
  {
    name: 'login: over-long password',
    method: 'POST',
    url: '/api/auth/login',
    body: { email: 'a@b.co', password: long(600) },
    message: 'Password is too long',
    anonymous: true,
  },
  {
    name: 'login: admin flag of the wrong type',
    method: 'POST',
    url: '/api/auth/login',
    body: { email: 'a@b.co', password: 'Secret123', admin: 'yes' },
    message: 'admin is missing or of the wrong type',
    anonymous: true,
  },
  {
    name: 'change password: malformed JSON',
    method: 'POST',
    url: '/api/admin/change-password',
    body: '{current_password: 1}',
    message: 'The request body is not valid JSON',
  },
  {
    name: 'change password: no body',
    method: 'POST',
    url: '/api/admin/change-password',
    body: '',
    message: 'Current password is required',
  },
  {
    name: 'change password: wrong types',
    method: 'POST',
    url: '/api/admin/change-password',
    body: { current_password: 1, new_password: [], new_password_confirm: null },
    message: 'current_password is missing or of the wrong type',
  },
  {
    name: 'change password: over-long new password',
    method: 'POST',
    url: '/api/admin/change-password',
    body: { current_password: 'x', new_password: `Aa1${long(200)}`, new_password_confirm: `Aa1${long(200)}` },
    message: 'Password must be at most 128 characters',
  },
  {
    name: 'create user: malformed JSON',
    method: 'POST',
    url: '/api/admin/users',
    body: '{"email": "a@b.co",}',
    message: 'The request body is not valid JSON',
  },
  {
    name: 'create user: no body',
    method: 'POST',
    url: '/api/admin/users',
    body: '',
    message: 'Email is required',
  },
  {
    name: 'create user: e-mail of the wrong type',
    method: 'POST',
    url: '/api/admin/users',
    body: { ...createBase, email: ['a@b.co'] },
    message: 'email is missing or of the wrong type',
  },
  {
    name: 'create user: over-long e-mail',
    method: 'POST',
    url: '/api/admin/users',
    body: { ...createBase, email: `${long(260)}@b.co` },
    message: 'Enter a valid email address',
  },
  {
    name: 'create user: over-long name',
    method: 'POST',
    url: '/api/admin/users',
    body: { ...createBase, first_name: long(101) },
    message: 'Names must be at most 100 characters',
  },
  {
    name: 'create user: over-long middle name',
    method: 'POST',
    url: '/api/admin/users',
    body: { ...createBase, middle_name: long(101) },
    message: 'Names must be at most 100 characters',
  },
  {
    name: 'create user: over-long password',
    method: 'POST',
    url: '/api/admin/users',
    body: { ...createBase, password: `Aa1${long(130)}`, password_confirm: `Aa1${long(130)}` },
    message: 'Password must be at most 128 characters',
  },
  {
    name: 'create user: role of the wrong type',
    method: 'POST',
    url: '/api/admin/users',
    body: { ...createBase, role: 7 },
    message: /role|Invalid option/,
  },
  {
    name: 'create user: office of the wrong type',
    method: 'POST',
    url: '/api/admin/users',
    body: { ...createBase, office_id: { id: 2 } },
    message: /office/,
  },
  {
    name: 'update status: malformed JSON',
    method: 'PATCH',
    url: '/api/admin/users/1',
    body: '{"status"',
    message: 'The request body is not valid JSON',
  },
  {
    name: 'update status: no body',
    method: 'PATCH',
    url: '/api/admin/users/1',
    body: '',
    message: 'Status must be active or inactive',
  },
  {
    name: 'update status: unknown status',
    method: 'PATCH',
    url: '/api/admin/users/1',
    body: { status: 'pending' },
    message: 'Status must be active or inactive',
  },
  {
    name: 'update status: status of the wrong type',
    method: 'PATCH',
    url: '/api/admin/users/1',
    body: { status: true },
    message: 'Status must be active or inactive',
  },
  {
    name: 'update status: id not a number',
    method: 'PATCH',
    url: '/api/admin/users/abc',
    body: { status: 'active' },
    message: /^(Invalid id|id is missing or of the wrong type)$/,
  },
  {
    name: 'update status: negative id',
    method: 'PATCH',
    url: '/api/admin/users/-1',
    body: { status: 'active' },
    message: /^(Invalid id|id is missing or of the wrong type)$/,
  },
  {
    name: 'delete: fractional id',
    method: 'DELETE',
    url: '/api/admin/users/1.5',
    message: /^(Invalid id|id is missing or of the wrong type)$/,
  },
  {
    name: 'delete: id out of range',
    method: 'DELETE',
    url: '/api/admin/users/99999999999999',
    message: /^(Invalid id|id is missing or of the wrong type)$/,
  },
  {
    name: 'delete: SQL in the id',
    method: 'DELETE',
    url: `/api/admin/users/${encodeURIComponent('1 OR 1=1')}`,
    message: /^(Invalid id|id is missing or of the wrong type)$/,
  },
];

describe('bad input', () => {
  let t: TestApp;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  for (const c of cases) {
    it(`${c.name} → 400`, async () => {
      const headers: Record<string, string> = c.anonymous ? {} : bearer(superToken);
      let payload: string | undefined;
      if (c.body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = typeof c.body === 'string' ? c.body : JSON.stringify(c.body);
      }
      const res = await t.app.inject({ method: c.method, url: c.url, headers, payload });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.ok).toBe(false);
      if (typeof c.message === 'string') expect(body.message).toBe(c.message);
      else expect(body.message).toMatch(c.message);
    });
  }

  it('changed nothing: still one user, and the superadmin still signs in', async () => {
    const users = await t.db.kysely.selectFrom('users').select(['email', 'status']).execute();
    expect(users).toEqual([{ email: SUPERADMIN.email, status: 'active' }]);
    expect(await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password)).toBeTruthy();
  });

  it('answers an unsupported content type without a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ ok: false });
  });
});
