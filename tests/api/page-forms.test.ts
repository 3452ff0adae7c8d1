// The concern and FOI forms posted without JavaScript (src/server/routes/page-forms.ts): the server checks the
// post with the contract's schema, stores it as the API would, and draws the page again with what the post came
// to. The build's server bundle is stood in for by a module that writes what it was handed into the page, so
// the test reads exactly what the page would be drawn with (the real drawing is tests/e2e/page-forms-no-js.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONCERN_MESSAGES } from '../../src/shared/contract/concern.ts';
import { FOI_MESSAGES } from '../../src/shared/contract/foi-rules.ts';
import { formatLongDate } from '../../src/shared/dates.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { templateClientDir } from './seo-test-client.ts';

const STAND_IN_BUNDLE = `export async function render(request, { posted }) {
  return {
    kind: 'page',
    status: 200,
    html: '<pre id="posted">' + JSON.stringify(posted ?? null).replace(/</g, '\\\\u003c') + '</pre>',
    data: '{}',
    modules: [],
  };
}
`;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };

let ip = 0;
/** A fresh address per post, so the per-address limit never joins two tests. */
const nextIp = () => `203.0.113.${++ip}`;

describe('forms posted without JavaScript', () => {
  let t: TestApp;
  let client: ReturnType<typeof templateClientDir>;

  beforeAll(async () => {
    client = templateClientDir();
    fs.mkdirSync(path.join(client.dir, 'ssr'));
    fs.writeFileSync(path.join(client.dir, 'ssr', 'entry-server.js'), STAND_IN_BUNDLE);
    t = await createTestApp({ env: { CLIENT_DIR: client.dir } });
  });
  afterAll(async () => {
    await t.close();
    client.remove();
  });

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...FORM_TYPE, ...headers },
      payload: form(fields),
      remoteAddress: nextIp(),
    });
  const postedOf = (html: string) => JSON.parse(/<pre id="posted">([^<]*)<\/pre>/.exec(html)?.[1] ?? 'null');
  const count = async (table: 'concern_cases' | 'concern_submissions' | 'concern_mail') =>
    Number(
      (
        await t.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a wrong concern comes back with the fields as typed and a message under each, and nothing is stored', async () => {
    const before = await count('concern_submissions');
    const res = await post('/send-concern', { replyEmail: 'juan@example', message: 'Too short' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(postedOf(res.body)).toEqual({
      values: { replyEmail: 'juan@example', message: 'Too short' },
      errors: { replyEmail: CONCERN_MESSAGES.emailInvalid, message: CONCERN_MESSAGES.messageTooShort },
    });
    expect(await count('concern_submissions')).toBe(before);

    const empty = await post('/send-concern', {});
    expect(postedOf(empty.body).errors).toEqual({
      replyEmail: CONCERN_MESSAGES.emailRequired,
      message: CONCERN_MESSAGES.messageRequired,
    });
  });

  it('a concern is stored with its case and acknowledgement, and the page shows the reference and reply date', async () => {
    const res = await post(
      '/send-concern',
      { replyEmail: 'maria@example.com', message: 'The gate near the gym is locked after 5 pm.' },
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' },
    );
    expect(res.statusCode).toBe(200);
    // The success screen returns home after 2 seconds without scripts too.
    expect(res.headers.refresh).toBe('2; url=/');
    const { sent } = postedOf(res.body);
    expect(sent.reference).toMatch(/^CASE-\d{4}-[2-9A-HJKMNP-Z]{6}$/);
    expect(sent.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const kase = await t.db.kysely
      .selectFrom('concern_cases')
      .selectAll()
      .where('reference', '=', sent.reference)
      .executeTakeFirstOrThrow();
    expect(kase.due_date).toBe(sent.due_date);
    expect(kase.reply_email).toBe('maria@example.com');
    const submission = await t.db.kysely
      .selectFrom('concern_submissions')
      .selectAll()
      .where('id', '=', kase.submission_id as number)
      .executeTakeFirstOrThrow();
    expect(submission.location_source).toBe('ip');
    expect(submission.full_url).toMatch(/\/send-concern$/);
    // The acknowledgement carries the same reference and date.
    const mail = await t.db.kysely
      .selectFrom('concern_mail')
      .selectAll()
      .where('case_id', '=', kase.id)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain(sent.reference);
    expect(mail.body).toContain(formatLongDate(sent.due_date));
  });

  it('the JSON API answers with the same reference and reply date', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/honeypot',
      payload: { replyEmail: 'pedro@example.com', message: 'Where do I claim my ID card?' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const kase = await t.db.kysely
      .selectFrom('concern_cases')
      .select(['due_date'])
      .where('reference', '=', body.reference)
      .executeTakeFirstOrThrow();
    expect(body.due_date).toBe(kase.due_date);
  });

  it('a wrong FOI request names every wrong field; a right one is received with its reference', async () => {
    const typed = {
      name: 'Ana Reyes',
      email: 'ana@example',
      subject: '',
      information: 'Budget 2025',
      purpose: '',
    };
    const wrong = await post('/foi', typed);
    expect(wrong.statusCode).toBe(400);
    expect(postedOf(wrong.body)).toEqual({
      values: { ...typed, format: '' },
      errors: {
        email: FOI_MESSAGES.emailInvalid,
        subject: FOI_MESSAGES.subjectRequired,
        purpose: FOI_MESSAGES.purposeRequired,
        format: FOI_MESSAGES.formatRequired,
      },
    });

    const right = await post('/foi', {
      ...typed,
      email: 'ana@example.com',
      subject: 'Campus budget for 2025',
      purpose: 'Research for a thesis',
      format: 'pdf',
    });
    expect(right.statusCode).toBe(200);
    const { sent } = postedOf(right.body);
    expect(sent.reference).toMatch(/^FOI-\d{4}-/);
    const kase = await t.db.kysely
      .selectFrom('concern_cases')
      .select(['kind', 'due_date'])
      .where('reference', '=', sent.reference)
      .executeTakeFirstOrThrow();
    expect(kase).toEqual({ kind: 'foi', due_date: sent.due_date });
  });

  it("another site's page cannot post the forms in a visitor's name", async () => {
    const before = await count('concern_cases');
    const res = await post(
      '/send-concern',
      { replyEmail: 'victim@example.com', message: 'Posted by another site without asking.' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(res.statusCode).toBe(403);
    expect(await count('concern_cases')).toBe(before);
    const same = await post(
      '/send-concern',
      { replyEmail: 'juan@example.com', message: 'Posted from the form on this site.' },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(same.statusCode).toBe(200);
  });

  it('a post over the per-address limit is still the page, with the fields kept and the reason', async () => {
    const from = nextIp();
    const fields = { replyEmail: 'juan@example.com', message: '' };
    let last = await t.app.inject({
      method: 'POST',
      url: '/send-concern',
      headers: FORM_TYPE,
      payload: form(fields),
      remoteAddress: from,
    });
    for (let i = 0; i < 25 && last.statusCode !== 429; i++)
      last = await t.app.inject({
        method: 'POST',
        url: '/send-concern',
        headers: FORM_TYPE,
        payload: form(fields),
        remoteAddress: from,
      });
    expect(last.statusCode).toBe(429);
    const posted = postedOf(last.body);
    expect(posted.values).toEqual(fields);
    expect(posted.failed).toMatch(/^Too many requests/);
  });
});
