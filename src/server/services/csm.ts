// Client Satisfaction Measurement (ARTA MC 2022-05; docs/decisions/0046-client-satisfaction.md): the survey
// link mailed once a concern case or FOI request is closed (signed, answered once), the anonymous survey of a
// service page, the year's report computed as ARTA prescribes, and the purge of the answers' personal parts.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { siteConfig } from '../../../config/site.ts';
import {
  CLIENT_TYPE_LABELS,
  CLIENT_TYPES,
  type CsmForm,
  type CsmGroup,
  type CsmReport,
  type CsmSuggestion,
  type DimensionResult,
  OVERALL_SQD_KEYS,
  SQD_QUESTIONS,
  type SqdKey,
} from '../../shared/contract/csm.ts';
import { findOffice, findOfficeById } from '../../shared/contract/offices.ts';
import { CSM_PATH } from '../../shared/routes.ts';
import type { Database } from '../db/schema.ts';
import { campusDate } from '../lib/working-days.ts';
import { insertMail } from '../repositories/concern-cases.ts';
import {
  claimInvitation,
  findInvitation,
  insertInvitation,
  insertResponse,
  purgeResponsesBefore,
  responsesOfYear,
  type YearResponse,
} from '../repositories/csm.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import type { AppContext } from './app-context.ts';
import { newMessageId, queuedMail } from './queued-mail.ts';

const DAY_MS = 24 * 60 * 60_000;
/** A survey asks about a transaction just concluded: its link is kept open this long after the case closed. */
export const CSM_LINK_DAYS = 30;

/** What inviting needs: the signing secret and the site's address for the link, besides the database. */
export type SurveyContext = Pick<AppContext, 'db' | 'clock' | 'sessionSecret' | 'config'>;

// ——— Signed links ———

const signature = (secret: string, inv: { id: number; link_key: string }) =>
  createHmac('sha256', secret).update(`csm-link-v1\0${inv.id}\0${inv.link_key}`).digest('base64url');

export const surveyToken = (
  ctx: Pick<SurveyContext, 'sessionSecret'>,
  inv: { id: number; link_key: string },
) => `${inv.id}.${signature(ctx.sessionSecret, inv)}`;

export type LinkState =
  | { state: 'open'; invitation: NonNullable<Awaited<ReturnType<typeof findInvitation>>> }
  | { state: 'invalid' | 'used' | 'expired' };

/** What a survey link names: an open invitation, one already answered or expired, or nothing valid. */
export async function surveyLinkState(
  ctx: Pick<SurveyContext, 'db' | 'clock' | 'sessionSecret'>,
  token: string | undefined,
): Promise<LinkState> {
  const m = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? '');
  if (!m) return { state: 'invalid' };
  const inv = await findInvitation(ctx.db.kysely, Number(m[1]));
  if (!inv) return { state: 'invalid' };
  const expected = Buffer.from(signature(ctx.sessionSecret, inv));
  const given = Buffer.from(m[2] as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { state: 'invalid' };
  if (inv.used_at) return { state: 'used' };
  if (Date.parse(inv.created_at) + CSM_LINK_DAYS * DAY_MS < ctx.clock.now().getTime())
    return { state: 'expired' };
  return { state: 'open', invitation: inv };
}

// ——— Invitation ———

const WHAT: Record<'concern' | 'foi', string> = {
  concern: 'your concern',
  foi: 'your Freedom of Information request',
};

/**
 * Queues the survey link to the requester of a case just closed, in the caller's transaction (`db`). A case
 * gets one invitation ever: closing it again sends nothing.
 */
export async function inviteToSurvey(
  ctx: Pick<SurveyContext, 'sessionSecret' | 'config'>,
  db: Kysely<Database>,
  c: { id: number; reference: string; reply_email: string; kind: 'concern' | 'foi' },
  iso: string,
): Promise<void> {
  if (!c.reply_email) return;
  const link_key = randomBytes(16).toString('base64url');
  const id = await insertInvitation(db, { case_id: c.id, link_key, created_at: iso });
  if (id === null) return;
  const link = `${siteBaseUrl(ctx.config)}${CSM_PATH}?t=${surveyToken(ctx, { id, link_key })}`;
  await insertMail(
    db,
    queuedMail({
      kind: 'survey',
      at: iso,
      to: c.reply_email,
      subject: `How did we do? (reference ${c.reference})`,
      body: [
        'Good day,',
        '',
        `We have closed ${WHAT[c.kind]} (reference ${c.reference}). Please tell us how we served you: the Anti-Red Tape Authority's Client Satisfaction Measurement takes about three minutes, and you may leave out any question.`,
        '',
        link,
        '',
        `The link works once, for ${CSM_LINK_DAYS} days. Your answers are read as figures and comments, never with your name or address.`,
        '',
        siteConfig.campus_name,
      ].join('\n'),
      messageId: newMessageId(c.reference.toLowerCase()),
      caseId: c.id,
      author: null,
    }),
  );
}

