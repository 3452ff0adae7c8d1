// Client Satisfaction Measurement (issue 36, docs/decisions/0046-client-satisfaction.md): closing a concern
// case or an FOI request mails one survey link (through a real SMTP server), the link opens ARTA's form, works
// once (also when two answers race), refuses a forged token, keeps answers when a post is refused; a service
// page's anonymous survey is rate-limited; the year's report and CSV count what was answered; the purge keeps
// the ratings and removes the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/server/lib/clock.ts';
import { purgeSurveyAnswers } from '../../src/server/services/csm.ts';
import { caseDetailResponseSchema } from '../../src/shared/contract/cases.ts';
import { CSM_MESSAGES, csmEndpoints } from '../../src/shared/contract/csm.ts';
import { foiEndpoints, foiSubmitResponseSchema } from '../../src/shared/contract/foi.ts';
import { bearer, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { inject } from '../support/inject.ts';
import { eventually, startSmtpServer, type TestSmtpServer } from '../support/smtp-test-server.ts';
import { createTestApp, type TestApp, testDbKind } from '../support/test-app.ts';

const SMTP_PORT = testDbKind() === 'postgres' ? 4154 : 4153;
const SERVICE = 'library-use-by-outside-researchers';
const DAY = 24 * 60 * 60_000;

/** A complete answer as the form posts it: every SQD agreed, SQD5 (fees) N/A. */
const answers = (over: Record<string, string> = {}) => ({
  client_type: 'citizen',
  cc1: '1',
  cc2: '1',
  cc3: '1',
  sqd0: '5',
  sqd1: '4',
  sqd2: '4',
  sqd3: '3',
  sqd4: '2',
  sqd5: 'na',
  sqd6: '5',
  sqd7: '5',
  sqd8: '4',
  sex: 'female',
  age: '34',
  region: 'Region III',
  service_availed: 'Concern about the shuttle',
  suggestions: 'Post the shuttle schedule at the gate.',
  ...over,
});
const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

describe('client satisfaction survey', () => {
  const clock = manualClock(new Date('2026-03-02T01:00:00.000Z'));
  let smtp: TestSmtpServer;
  let t: TestApp;
  let token: string;
  let ip = 0;

  const post = (url: string, values: Record<string, string>, remote = '198.51.100.7') =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: remote,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(values),
    });
  const openConcern = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/honeypot',
      remoteAddress: `203.0.113.${++ip}`,
      payload: {
        replyEmail: `ana${ip}@example.com`,
        message: 'The shuttle schedule on the website is out of date.',
      },
    });
    expect(res.statusCode).toBe(201);
    const reference = res.json().reference as string;
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/admin/cases/by-reference/${reference}`,
      headers: bearer(token),
    });
    return { reference, id: found.json().id as number, email: `ana${ip}@example.com` };
  };
  const setStatus = (id: number, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/cases/${id}`,
      headers: bearer(token),
      payload: { status },
    });
  const surveyMail = (reference: string) =>
    smtp.received.filter((m) => m.subject === `How did we do? (reference ${reference})`);
  const linkIn = (text: string) => {
    const m = /http:\/\/localhost(?::\d+)?(\/feedback\?t=[\w.-]+)/.exec(text);
    expect(m).not.toBeNull();
    return (m as RegExpExecArray)[1] as string;
  };
  const report = async (year = 2026) => {
    const res = await inject(t.app, csmEndpoints.report, { query: { year }, token });
    expect(res.statusCode).toBe(200);
    return res.json().report;
  };

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

  it('mails one link when a concern case is closed; the link opens the form and works once', async () => {
    const c = await openConcern();
    expect((await setStatus(c.id, 'closed')).statusCode).toBe(200);
    await eventually(() => surveyMail(c.reference).length === 1);
    const [mail] = surveyMail(c.reference);
    expect(mail?.to).toEqual([c.email]);
    const link = linkIn(mail?.text ?? '');

    // Reopening and closing again sends no second survey.
    await setStatus(c.id, 'in_progress');
    await setStatus(c.id, 'closed');
    const detail = caseDetailResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/admin/cases/${c.id}`, headers: bearer(token) })).json(),
    ).case;
    expect(detail.mail.filter((m) => m.kind === 'survey')).toHaveLength(1);
    // Staff read what was sent, but not the sender's own link: whoever holds it answers the survey.
    const shown = detail.mail.find((m) => m.kind === 'survey')?.body ?? '';
    expect(shown).toContain('[the recipient’s private link, not shown here]');
    expect(shown).not.toContain('/feedback?t=');
    expect(detail.history.map((h) => h.summary)).toContain('Satisfaction survey sent to the sender');

    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('SQD8. I got what I needed from the government office');
    expect(page.body).toContain('CC1. Which of the following best describes your awareness of a CC?');
    expect(page.body).not.toContain('<script');

    const done = await post(link, answers());
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Thank you.');
    const again = await post(link, answers());
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(CSM_MESSAGES.linkUsed.slice(0, 40));
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(410);

    const r = await report();
    const concern = r.by_service.find((g: { key: string }) => g.key === 'concern');
    expect(concern.responses).toBe(1);
  });

  it('keeps one answer when two are sent with the same link at once', async () => {
    const c = await openConcern();
    await setStatus(c.id, 'closed');
    await eventually(() => surveyMail(c.reference).length === 1);
    const link = linkIn(surveyMail(c.reference)[0]?.text ?? '');
    const before = (await report()).year_total.responses;
    const [a, b] = await Promise.all([post(link, answers()), post(link, answers())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 410]);
    expect((await report()).year_total.responses).toBe(before + 1);
  });

  it('refuses a forged or damaged link, and keeps the answers of a refused post', async () => {
    const c = await openConcern();
    await setStatus(c.id, 'closed');
    await eventually(() => surveyMail(c.reference).length === 1);
    const link = linkIn(surveyMail(c.reference)[0]?.text ?? '');
    const [, id] = /t=(\d+)\./.exec(link) ?? [];
    const forged = `/feedback?t=${id}.${'A'.repeat(43)}`;
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(400);
    expect((await post(forged, answers())).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/feedback?t=nonsense' })).statusCode).toBe(400);

    const refused = await post(link, answers({ client_type: '', sqd3: '', age: 'old' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(CSM_MESSAGES.clientTypeRequired);
    expect(refused.body).toContain(CSM_MESSAGES.ageInvalid);
    // What was chosen stays chosen.
    expect(refused.body).toMatch(/id="sqd0-5" name="sqd0" value="5" checked/);
    expect(refused.body).toContain('Post the shuttle schedule at the gate.');
    // The link still works after a refused post.
    expect((await post(link, answers())).statusCode).toBe(200);
  });

  it('mails the link when an FOI request is granted, and the answer counts for FOI', async () => {
    const submitted = await inject(t.app, foiEndpoints.submit, {
      body: {
        name: 'Jose Rizal',
        email: 'jose.rizal@example.com',
        subject: 'Library acquisitions 2025',
        information: 'The list of books the campus library bought in 2025.',
        purpose: 'Research.',
        format: 'pdf',
      },
    });
    const { reference } = foiSubmitResponseSchema.parse(submitted.json());
    const list = await inject(t.app, foiEndpoints.list, { query: {}, token });
    const id = list.json().requests.find((r: { reference: string }) => r.reference === reference)
      .id as number;
    const decided = await inject(t.app, foiEndpoints.act, {
      params: { id },
      body: { action: 'decide', decision: 'granted', text: 'The list is attached below.' },
      token,
    });
    expect(decided.statusCode).toBe(200);
    await eventually(() => surveyMail(reference).length === 1);
    const link = linkIn(surveyMail(reference)[0]?.text ?? '');
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.body).toContain('Your Freedom of Information request was closed.');
    expect((await post(link, answers({ client_type: 'business' }))).statusCode).toBe(200);
    const foi = (await report()).by_service.find((g: { key: string }) => g.key === 'foi');
    expect(foi.responses).toBe(1);
  });

  it('takes anonymous answers from a service page, rate-limited per address', async () => {
    const path = `/services/${SERVICE}/feedback`;
    const servicePage = await t.app.inject({ method: 'GET', url: `/services/${SERVICE}` });
    expect(servicePage.body).toContain(`href="${path}"`);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Use of the Library by Outside Researchers');
    expect(
      (await t.app.inject({ method: 'GET', url: '/services/no-such-service/feedback' })).statusCode,
    ).toBe(404);

    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(path, answers(), '192.0.2.50')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another address is not held back.
    expect((await post(path, answers({ client_type: 'government' }), '192.0.2.51')).statusCode).toBe(200);

    const r = await report();
    const service = r.by_service.find(
      (g: { label: string }) => g.label === 'Use of the Library by Outside Researchers',
    );
    expect(service.responses).toBe(6);
    const library = r.by_office.find((g: { label: string }) => g.label === 'Campus Library');
    expect(library.responses).toBe(6);
  });

  it('reports the year as ARTA computes it, as JSON and CSV', async () => {
    const r = await report();
    // Every answer so far is answers(): per response SQD1–8 give 4,4,3,2,N/A,5,5,4 → 5 of 7 answered agree;
    // SQD0 (5) is reported on its own line, outside the overall figure (ADR 0052).
    const n = r.year_total.responses;
    expect(n).toBe(10);
    expect(r.year_total.overall).toMatchObject({ answered: 7 * n, positive: 5 * n, na: n, rate: 71.4 });
    expect(r.year_total.dimensions[0]).toMatchObject({ code: 'SQD0', answered: n, positive: n, rate: 100 });
    // Every answer's suggestion, with its office and service, and nothing that names the person.
    expect(r.suggestions).toHaveLength(n);
    expect(r.suggestions[0]).toEqual({
      answered_on: '2026-03-02',
      office: expect.any(String),
      service: expect.any(String),
      text: 'Post the shuttle schedule at the gate.',
    });
    expect(r.suggestions.map((x: { service: string }) => x.service)).toContain(
      'Use of the Library by Outside Researchers',
    );
    expect(JSON.stringify(r)).not.toMatch(/@example\.com|Region III|female/);
    const sqd5 = r.year_total.dimensions.find((d: { code: string }) => d.code === 'SQD5');
    expect(sqd5).toMatchObject({ answered: 0, na: n, rate: null });
    const sqd3 = r.year_total.dimensions.find((d: { code: string }) => d.code === 'SQD3');
    expect(sqd3).toMatchObject({ answered: n, positive: 0, rate: 0 });
    expect(r.client_types.map((c: { count: number }) => c.count)).toEqual([8, 1, 1]);
    expect((await report(2025)).year_total.responses).toBe(0);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/csm-report.csv?year=2026',
      headers: bearer(token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toContain('Agree or strongly agree,Rate (%)');
    expect(csv.body).toContain(`2026,Year,"All services, 2026",${n},Overall,`);
    expect(csv.body).toContain('Answered on,Office,Service,Suggestion\r\n');
    expect(csv.body).toContain(',Post the shuttle schedule at the gate.\r\n');
  });

  it('removes demographics and comments after the retention period, keeping the ratings', async () => {
    const ctx = { db: t.db, clock };
    expect(await purgeSurveyAnswers(ctx, t.config.csmRetentionDays)).toBe(0);
    clock.set(new Date(clock.now().getTime() + (t.config.csmRetentionDays + 1) * DAY));
    expect(await purgeSurveyAnswers(ctx, t.config.csmRetentionDays)).toBe(10);
    const rows = await t.db.kysely.selectFrom('csm_responses').selectAll().execute();
    expect(
      rows.every((r) => r.sex === null && r.suggestions === null && r.region === null && r.age === null),
    ).toBe(true);
    expect(rows.every((r) => r.sqd0 === 5)).toBe(true);
    clock.set(new Date('2026-03-02T01:00:00.000Z'));
  });
});
