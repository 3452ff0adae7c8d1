// The FOI requester's own page (issue 36, ADR 0052): the acknowledgement mails a signed link; the page shows
// the status and due date without scripts, takes the clarification (the clock resumes as when staff record
// it, the words kept as a note) and the review request within 15 calendar days of a denial, each once; a
// forged link and an expired one say so; it is private, no-store, same-site only and rate-limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/server/lib/clock.ts';
import { addWorkingDays } from '../../src/server/lib/working-days.ts';
import {
  type FoiAction,
  foiDetailResponseSchema,
  foiEndpoints,
  foiListResponseSchema,
  foiRegisterResponseSchema,
  foiSubmitResponseSchema,
} from '../../src/shared/contract/foi.ts';
import { FOI_MESSAGES } from '../../src/shared/contract/foi-rules.ts';
import { bearer, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { xlsxFile } from '../support/document-fixtures.ts';
import { multipartBody } from '../support/image-fixtures.ts';
import { inject } from '../support/inject.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 24 * 60 * 60_000;
const form = {
  name: 'Jose Rizal',
  email: 'jose.rizal@example.com',
  subject: 'Canteen concession contract 2025',
  information: 'The signed concession contract of the campus canteen for 2025.',
  purpose: 'Student council review.',
  format: 'pdf',
};

describe('the FOI requester’s own link', () => {
  // Thursday 15 January 2026, 16:00 in Manila.
  const clock = manualClock(new Date('2026-01-15T08:00:00.000Z'));
  let t: TestApp;
  let token: string;
  let ip = 0;

  const setTime = async (at: Date) => {
    clock.set(at);
    token = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  };
  const file = async (subject = form.subject) => {
    const res = await inject(t.app, foiEndpoints.submit, { body: { ...form, subject } });
    expect(res.statusCode).toBe(201);
    const { reference } = foiSubmitResponseSchema.parse(res.json());
    const list = foiListResponseSchema.parse(
      (await inject(t.app, foiEndpoints.list, { query: {}, token })).json(),
    );
    const id = list.requests.find((r) => r.reference === reference)?.id ?? 0;
    const ack = (await mailed(id))[0]?.body ?? '';
    const link = /https?:\/\/\S+\/foi\/request\?t=\S+/.exec(ack)?.[0] ?? '';
    return { reference, id, path: new URL(link).pathname + new URL(link).search };
  };
  /** The case's mail as sent: staff see it with the requester's link left out (services/concern-cases.ts). */
  const mailed = (id: number) =>
    t.db.kysely
      .selectFrom('concern_mail')
      .select(['subject', 'body'])
      .where('case_id', '=', id)
      .orderBy('id')
      .execute();
  const detail = async (id: number) =>
    foiDetailResponseSchema.parse(
      (await inject(t.app, foiEndpoints.detail, { params: { id }, token })).json(),
    ).request;
  const act = (id: number, body: FoiAction) =>
    inject(t.app, foiEndpoints.act, { params: { id }, body, token });
  const open = (path: string, remote = `198.51.100.${++ip}`) =>
    t.app.inject({ method: 'GET', url: path, remoteAddress: remote });
  const post = (path: string, values: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: `198.51.100.${++ip}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(values).toString(),
    });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    token = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  it('mails a signed link that shows the status and due date, privately and without scripts', async () => {
    const { reference, path } = await file();
    expect(path).toMatch(new RegExp(`^/foi/request\\?t=${reference}\\.[\\w-]{43}$`));
    const res = await open(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['cache-control']).toContain('private');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('<meta name="robots" content="noindex"');
    expect(res.body).toContain(reference);
    expect(res.body).toContain(form.subject);
    // 15 working days from Thursday 15 January.
    expect(res.body).toContain('February 5, 2026');
    expect(res.body).not.toContain('Answer our question');
    expect(res.body).not.toContain('Ask for an internal review');

    // A forged signature, another request's reference, or nothing: plainly not valid.
    const forged = path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const bad of [
      forged,
      path.replace(reference, 'FOI-2026-ZZZZZZ'),
      '/foi/request',
      '/foi/request?t=x',
    ]) {
      const r = await open(bad);
      expect(r.statusCode).toBe(404);
      expect(r.body).toContain(FOI_MESSAGES.linkInvalid.slice(0, 30));
      expect(r.body).not.toContain(form.subject);
    }
  });

  it('takes the clarification on the page: the clock resumes and staff read the words', async () => {
    await setTime(new Date('2026-01-15T08:00:00.000Z'));
    const { id, path } = await file('Clarify on the page');
    // Monday 19 January: staff ask, and the clock keeps the working days left.
    await setTime(new Date('2026-01-19T02:00:00.000Z'));
    expect((await act(id, { action: 'clarify', text: 'Which months do you need?' })).statusCode).toBe(200);
    const paused = await t.db.kysely
      .selectFrom('foi_requests')
      .select('paused_days_left')
      .where('case_id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await mailed(id)).at(-1)?.body).toContain(path);
    // Staff read the mail, not the link: whoever holds it acts as the requester.
    const shown = (await detail(id)).mail.at(-1)?.body ?? '';
    expect(shown).toContain('[the recipient’s private link, not shown here]');
    expect(shown).not.toContain('/foi/request?t=');

    let page = await open(path);
    expect(page.body).toContain('Answer our question');
    expect(page.body).toContain('Waiting for clarification');

    // An empty answer comes back with the message beside the field.
    const empty = await post(path, { action: 'clarify', text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(FOI_MESSAGES.clarificationRequired);
    expect(empty.body).toContain('aria-invalid="true"');

    // Another site cannot post in the requester's name.
    const cross = await post(path, { action: 'clarify', text: 'x' }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.statusCode).toBe(403);

    // Thursday 22 January the requester answers on the page.
    await setTime(new Date('2026-01-22T02:00:00.000Z'));
    const sent = await post(path, { action: 'clarify', text: 'January to June 2025, please.' });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(FOI_MESSAGES.clarificationSent.slice(0, 40));
    const holidays = new Set(
      (await t.db.kysely.selectFrom('holidays').select('date').execute()).map((h) => h.date),
    );
    const due = addWorkingDays('2026-01-22', paused.paused_days_left ?? 0, holidays);
    const r = await detail(id);
    expect(r).toMatchObject({ status: 'in_progress', due_date: due, paused_on: null });
    expect(r.notes.map((n) => n.body)).toContain(
      'Clarification from the requester:\nJanuary to June 2025, please.',
    );
    expect(r.history.map((h) => h.summary)).toEqual(
      expect.arrayContaining([
        'Clarification received on the requester’s page',
        'Status: Waiting for clarification → Being processed',
      ]),
    );
    expect(r.mail.at(-1)?.subject).toContain('Thank you for clarifying your FOI request');
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', r.reference)
      .execute();
    expect(audit.map((a) => a.action)).toContain('foi.requester_clarify');

    // The page now shows the new due date; a second post is refused and changes nothing.
    page = await open(path);
    expect(page.body).not.toContain('Answer our question');
    const again = await post(path, { action: 'clarify', text: 'Again.' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(FOI_MESSAGES.requesterStepClosed.slice(0, 30));
    expect((await detail(id)).notes).toHaveLength(1);
  });

  it('asks for a review within 15 calendar days of a denial, once, and not after', async () => {
    await setTime(new Date('2026-03-02T02:00:00.000Z'));
    const a = await file('Review me');
    const b = await file('Too late to review');
    for (const id of [a.id, b.id])
      await act(id, {
        action: 'decide',
        decision: 'denied',
        exception: 'deliberative',
        text: 'Not yet final.',
      });
    expect((await mailed(a.id)).at(-1)?.body).toContain(a.path);

    let page = await open(a.path);
    expect(page.body).toContain('Denied');
    expect(page.body).toContain('Not yet final.');
    expect(page.body).toContain('Ask for an internal review');
    expect(page.body).toContain('March 17, 2026');

    const asked = await post(a.path, { action: 'review', text: 'The Board approved it last week.' });
    expect(asked.statusCode).toBe(200);
    const r = await detail(a.id);
    expect(r.status).toBe('under_review');
    expect(r.review_requested_at).not.toBeNull();
    expect(r.notes.map((n) => n.body)).toContain(
      'Reason the requester gives for the review:\nThe Board approved it last week.',
    );
    page = await open(a.path);
    expect(page.body).toContain('Under internal review');
    expect(page.body).not.toContain('Ask for an internal review');

    // Sixteen days after the decision the window is closed, on the page and on a post.
    await setTime(new Date('2026-03-18T02:00:00.000Z'));
    page = await open(b.path);
    expect(page.body).not.toContain('Ask for an internal review');
    const late = await post(b.path, { action: 'review', text: '' });
    expect(late.statusCode).toBe(409);
    expect((await detail(b.id)).status).toBe('answered');
  });

  it('says a link has expired 30 days after the request closed', async () => {
    await setTime(new Date('2026-04-01T02:00:00.000Z'));
    const { id, path } = await file('Granted quickly');
    await act(id, { action: 'decide', decision: 'granted', text: 'Attached is the contract.' });
    expect((await open(path)).statusCode).toBe(200);
    await setTime(new Date(Date.parse('2026-04-01T02:00:00.000Z') + 31 * DAY));
    const gone = await open(path);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('This link has expired');
    expect(gone.body).not.toContain('Granted quickly');
  });

  it('releases library documents with a grant: in the mail, on the page and in the register, only published ones', async () => {
    await setTime(new Date('2026-05-04T02:00:00.000Z'));
    const upload = async (title: string, status: 'published' | 'draft') => {
      const { payload, headers } = multipartBody(
        Object.entries({ title, office: 'administration', published_on: '2026-05-01', status }),
        [{ field: 'file', filename: 'contract.xlsx', data: xlsxFile() }],
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/documents',
        payload,
        headers: { ...headers, ...bearer(token) },
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    const published = await upload('Canteen concession contract 2025', 'published');
    const draft = await upload('Draft canteen memo', 'draft');
    const { id, reference, path } = await file('Canteen contract, released');

    // A draft is not released; a denial releases nothing.
    const withDraft = await act(id, {
      action: 'decide',
      decision: 'granted',
      text: 'Here is the contract.',
      document_ids: [published, draft],
    });
    expect(withDraft.statusCode).toBe(400);
    expect(withDraft.json().message).toBe(FOI_MESSAGES.documentsOnlyPublished);
    const denied = await act(id, {
      action: 'decide',
      decision: 'denied',
      exception: 'deliberative',
      text: 'No.',
      document_ids: [published],
    });
    expect(denied.statusCode).toBe(400);
    expect(denied.json().message).toBe(FOI_MESSAGES.documentsOnlyWithGrant);

    const granted = await act(id, {
      action: 'decide',
      decision: 'granted',
      text: 'Here is the contract.',
      document_ids: [published],
    });
    expect(granted.statusCode).toBe(200);
    const r = await detail(id);
    expect(r.released_documents).toEqual([
      { id: published, title: 'Canteen concession contract 2025', url: `/documents/${published}` },
    ]);
    const mail =
      (await mailed(id)).find((m) => m.subject.startsWith('Decision on your FOI request'))?.body ?? '';
    expect(mail).toMatch(
      new RegExp(`- Canteen concession contract 2025: https?://\\S+/documents/${published}`),
    );
    expect(mail).toContain(path);

    const page = await open(path);
    expect(page.body).toContain(`href="/documents/${published}"`);

    const log = foiRegisterResponseSchema.parse(
      (await inject(t.app, foiEndpoints.register, { query: {} })).json(),
    );
    const entry = log.entries.find((e) => e.reference === reference);
    expect(entry?.released_documents).toEqual([
      { id: published, title: 'Canteen concession contract 2025', url: `/documents/${published}` },
    ]);
    expect(JSON.stringify(log)).not.toMatch(/Jose|jose\.rizal|Student council/);
    // Unpublished later, it leaves the register too (the library decides what is public).
    await t.db.kysely.updateTable('documents').set({ status: 'draft' }).where('id', '=', published).execute();
    const after = foiRegisterResponseSchema.parse(
      (await inject(t.app, foiEndpoints.register, { query: {} })).json(),
    );
    expect(after.entries.find((e) => e.reference === reference)?.released_documents).toEqual([]);
  });

  it('limits how often one address may open links', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await open('/foi/request?t=x', '192.0.2.77')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