// ——— Answers ———

const ratings = (form: CsmForm) =>
  Object.fromEntries(SQD_QUESTIONS.map((q) => [q.key, form[q.key]])) as Record<SqdKey, number | null>;

function responseRow(
  ctx: Pick<SurveyContext, 'clock'>,
  form: CsmForm,
  where: { channel: 'concern' | 'foi' | 'service'; service_id: number | null; office_id: number | null },
) {
  const now = ctx.clock.now();
  return {
    created_at: now.toISOString(),
    answered_on: campusDate(now),
    ...where,
    client_type: form.client_type,
    cc1: form.cc1,
    // A client who does not know the charter answers N/A on CC2 and CC3, as the form instructs.
    cc2: form.cc1 === 4 ? 5 : form.cc2,
    cc3: form.cc1 === 4 ? 4 : form.cc3,
    ...ratings(form),
    sex: form.sex,
    age: form.age,
    region: form.region,
    service_availed: form.service_availed,
    suggestions: form.suggestions,
  };
}

/**
 * Stores the answers of an invitation's survey and closes its link, in one transaction: of two answers sent
 * at once only one is kept. False when the link was already used.
 */
export async function answerInvitation(
  ctx: Pick<SurveyContext, 'db' | 'clock'>,
  invitation: { id: number; kind: string; office_id: number | null },
  form: CsmForm,
): Promise<boolean> {
  const row = responseRow(ctx, form, {
    channel: invitation.kind === 'foi' ? 'foi' : 'concern',
    service_id: null,
    office_id: invitation.office_id,
  });
  return ctx.db.kysely.transaction().execute(async (trx) => {
    if (!(await claimInvitation(trx, invitation.id, row.created_at))) return false;
    await insertResponse(trx, row);
    return true;
  });
}

/** Stores an anonymous answer from a service page (rate-limited by the route). */
export async function answerForService(
  ctx: Pick<SurveyContext, 'db' | 'clock'>,
  service: { id: number; office: string },
  form: CsmForm,
): Promise<void> {
  const office_id = findOffice(service.office)?.office_id ?? null;
  await insertResponse(
    ctx.db.kysely,
    responseRow(ctx, form, { channel: 'service', service_id: service.id, office_id }),
  );
}

// ——— Report ———

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

function dimension(key: string, code: string, values: ReadonlyArray<number | null>): DimensionResult {
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  let na = 0;
  for (const v of values) {
    if (v === null) na += 1;
    else counts[(v - 1) as 0 | 1 | 2 | 3 | 4] += 1;
  }
  const answered = counts.reduce((a, b) => a + b, 0);
  const positive = counts[3] + counts[4];
  return { key, code, counts, na, answered, positive, rate: percent(positive, answered) };
}

/**
 * One group's figures: each SQD's share of agree and strongly agree over its answers (N/A left out), and
 * the overall score over every SQD1–SQD8 answer; SQD0 stays on its own line (ADR 0052).
 */
export function groupResult(key: string, label: string, rows: readonly YearResponse[]): CsmGroup {
  const dimensions = SQD_QUESTIONS.map((q) =>
    dimension(
      q.key,
      q.code,
      rows.map((r) => r[q.key]),
    ),
  );
  const overall = dimension(
    'overall',
    'Overall',
    rows.flatMap((r) => OVERALL_SQD_KEYS.map((k) => r[k])),
  );
  return { key, label, responses: rows.length, dimensions, overall };
}

const officeName = (id: number | null) =>
  id === null ? 'Unassigned' : (findOfficeById(id)?.name ?? `Office ${id}`);

