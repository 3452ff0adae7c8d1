// The yearly Client Satisfaction Measurement figure as ARTA MC 2022-05 prescribes it: per dimension, agree and
// strongly agree over the answers given (N/A left out), and overall over every SQD1–SQD8 answer, SQD0 reported
// on its own line (ADR 0052); checked against a computation done by hand on five seeded answers.
import { describe, expect, it } from 'vitest';
import type { YearResponse } from '../../src/server/repositories/csm.ts';
import { csmReportCsv, csmReportOf } from '../../src/server/services/csm.ts';

const row = (over: Partial<YearResponse>, sqd: Array<number | null>): YearResponse =>
  ({
    channel: 'service',
    service_id: 1,
    service_title: 'Issuance of Transcript of Records',
    office_id: 1,
    client_type: 'citizen',
    cc1: 1,
    answered_on: '2026-03-02',
    created_at: '2026-03-02T01:00:00.000Z',
    suggestions: null,
    ...(Object.fromEntries(sqd.map((v, i) => [`sqd${i}`, v])) as Record<`sqd${number}`, number | null>),
    ...over,
  }) as YearResponse;

// SQD0 … SQD8 of five answers (null = N/A).
const seeded: YearResponse[] = [
  row({ suggestions: '=HYPERLINK("x") Longer hours, please.', created_at: '2026-02-01T02:00:00.000Z' }, [
    5,
    4,
    5,
    4,
    3,
    null,
    5,
    5,
    4,
  ]),
  row(
    {
      client_type: 'business',
      cc1: 4,
      suggestions: 'A queue number system.',
      answered_on: '2026-04-10',
      created_at: '2026-04-10T03:00:00.000Z',
    },
    [4, 2, 4, 4, 4, null, 4, 5, 5],
  ),
  row(
    { channel: 'concern', service_id: null, service_title: null, office_id: 2 },
    [2, 1, 3, 2, 2, 2, 3, 4, 2],
  ),
  row({ client_type: 'government', cc1: 2 }, [5, 5, 5, 5, 5, 5, 5, 5, 5]),
  row({ channel: 'foi', service_id: null, service_title: null, office_id: null, cc1: 3 }, [
    3,
    null,
    null,
    4,
    null,
    null,
    null,
    5,
    1,
  ]),
];

describe('the yearly satisfaction figures', () => {
  const r = csmReportOf(2026, seeded);

  it('rates each dimension as agree + strongly agree over the answers, N/A left out', () => {
    const by = Object.fromEntries(r.year_total.dimensions.map((d) => [d.code, d]));
    // SQD0: 5,4,2,5,3 → 3 of 5 agree = 60 %.
    expect(by.SQD0).toMatchObject({ counts: [0, 1, 1, 1, 2], na: 0, answered: 5, positive: 3, rate: 60 });
    // SQD1: 4,2,1,5,N/A → 2 of 4 = 50 %.
    expect(by.SQD1).toMatchObject({ answered: 4, na: 1, positive: 2, rate: 50 });
    // SQD5: N/A,N/A,2,5,N/A → 1 of 2 = 50 %.
    expect(by.SQD5).toMatchObject({ answered: 2, na: 3, positive: 1, rate: 50 });
    // SQD8: 4,5,2,5,1 → 3 of 5 = 60 %.
    expect(by.SQD8).toMatchObject({ answered: 5, positive: 3, rate: 60 });
    // SQD4: 3,4,2,5,N/A → 2 of 4 = 50 %.
    expect(by.SQD4?.rate).toBe(50);
  });

  it('gives the overall score over every SQD1–SQD8 answer of the year, SQD0 apart', () => {
    // SQD1–SQD8 of five answers: 40 answers, 1 + 1 + 0 + 0 + 5 = 7 N/A → 33 answered (7 + 7 + 8 + 8 + 3).
    // Agree or strongly agree: 6 + 6 + 1 + 8 + 2 = 23. 23 / 33 = 69.70 %. With SQD0 pooled in it would
    // be 26 / 38 = 68.4 %: SQD0 must not move the overall figure.
    expect(r.year_total.responses).toBe(5);
    expect(r.year_total.overall).toMatchObject({ answered: 33, na: 7, positive: 23, rate: 69.7 });
    expect(r.year_total.dimensions[0]).toMatchObject({ code: 'SQD0', rate: 60 });
  });

  it('groups by service, by office and by client type', () => {
    expect(r.by_service.map((g) => [g.label, g.responses])).toEqual([
      ['Concerns and feedback', 1],
      ['Freedom of Information requests', 1],
      ['Issuance of Transcript of Records', 3],
    ]);
    const service = r.by_service.find((g) => g.key === 'service:1');
    // SQD1–SQD8: 7 + 7 (one N/A each) + 8 answers = 22 answered; agree: 6 + 6 + 8 = 20 → 90.9 %.
    expect(service?.overall).toMatchObject({ answered: 22, positive: 20, rate: 90.9 });
    expect(r.by_office.map((g) => [g.label, g.responses])).toEqual([
      ['Administration', 3],
      ['Bachelor of Science in Information Technology', 1],
      ['Unassigned', 1],
    ]);
    expect(r.client_types.map((c) => c.count)).toEqual([3, 1, 1]);
    expect(r.cc1).toEqual([2, 1, 1, 1]);
  });

  it('lists the suggestions newest first with their office and service only', () => {
    expect(r.suggestions).toEqual([
      {
        answered_on: '2026-04-10',
        office: 'Administration',
        service: 'Issuance of Transcript of Records',
        text: 'A queue number system.',
      },
      {
        answered_on: '2026-03-02',
        office: 'Administration',
        service: 'Issuance of Transcript of Records',
        text: '=HYPERLINK("x") Longer hours, please.',
      },
    ]);
  });

  it('writes the CSV with the counts behind every rate, then the suggestions', () => {
    const lines = csmReportCsv(r).trimEnd().split('\r\n');
    const figures = 1 + 10 * (1 + r.by_office.length + r.by_service.length);
    expect(lines).toHaveLength(figures + 2 + 2);
    expect(lines).toContain(
      // SQD1–SQD8 answers 1 to 5: 2, 5, 3, 9, 14.
      '2026,Year,"All services, 2026",5,Overall,2,5,3,9,14,7,33,23,69.7',
    );
    expect(lines.slice(figures)).toEqual([
      '',
      'Answered on,Office,Service,Suggestion',
      '2026-04-10,Administration,Issuance of Transcript of Records,A queue number system.',
      // A formula is defused with a leading quote.
      `2026-03-02,Administration,Issuance of Transcript of Records,"'=HYPERLINK(""x"") Longer hours, please."`,
    ]);
  });

  it('has no rate where nobody answered', () => {
    const empty = csmReportOf(2025, []);
    expect(empty.year_total.overall).toMatchObject({ answered: 0, rate: null });
    expect(empty.by_service).toEqual([]);
  });
});
