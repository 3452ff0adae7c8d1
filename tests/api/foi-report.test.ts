// The quarterly FOI report (eFOI summary layout): requests received in a quarter counted by what became of
// them (denials by exception), pending and extended ones, and the average working days to a decision, checked
// against a hand count; the page without scripts and the CSV with the same figures; no personal data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/server/lib/clock.ts';
import { type FoiAction, foiEndpoints, foiListResponseSchema } from '../../src/shared/contract/foi.ts';
import { foiReportEndpoints } from '../../src/shared/contract/foi-report.ts';
import { SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { inject } from '../support/inject.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const form = {
  name: 'Jose Rizal',
  email: 'jose.rizal@example.com',
  subject: 'Campus budget',
  information: 'The approved budget of the campus.',
  purpose: 'Research.',
  format: 'pdf',
};

describe('quarterly FOI report', () => {
  const clock = manualClock(new Date('2026-01-15T02:00:00.000Z'));
  let t: TestApp;
  let token: string;

  const at = async (iso: string) => {
    clock.set(new Date(iso));
    token = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  };
  const submit = async (subject: string) => {
    const res = await inject(t.app, foiEndpoints.submit, { body: { ...form, subject } });
    expect(res.statusCode).toBe(201);
    const list = foiListResponseSchema.parse(
      (await inject(t.app, foiEndpoints.list, { query: {}, token })).json(),
    );
    return list.requests.find((r) => r.reference === res.json().reference)?.id ?? 0;
  };
  const act = async (id: number, body: FoiAction) => {
    const res = await inject(t.app, foiEndpoints.act, { params: { id }, body, token });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    token = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts a quarter as the eFOI summary does, the average over working days by hand', async () => {
    // Thursday 15 January 2026, 10:00 in Manila: four requests.
    const granted = await submit('Budget 2025');
    const partly = await submit('Contracts 2025');
    const denied = await submit('Board minutes');
    await submit('Faculty list');
    // Thursday 22 January: 5 working days (16, 19, 20, 21, 22).
    await at('2026-01-22T02:00:00.000Z');
    await act(granted, { action: 'decide', decision: 'granted', text: 'Attached.' });
    await act(denied, { action: 'extend', days: 10, reason: 'The minutes are in the main campus archive.' });
    // Thursday 29 January: 10 working days.
    await at('2026-01-29T02:00:00.000Z');
    await act(partly, {
      action: 'decide',
      decision: 'partly_granted',
      exception: 'personal',
      text: 'Names of private persons removed.',
    });
    // Thursday 5 February: 15 working days.
    await at('2026-02-05T02:00:00.000Z');
    await act(denied, {
      action: 'decide',
      decision: 'denied',
      exception: 'deliberative',
      text: 'Still being deliberated.',
    });
    // Wednesday 1 April, 07:30 in Manila (still 31 March in UTC): the second quarter's.
    await at('2026-03-31T23:30:00.000Z');
    await submit('Enrolment figures');

    const res = await inject(t.app, foiReportEndpoints.quarter, { query: { year: 2026, quarter: 1 } });
    expect(res.statusCode).toBe(200);
    const report = res.json().report;
    expect(report).toMatchObject({
      year: 2026,
      quarter: 1,
      from: '2026-01-01',
      to: '2026-03-31',
      received: 4,
      granted: 1,
      partly_granted: 1,
      denied: 1,
      referred: 0,
      pending: 1,
      extended: 1,
      // (5 + 10 + 15) / 3
      average_working_days: 10,
    });
    expect(report.denied_by_exception.filter((e: { count: number }) => e.count > 0)).toEqual([
      {
        id: 'deliberative',
        label: 'Drafts, minutes and records of deliberations before a decision is made',
        count: 1,
      },
    ]);
    const q2 = (
      await inject(t.app, foiReportEndpoints.quarter, { query: { year: 2026, quarter: 2 } })
    ).json();
    expect(q2.report).toMatchObject({ received: 1, pending: 1, average_working_days: null });
    // Without a quarter: the current one.
    expect((await inject(t.app, foiReportEndpoints.quarter, { query: {} })).json().report.quarter).toBe(2);
    expect(
      (await inject(t.app, foiReportEndpoints.quarter, { query: { year: 2026, quarter: 5 } })).statusCode,
    ).toBe(400);
  });

  it('shows the page without scripts or personal data, and the same figures as CSV', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/foi/report?year=2026&quarter=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('<dt>Requests received</dt><dd>4</dd>');
    expect(page.body).toContain('<dt>Average working days to decide</dt><dd>10</dd>');
    expect(page.body).not.toMatch(/Jose|rizal|Board minutes/i);
    const csv = await t.app.inject({ method: 'GET', url: '/foi/report.csv?year=2026&quarter=1' });
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, row] = csv.body.trim().split('\r\n');
    // Commas inside quoted cells (the exceptions' names) are not separators.
    const split = (line = '') =>
      line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((c) => c.replace(/^"|"$/g, ''));
    const values = split(row);
    const cells = Object.fromEntries(split(header).map((h, i) => [h, values[i]]));
    expect(cells).toMatchObject({
      Year: '2026',
      Quarter: 'Q1',
      'Requests received': '4',
      Granted: '1',
      'Partially granted': '1',
      Denied: '1',
      Pending: '1',
      Extended: '1',
      'Average working days to decide': '10',
      'Denied: Drafts, minutes and records of deliberations before a decision is made': '1',
    });
  });
});
