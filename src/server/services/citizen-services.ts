// The Citizen's Charter's services (docs/decisions/0038-charter-services.md): visitors read published
// services; office admins add and change their own office's services and superadmins every office's. Every
// write is audited and announced on the change bus, so pages, the charter PDF and the site search follow.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { SEED_SERVICES } from '../../../content/citizens-charter.ts';
import {
  type CitizenService,
  RESERVED_SLUGS,
  SERVICE_MESSAGES,
  type ServiceClassification,
  type ServiceRequirement,
  type ServiceStatus,
  type ServiceStep,
  serviceInputSchema,
} from '../../shared/contract/citizen-services.ts';
import { findOffice, type OfficeSlug } from '../../shared/contract/offices.ts';
import type { Database } from '../db/schema.ts';
import { type Actor, auditActorOf, type SignedInUser } from '../domain/actor.ts';
import { canManageOffice } from '../domain/permissions.ts';
import type { Clock } from '../lib/clock.ts';
import { forbidden, HttpError, notFound } from '../lib/http-errors.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import * as repo from '../repositories/citizen-services.ts';
import type { AppContext } from './app-context.ts';

type ServiceFields = z.output<typeof serviceInputSchema>;

const announce = (ctx: AppContext) => ctx.emit({ kind: 'content', area: 'services' });

function assertManages(user: SignedInUser, office: string): void {
  if (!canManageOffice(user, office as OfficeSlug)) throw forbidden(SERVICE_MESSAGES.otherOffice);
}

function toService(r: repo.ServiceRow): CitizenService {
  return {
    id: r.id,
    slug: r.slug,
    office: r.office,
    office_name: r.office_name,
    unit: r.unit,
    title: r.title,
    description: r.description,
    classification: r.classification as ServiceClassification,
    transaction_type: r.transaction_type,
    who_may_avail: r.who_may_avail,
    requirements: JSON.parse(r.requirements) as ServiceRequirement[],
    steps: JSON.parse(r.steps) as ServiceStep[],
    total_fees: r.total_fees,
    total_time: r.total_time,
    status: r.status as ServiceStatus,
    updated_at: r.updated_at,
  };
}

// ——— Reading ———

/** Published services in charter order: grouped by the office that delivers them. */
export async function publicServices(ctx: Pick<AppContext, 'db'>): Promise<CitizenService[]> {
  return (await repo.listServices(ctx.db.kysely, { publishedOnly: true })).map(toService);
}

/** A published service, or 404 (a draft is not admitted to exist). */
export async function publicService(ctx: Pick<AppContext, 'db'>, slug: string): Promise<CitizenService> {
  const row = await repo.findServiceBySlug(ctx.db.kysely, slug);
  if (row?.status !== 'published') throw notFound(SERVICE_MESSAGES.notFound);
  return toService(row);
}

/** The services the staff member keeps: their office's, or every office's for a superadmin. */
export async function staffServices(
  ctx: Pick<AppContext, 'db'>,
  user: SignedInUser,
): Promise<CitizenService[]> {
  const officeId = user.role === 'superadmin' ? undefined : user.office_id;
  return (await repo.listServices(ctx.db.kysely, { officeId, publishedOnly: false })).map(toService);
}

export async function staffService(
  ctx: Pick<AppContext, 'db'>,
  user: SignedInUser,
  id: number,
): Promise<CitizenService> {
  const row = await repo.findServiceById(ctx.db.kysely, id);
  if (!row) throw notFound(SERVICE_MESSAGES.notFound);
  assertManages(user, row.office);
  return toService(row);
}

// ——— Writing ———

/** A web address made from the name: "Issuance of Transcript of Records" → issuance-of-transcript-of-records. */
export function slugFrom(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'service'
  );
}

function valuesOf(input: ServiceFields, slug: string): repo.ServiceValues {
  const office = findOffice(input.office);
  if (!office) throw new HttpError(400, 'Choose an office', { field: 'office' });
  return {
    slug,
    office_id: office.office_id,
    unit: input.unit,
    title: input.title,
    description: input.description,
    classification: input.classification,
    transaction_type: input.transaction_type,
    who_may_avail: input.who_may_avail,
    requirements: JSON.stringify(input.requirements),
    steps: JSON.stringify(input.steps),
    total_fees: input.total_fees,
    total_time: input.total_time,
    status: input.status,
  };
}

async function freeSlug(db: Kysely<Database>, input: ServiceFields, exceptId?: number): Promise<string> {
  const made = slugFrom(input.title);
  const slug = input.slug || (RESERVED_SLUGS.includes(made) ? `${made}-service` : made);
  if (await repo.slugTaken(db, slug, exceptId))
    throw new HttpError(400, SERVICE_MESSAGES.slugTaken, { field: input.slug ? 'slug' : 'title' });
  return slug;
}

export async function createService(
  ctx: AppContext,
  actor: Actor,
  input: ServiceFields,
): Promise<CitizenService> {
  assertManages(actor.user, input.office);
  const at = ctx.clock.now();
  const id = await ctx.db.kysely.transaction().execute(async (trx) => {
    const slug = await freeSlug(trx, input);
    const newId = await repo.insertService(trx, valuesOf(input, slug), {
      by: actor.user.id,
      at: at.toISOString(),
    });
    await writeAudit(trx, at, {
      ...auditActorOf(actor),
      action: 'service.create',
      targetType: 'service',
      targetId: newId,
      details: { office: input.office, title: input.title, slug, status: input.status },
    });
    return newId;
  });
  announce(ctx);
  return staffService(ctx, actor.user, id);
}

export async function updateService(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: ServiceFields,
): Promise<CitizenService> {
  const row = await repo.findServiceById(ctx.db.kysely, id);
  if (!row) throw notFound(SERVICE_MESSAGES.notFound);
  assertManages(actor.user, row.office);
  // Handing a service to another office needs the right to manage that one too.
  assertManages(actor.user, input.office);
  const at = ctx.clock.now();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const slug = await freeSlug(trx, { ...input, slug: input.slug || row.slug }, id);
    await repo.updateService(trx, id, valuesOf(input, slug), { by: actor.user.id, at: at.toISOString() });
    await writeAudit(trx, at, {
      ...auditActorOf(actor),
      action: 'service.update',
      targetType: 'service',
      targetId: id,
      details: { office: input.office, title: input.title, slug, status: input.status },
    });
  });
  announce(ctx);
  return staffService(ctx, actor.user, id);
}

/**
 * A fresh install's services (content/citizens-charter.ts), added once while the table is empty; staff keep
 * them from then on. Run under the seed's lock (seed/seed.ts).
 */
export async function seedCitizenServices(db: Kysely<Database>, clock: Clock): Promise<void> {
  if ((await repo.countServices(db)) > 0) return;
  const at = clock.now().toISOString();
  for (const s of SEED_SERVICES) {
    const input = serviceInputSchema.parse({ ...s, status: 'published' });
    await repo.insertService(db, valuesOf(input, s.slug), { by: null, at });
  }
}
