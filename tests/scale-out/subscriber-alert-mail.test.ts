// Two real instances on one Postgres schema and a real SMTP server (smtp-server): a visitor subscribes on one
// instance and confirms on the other; an alert posted on A and its update posted on B reach every confirmed
// subscriber within 60 s, each exactly once, though both instances deliver the queue at the same time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.ts';
import { eventually, header, startSmtpServer, type TestSmtpServer } from '../support/smtp-test-server.ts';
import { SUPERADMIN } from '../support/test-app.ts';
import { sharedInstall, startAll } from './cluster.ts';

const SMTP_PORT = 4163;
const BASE = 'https://sanisidro.example.edu';
/** Subscribers added straight to the database, so the two instances' deliveries overlap. */
const CROWD = 150;

let install: Awaited<ReturnType<typeof sharedInstall>>;
let smtp: TestSmtpServer;
let a: ServerProcess;
let b: ServerProcess;

const signIn = async (p: ServerProcess) => {
  const res = await fetch(`${p.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SUPERADMIN.email, password: SUPERADMIN.password, admin: true }),
  });
  return ((await res.json()) as { token: string }).token;
};
const api = (p: ServerProcess, token: string, path: string, body: object) =>
  fetch(`${p.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  smtp = await startSmtpServer(SMTP_PORT);
  install = await sharedInstall({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Campus <noreply@campus.test>',
    PUBLIC_URL: BASE,
    MAIL_PER_MINUTE: '6000',
  });
  [a, b] = (await startAll([install.env(), install.env()])) as [ServerProcess, ServerProcess];
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.cleanup(), b?.cleanup()]);
  await install?.cleanup();
  await smtp?.close();
});

describe('subscriber mail on two instances', () => {
  it('delivers an alert and its update to every confirmed subscriber within 60 s, exactly once', async () => {
    const email = 'lara@example.com';
    const form = await fetch(`${a.baseUrl}/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, alerts: 'on' }).toString(),
    });
    expect(form.status).toBe(200);
    await eventually(() => smtp.received.some((m) => m.to.includes(email)), 60_000);
    const link = /\/subscribe\/confirm\?t=[\w.-]+/.exec(smtp.received[0]?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    expect((await fetch(`${b.baseUrl}${link}`, { method: 'POST' })).status).toBe(200);

    const now = new Date().toISOString();
    await install.query(
      `insert into subscribers (email, status, link_key, created_at, confirmed_at)
       select 'crowd' || n || '@example.com', 'confirmed', 'key' || n, $1, $1 from generate_series(1, ${CROWD}) n`,
      [now],
    );
    await install.query(
      `insert into subscriber_topics (subscriber_id, topic, frequency)
       select id, 'alerts', 'immediately' from subscribers where email like 'crowd%'`,
    );

    const [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);
    const posted = Date.now();
    const created = await api(a, tokenA, '/api/admin/site/alerts', {
      severity: 'urgent',
      office: 'administration',
      title: 'Classes suspended today',
      message: 'Classes at all levels are suspended because of Typhoon Pepito.',
      starts_at: now,
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    const update = await api(b, tokenB, `/api/admin/site/alerts/${id}/updates`, {
      message: 'Offices open at noon.',
    });
    expect(update.status).toBe(201);

    const everyone = [email, ...Array.from({ length: CROWD }, (_, i) => `crowd${i + 1}@example.com`)];
    const alertMail = () => smtp.received.filter((m) => m.subject.includes('Classes suspended today'));
    await eventually(() => alertMail().length >= everyone.length * 2, 60_000);
    const laraFirst = alertMail().find((m) => m.to.includes(email));
    expect(laraFirst).toBeDefined();
    expect(Date.now() - posted).toBeLessThan(60_000);
    // Until the queue is empty (sent subscriber mail leaves it): a late duplicate would have been sent by then.
    await eventually(async () => {
      const [queued] = await install.query<{ n: string }>(
        `select count(*) as n from concern_mail where kind = 'subscription'`,
      );
      return Number(queued?.n) === 0;
    }, 60_000);
    const mails = alertMail();
    expect(mails).toHaveLength(everyone.length * 2);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(mails.length);
    for (const to of everyone) {
      const mine = mails
        .filter((m) => m.to.includes(to))
        .map((m) => m.subject)
        .sort();
      expect(mine, to).toEqual(['Update: Classes suspended today', 'Urgent: Classes suspended today']);
    }
    expect(header(laraFirst?.raw ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Sent subscriber mail leaves the queue.
    const left = await install.query<{ n: string }>(
      `select count(*) as n from concern_mail where kind = 'subscription'`,
    );
    expect(Number(left[0]?.n)).toBe(0);
  }, 120_000);
});
