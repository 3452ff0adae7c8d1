// Case mail through a real SMTP server (smtp-server on a local port): the acknowledgement and a reply arrive,
// a refusing server leaves the reply queued with its error and a retry sends it later, and two app instances
// on one database deliver every message exactly once.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type Db, openDb } from '../../src/server/db/dialect.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { deliverDueMail, smtpSender } from '../../src/server/services/case-mail.ts';
import { type CaseDetail, caseDetailResponseSchema } from '../../src/shared/contract/cases.ts';
import { bearer, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { eventually, header, startSmtpServer, type TestSmtpServer } from '../support/smtp-test-server.ts';
import { createTestApp, type TestApp, testDbKind } from '../support/test-app.ts';

// One port per database project, so both API suites can run side by side.
const SMTP_PORT = testDbKind() === 'postgres' ? 4186 : 4185;
let ip = 0;

describe('case mail over SMTP', () => {
  const clock = manualClock(new Date('2026-03-02T01:00:00.000Z'));
  let smtp: TestSmtpServer;
  let t: TestApp;
  let token: string;

  const submit = async (app: FastifyInstance, message: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/honeypot',
      remoteAddress: `203.0.113.${++ip}`,
      // One address per concern: acknowledgements are limited per recipient (tested below).
      payload: { replyEmail: `lara${ip}@example.com`, message },
    });
    expect(res.statusCode).toBe(201);
    return res.json().reference as string;
  };
  const caseOf = async (reference: string): Promise<CaseDetail> => {
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/admin/cases/by-reference/${reference}`,
      headers: bearer(token),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/cases/${found.json().id}`,
      headers: bearer(token),
    });
    expect(res.json().mailConfigured).toBe(true);
    return caseDetailResponseSchema.parse(res.json()).case;
  };
  const received = (reference: string) => smtp.received.filter((m) => m.raw.includes(reference));

  beforeAll(async () => {
    smtp = await startSmtpServer(SMTP_PORT);
    t = await createTestApp({
      clock,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Campus <noreply@campus.test>' },
    });
    token = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the acknowledgement with the reference, then the reply, and shows both as sent', async () => {
    const reference = await submit(t.app, 'The shuttle schedule on the website is out of date.');
    await eventually(() => received(reference).length === 1);
    const [ack] = received(reference);
    expect(ack?.to).toEqual([`lara${ip}@example.com`]);
    expect(ack?.from).toBe('noreply@campus.test');
    expect(ack?.subject).toBe(`We received your concern (reference ${reference})`);
    expect(ack?.text).toContain('3 working days');
    expect(ack?.text).toContain(`reference number ${reference}`);

    const c = await caseOf(reference);
    await eventually(async () => (await caseOf(reference)).mail[0]?.state === 'sent');
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/cases/${c.id}/replies`,
      headers: bearer(token),
      payload: { body: 'Thank you, Lara. The new schedule is now on the transport page.' },
    });
    expect(reply.statusCode).toBe(201);
    await eventually(() => received(reference).length === 2);
    expect(received(reference)[1]?.text).toContain('The new schedule is now on the transport page.');
    await eventually(async () => (await caseOf(reference)).mail.every((m) => m.state === 'sent'));
    const after = await caseOf(reference);
    expect(after.status).toBe('answered');
    expect(after.mail.map((m) => [m.kind, m.state, m.attempts])).toEqual([
      ['acknowledgement', 'sent', 1],
      ['reply', 'sent', 1],
    ]);
  });

  it('threads a case: the acknowledgement is auto-replied, each reply answers the mail before it', async () => {
    const reference = await submit(t.app, 'The library closes earlier than the posted hours.');
    await eventually(() => received(reference).length === 1);
    const c = await caseOf(reference);
    const sendReply = async (body: string, count: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/cases/${c.id}/replies`,
        headers: bearer(token),
        payload: { body },
      });
      expect(res.statusCode).toBe(201);
      await eventually(() => received(reference).length === count);
    };
    await sendReply('Thank you. We are checking the hours with the library.', 2);
    await sendReply('The posted hours are now correct.', 3);
    const [ack = '', first = '', second = ''] = received(reference).map((m) => m.raw);
    const id = (raw = '') => header(raw, 'Message-ID');
    for (const raw of [ack, first, second]) {
      expect(id(raw)).toMatch(/^<[^<>\s]+@[^<>\s]+>$/);
      // Plain text only: no HTML part that a text part would have to stand beside.
      expect(header(raw, 'Content-Type')).toMatch(/^text\/plain; charset=utf-8/i);
      expect(raw).not.toMatch(/text\/html/i);
    }
    expect(new Set([id(ack), id(first), id(second)]).size).toBe(3);
    // RFC 3834: the acknowledgement is an automatic answer (no out-of-office loops); replies are a person's.
    expect(header(ack, 'Auto-Submitted')).toBe('auto-replied');
    expect(header(ack, 'In-Reply-To')).toBe('');
    expect(header(first, 'Auto-Submitted')).toBe('');
    expect(header(first, 'In-Reply-To')).toBe(id(ack));
    expect(header(first, 'References')).toBe(id(ack));
    expect(header(second, 'In-Reply-To')).toBe(id(first));
    expect(header(second, 'References')).toBe(`${id(ack)} ${id(first)}`);
  });

  it('keeps a refused reply queued with its error, keeps serving, and retries it with backoff', async () => {
    const reference = await submit(t.app, 'My grades for the first semester are missing.');
    await eventually(() => received(reference).length === 1);
    const c = await caseOf(reference);

    smtp.refuse = true;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/cases/${c.id}/replies`,
      headers: bearer(token),
      payload: { body: 'Your grades are posted now.' },
    });
    await eventually(async () => Boolean((await caseOf(reference)).mail[1]?.last_error));
    const failed = (await caseOf(reference)).mail[1];
    expect(failed).toMatchObject({ state: 'queued', attempts: 1 });
    expect(failed?.last_error).toContain('451');
    expect(Date.parse(failed?.next_attempt_at ?? '')).toBe(clock.now().getTime() + 60_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // Not yet due: nothing is tried.
    const sender = smtpSender({ smtpUrl: smtp.url, from: 'noreply@campus.test' });
    smtp.refuse = false;
    expect(await deliverDueMail({ db: t.db, clock }, sender)).toBe(0);
    clock.advance(61_000);
    expect(await deliverDueMail({ db: t.db, clock }, sender)).toBe(1);
    sender.close();
    expect(received(reference)).toHaveLength(2);
    const sent = (await caseOf(reference)).mail[1];
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
  });

  it('delivers each message exactly once when two instances share the database', async () => {
    // A second instance on the same database, with its own connection and sender.
    let db2: Db;
    if (t.db.kind === 'sqlite') {
      db2 = openDb({ kind: 'sqlite', file: `${t.dataDir}/test.db` });
    } else {
      const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(t.db.kysely);
      db2 = openDb({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '', schema: rows[0]?.s });
    }
    const app2 = await buildApp({ config: t.config, db: db2, clock, logger: false });
    await app2.ready();
    try {
      // Queue while the mail server refuses, so the rows wait for the race below.
      smtp.refuse = true;
      const refs: string[] = [];
      for (let i = 0; i < 8; i++)
        refs.push(await submit(i % 2 ? app2 : t.app, `Concern number ${i} about the campus.`));
      await eventually(async () => {
        const rows = await t.db.kysely.selectFrom('concern_mail').select(['state', 'attempts']).execute();
        // Every row tried (and refused) once, so none is due until the clock moves: a row still waiting for
        // its first attempt would be picked up by an instance's own job mid-race, and the jump of the clock
        // below would then expire that claim's lease and send it twice.
        return (
          rows.every((r) => r.state !== 'sending' && Number(r.attempts) >= 1) &&
          rows.filter((r) => r.state === 'queued').length === 8
        );
      });
      smtp.refuse = false;
      clock.advance(60 * 60_000);
      const senders = [1, 2, 3, 4].map(() => smtpSender({ smtpUrl: smtp.url, from: 'noreply@campus.test' }));
      const counts = await Promise.all(
        senders.map((sender, i) => deliverDueMail({ db: i % 2 ? db2 : t.db, clock }, sender)),
      );
      for (const s of senders) s.close();
      await eventually(async () => {
        const rows = await t.db.kysely.selectFrom('concern_mail').select('state').execute();
        return rows.every((r) => r.state === 'sent');
      });
      expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(8);
      for (const ref of refs) expect(received(ref), ref).toHaveLength(1);
      const ids = smtp.received.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await app2.close();
      await db2.close();
    }
  });
});

describe('the concern form is no mail relay', () => {
  const clock = manualClock(new Date('2026-03-02T01:00:00.000Z'));
  let smtp: TestSmtpServer;
  let t: TestApp;
  let n = 0;
  const post = (replyEmail: string, message = 'Please visit https://phish.example and log in there today.') =>
    t.app.inject({
      method: 'POST',
      url: '/api/honeypot',
      remoteAddress: `198.51.100.${++n}`,
      payload: { replyEmail, message },
    });

  beforeAll(async () => {
    smtp = await startSmtpServer(SMTP_PORT + 2);
    t = await createTestApp({
      clock,
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Campus <noreply@campus.test>',
        ACK_MAIL_PER_RECIPIENT_PER_DAY: '2',
        ACK_MAIL_PER_HOUR: '10',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('refuses anything but one mailbox, with the form’s message', async () => {
    for (const bad of [
      'first,second,third@x.ph',
      'a@x.ph, b@y.ph',
      '"Boss" <boss@x.ph>',
      'a@x.ph;b@y.ph',
      'a b@x.ph',
      'a@x',
      'a..b@x.ph',
      `${'a'.repeat(65)}@x.ph`,
    ]) {
      const res = await post(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toBe('Please enter a valid email address');
    }
    expect((await post('Juan.Dela-Cruz+concern@mail.example.edu.ph')).statusCode).toBe(201);
    await eventually(() => smtp.received.length === 1, 30_000);
  });

  it('acknowledges with the fixed text and the reference, within the per-address and hourly limits', async () => {
    smtp.received.length = 0;
    const to = 'target@example.org';
    const refs: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(to);
      expect(res.statusCode).toBe(201);
      refs.push(res.json().reference);
    }
    // Rotating addresses: the site's hour runs out (10, one of them spent by the test above).
    for (let i = 0; i < 20; i++) expect((await post(`visitor${i}@example.org`)).statusCode).toBe(201);
    await eventually(async () => {
      const rows = await t.db.kysely.selectFrom('concern_mail').select('state').execute();
      return rows.every((r) => r.state === 'sent');
    }, 60_000);
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(2);
    expect(smtp.received).toHaveLength(9);
    for (const m of smtp.received) {
      expect(m.text).not.toContain('phish');
      expect(m.subject).toMatch(/^We received your concern \(reference [0-9A-Z-]+\)$/);
    }
    // Every concern is kept; the withheld ones say so on their case and in the audit log.
    expect(await t.db.kysely.selectFrom('concern_cases').select('id').execute()).toHaveLength(25);
    const withheld = await t.db.kysely
      .selectFrom('concern_case_events')
      .select('summary')
      .where('summary', 'like', 'Acknowledgement not sent%')
      .execute();
    expect(withheld).toHaveLength(15);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'concern.acknowledgement_withheld')
      .execute();
    const reasons = audit.map((r) => JSON.parse(r.details ?? '{}'));
    expect(reasons.reduce((sum, r) => sum + r.count, 0)).toBe(15);
    expect(new Set(reasons.map((r) => r.reason))).toEqual(new Set(['recipient_limit', 'site_limit']));

    // The next hour the site sends again; the address stays limited for the day.
    clock.advance(61 * 60_000);
    expect((await post(to)).statusCode).toBe(201);
    expect((await post('newcomer@example.org')).statusCode).toBe(201);
    await eventually(() => smtp.received.some((m) => m.to.includes('newcomer@example.org')), 30_000);
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(2);
  }, 120_000);
});
