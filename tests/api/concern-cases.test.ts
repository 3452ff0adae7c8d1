// Concern cases: a case per submitted concern, Citizen's Charter deadlines across weekends and holidays,
// who may see and change a case, history, notes, replies without e-mail configured, the monthly report,
// unknown references, audit of views and the retention purge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseHousekeeping } from '../../src/server/jobs/case-housekeeping.ts';
import { concernRetentionPurge } from '../../src/server/jobs/concern-retention-purge.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { addWorkingDays } from '../../src/server/lib/working-days.ts';
import {
  CASE_MESSAGES,
  CASE_REFERENCE_PATTERN,
  type CaseDetail,
  type CaseListResponse,
  caseDetailResponseSchema,
  caseListResponseSchema,
  reportResponseSchema,
} from '../../src/shared/contract/cases.ts';
import { bearer, type CreatedUser, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 24 * 60 * 60_000;
let ip = 0;

describe('concern cases', () => {
  // Thursday 15 January 2026, 16:00 in Manila.
  const clock = manualClock(new Date('2026-01-15T08:00:00.000Z'));
  let t: TestApp;
  let superToken: string;
  let bsit: CreatedUser;
  let bsa: CreatedUser;

  const submit = async (
    message = 'The enrolment portal rejects my student number.',
    email = 'ana@example.com',
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/honeypot',
      remoteAddress: `198.51.100.${++ip}`,
      payload: { replyEmail: email, message },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { ok: true; reference: string };
  };
  const list = async (query = '', token = superToken): Promise<CaseListResponse> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/cases${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return caseListResponseSchema.parse(res.json());
  };
  const idOf = async (reference: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/cases/by-reference/${reference}`,
      headers: bearer(superToken),
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as number;
  };
  const detail = async (id: number, token = superToken): Promise<CaseDetail> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/cases/${id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return caseDetailResponseSchema.parse(res.json()).case;
  };
  const patch = (id: number, payload: object, token = superToken) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/cases/${id}`, headers: bearer(token), payload });

  /** Moves the clock; sessions expire, so everyone signs in again at the new time. */
  const setTime = async (at: Date) => {
    clock.set(at);
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    for (const u of [bsit, bsa]) u.token = await signIn(t.app, u.email, u.password);
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    bsit = await createUser(t.app, superToken, { office: 'bsit' });
    bsa = await createUser(t.app, superToken, { office: 'bsa' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens a case with a quotable reference for each concern, none for the initial access log', async () => {
    const before = (await list()).pagination.total;
    const initial = await t.app.inject({ method: 'POST', url: '/api/honeypot/initial', payload: {} });
    expect(initial.statusCode).toBe(201);
    expect((await list()).pagination.total).toBe(before);

    const { reference } = await submit();
    expect(reference).toMatch(CASE_REFERENCE_PATTERN);
    const page = await list();
    expect(page.pagination.total).toBe(before + 1);
    const row = page.cases[0];
    expect(row).toMatchObject({
      reference,
      status: 'new',
      classification: 'simple',
      office_id: null,
      reply_email: 'ana@example.com',
      // Received Thursday 15 January: Friday, Monday, Tuesday.
      due_date: '2026-01-20',
      due_state: 'on_time',
    });
    const c = await detail(row?.id ?? 0);
    expect(c.message).toBe('The enrolment portal rejects my student number.');
    // Staff see what they need to answer, not where the sender was.
    expect(Object.keys(c)).not.toEqual(expect.arrayContaining(['ip_address']));
    expect(JSON.stringify(c)).not.toMatch(/ip_address|latitude|user_agent|city/);
    // Without SMTP_URL the acknowledgement is kept, queued.
    expect(c.mail).toHaveLength(1);
    expect(c.mail[0]).toMatchObject({
      kind: 'acknowledgement',
      state: 'queued',
      to_address: 'ana@example.com',
    });
    expect(c.mail[0]?.body).toContain(reference);
    // History texts name days in the portal's one style (src/shared/dates.ts), as the screen around them does.
    expect(c.history[0]?.summary).toMatch(/^Case opened; due Tue 20 Jan 2026 \(/);
  });

  it('counts working days past weekends and the configured holidays, for every classification', async () => {
    const holidays = await t.app.inject({
      method: 'GET',
      url: '/api/admin/case-holidays?year=2027',
      headers: bearer(superToken),
    });
    // Seeded for the current and the next year.
    expect(holidays.json().holidays).toEqual(
      expect.arrayContaining([{ date: '2027-12-25', name: 'Christmas Day' }]),
    );

    // Friday 20 February 2026; Wednesday 25 February is EDSA People Power day on the seeded list.
    await setTime(new Date('2026-02-20T02:00:00.000Z'));
    const { reference } = await submit('Please send my transcript of records to the registrar.');
    const id = await idOf(reference);
    expect((await detail(id)).due_date).toBe('2026-02-26');

    expect((await patch(id, { classification: 'complex' })).statusCode).toBe(200);
    expect((await detail(id)).due_date).toBe('2026-03-04');
    expect((await patch(id, { classification: 'highly_technical' })).statusCode).toBe(200);
    // 20 working days: Maundy Thursday 2 April is the next holiday, after the deadline.
    expect((await detail(id)).due_date).toBe('2026-03-23');
    expect((await patch(id, { classification: 'simple' })).statusCode).toBe(200);

    // A holiday added in the portal moves open deadlines and says so in the history.
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/admin/case-holidays',
      headers: bearer(superToken),
      payload: { date: '2026-02-26', name: 'Campus Foundation Day' },
    });
    expect(add.statusCode).toBe(201);
    const moved = await detail(id);
    expect(moved.due_date).toBe('2026-02-27');
    expect(moved.history.at(-1)?.summary).toBe(
      'Due date Thu 26 Feb 2026 → Fri 27 Feb 2026 (holiday added: Campus Foundation Day, Thu 26 Feb 2026)',
    );
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/case-holidays',
      headers: bearer(superToken),
      payload: { date: '2026-02-26', name: 'Again' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CASE_MESSAGES.holidayExists);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/case-holidays',
      headers: bearer(superToken),
      payload: { date: '2026-02-30', name: 'Nope' },
    });
    expect(bad.json().message).toBe(CASE_MESSAGES.holidayDateInvalid);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/case-holidays/2026-02-26',
      headers: bearer(superToken),
    });
    expect(del.statusCode).toBe(200);
    expect((await detail(id)).due_date).toBe('2026-02-26');

    // Due today and overdue, by the campus calendar.
    await setTime(new Date('2026-02-26T01:00:00.000Z'));
    expect((await list(`?q=${reference}`)).cases[0]?.due_state).toBe('due_today');
    expect((await list('?due=due_today')).cases.map((c) => c.reference)).toContain(reference);
    await setTime(new Date('2026-02-26T16:30:00.000Z')); // 00:30 on 27 February in Manila
    expect((await list(`?q=${reference}`)).cases[0]?.due_state).toBe('overdue');
    expect((await list('?due=overdue')).cases.map((c) => c.reference)).toContain(reference);
    expect((await list('?due=on_time')).cases.map((c) => c.reference)).not.toContain(reference);
  });

  it('addWorkingDays starts counting the day after receipt, also from a weekend', () => {
    const none = new Set<string>();
    expect(addWorkingDays('2026-01-17', 3, none)).toBe('2026-01-21'); // Saturday → Wednesday
    expect(
      addWorkingDays(
        '2026-12-23',
        3,
        new Set(['2026-12-24', '2026-12-25', '2026-12-30', '2026-12-31', '2027-01-01']),
      ),
    ).toBe('2027-01-04');
  });

  it('enforces who sees and changes which case', async () => {
    const { reference } = await submit('The canteen near the BSIT building is closed.');
    const id = await idOf(reference);
    // Anonymous.
    for (const [method, url] of [
      ['GET', '/api/admin/cases'],
      ['GET', `/api/admin/cases/${id}`],
      ['PATCH', `/api/admin/cases/${id}`],
      ['POST', `/api/admin/cases/${id}/replies`],
      ['GET', '/api/admin/case-report?month=2026-01'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    // Unassigned: only superadmins.
    expect((await list(`?q=${reference}`, bsit.token)).cases).toHaveLength(0);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/admin/cases/${id}`,
      headers: bearer(bsit.token),
    });
    // Another office's (or no office's) case answers exactly as a missing one.
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ ok: false, message: CASE_MESSAGES.notFound });

    // Assigned to BSIT: BSIT admins see and work on it; other offices do not.
    expect((await patch(id, { office_id: 2 })).statusCode).toBe(200);
    const seen = await list(`?q=${reference}`, bsit.token);
    expect(seen.cases.map((c) => c.reference)).toEqual([reference]);
    expect((await detail(id, bsit.token)).status).toBe('in_progress');
    expect((await list('', bsa.token)).cases.map((c) => c.reference)).not.toContain(reference);
    for (const [method, url, payload] of [
      ['GET', `/api/admin/cases/${id}`, undefined],
      ['PATCH', `/api/admin/cases/${id}`, { status: 'closed' }],
      ['POST', `/api/admin/cases/${id}/notes`, { body: 'Not mine' }],
      ['POST', `/api/admin/cases/${id}/replies`, { body: 'Not mine' }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(bsa.token), payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(CASE_MESSAGES.notFound);
    }
    const byReference = await t.app.inject({
      url: `/api/admin/cases/by-reference/${reference}`,
      headers: bearer(bsa.token),
    });
    expect(byReference.statusCode).toBe(404);
    expect(byReference.json().message).toBe(CASE_MESSAGES.unknownReference(reference));
    // Office admins work on their case but do not move it to another office, the holiday list or the report.
    expect((await patch(id, { classification: 'complex' }, bsit.token)).statusCode).toBe(200);
    const move = await patch(id, { office_id: 5 }, bsit.token);
    expect(move.statusCode).toBe(403);
    expect(move.json().message).toBe(CASE_MESSAGES.officeOnlySuperadmin);
    for (const [method, url, payload] of [
      ['POST', '/api/admin/case-holidays', { date: '2026-03-02', name: 'x' }],
      ['DELETE', '/api/admin/case-holidays/2026-04-09', undefined],
      ['GET', '/api/admin/case-report?month=2026-01', undefined],
      ['GET', '/api/admin/case-report.csv?month=2026-01', undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(bsit.token), payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // Filters by office and status.
    expect((await list('?office=2&status=in_progress')).cases.map((c) => c.reference)).toContain(reference);
    expect((await list('?office=none')).cases.map((c) => c.reference)).not.toContain(reference);
    expect((await list('?status=new')).cases.map((c) => c.reference)).not.toContain(reference);
  });

  it('keeps notes and a history of every change with who and when, and audits every view', async () => {
    const { reference } = await submit('My scholarship grant has not been released yet.', 'rico@example.org');
    const id = await idOf(reference);
    expect((await patch(id, { office_id: 1 })).statusCode).toBe(200);
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/admin/cases/${id}/notes`,
      headers: bearer(superToken),
      payload: { body: 'Checked with the cashier: release is on Friday.' },
    });
    expect(note.statusCode).toBe(201);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/cases/${id}/notes`,
      headers: bearer(superToken),
      payload: { body: '   ' },
    });
    expect(empty.json().message).toBe(CASE_MESSAGES.noteRequired);
    const c = await detail(id);
    expect(c.notes).toMatchObject([
      { body: 'Checked with the cashier: release is on Friday.', author: 'Site Administrator' },
    ]);
    expect(c.history.map((h) => h.summary)).toEqual([
      expect.stringContaining('Case opened'),
      'Office: Unassigned → ADMIN',
      'Status: New → In progress',
      'Internal note added',
    ]);
    expect(c.history.slice(1).every((h) => h.actor === 'Site Administrator' && h.created_at)).toBe(true);

    const views = await t.db.kysely
      .selectFrom('audit_log')
      .select(['actor', 'target_id'])
      .where('action', '=', 'case.view')
      .where('target_id', '=', reference)
      .execute();
    expect(views.length).toBeGreaterThanOrEqual(1);
    expect(views[0]?.actor).toBe(SUPERADMIN.email);

    // Search by e-mail and by text.
    expect((await list('?q=RICO@example')).cases.map((x) => x.reference)).toEqual([reference]);
    expect((await list('?q=scholarship grant')).cases.map((x) => x.reference)).toEqual([reference]);
  });

  it('keeps replies as plain text, answers the case and says when e-mail is not configured', async () => {
    const { reference } = await submit('Where do I claim my ID card?');
    const id = await idOf(reference);
    const text = 'Hello <b>Ana</b>,\n<script>alert(1)</script> claim it at the registrar & cashier.';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/cases/${id}/replies`,
      headers: bearer(superToken),
      payload: { body: text },
    });
    expect(res.statusCode).toBe(201);
    const full = await t.app.inject({
      method: 'GET',
      url: `/api/admin/cases/${id}`,
      headers: bearer(superToken),
    });
    expect(full.json().mailConfigured).toBe(false);
    const c = caseDetailResponseSchema.parse(full.json()).case;
    expect(c.status).toBe('answered');
    expect(c.answered_at).not.toBeNull();
    const reply = c.mail.find((m) => m.kind === 'reply');
    expect(reply).toMatchObject({ state: 'queued', to_address: 'ana@example.com' });
    expect(reply?.body.startsWith(text)).toBe(true);
    const blank = await t.app.inject({
      method: 'POST',
      url: `/api/admin/cases/${id}/replies`,
      headers: bearer(superToken),
      payload: { body: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(CASE_MESSAGES.replyRequired);
  });

  it('says so for an unknown reference, in the lookup and in the search', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/cases/by-reference/case-2026-zzzzzz',
      headers: bearer(superToken),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CASE_MESSAGES.unknownReference('CASE-2026-ZZZZZZ'));
    const page = await list('?q=CASE-2026-ZZZZZZ');
    expect(page.cases).toHaveLength(0);
    expect(page.unknownReference).toBe('CASE-2026-ZZZZZZ');
  });

  it('reports a month per office: received, answered within the deadline, overdue, median time, CSV', async () => {
    await setTime(new Date('2026-05-04T01:00:00.000Z')); // Monday 4 May, Manila
    const a = await idOf((await submit('Report case one: answered on time.')).reference);
    const b = await idOf((await submit('Report case two: answered late.')).reference);
    await submit('Report case three: never answered.');
    await patch(a, { office_id: 2 });
    await patch(b, { office_id: 2 });
    await setTime(new Date('2026-05-05T01:00:00.000Z')); // one day later
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/cases/${a}/replies`,
      headers: bearer(superToken),
      payload: { body: 'Done.' },
    });
    await setTime(new Date('2026-05-11T01:00:00.000Z')); // a week later, past the 7 May deadline
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/cases/${b}/replies`,
      headers: bearer(superToken),
      payload: { body: 'Sorry for the wait.' },
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/case-report?month=2026-05',
      headers: bearer(superToken),
    });
    const r = reportResponseSchema.parse(res.json());
    expect(r.rows).toEqual([
      {
        office_id: 2,
        office: 'BSIT',
        received: 2,
        answered_within_deadline: 1,
        overdue: 1,
        median_days_to_answer: 4,
      },
      {
        office_id: null,
        office: 'Unassigned',
        received: 1,
        answered_within_deadline: 0,
        overdue: 1,
        median_days_to_answer: null,
      },
    ]);
    expect(r.total).toMatchObject({
      received: 3,
      answered_within_deadline: 1,
      overdue: 2,
      median_days_to_answer: 4,
    });

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/case-report.csv?month=2026-05',
      headers: bearer(superToken),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('concern-cases-2026-05.csv');
    expect(csv.body.split('\r\n')).toEqual([
      'Month,Office,Received,Answered within deadline,Overdue,Median days to answer',
      '2026-05,BSIT,2,1,1,4',
      '2026-05,Unassigned,1,0,1,',
      '2026-05,All offices,3,1,2,4',
      '',
    ]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/case-report?month=2026-13',
      headers: bearer(superToken),
    });
    expect(bad.json().message).toBe(CASE_MESSAGES.monthInvalid);
  });

  it('purges closed cases with their notes, history and mail after the retention period, keeps open ones', async () => {
    await setTime(new Date('2026-06-01T01:00:00.000Z'));
    const closedRef = (await submit('Old closed concern about parking.')).reference;
    const openRef = (await submit('Old open concern about the gate.')).reference;
    const closedId = await idOf(closedRef);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/cases/${closedId}/notes`,
      headers: bearer(superToken),
      payload: { body: 'Parking note' },
    });
    expect((await patch(closedId, { status: 'closed' })).statusCode).toBe(200);

    await setTime(new Date(clock.now().getTime() + (t.config.concernRetentionDays - 1) * DAY));
    await caseHousekeeping.run(t.app.ctx);
    expect(await idOf(closedRef)).toBe(closedId);

    await setTime(new Date(clock.now().getTime() + 2 * DAY));
    await caseHousekeeping.run(t.app.ctx);
    await concernRetentionPurge.run(t.app.ctx);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/admin/cases/by-reference/${closedRef}`,
      headers: bearer(superToken),
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(CASE_MESSAGES.unknownReference(closedRef));
    for (const table of ['concern_case_notes', 'concern_case_events', 'concern_mail'] as const) {
      const rows = await t.db.kysely
        .selectFrom(table)
        .select('case_id')
        .where('case_id', '=', closedId)
        .execute();
      expect(rows, table).toHaveLength(0);
    }
    // The open case stays, with its own copy of the message after the submission itself is purged.
    const openId = await idOf(openRef);
    expect((await detail(openId)).message).toBe('Old open concern about the gate.');
  });
});
