// FOI requests on the case engine: the public form, its own reference series and 15-working-day clock, the
// receiving officer's and decision maker's steps (clarification pauses the clock, one extension, decision with
// an exception, internal review), the disclosure log without personal data, lapses closed exactly once, the
// personal-data purge, and FOI requests kept apart from concern cases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foiHousekeeping } from '../../src/server/jobs/foi-housekeeping.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { addWorkingDays } from '../../src/server/lib/working-days.ts';
import { closeLapsedFoiRequests } from '../../src/server/services/foi-requests.ts';
import { caseEndpoints } from '../../src/shared/contract/cases.ts';
import {
  type FoiAction,
  foiDetailResponseSchema,
  foiEndpoints,
  foiListResponseSchema,
  foiRegisterResponseSchema,
  foiSubmitResponseSchema,
} from '../../src/shared/contract/foi.ts';
import { FOI_MESSAGES, FOI_REFERENCE_PATTERN } from '../../src/shared/contract/foi-rules.ts';
import { type CreatedUser, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { inject } from '../support/inject.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 24 * 60 * 60_000;
const form = {
  name: 'Maria Santos',
  email: 'maria.santos@example.com',
  subject: 'Budget of the campus library for 2025',
  information: 'The approved 2025 budget of the campus library and what was spent on books.',
  purpose: 'Research for a local newspaper article.',
  format: 'pdf',
};

describe('FOI requests', () => {
  // Thursday 15 January 2026, 16:00 in Manila.
  const clock = manualClock(new Date('2026-01-15T08:00:00.000Z'));
  let t: TestApp;
  let superToken: string;
  let bsit: CreatedUser;

  const submit = async (body: object = form) => {
    const res = await inject(t.app, foiEndpoints.submit, { body: body as typeof form });
    expect(res.statusCode).toBe(201);
    return foiSubmitResponseSchema.parse(res.json());
  };
  const idOf = async (reference: string) => {
    const res = await inject(t.app, foiEndpoints.list, { query: {}, token: superToken });
    const list = foiListResponseSchema.parse(res.json());
    return list.requests.find((r) => r.reference === reference)?.id ?? 0;
  };
  const detail = async (id: number, token = superToken) => {
    const res = await inject(t.app, foiEndpoints.detail, { params: { id }, token });
    expect(res.statusCode).toBe(200);
    return foiDetailResponseSchema.parse(res.json()).request;
  };
  const act = (id: number, body: FoiAction, token = superToken) =>
    inject(t.app, foiEndpoints.act, { params: { id }, body, token });
  const register = async () =>
    foiRegisterResponseSchema.parse((await inject(t.app, foiEndpoints.register, { query: {} })).json());
  const setTime = async (at: Date) => {
    clock.set(at);
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    bsit.token = await signIn(t.app, bsit.email, bsit.password);
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    bsit = await createUser(t.app, superToken, { office: 'bsit' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an incomplete request next to the field', async () => {
    const res = await inject(t.app, foiEndpoints.submit, { body: { ...form, purpose: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: FOI_MESSAGES.purposeRequired, field: 'purpose' });
    const bad = await inject(t.app, foiEndpoints.submit, { body: { ...form, email: 'a,b@x.ph' } });
    expect(bad.json()).toMatchObject({ message: FOI_MESSAGES.emailInvalid, field: 'email' });
  });

  it('takes a request through extension, clarification, denial and review, mailing each step', async () => {
    const { reference, due_date } = await submit();
    expect(reference).toMatch(FOI_REFERENCE_PATTERN);
    // 15 working days from Thursday 15 January: counting starts Friday 16, weekends skipped.
    expect(due_date).toBe('2026-02-05');
    const id = await idOf(reference);

    // Not a concern case: the concern desk neither lists nor opens it.
    const concerns = await inject(t.app, caseEndpoints.list, { query: {}, token: superToken });
    expect(concerns.json().cases.map((c: { reference: string }) => c.reference)).not.toContain(reference);
    expect(
      (await inject(t.app, caseEndpoints.detail, { params: { id }, token: superToken })).statusCode,
    ).toBe(404);
    // An office admin sees it once it is assigned to their office.
    expect((await inject(t.app, foiEndpoints.detail, { params: { id }, token: bsit.token })).statusCode).toBe(
      404,
    );
    expect((await act(id, { action: 'assign', office_id: 2 })).statusCode).toBe(200);

    let r = await detail(id, bsit.token);
    expect(r).toMatchObject({
      status: 'in_progress',
      requester_name: 'Maria Santos',
      format: expect.any(String),
    });
    expect(r.actions).toEqual(['clarify', 'extend', 'note']);
    expect(r.mail.map((m) => m.kind)).toEqual(['acknowledgement']);
    expect(r.mail[0]?.body).toContain(reference);
    expect(r.mail[0]?.body).toContain('February 5, 2026');

    // The receiving officer cannot decide; the decision maker can.
    const refused = await act(id, { action: 'decide', decision: 'granted', text: 'Here it is.' }, bsit.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(FOI_MESSAGES.onlyDecisionMaker);

    const extended = await act(
      id,
      { action: 'extend', days: 10, reason: 'The records are kept in the main campus archive.' },
      bsit.token,
    );
    expect(extended.statusCode).toBe(200);
    r = await detail(id);
    // Ten working days after 5 February, skipping the weekends and Chinese New Year (17 February).
    expect(r.due_date).toBe('2026-02-20');
    expect(r.extended).toBe(true);
    expect(r.mail.at(-1)?.body).toContain('The records are kept in the main campus archive.');
    const again = await act(id, { action: 'extend', days: 5, reason: 'More.' }, bsit.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FOI_MESSAGES.alreadyExtended);

    // Monday 2 February: clarification pauses the clock with 13 working days left (3-6, 9-13, 16, 18-20 Feb).
    await setTime(new Date('2026-02-02T02:00:00.000Z'));
    await act(id, { action: 'clarify', text: 'Which months of 2025 do you need?' }, bsit.token);
    const holidays = (await t.db.kysely.selectFrom('holidays').select('date').execute()).map((h) => h.date);
    r = await detail(id);
    expect(r).toMatchObject({
      status: 'awaiting_clarification',
      paused_on: '2026-02-02',
      due_state: 'on_time',
    });
    // Ten days later the answer comes: the 13 days run again from Thursday 12 February.
    await setTime(new Date('2026-02-12T02:00:00.000Z'));
    await act(id, { action: 'clarified' }, bsit.token);
    r = await detail(id);
    // The 13 working days left run again from the day after.
    expect(r.status).toBe('in_progress');
    expect(r.due_date).toBe(addWorkingDays('2026-02-12', 13, new Set(holidays)));

    const noException = await act(id, {
      action: 'decide',
      decision: 'denied',
      text: 'We cannot release it.',
    });
    expect(noException.statusCode).toBe(400);
    expect(noException.json().field).toBe('exception');
    await act(id, {
      action: 'decide',
      decision: 'denied',
      exception: 'deliberative',
      text: 'The budget is still being deliberated by the Board.',
    });
    r = await detail(id);
    expect(r).toMatchObject({ status: 'answered', decision: 'denied', due_state: 'done' });
    expect(r.actions).toContain('review_requested');
    expect(r.mail.at(-1)?.subject).toContain('Denied');

    let log = (await register()).entries.find((e) => e.reference === reference);
    expect(log).toMatchObject({ subject: form.subject, decision: 'denied', released: null });
    expect(JSON.stringify(await register())).not.toMatch(/Maria|maria\.santos|newspaper/);

    await act(id, { action: 'review_requested' }, bsit.token);
    const review = await act(
      id,
      { action: 'review_decided', outcome: 'reversed', text: 'Released: the approved budget is ₱2,400,000.' },
      bsit.token,
    );
    expect(review.statusCode).toBe(403);
    await act(id, {
      action: 'review_decided',
      outcome: 'reversed',
      text: 'Released: the approved budget is ₱2,400,000.',
    });
    r = await detail(id);
    expect(r).toMatchObject({ status: 'closed', decision: 'granted', review_outcome: 'reversed' });
    log = (await register()).entries.find((e) => e.reference === reference);
    expect(log).toMatchObject({ status: 'closed', decision: 'granted' });
    expect(log?.released).toContain('₱2,400,000');
    expect(r.history.map((h) => h.summary).join('\n')).toMatch(/extended by 10 working days/);

    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', reference)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['foi.submit', 'foi.extend', 'foi.clarify', 'foi.decide', 'foi.review_decided']),
    );

    // A year after closing, the personal data goes; the log keeps the entry.
    await setTime(new Date(clock.now().getTime() + (t.config.foiRetentionDays + 1) * DAY));
    await foiHousekeeping.run(t.app.ctx);
    r = await detail(id);
    expect(r).toMatchObject({ requester_name: '', reply_email: '', information: '', purpose: '', mail: [] });
    expect((await register()).entries.some((e) => e.reference === reference)).toBe(true);
  });

  it('closes a request 60 days without clarification, and a denial not reviewed in 15 days, exactly once', async () => {
    const start = new Date('2027-03-01T02:00:00.000Z');
    await setTime(start);
    const a = await idOf((await submit({ ...form, subject: 'Clarify me' })).reference);
    const b = await idOf((await submit({ ...form, subject: 'Deny me' })).reference);
    await act(a, { action: 'clarify', text: 'Which documents?' });
    await act(b, {
      action: 'decide',
      decision: 'partly_granted',
      exception: 'personal',
      text: 'Part of it.',
    });

    await setTime(new Date(start.getTime() + 59 * DAY));
    const deps = {
      db: t.db,
      clock,
      sessionSecret: t.app.ctx.sessionSecret,
      config: t.config,
      emit: t.app.ctx.emit,
    };
    expect(await closeLapsedFoiRequests(deps)).toBe(1); // b only
    expect((await detail(b)).status).toBe('closed');
    await setTime(new Date(start.getTime() + 61 * DAY));
    const [x, y] = await Promise.all([closeLapsedFoiRequests(deps), closeLapsedFoiRequests(deps)]);
    expect(x + y).toBe(1);
    const closed = await detail(a);
    expect(closed.status).toBe('closed');
    expect(closed.history.filter((h) => h.summary.startsWith('Closed:'))).toHaveLength(1);
    expect(closed.mail.filter((m) => m.subject.startsWith('Your FOI request is closed'))).toHaveLength(1);
  });
});
