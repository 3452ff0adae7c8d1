// Rows of bids and awards: procurement opportunities and the library documents attached to each. Reads and
// writes rows only; who may see or change what is services/procurement.ts.
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProcurementOpportunitiesTable } from '../db/schema.ts';

type Db = Kysely<Database>;

/** An opportunity as read, with its office's slug and name (the columns are db/schema.ts's table). */
export type OpportunityRow = Omit<
  Selectable<ProcurementOpportunitiesTable>,
  'office_id' | 'created_by' | 'created_at' | 'awarded_at'
> & {
  office: string;
  office_name: string;
};

/** What a write sets: the table's columns without its id and bookkeeping. */
export type OpportunityValues = Omit<
  Selectable<ProcurementOpportunitiesTable>,
  'id' | 'closed_at' | 'awarded_at' | 'created_by' | 'created_at' | 'updated_at'
>;

export interface AttachedDocumentRow {
  opportunity_id: number;
  document_id: number;
  kind: string;
  title: string;
  published_on: string;
  status: string;
  version_number: number;
}

const opportunities = (db: Db) =>
  db
    .selectFrom('procurement_opportunities as p')
    .innerJoin('offices as o', 'o.office_id', 'p.office_id')
    .select([
      'p.id',
      'p.reference',
      'p.title',
      'p.abc_centavos',
      'p.mode',
      'p.philgeps_reference',
      'o.slug as office',
      'o.name as office_name',
      'p.posted_on',
      'p.prebid_at',
      'p.deadline_at',
      'p.opening_at',
      'p.status',
      'p.awardee',
      'p.contract_centavos',
      'p.closed_at',
      'p.updated_at',
    ]);

const normalise = (r: OpportunityRow): OpportunityRow => ({
  ...r,
  id: Number(r.id),
  abc_centavos: Number(r.abc_centavos),
  contract_centavos: r.contract_centavos === null ? null : Number(r.contract_centavos),
});

export async function findOpportunity(db: Db, id: number): Promise<OpportunityRow | undefined> {
  const row = await opportunities(db).where('p.id', '=', id).executeTakeFirst();
  return row && normalise(row);
}

export async function findOpportunityByReference(
  db: Db,
  reference: string,
): Promise<{ id: number } | undefined> {
  const row = await db
    .selectFrom('procurement_opportunities')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row && { id: Number(row.id) };
}

/**
 * Opportunities, open ones first by nearest deadline, then the rest newest deadline first. `year` is the
 * year of the deadline of bid submission.
 */
export async function listOpportunities(
  db: Db,
  filter: { year?: number; status?: string; officeId?: number },
): Promise<OpportunityRow[]> {
  let q = opportunities(db);
  if (filter.status) q = q.where('p.status', '=', filter.status);
  if (filter.officeId !== undefined) q = q.where('p.office_id', '=', filter.officeId);
  if (filter.year !== undefined)
    q = q
      .where('p.deadline_at', '>=', new Date(Date.UTC(filter.year, 0, 1) - 8 * 3_600_000).toISOString())
      .where('p.deadline_at', '<', new Date(Date.UTC(filter.year + 1, 0, 1) - 8 * 3_600_000).toISOString());
  const rows = await q.orderBy('p.deadline_at', 'desc').orderBy('p.id', 'desc').limit(1000).execute();
  return rows.map(normalise);
}

/** The years that have opportunities (deadline years, newest first), for the public filter. */
export async function opportunityDeadlines(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('procurement_opportunities').select('deadline_at').execute();
  return rows.map((r) => r.deadline_at);
}

export async function attachedDocuments(db: Db, ids: readonly number[]): Promise<AttachedDocumentRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('procurement_documents as pd')
    .innerJoin('documents as d', 'd.id', 'pd.document_id')
    .innerJoin('document_versions as v', 'v.id', 'd.current_version_id')
    .select([
      'pd.opportunity_id',
      'pd.document_id',
      'pd.kind',
      'd.title',
      'd.published_on',
      'd.status',
      'v.number as version_number',
    ])
    .where('pd.opportunity_id', 'in', ids)
    .orderBy('pd.position')
    .execute();
  return rows.map((r) => ({
    ...r,
    opportunity_id: Number(r.opportunity_id),
    document_id: Number(r.document_id),
    version_number: Number(r.version_number),
  }));
}

/** Which of these document ids exist with a current version. */
export async function existingDocumentIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('documents')
    .select('id')
    .where('id', 'in', ids)
    .where('current_version_id', 'is not', null)
    .execute();
  return new Set(rows.map((r) => Number(r.id)));
}

export async function insertOpportunity(
  db: Db,
  values: OpportunityValues,
  by: number,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('procurement_opportunities')
    .values({
      ...values,
      closed_at: values.status === 'open' ? null : at,
      created_by: by,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateOpportunity(
  db: Db,
  id: number,
  values: OpportunityValues,
  at: string,
): Promise<void> {
  await db
    .updateTable('procurement_opportunities')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** Records when an opportunity was awarded (only the first time it becomes awarded). */
export async function markAwarded(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('procurement_opportunities')
    .set({ awarded_at: at })
    .where('id', '=', id)
    .where('awarded_at', 'is', null)
    .execute();
}

export async function replaceAttachedDocuments(
  db: Db,
  opportunityId: number,
  docs: readonly { document_id: number; kind: string }[],
): Promise<void> {
  await db.deleteFrom('procurement_documents').where('opportunity_id', '=', opportunityId).execute();
  if (docs.length === 0) return;
  await db
    .insertInto('procurement_documents')
    .values(
      docs.map((d, i) => ({
        opportunity_id: opportunityId,
        document_id: d.document_id,
        kind: d.kind,
        position: i,
      })),
    )
    .execute();
}

/** Open opportunities whose deadline of bid submission is at or before `at`. */
export async function openPastDeadline(
  db: Db,
  at: string,
): Promise<{ id: number; reference: string; office: string }[]> {
  const rows = await db
    .selectFrom('procurement_opportunities as p')
    .innerJoin('offices as o', 'o.office_id', 'p.office_id')
    .select(['p.id', 'p.reference', 'o.slug as office'])
    .where('p.status', '=', 'open')
    .where('p.deadline_at', '<=', at)
    .orderBy('p.id')
    .limit(500)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * Closes one opportunity if it is still open: the conditional UPDATE is the claim, so of several instances
 * racing for it exactly one sees a changed row.
 */
export async function closeIfOpen(db: Db, id: number, at: string): Promise<boolean> {
  const res = await db
    .updateTable('procurement_opportunities')
    .set({ status: 'closed', closed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('deadline_at', '<=', at)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Every opportunity's id and last change, for the sitemap. */
export async function opportunityDates(db: Db): Promise<{ id: number; updated_at: string }[]> {
  const rows = await db
    .selectFrom('procurement_opportunities')
    .select(['id', 'updated_at'])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), updated_at: r.updated_at }));
}
