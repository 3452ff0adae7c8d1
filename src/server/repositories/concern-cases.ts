// Concern cases, their notes, history and mail queue rows, and the holiday list: reads and writes only
// (services/concern-cases.ts and services/case-mail.ts hold the rules).
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { CaseListQuery, DueState } from '../../shared/contract/cases.ts';
import { containsInsensitive, type DbKind } from '../db/dialect.ts';
import type {
  ConcernCaseEventsTable,
  ConcernCaseNotesTable,
  ConcernCaseRow,
  ConcernCasesTable,
  ConcernMailRow,
  ConcernMailTable,
  Database,
} from '../db/schema.ts';

type Db = Kysely<Database>;

export type CaseWithOffice = ConcernCaseRow & { office_abbrev: string | null; office_name: string | null };

export async function insertCase(db: Db, row: Insertable<ConcernCasesTable>): Promise<number> {
  const r = await db.insertInto('concern_cases').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

const withOffice = (db: Db) =>
  db
    .selectFrom('concern_cases as c')
    .leftJoin('offices as o', 'o.office_id', 'c.office_id')
    .selectAll('c')
    .select(['o.abbrev as office_abbrev', 'o.name as office_name']);

export const findCaseById = (db: Db, id: number): Promise<CaseWithOffice | undefined> =>
  withOffice(db).where('c.id', '=', id).executeTakeFirst();

export const findCaseByReference = (db: Db, reference: string): Promise<CaseWithOffice | undefined> =>
  withOffice(db).where('c.reference', '=', reference).executeTakeFirst();

const OPEN = ['new', 'in_progress'] as const;

export interface CaseListFilter extends Omit<CaseListQuery, 'page'> {
  /** Only this office's cases (office admins); undefined: every case. */
  scopeOfficeId?: number;
  /** Today's date in the campus time zone, for the due-state filter. */
  today: string;
}

export async function listCases(
  db: Db,
  kind: DbKind,
  f: CaseListFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: CaseWithOffice[]; total: number }> {
  let q = withOffice(db).where('c.kind', '=', 'concern');
  if (f.scopeOfficeId !== undefined) q = q.where('c.office_id', '=', f.scopeOfficeId);
  if (f.status) q = q.where('c.status', '=', f.status);
  if (f.office === 'none') q = q.where('c.office_id', 'is', null);
  else if (f.office !== undefined) q = q.where('c.office_id', '=', f.office);
  if (f.due) q = q.where((eb) => dueCondition(eb, f.due as DueState, f.today));
  const text = f.q?.trim();
  if (text) {
    q = q.where((eb) =>
      eb.or([
        containsInsensitive(kind, 'c.reference', text),
        containsInsensitive(kind, 'c.reply_email', text),
        containsInsensitive(kind, 'c.message', text),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

// biome-ignore lint/suspicious/noExplicitAny: expression builder of the joined list query
function dueCondition(eb: any, due: DueState, today: string) {
  switch (due) {
    case 'done':
      return eb('c.status', 'in', ['answered', 'closed']);
    case 'overdue':
      return eb.and([eb('c.status', 'in', OPEN), eb('c.due_date', '<', today)]);
    case 'due_today':
      return eb.and([eb('c.status', 'in', OPEN), eb('c.due_date', '=', today)]);
    default:
      return eb.and([eb('c.status', 'in', OPEN), eb('c.due_date', '>', today)]);
  }
}

export async function updateCase(db: Db, id: number, patch: Updateable<ConcernCasesTable>): Promise<void> {
  await db.updateTable('concern_cases').set(patch).where('id', '=', id).execute();
}

export async function insertEvent(db: Db, row: Insertable<ConcernCaseEventsTable>): Promise<void> {
  await db.insertInto('concern_case_events').values(row).execute();
}

export const listEvents = (db: Db, caseId: number) =>
  db
    .selectFrom('concern_case_events')
    .selectAll()
    .where('case_id', '=', caseId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export async function insertNote(db: Db, row: Insertable<ConcernCaseNotesTable>): Promise<void> {
  await db.insertInto('concern_case_notes').values(row).execute();
}

export const listNotes = (db: Db, caseId: number) =>
  db
    .selectFrom('concern_case_notes')
    .selectAll()
    .where('case_id', '=', caseId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** Cases received in [from, to) (ISO instants), for the monthly report. */
export const casesReceivedBetween = (db: Db, from: string, to: string) =>
  withOffice(db)
    .where('c.kind', '=', 'concern')
    .where('c.created_at', '>=', from)
    .where('c.created_at', '<', to)
    .execute();

/**
 * Deletes closed concern cases closed before `cutoff` (notes, history and mail go with them); returns how
 * many. FOI requests stay in the disclosure log and lose only their personal data (foi-requests.ts).
 */
export async function purgeClosedCasesBefore(db: Db, cutoff: string): Promise<number> {
  const res = await db
    .deleteFrom('concern_cases')
    .where('kind', '=', 'concern')
    .where('status', '=', 'closed')
    .where('closed_at', '<', cutoff)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

// ---- Mail queue ---------------------------------------------------------------------------------------

/** Acknowledgements queued since `since`, all of them or those to one address (compared without case). */
export async function countAcknowledgementsSince(db: Db, since: string, toAddress?: string): Promise<number> {
  let q = db
    .selectFrom('concern_mail')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('kind', '=', 'acknowledgement')
    .where('created_at', '>=', since);
  if (toAddress !== undefined) q = q.where(sql`lower(to_address)`, '=', toAddress.toLowerCase());
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertMail(db: Db, row: Insertable<ConcernMailTable>): Promise<number> {
  const r = await db.insertInto('concern_mail').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export const listMailForCase = (db: Db, caseId: number) =>
  db
    .selectFrom('concern_mail')
    .selectAll()
    .where('case_id', '=', caseId)
    .$narrowType<{ kind: 'acknowledgement' | 'reply' | 'notice' | 'survey' }>()
    .orderBy('id')
    .execute();

/** Account mail (no case) leaves the queue once sent: its body holds a link that sets a password. */
export async function deleteSentAccountMail(db: Db, id: number, token: string): Promise<void> {
  await db
    .deleteFrom('concern_mail')
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('case_id', 'is', null)
    .execute();
}

/** Message-IDs of a case's mail queued before mail `beforeId`, oldest first (the thread it answers). */
export async function earlierMessageIds(db: Db, caseId: number, beforeId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('concern_mail')
    .select('message_id')
    .where('case_id', '=', caseId)
    .where('id', '<', beforeId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.message_id);
}

export const findMail = (db: Db, id: number): Promise<ConcernMailRow | undefined> =>
  db.selectFrom('concern_mail').selectAll().where('id', '=', id).executeTakeFirst();

/** Ids of queued mail whose next attempt is due, oldest first. */
export async function dueMailIds(db: Db, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('concern_mail')
    .select('id')
    .where('state', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Claims one due row for this sender: a single conditional UPDATE, so of two instances racing for the same
 * row exactly one sees it change (true) and sends it.
 */
export async function claimMail(
  db: Db,
  id: number,
  claim: { token: string; now: string; leaseUntil: string },
): Promise<boolean> {
  const res = await db
    .updateTable('concern_mail')
    .set((eb) => ({
      state: 'sending',
      claim_token: claim.token,
      lease_until: claim.leaseUntil,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .where('next_attempt_at', '<=', claim.now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function markMailSent(db: Db, id: number, token: string, now: string): Promise<void> {
  await db
    .updateTable('concern_mail')
    .set({ state: 'sent', sent_at: now, lease_until: null, next_attempt_at: null, last_error: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

export async function markMailFailed(
  db: Db,
  id: number,
  token: string,
  error: string,
  nextAttemptAt: string,
): Promise<void> {
  await db
    .updateTable('concern_mail')
    .set({ state: 'queued', lease_until: null, last_error: error, next_attempt_at: nextAttemptAt })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('state', '=', 'sending')
    .execute();
}

/** Rows whose sender died mid-attempt (lease run out) go back to the queue. */
export async function releaseExpiredLeases(db: Db, now: string, error: string): Promise<number> {
  const res = await db
    .updateTable('concern_mail')
    .set({ state: 'queued', lease_until: null, last_error: error, next_attempt_at: now })
    .where('state', '=', 'sending')
    .where('lease_until', '<', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Concerns still open (new or in progress) with what their deadline is computed from. */
export const listOpenConcernDeadlines = (db: Db) =>
  db
    .selectFrom('concern_cases')
    .select(['id', 'created_at', 'classification', 'due_date'])
    .where('kind', '=', 'concern')
    .where('status', 'in', ['new', 'in_progress'])
    .execute();

// ---- Holidays -----------------------------------------------------------------------------------------

export const listHolidays = (db: Db, year?: number) => {
  let q = db.selectFrom('holidays').select(['date', 'name']);
  if (year !== undefined) q = q.where('date', '>=', `${year}-01-01`).where('date', '<=', `${year}-12-31`);
  return q.orderBy('date').execute();
};

export async function holidayDatesFrom(db: Db, from: string): Promise<Set<string>> {
  const rows = await db.selectFrom('holidays').select('date').where('date', '>=', from).execute();
  return new Set(rows.map((r) => r.date));
}

export async function holidayExists(db: Db, date: string): Promise<boolean> {
  return !!(await db.selectFrom('holidays').select('date').where('date', '=', date).executeTakeFirst());
}

export async function insertHolidays(db: Db, rows: { date: string; name: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('holidays')
    .values(rows)
    .onConflict((oc) => oc.column('date').doNothing())
    .execute();
}

export async function deleteHoliday(db: Db, date: string): Promise<boolean> {
  const res = await db.deleteFrom('holidays').where('date', '=', date).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
