// One module for the Site area's records (docs/decisions/0043-site-records.md): alerts, events and vacancies
// are each a `RecordKind` (services/site-content.ts) naming its table, its columns, its audit entry and who
// may do what; listing, adding, changing and deleting, with the audit entry in the change's transaction and
// the change announced afterwards, are written once here for every kind.
import type { Insertable, Kysely } from 'kysely';
import type { SiteBlockKey } from '../../shared/contract/site.ts';
import type { Database } from '../db/schema.ts';
import { type Actor, auditActorOf } from '../domain/actor.ts';
import type { AuditAction } from '../domain/audit.ts';
import { notFound } from '../lib/http-errors.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import * as rows from '../repositories/site-records.ts';
import type { AppContext } from './app-context.ts';

export type { RecordTable } from '../repositories/site-records.ts';

/** Change-bus areas, one per kind of content. */
export type SiteArea = 'alerts' | 'events' | 'vacancies' | SiteBlockKey;

/** What a service of the Site area uses of the app context (an alert's mail also reads the configuration). */
export type SiteCtx = Pick<AppContext, 'db' | 'clock' | 'emit' | 'config' | 'sessionSecret'>;

/** The audit entry of a write, besides the actor. */
export interface SiteAuditEntry {
  action: AuditAction;
  targetType: string;
  targetId?: number | string | null;
  details?: Record<string, unknown>;
  office?: string | null;
}

/**
 * Runs `write` in a transaction with its audit entry (the entry's target is the number `write` answers when
 * it names none), then announces the change to every instance.
 */
export async function audited<T>(
  ctx: Pick<SiteCtx, 'db' | 'clock' | 'emit'>,
  actor: Actor,
  area: SiteArea,
  entry: SiteAuditEntry,
  write: (trx: Kysely<Database>, now: string) => Promise<T>,
): Promise<T> {
  const now = ctx.clock.now();
  const result = await ctx.db.kysely.transaction().execute(async (trx) => {
    const r = await write(trx, now.toISOString());
    const id = entry.targetId ?? (typeof r === 'number' ? r : null);
    await writeAudit(trx, now, { ...auditActorOf(actor), ...entry, targetId: id });
    return r;
  });
  ctx.emit({ kind: 'content', area });
  return result;
}

type Columns<T extends rows.RecordTable> = Omit<Insertable<Database[T]>, 'id' | 'created_at' | 'updated_at'>;

/** What the audit entry of a write records about the record besides its id. */
interface AuditNote {
  details?: Record<string, unknown>;
  office?: string;
}

/** One kind of record: its table and columns, its audit entries and who may do what. */
export interface RecordKind<Input, Record, T extends rows.RecordTable, Row = unknown> {
  /** 'alert': audit actions site.alert.create, .update and .delete on target type site_alert. */
  noun: 'alert' | 'event' | 'vacancy';
  area: 'alerts' | 'events' | 'vacancies';
  table: T;
  /** The 404 message of a record that is not there. */
  notFound: string;
  /** The records the actor may change, in the portal list's order. */
  list(ctx: SiteCtx, actor: Actor): Promise<Record[]>;
  /** The columns an input sets; the times of adding and changing are set here. */
  columns(input: Input): Columns<T>;
  /** The audit entry of adding or changing a record from this input. */
  audit(input: Input): AuditNote;
  /** Refuses (403) an actor who may not add or change such a record. */
  mayWrite(ctx: SiteCtx, actor: Actor, input: Input): Promise<void> | void;
  /** Refuses (403) an actor who may not delete records of this kind. */
  mayRemove(actor: Actor): void;
  /**
   * For kinds whose records belong to an office: the record as read before a change or delete, whether the
   * actor sees it (one they may not see answers exactly as a missing one, 404), and the audit entry of its
   * deletion.
   */
  scoped?: {
    find(db: Kysely<Database>, id: number): Promise<Row | undefined>;
    sees(actor: Actor, row: Row): boolean;
    removal(row: Row): AuditNote;
  };
  /** In the transaction that adds a record, after it is stored (an alert's mail and push to subscribers). */
  added?(ctx: SiteCtx, trx: Kysely<Database>, id: number): Promise<void>;
  /** In the transaction that deletes a record, before its row goes (an alert's updates). */
  removing?(trx: Kysely<Database>, id: number): Promise<unknown>;
}

type Noun = RecordKind<never, unknown, rows.RecordTable>['noun'];
const action = (noun: Noun, verb: 'create' | 'update' | 'delete') => `site.${noun}.${verb}` as AuditAction;
const targetType = (noun: Noun) => `site_${noun}`;

/** A scoped kind's record that the actor sees, else 404; undefined for a kind that is not scoped. */
async function visible<Row>(
  ctx: SiteCtx,
  kind: Pick<RecordKind<never, unknown, rows.RecordTable, Row>, 'scoped' | 'notFound'>,
  actor: Actor,
  id: number,
): Promise<Row | undefined> {
  if (!kind.scoped) return undefined;
  const row = await kind.scoped.find(ctx.db.kysely, id);
  if (!row || !kind.scoped.sees(actor, row)) throw notFound(kind.notFound);
  return row;
}

/** Adds a record; answers its id. */
export async function createRecord<I, T extends rows.RecordTable, Row>(
  ctx: SiteCtx,
  kind: RecordKind<I, unknown, T, Row>,
  actor: Actor,
  input: I,
): Promise<number> {
  await kind.mayWrite(ctx, actor, input);
  return audited(
    ctx,
    actor,
    kind.area,
    { action: action(kind.noun, 'create'), targetType: targetType(kind.noun), ...kind.audit(input) },
    async (trx, now) => {
      const row = { ...kind.columns(input), created_at: now, updated_at: now };
      const id = Number((await rows.insertRecord(trx, kind.table, row as Insertable<Database[T]>)).id);
      await kind.added?.(ctx, trx, id);
      return id;
    },
  );
}

/** Changes a record; 404 when there is none the actor sees. */
export async function changeRecord<I, T extends rows.RecordTable, Row>(
  ctx: SiteCtx,
  kind: RecordKind<I, unknown, T, Row>,
  actor: Actor,
  id: number,
  input: I,
): Promise<void> {
  await visible(ctx, kind, actor, id);
  await kind.mayWrite(ctx, actor, input);
  await audited(
    ctx,
    actor,
    kind.area,
    {
      action: action(kind.noun, 'update'),
      targetType: targetType(kind.noun),
      targetId: id,
      ...kind.audit(input),
    },
    async (trx, now) => {
      const set = { ...kind.columns(input), updated_at: now } as unknown as Partial<Insertable<Database[T]>>;
      if (!(await rows.updateRecord(trx, kind.table, id, set))) throw notFound(kind.notFound);
    },
  );
}

/** Deletes a record; 404 when there is none the actor sees. */
export async function removeRecord<T extends rows.RecordTable, Row>(
  ctx: SiteCtx,
  kind: RecordKind<never, unknown, T, Row>,
  actor: Actor,
  id: number,
): Promise<void> {
  kind.mayRemove(actor);
  const existing = await visible(ctx, kind, actor, id);
  await audited(
    ctx,
    actor,
    kind.area,
    {
      action: action(kind.noun, 'delete'),
      targetType: targetType(kind.noun),
      targetId: id,
      ...(existing === undefined ? {} : kind.scoped?.removal(existing)),
    },
    async (trx) => {
      await kind.removing?.(trx, id);
      if (!(await rows.deleteRecord(trx, kind.table, id))) throw notFound(kind.notFound);
    },
  );
}
