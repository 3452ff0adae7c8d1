// Issue 30 item 7: NUL and the other control characters are refused by the contract in every field, with the
// normal 400 and a clear message, on SQLite and on Postgres (which cannot store NUL and answered 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER, controlCharacterPath } from '../../src/shared/contract/common.ts';
import { bearer, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const CONTROLS = ['\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f'];

const event = {
  title: 'Typhoon Preparedness Seminar',
  office: 'bsit',
  date: '2026-11-30',
  start_time: '09:00',
  end_time: '11:30',
  place: 'Room 204, IT Building',
  description: 'A seminar on preparing homes, farms and classrooms for the typhoon season.',
};
const alert = {
  severity: 'advisory',
  title: 'Classes suspended',
  message: 'Classes are suspended this afternoon because of the typhoon.',
  starts_at: '2026-11-23T00:00:00.000Z',
};
const vacancy = {
  title: 'Instructor I',
  office: 'College of Computing',
  closing_date: '2099-12-31',
  description: 'Teaches programming courses.',
  requirements: 'A master’s degree in computing.',
  how_to_apply: 'Send a letter and CV to the HR office.',
};
const user = {
  email: 'nul.user@campus.test',
  first_name: 'Nul',
  last_name: 'User',
  password: 'Harbour7Lantern',
  password_confirm: 'Harbour7Lantern',
  office_id: 2,
};

interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: (c: string) => string;
  body?: (c: string) => object;
  anonymous?: boolean;
  message: string;
}

const q = encodeURIComponent;
const cases: Case[] = [
  {
    name: 'sign-in e-mail',
    method: 'POST',
    url: () => '/api/auth/login',
    body: (c) => ({ email: `nobody${c}@campus.test`, password: 'Secret123' }),
    anonymous: true,
    message: 'Email must not contain control characters (such as NUL)',
  },
  {
    name: 'event title',
    method: 'POST',
    url: () => '/api/admin/site/events',
    body: (c) => ({ ...event, title: `Semi${c}nar` }),
    message: 'Title must not contain control characters (such as NUL)',
  },
  {
    name: 'event description',
    method: 'POST',
    url: () => '/api/admin/site/events',
    body: (c) => ({ ...event, description: `A seminar${c} on typhoons.` }),
    message: 'Description must not contain control characters (such as NUL)',
  },
  {
    name: 'alert message',
    method: 'POST',
    url: () => '/api/admin/site/alerts',
    body: (c) => ({ ...alert, message: `Suspended${c} today` }),
    message: 'Message must not contain control characters (such as NUL)',
  },
  {
    name: 'vacancy how to apply',
    method: 'POST',
    url: () => '/api/admin/site/vacancies',
    body: (c) => ({ ...vacancy, how_to_apply: `Wr${c}ite` }),
    message: 'How to apply must not contain control characters (such as NUL)',
  },
  {
    name: 'user first name',
    method: 'POST',
    url: () => '/api/admin/users',
    body: (c) => ({ ...user, first_name: `Nu${c}l` }),
    message: 'First name must not contain control characters (such as NUL)',
  },
  {
    name: 'holiday name',
    method: 'POST',
    url: () => '/api/admin/case-holidays',
    body: (c) => ({ date: '2026-12-08', name: `Fea${c}st` }),
    message: 'Name must not contain control characters (such as NUL)',
  },
  {
    name: 'case search',
    method: 'GET',
    url: (c) => `/api/admin/cases?q=${q(`le${c}ak`)}`,
    message: 'Search must not contain control characters (such as NUL)',
  },
];

describe('control characters in API input', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => t?.close());

  it.each(cases.map((c) => [c.name, c] as const))('%s: 400 with a clear message', async (_name, c) => {
    for (const control of CONTROLS) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url(control),
        headers: c.anonymous ? {} : bearer(token),
        ...(c.body ? { payload: c.body(control) } : {}),
      });
      expect(res.statusCode, `${JSON.stringify(control)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, message: c.message });
    }
  });

  it('still takes tabs and line breaks, and the same input without the character', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/events',
      headers: bearer(token),
      payload: { ...event, description: 'Line one\r\nLine two\twith a tab' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/admin/cases?q=leak',
      headers: bearer(token),
    });
    expect(search.statusCode, search.body).toBe(200);
  });

  it('finds the first such string anywhere in a parsed input', () => {
    expect(controlCharacterPath({ a: 'x', b: [{ c: 'y\u0000' }] })).toEqual(['b', '0', 'c']);
    expect(controlCharacterPath({ a: 'x\ty\r\nz', n: 1, m: null })).toBeUndefined();
    expect(CONTROL_CHARACTER.test('\u0085')).toBe(false);
  });
});
