// Bids and awards' policy (docs/decisions/0037-procurement-notices.md): the Bids and Awards Committee's
// admins and superadmins post and change opportunities; everyone reads them, with only the published ones of
// their library documents. An open opportunity closes by itself once its deadline of bid submission passes:
// each is claimed by one conditional UPDATE, so on several instances it is closed, and audited, exactly once.
// Every change is in the audit log.

import { BIDS_AWARDS_OFFICE, findAnyOffice } from '../../shared/contract/offices.ts';
import {
  campusLocalToIso,
  type Opportunity,
  type OpportunityInput,
  type OpportunityListQuery,
  PROCUREMENT_MESSAGES,
  type ProcurementDocumentKind,
  type ProcurementMode,
  type ProcurementStatus,
  pesosToCentavos,
} from '../../shared/contract/procurement.ts';
import { type Actor, auditActorOf, type SignedInUser } from '../domain/actor.ts';
import { forbidden, HttpError, notFound } from '../lib/http-errors.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import * as repo from '../repositories/procurement.ts';
import type { AppContext } from './app-context.ts';

/** Tells every instance that procurement notices changed (rendered pages, reply caches). */
const announce = (ctx: Pick<AppContext, 'emit'>) => ctx.emit({ kind: 'content', area: 'procurement' });

/** Superadmins and the admins of the Bids and Awards Committee (not its contributors). */
export const mayManageProcurement = (user: Pick<SignedInUser, 'role' | 'office'> | null): boolean =>
  !!user &&
  (user.role === 'superadmin' ||
    (user.role === 'admin' && (user.office as string) === BIDS_AWARDS_OFFICE.slug));

function assertManages(user: SignedInUser): void {
  if (!mayManageProcurement(user)) throw forbidden(PROCUREMENT_MESSAGES.forbidden);
}

// ——— Reading ———

const documentFileUrl = (documentId: number, number: number) =>
  `/api/documents/${documentId}/versions/${number}/file`;

async function withDocuments(
  ctx: Pick<AppContext, 'db'>,
  rows: readonly repo.OpportunityRow[],
  publishedOnly: boolean,
): Promise<Opportunity[]> {
  const attached = await repo.attachedDocuments(
    ctx.db.kysely,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    mode: r.mode as ProcurementMode,
    status: r.status as ProcurementStatus,
    documents: attached
      .filter((d) => d.opportunity_id === r.id && (!publishedOnly || d.status === 'published'))
      .map((d) => ({
        document_id: d.document_id,
        kind: d.kind as ProcurementDocumentKind,
        title: d.title,
        published_on: d.published_on,
        status: d.status,
        file_url: documentFileUrl(d.document_id, d.version_number),
      })),
  }));
}

const listFilter = (query: OpportunityListQuery) => ({
  year: query.year,
  status: query.status,
  officeId: query.office ? findAnyOffice(query.office)?.office_id : undefined,
});

/** Every opportunity matching the filter, with its published documents (open ones first: see openFirst). */
export async function publicOpportunities(
  ctx: Pick<AppContext, 'db'>,
  query: OpportunityListQuery,
): Promise<Opportunity[]> {
  return withDocuments(ctx, await repo.listOpportunities(ctx.db.kysely, listFilter(query)), true);
}

export async function publicOpportunity(ctx: Pick<AppContext, 'db'>, id: number): Promise<Opportunity> {
  const row = await repo.findOpportunity(ctx.db.kysely, id);
  if (!row) throw notFound(PROCUREMENT_MESSAGES.notFound);
  const [one] = await withDocuments(ctx, [row], true);
  if (!one) throw notFound(PROCUREMENT_MESSAGES.notFound);
  return one;
}

export async function staffOpportunities(
  ctx: Pick<AppContext, 'db'>,
  user: SignedInUser,
  query: OpportunityListQuery,
): Promise<Opportunity[]> {
  assertManages(user);
  return withDocuments(ctx, await repo.listOpportunities(ctx.db.kysely, listFilter(query)), false);
}

export async function staffOpportunity(
  ctx: Pick<AppContext, 'db'>,
  user: SignedInUser,
  id: number,
): Promise<Opportunity> {
  assertManages(user);
  const row = await repo.findOpportunity(ctx.db.kysely, id);
  if (!row) throw notFound(PROCUREMENT_MESSAGES.notFound);
  const [one] = await withDocuments(ctx, [row], false);
  if (!one) throw notFound(PROCUREMENT_MESSAGES.notFound);
  return one;
}

/** The deadline years that have opportunities, newest first (campus time). */
export async function procurementYears(ctx: Pick<AppContext, 'db'>): Promise<number[]> {
  const deadlines = await repo.opportunityDeadlines(ctx.db.kysely);
  const years = new Set(deadlines.map((d) => new Date(Date.parse(d) + 8 * 3_600_000).getUTCFullYear()));
  return [...years].sort((a, b) => b - a);
}

/**
 * Open opportunities whose deadline is still ahead at `now`, nearest first; the others as listed (newest
 * deadline first), one past its deadline among them even before the closing job has run.
 */
export function openFirst(
  list: readonly Opportunity[],
  now: Date,
): { open: Opportunity[]; past: Opportunity[] } {
  const isOpen = (o: Opportunity) => o.status === 'open' && Date.parse(o.deadline_at) > now.getTime();
  const open = list.filter(isOpen).sort((a, b) => a.deadline_at.localeCompare(b.deadline_at));
  return { open, past: list.filter((o) => !isOpen(o)) };
}

