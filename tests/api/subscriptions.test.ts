// E-mail subscriptions through a real SMTP server (smtp-server on a local port): the form refuses with its
// errors in the page, double opt-in with at most one confirmation a day, an alert and its update and lifting
// reach confirmed subscribers with one-click unsubscribe headers, one POST unsubscribes without signing in,
// a permanent refusal marks the address, digests go out once per window, unconfirmed addresses are purged
// after 7 days, and staff see counts while only superadmins export the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration160 from '../../src/server/db/migrations/160-subscriber-complaints.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { purgeUnconfirmed, sendDueDigests } from '../../src/server/services/subscriptions.ts';
import { procurementAdminEndpoints } from '../../src/shared/contract/procurement.ts';
import { bearer, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { inject } from '../support/inject.ts';
import {
  eventually,
  header,
  type ReceivedMail,
  startSmtpServer,
  type TestSmtpServer,
} from '../support/smtp-test-server.ts';
import { createTestApp, type TestApp, testDbKind } from '../support/test-app.ts';

/** A header's RFC 2047 encoded words (=?UTF-8?Q?…?=) decoded, as a mail client shows the subject. */
const decodeWords = (v: string | undefined) =>
  (v ?? '').replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, q: string) =>
    Buffer.from(
      q
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    ).toString('utf8'),
  );

const SMTP_PORT = testDbKind() === 'postgres' ? 4162 : 4161;
const BASE = 'https://sanisidro.example.edu';
const COMPLAINTS_TOKEN = 'feedback-loop-token-0123456789';

/** An abuse report as a mail provider's feedback loop sends it (ARF, RFC 5965), quoting the reported mail's headers. */
const arfReport = (quoted: string, extra = '') => `From: fbl@provider.example
To: complaints@campus.test
Subject: Abuse report
MIME-Version: 1.0
Content-Type: multipart/report; report-type=feedback-report; boundary="part"

--part
Content-Type: text/plain

A recipient marked this message as spam.
--part
Content-Type: message/feedback-report

Feedback-Type: abuse
User-Agent: ProviderFBL/2.1
Version: 1
${extra}
--part
Content-Type: message/rfc822-headers

${quoted}
--part--
`;
let ip = 0;