const CHANNEL_LABELS = { concern: 'Concerns and feedback', foi: 'Freedom of Information requests' } as const;

const serviceLabel = (r: YearResponse) =>
  r.channel === 'service' ? (r.service_title ?? 'A service since removed') : CHANNEL_LABELS[r.channel];

/** The year's suggestions, newest first, with their office and service only (no demographics). */
function suggestionsOf(rows: readonly YearResponse[]): CsmSuggestion[] {
  return rows
    .filter((r): r is YearResponse & { suggestions: string } => Boolean(r.suggestions))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((r) => ({
      answered_on: r.answered_on,
      office: officeName(r.office_id),
      service: serviceLabel(r),
      text: r.suggestions,
    }));
}

function grouped(
  rows: readonly YearResponse[],
  keyOf: (r: YearResponse) => string,
  labelOf: (r: YearResponse) => string,
): CsmGroup[] {
  const groups = new Map<string, { label: string; rows: YearResponse[] }>();
  for (const r of rows) {
    const key = keyOf(r);
    const g = groups.get(key) ?? { label: labelOf(r), rows: [] };
    g.rows.push(r);
    groups.set(key, g);
  }
  return [...groups.entries()]
    .map(([key, g]) => groupResult(key, g.label, g.rows))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The year's report from its answers (pure, so a unit test checks it against a hand computation). */
export function csmReportOf(year: number, rows: readonly YearResponse[]): CsmReport {
  return {
    year,
    year_total: groupResult('year', `All services, ${year}`, rows),
    by_service: grouped(
      rows,
      (r) => (r.channel === 'service' ? `service:${r.service_id ?? 'gone'}` : r.channel),
      serviceLabel,
    ),
    by_office: grouped(
      rows,
      (r) => `office:${r.office_id ?? 'none'}`,
      (r) => officeName(r.office_id),
    ),
    client_types: CLIENT_TYPES.map((type) => ({
      type,
      label: CLIENT_TYPE_LABELS[type],
      count: rows.filter((r) => r.client_type === type).length,
    })),
    cc1: [1, 2, 3, 4].map((n) => rows.filter((r) => r.cc1 === n).length),
    suggestions: suggestionsOf(rows),
  };
}

export async function csmYearReport(
  ctx: Pick<SurveyContext, 'db' | 'clock'>,
  year?: number,
): Promise<CsmReport> {
  const y = year ?? Number(campusDate(ctx.clock.now()).slice(0, 4));
  return csmReportOf(y, await responsesOfYear(ctx.db.kysely, y));
}

/** The report as a spreadsheet: one line per group and dimension, with the counts behind each rate. */
export function csmReportCsv(r: CsmReport): string {
  const cell = (v: string | number | null) => {
    // A suggestion is the public's text: one starting like a formula is kept as text by the spreadsheet.
    const s = v == null ? '' : typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines: Array<Array<string | number | null>> = [
    [
      'Year',
      'Group',
      'Name',
      'Responses',
      'Dimension',
      'Strongly disagree',
      'Disagree',
      'Neither',
      'Agree',
      'Strongly agree',
      'N/A',
      'Answered',
      'Agree or strongly agree',
      'Rate (%)',
    ],
  ];
  const add = (kind: string, g: CsmGroup) => {
    for (const d of [...g.dimensions, g.overall])
      lines.push([
        r.year,
        kind,
        g.label,
        g.responses,
        d.code,
        ...d.counts,
        d.na,
        d.answered,
        d.positive,
        d.rate,
      ]);
  };
  add('Year', r.year_total);
  for (const g of r.by_office) add('Office', g);
  for (const g of r.by_service) add('Service', g);
  // The suggestions follow the figures as a second table, after an empty line, newest first.
  lines.push([], ['Answered on', 'Office', 'Service', 'Suggestion']);
  for (const s of r.suggestions) lines.push([s.answered_on, s.office, s.service, s.text]);
  return `${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}

// ——— Retention ———

/** Demographics and comments of answers older than `retentionDays` are removed (CSM_RETENTION_DAYS). */
export async function purgeSurveyAnswers(
  ctx: Pick<SurveyContext, 'db' | 'clock'>,
  retentionDays: number,
): Promise<number> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  return purgeResponsesBefore(ctx.db.kysely, cutoff, now.toISOString());
}