// ——— Writing ———

const invalid = (message: string, field: string) => new HttpError(400, message, { field });

async function valuesOf(
  ctx: Pick<AppContext, 'db'>,
  input: OpportunityInput,
): Promise<repo.OpportunityValues> {
  const office = findAnyOffice(input.office);
  if (!office) throw invalid('Choose an office', 'office');
  const ids = input.documents.map((d) => d.document_id);
  const existing = await repo.existingDocumentIds(ctx.db.kysely, ids);
  if (ids.some((id) => !existing.has(id))) throw invalid(PROCUREMENT_MESSAGES.documentMissing, 'documents');
  const awarded = input.status === 'awarded';
  return {
    reference: input.reference,
    title: input.title,
    abc_centavos: pesosToCentavos(input.abc),
    mode: input.mode,
    philgeps_reference: input.philgeps_reference,
    office_id: office.office_id,
    posted_on: input.posted_on,
    prebid_at: input.prebid_at ? campusLocalToIso(input.prebid_at) : null,
    deadline_at: campusLocalToIso(input.deadline_at),
    opening_at: input.opening_at ? campusLocalToIso(input.opening_at) : null,
    status: input.status,
    // The awardee and amount belong to an award: another status keeps none, so nothing stale shows.
    awardee: awarded ? input.awardee : '',
    contract_centavos: awarded && input.contract_amount ? pesosToCentavos(input.contract_amount) : null,
  };
}

async function assertReferenceFree(ctx: Pick<AppContext, 'db'>, reference: string, self?: number) {
  const other = await repo.findOpportunityByReference(ctx.db.kysely, reference);
  if (other && other.id !== self) throw invalid(PROCUREMENT_MESSAGES.referenceTaken, 'reference');
}

/** Duplicates of one document (the same file picked twice) are kept once, as first picked. */
const uniqueDocuments = (docs: OpportunityInput['documents']) =>
  docs.filter((d, i) => docs.findIndex((e) => e.document_id === d.document_id) === i);

export async function createOpportunity(
  ctx: AppContext,
  actor: Actor,
  input: OpportunityInput,
): Promise<Opportunity> {
  assertManages(actor.user);
  await assertReferenceFree(ctx, input.reference);
  const values = await valuesOf(ctx, input);
  const now = ctx.clock.now();
  const id = await ctx.db.kysely.transaction().execute(async (trx) => {
    const id = await repo.insertOpportunity(trx, values, actor.user.id, now.toISOString());
    if (input.status === 'awarded') await repo.markAwarded(trx, id, now.toISOString());
    await repo.replaceAttachedDocuments(trx, id, uniqueDocuments(input.documents));
    await writeAudit(trx, now, {
      ...auditActorOf(actor),
      action: 'procurement.create',
      targetType: 'procurement',
      targetId: id,
      details: { office: input.office, reference: input.reference, title: input.title, status: input.status },
    });
    return id;
  });
  announce(ctx);
  return staffOpportunity(ctx, actor.user, id);
}

export async function updateOpportunity(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: OpportunityInput,
): Promise<Opportunity> {
  assertManages(actor.user);
  const before = await repo.findOpportunity(ctx.db.kysely, id);
  if (!before) throw notFound(PROCUREMENT_MESSAGES.notFound);
  await assertReferenceFree(ctx, input.reference, id);
  const values = await valuesOf(ctx, input);
  const now = ctx.clock.now();
  const changed = (Object.keys(values) as (keyof repo.OpportunityValues)[]).filter((k) =>
    k === 'office_id'
      ? findAnyOffice(before.office)?.office_id !== values.office_id
      : before[k] !== values[k],
  );
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await repo.updateOpportunity(trx, id, values, now.toISOString());
    // The award's time, for the bids and awards subscribers' mail (services/subscriptions.ts).
    if (input.status === 'awarded' && before.status !== 'awarded')
      await repo.markAwarded(trx, id, now.toISOString());
    await repo.replaceAttachedDocuments(trx, id, uniqueDocuments(input.documents));
    await writeAudit(trx, now, {
      ...auditActorOf(actor),
      action: 'procurement.update',
      targetType: 'procurement',
      targetId: id,
      details: {
        office: input.office,
        reference: input.reference,
        changed,
        ...(before.status !== input.status ? { status: `${before.status} → ${input.status}` } : {}),
      },
    });
  });
  announce(ctx);
  return staffOpportunity(ctx, actor.user, id);
}

/**
 * Closes every open opportunity whose deadline of bid submission has passed. Safe on several instances at
 * once: each is closed by a conditional UPDATE, and only the instance whose UPDATE changed the row audits it.
 */
export async function closeDueOpportunities(ctx: Pick<AppContext, 'db' | 'clock' | 'emit'>): Promise<number> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  let closed = 0;
  for (const due of await repo.openPastDeadline(ctx.db.kysely, at)) {
    // The claim is its own statement, as scheduled publishing's is (services/article-editorial.ts): a
    // transaction around it would hold SQLite's write lock while another instance's claim waits for it.
    if (!(await repo.closeIfOpen(ctx.db.kysely, due.id, at))) continue;
    closed += 1;
    await writeAudit(ctx.db.kysely, now, {
      actor: 'system',
      action: 'procurement.close',
      targetType: 'procurement',
      targetId: due.id,
      details: { office: due.office, reference: due.reference, reason: 'deadline of bid submission passed' },
    });
  }
  if (closed > 0) announce(ctx);
  return closed;
}