describe('e-mail subscriptions', () => {
  const clock = manualClock(new Date('2026-11-26T20:00:00.000Z'));
  let smtp: TestSmtpServer;
  let t: TestApp;
  let token: string;

  const form = (fields: Record<string, string>, remote = `198.51.100.${++ip}`) =>
    t.app.inject({
      method: 'POST',
      url: '/subscribe',
      remoteAddress: remote,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const mailTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  const linkIn = (m: ReceivedMail | undefined, path: string) => {
    const found = new RegExp(`${BASE}${path}\\?t=[\\w.-]+`).exec(m?.text ?? '')?.[0];
    if (!found) throw new Error(`no ${path} link in the mail`);
    return found.slice(BASE.length);
  };
  const post = (url: string, payload = '', contentType = 'application/x-www-form-urlencoded') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
  const postAlert = async (title: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/alerts',
      headers: bearer(token),
      payload: {
        severity: 'urgent',
        office: 'administration',
        title,
        message: 'Classes at all levels are suspended because of Typhoon Pepito.',
        starts_at: clock.now().toISOString(),
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  /** Subscribes and confirms an address; returns its confirmation mail. */
  const subscribed = async (email: string, fields: Record<string, string> = { alerts: 'on' }) => {
    expect((await form({ email, ...fields })).statusCode).toBe(200);
    await eventually(() => mailTo(email).length === 1);
    const confirm = linkIn(mailTo(email)[0], '/subscribe/confirm');
    expect((await post(confirm)).statusCode).toBe(200);
    return mailTo(email)[0] as ReceivedMail;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer(SMTP_PORT);
    t = await createTestApp({
      clock,
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Campus <noreply@campus.test>',
        PUBLIC_URL: BASE,
        MAIL_PER_MINUTE: '6000',
        COMPLAINTS_TOKEN: COMPLAINTS_TOKEN,
      },
    });
    token = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('shows the form with every topic and a privacy notice, and refuses a bad post with its errors in the page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/subscribe' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post" action="/subscribe"');
    expect(page.body).toContain('News: Campus Library');
    expect(page.body).toContain('An address that is not confirmed within 7 days is deleted.');
    // The form posts without script; the only scripts are the islands bundle's modules ("Alerts on this device").
    for (const tag of page.body.match(/<script\b[^>]*>/g) ?? [])
      expect(tag).toMatch(/^<script type="module" src="\/assets\/[\w.-]+\.js">$/);

    const bad = await form({ email: 'not-an-address', events: 'weekly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter an e-mail address like name@example.com');
    expect(bad.body).toContain('value="not-an-address"');
    expect(bad.body).toContain('<option value="weekly" selected>');
    const none = await form({ email: 'lara@example.com' });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Choose at least one topic');
    expect(mailTo('lara@example.com')).toHaveLength(0);
  });

  it('confirms by a link and a button, and mails any address at most one confirmation a day', async () => {
    const email = 'ana@example.com';
    const res = await form({ email: 'Ana@Example.com', alerts: 'on' });
    expect(res.body).toContain('Check your inbox');
    await eventually(() => mailTo(email).length === 1);
    const mail = mailTo(email)[0];
    expect(decodeWords(mail?.subject)).toBe(
      'Confirm your subscription to Sierra Madre State University – San Isidro Campus',
    );
    expect(header(mail?.raw ?? '', 'Auto-Submitted')).toBe('auto-generated');
    // A second and third request the same day mail nothing more.
    await form({ email, alerts: 'on' });
    await form({ email, events: 'daily' });
    // Until nothing for her is left in the mail queue (sent mail leaves it), so a second confirmation would be here.
    await eventually(
      async () =>
        (await t.db.kysely.selectFrom('concern_mail').select('id').where('to_address', '=', email).execute())
          .length === 0,
    );
    expect(mailTo(email)).toHaveLength(1);

    const confirm = linkIn(mail, '/subscribe/confirm');
    const opened = await t.app.inject({ method: 'GET', url: confirm });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Confirm my subscription');
    expect(
      (
        await t.db.kysely
          .selectFrom('subscribers')
          .select('status')
          .where('email', '=', email)
          .executeTakeFirst()
      )?.status,
    ).toBe('pending');
    const done = await post(confirm);
    expect(done.body).toContain('You are subscribed');
    expect(
      (
        await t.db.kysely
          .selectFrom('subscribers')
          .select('status')
          .where('email', '=', email)
          .executeTakeFirst()
      )?.status,
    ).toBe('confirmed');
    // A tampered link is refused.
    expect((await post(`${confirm.slice(0, -2)}xx`)).statusCode).toBe(400);
  });

  it('mails an alert, its update and its lifting to confirmed subscribers, with one-click unsubscribe headers', async () => {
    const email = 'ben@example.com';
    await subscribed(email);
    await form({ email: 'pending@example.com', alerts: 'on' });
    const id = await postAlert('Classes suspended today, Friday 27 November');
    await eventually(() => mailTo(email).length === 2);
    const alert = mailTo(email)[1] as ReceivedMail;
    expect(alert.subject).toBe('Urgent: Classes suspended today, Friday 27 November');
    expect(alert.text).toContain(`${BASE}/alerts/${id}`);
    expect(header(alert.raw, 'Auto-Submitted')).toBe('auto-generated');
    expect(header(alert.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(alert.raw, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${BASE}/subscribe/unsubscribe\\?t=[\\w.-]+>$`),
    );
    expect(alert.messageId).toMatch(/^<subscription\.[\w.-]+@smsu\.edu\.ph>$/);
    expect(header(alert.raw, 'Content-Type')).toContain('multipart/alternative');
    expect(alert.text).toContain('text/html');
    // The pending address got its confirmation only.
    expect(mailTo('pending@example.com')).toHaveLength(1);

    const update = await t.app.inject({
      method: 'POST',
      url: `/api/admin/site/alerts/${id}/updates`,
      headers: bearer(token),
      payload: { message: 'Offices open at noon.' },
    });
    expect(update.statusCode).toBe(201);
    await eventually(() => mailTo(email).length === 3);
    expect(mailTo(email)[2]?.subject).toBe('Update: Classes suspended today, Friday 27 November');
    expect(mailTo(email)[2]?.text).toContain('Offices open at noon.');
    const lift = await t.app.inject({
      method: 'POST',
      url: `/api/admin/site/alerts/${id}/updates`,
      headers: bearer(token),
      payload: { message: 'Classes resume Monday.', lift: true },
    });
    expect(lift.statusCode).toBe(201);
    await eventually(() => mailTo(email).length === 4);
    expect(mailTo(email)[3]?.subject).toBe('Lifted: Classes suspended today, Friday 27 November');
    // Sent mail leaves the queue with its signed links.
    await eventually(
      async () =>
        (await t.db.kysely.selectFrom('subscription_mail').select('mail_id').execute()).length === 0,
    );
  });

  it('unsubscribes with one POST to the List-Unsubscribe address, without signing in', async () => {
    const email = 'cora@example.com';
    await subscribed(email);
    await postAlert('Advisory one');
    await eventually(() => mailTo(email).length === 2);
    const url = header(mailTo(email)[1]?.raw ?? '', 'List-Unsubscribe')
      .slice(1, -1)
      .slice(BASE.length);
    const res = await post(url, 'List-Unsubscribe=One-Click');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You are unsubscribed');
    expect(
      await t.db.kysely.selectFrom('subscribers').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
    // Again (a mail client retrying): still fine.
    expect((await post(url, 'List-Unsubscribe=One-Click')).statusCode).toBe(200);
    await postAlert('Advisory two');
    await eventually(() => smtp.received.some((m) => m.subject.endsWith('Advisory two')));
    expect(mailTo(email)).toHaveLength(2);
  });

  it('lets a subscriber change their choices by the signed manage link', async () => {
    const email = 'dina@example.com';
    await subscribed(email, { alerts: 'on', 'news-bsit': 'weekly' });
    await postAlert('Advisory three');
    await eventually(() => mailTo(email).length === 2);
    const manage = linkIn(mailTo(email)[1], '/subscribe/manage');
    const page = await t.app.inject({ method: 'GET', url: manage });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<option value="weekly" selected>');
    expect(page.headers['cache-control']).toBe('private, no-store');
    const saved = await post(manage, new URLSearchParams({ events: 'daily' }).toString());
    expect(saved.body).toContain('Your choices are saved.');
    const topics = await t.db.kysely
      .selectFrom('subscriber_topics as t')
      .innerJoin('subscribers as s', 's.id', 't.subscriber_id')
      .select(['t.topic', 't.frequency'])
      .where('s.email', '=', email)
      .execute();
    expect(topics).toEqual([{ topic: 'events', frequency: 'daily' }]);
    expect((await post(manage, '')).body).toContain('Choose at least one topic');
    expect((await t.app.inject({ method: 'GET', url: `${manage}x` })).statusCode).toBe(400);
  });

  it('marks an address refused for good and mails it no more', async () => {
    const email = 'gone@example.com';
    await subscribed(email);
    smtp.refusePermanently.add(email);
    await postAlert('Advisory four');
    await eventually(
      async () =>
        (
          await t.db.kysely
            .selectFrom('subscribers')
            .select('status')
            .where('email', '=', email)
            .executeTakeFirst()
        )?.status === 'bounced',
    );
    await postAlert('Advisory five');
    await eventually(() => smtp.received.some((m) => m.subject.endsWith('Advisory five')));
    const queued = await t.db.kysely
      .selectFrom('concern_mail')
      .select('id')
      .where('to_address', '=', email)
      .execute();
    expect(queued).toHaveLength(0);
    smtp.refusePermanently.delete(email);
  });

  it('stops mail to an address whose recipient complained, reported by a feedback loop', async () => {
    const email = 'complainer@example.com';
    await subscribed(email);
    await postAlert('Advisory six');
    await eventually(() => mailTo(email).length === 2);
    const mail = mailTo(email)[1] as ReceivedMail;
    const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
    expect(headers).toMatch(/List-Unsubscribe:\s+<https:\/\/[^>]+\/subscribe\/unsubscribe\?t=/);
    const complain = (report: string, auth = `Bearer ${COMPLAINTS_TOKEN}`) =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscriptions/complaints',
        headers: { 'content-type': 'message/rfc822', authorization: auth },
        payload: report,
      });

    expect((await complain(arfReport(headers), 'Bearer wrong-token-0123456789')).statusCode).toBe(401);
    expect((await complain(arfReport(headers), '')).statusCode).toBe(401);
    const statusOf = async (address: string) =>
      await t.db.kysely
        .selectFrom('subscribers')
        .select(['status', 'bounce_reason'])
        .where('email', '=', address)
        .executeTakeFirst();
    expect((await statusOf(email))?.status).toBe('confirmed');

    const res = await complain(arfReport(headers));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, marked: 1 });
    // A complaint is kept apart from a bounce (ADR 0054), so staff can tell the two.
    expect(await statusOf(email)).toEqual({
      status: 'complained',
      bounce_reason: "Complaint (abuse) from the recipient's mail provider",
    });

    // A report that quotes no headers names the recipient; one naming nobody of ours marks nothing.
    const other = 'complainer-two@example.com';
    await subscribed(other);
    const byRecipient = await complain(arfReport('Subject: x', `Original-Rcpt-To: rfc822;${other}`));
    expect(byRecipient.json()).toMatchObject({ marked: 1 });
    expect((await statusOf(other))?.status).toBe('complained');
    const nobody = await complain(arfReport('Subject: x', 'Original-Rcpt-To: rfc822;stranger@example.com'));
    expect(nobody.json()).toMatchObject({
      marked: 0,
      message: 'The report names no subscriber of this site',
    });

    // The next alert goes to everyone else, not to them.
    const bystander = 'bystander@example.com';
    await subscribed(bystander);
    await postAlert('Advisory seven');
    await eventually(() => mailTo(bystander).some((m) => m.subject.endsWith('Advisory seven')));
    expect(mailTo(email).some((m) => m.subject.endsWith('Advisory seven'))).toBe(false);
    expect(mailTo(other)).toHaveLength(1);

    // Subscribing again starts over with a confirmation, as after a bounce.
    expect((await form({ email: other, alerts: 'on' }, '192.0.2.77')).statusCode).toBe(200);
    expect((await statusOf(other))?.status).toBe('pending');
  });

  it('moves complaints recorded as bounces before migration 160 to their own status', async () => {
    const now = clock.now().toISOString();
    const row = (email: string, reason: string) => ({
      email,
      status: 'bounced' as const,
      link_key: 'k',
      created_at: now,
      confirmed_at: now,
      confirmation_sent_at: now,
      bounced_at: now,
      bounce_reason: reason,
    });
    await t.db.kysely
      .insertInto('subscribers')
      .values([
        row('old-complaint@example.com', "Complaint (abuse) from the recipient's mail provider"),
        row('old-refusal@example.com', '550 5.1.1 Complaint desk: no such user'),
      ])
      .execute();
    await migration160.up(t.db.kysely, testDbKind());
    const statuses = await t.db.kysely
      .selectFrom('subscribers')
      .select(['email', 'status'])
      .where('email', 'in', ['old-complaint@example.com', 'old-refusal@example.com'])
      .orderBy('email')
      .execute();
    expect(statuses).toEqual([
      { email: 'old-complaint@example.com', status: 'complained' },
      { email: 'old-refusal@example.com', status: 'bounced' },
    ]);
    await t.db.kysely
      .deleteFrom('subscribers')
      .where('email', 'in', ['old-complaint@example.com', 'old-refusal@example.com'])
      .execute();
  });

  it('sends a daily digest once per window with what appeared on the subscriber topics', async () => {
    const email = 'ella@example.com';
    await subscribed(email, { events: 'daily' });
    await sendDueDigests({ ...t.app.ctx, clock }); // sets the watermarks
    const at = new Date(clock.now().getTime() + 60_000).toISOString();
    await t.db.kysely
      .insertInto('site_events')
      .values({
        office_id: 1,
        title: 'Foundation Day',
        date: '2026-12-08',
        start_time: null,
        end_date: null,
        end_time: null,
        place: 'Gymnasium',
        description: 'x',
        created_at: at,
        updated_at: at,
      })
      .execute();
    clock.set(new Date(clock.now().getTime() + 25 * 3_600_000));
    expect(await sendDueDigests({ ...t.app.ctx, clock })).toBeGreaterThanOrEqual(1);
    // A second instance (or run) finds the window sent.
    expect(await sendDueDigests({ ...t.app.ctx, clock })).toBe(0);
    t.app.ctx.mail.deliverSoon();
    await eventually(() => mailTo(email).length === 2);
    expect(decodeWords(mailTo(email)[1]?.subject)).toBe(
      'Today at Sierra Madre State University – San Isidro Campus',
    );
    expect(mailTo(email)[1]?.text).toContain('Foundation Day');
  });

  it('mails bids and awards subscribers the opportunities posted and the contracts awarded in their window', async () => {
    const email = 'bac-watcher@example.com';
    await subscribed(email, { procurement: 'weekly' });
    await sendDueDigests({ ...t.app.ctx, clock }); // windows that closed before this test
    // The clock has moved past the morning's session.
    const staff = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    const opportunity = (over: Record<string, string>) => ({
      reference: 'BAC-2026-041',
      title: 'Supply and delivery of laboratory computers',
      abc: '1,250,000.00',
      mode: 'competitive-bidding',
      philgeps_reference: '12345678',
      office: 'bsit',
      posted_on: '2026-11-27',
      prebid_at: '',
      deadline_at: '2026-12-20T10:00',
      opening_at: '',
      status: 'open',
      awardee: '',
      contract_amount: '',
      documents: [],
      ...over,
    });
    const open = await inject(t.app, procurementAdminEndpoints.create, {
      body: opportunity({}) as never,
      token: staff,
    });
    expect(open.statusCode, open.body).toBe(201);
    const fence = opportunity({
      reference: 'BAC-2026-042',
      title: 'Perimeter fence of the demonstration farm',
    });
    const made = await inject(t.app, procurementAdminEndpoints.create, {
      body: fence as never,
      token: staff,
    });
    expect(made.statusCode, made.body).toBe(201);
    const award = {
      ...fence,
      status: 'awarded',
      awardee: 'Bayanihan Builders',
      contract_amount: '980,000.00',
    };
    const awarded = await inject(t.app, procurementAdminEndpoints.update, {
      params: { id: made.json().opportunity.id },
      body: award as never,
      token: staff,
    });
    expect(awarded.statusCode, awarded.body).toBe(200);
    // Saving the award again is no second award.
    await inject(t.app, procurementAdminEndpoints.update, {
      params: { id: made.json().opportunity.id },
      body: award as never,
      token: staff,
    });

    clock.set(new Date(clock.now().getTime() + 8 * 24 * 3_600_000));
    expect(await sendDueDigests({ ...t.app.ctx, clock })).toBeGreaterThanOrEqual(1);
    expect(await sendDueDigests({ ...t.app.ctx, clock })).toBe(0);
    t.app.ctx.mail.deliverSoon();
    await eventually(() => mailTo(email).length === 2);
    const text = mailTo(email)[1]?.text ?? '';
    expect(text).toContain('Bids and awards (procurement opportunities and contracts awarded)');
    expect(text).toContain('Supply and delivery of laboratory computers (BAC-2026-041)');
    expect(text).toContain('Approved budget ₱1,250,000.00');
    expect(text).toContain('Awarded: Perimeter fence of the demonstration farm (BAC-2026-042)');
    expect(text).toContain('To Bayanihan Builders for ₱980,000.00');
    expect(text).toContain(`${BASE}/procurement/${made.json().opportunity.id}`);
    // Once per part (plain text and HTML), as often as the one opportunity posted.
    const times = (what: string) => text.split(what).length - 1;
    expect(times('Awarded: Perimeter fence')).toBe(times('(BAC-2026-041)'));
  });

  it('deletes addresses not confirmed within 7 days', async () => {
    await form({ email: 'late@example.com', alerts: 'on' });
    clock.set(new Date(clock.now().getTime() + 8 * 24 * 3_600_000));
    expect(await purgeUnconfirmed({ db: t.db, clock })).toBeGreaterThanOrEqual(1);
    expect(
      await t.db.kysely
        .selectFrom('subscribers')
        .select('id')
        .where('email', '=', 'late@example.com')
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await t.db.kysely
        .selectFrom('subscribers')
        .select('id')
        .where('email', '=', 'ana@example.com')
        .executeTakeFirst(),
    ).toBeDefined();
  });

  it('shows staff the counts per topic and lets only superadmins export the list', async () => {
    token = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    const admin = await createUser(t.app, token, { office: 'bsit' });
    const counts = await t.app.inject({
      method: 'GET',
      url: '/api/admin/subscribers/counts',
      headers: bearer(admin.token),
    });
    expect(counts.statusCode).toBe(200);
    const alerts = counts.json().topics.find((r: { topic: string }) => r.topic === 'alerts');
    expect(alerts.immediately).toBeGreaterThanOrEqual(1);
    expect(
      counts.json().topics.find((r: { topic: string }) => r.topic === 'events').daily,
    ).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(counts.json())).not.toContain('@');
    // One refused address and one complaint left by the tests above (the other complainer subscribed again),
    // counted apart.
    expect(counts.json()).toMatchObject({ bounced: 1, complained: 1 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/subscribers.csv', headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(403);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/subscribers.csv',
      headers: bearer(token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('ana@example.com,confirmed');
    expect(csv.body).toContain('gone@example.com,bounced');
    expect(csv.body).toMatch(
      /complainer@example\.com,complained,[^\r\n]*Complaint \(abuse\) from the recipient's mail provider/,
    );
  });

  it('limits subscribing from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await form({ email: `x${i}@example.com`, alerts: 'on' }, '192.0.2.200')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
