// Rows of the Citizen's Charter's services. Reads and writes rows only; who may change what is
// services/citizen-services.ts.
import type { Kysely, Selectable } from 'kysely';
import type { CitizenServicesTable, Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** A service as read, with its office's slug and name (the columns are db/schema.ts's table). */
export type ServiceRow = Omit<Selectable<CitizenServicesTable>, 'updated_by' | 'created_at'> & {
  office: string;
  office_name: string;
};

/** What a write sets: the row without its id, office names and bookkeeping. */
export type ServiceValues = Omit<ServiceRow, 'id' | 'office' | 'office_name' | 'sort_order' | 'updated_at'>;

const services = (db: Db) =>
  db
    .selectFrom('citizen_services as s')
    .innerJoin('offices as o', 'o.office_id', 's.office_id')
    .select([
      's.id',
      's.slug',
      's.office_id',
      'o.slug as office',
      'o.name as office_name',
      's.unit',
      's.title',
      's.description',
      's.classification',
      's.transaction_type',
      's.who_may_avail',
      's.requirements',
      's.steps',
      's.total_fees',
      's.total_time',
      's.status',
      's.sort_order',
      's.updated_at',
    ]);

const normalise = <R extends { id: number; office_id: number; sort_order: number }>(r: R) => ({
  ...r,
  id: Number(r.id),
  office_id: Number(r.office_id),
  sort_order: Number(r.sort_order),
});

/** Services in charter order (office that delivers them, then the order they were added in). */
export async function listServices(
  db: Db,
  filter: { officeId?: number; publishedOnly: boolean },
): Promise<ServiceRow[]> {
  let q = services(db);
  if (filter.officeId !== undefined) q = q.where('s.office_id', '=', filter.officeId);
  if (filter.publishedOnly) q = q.where('s.status', '=', 'published');
  const rows = await q.orderBy('s.unit').orderBy('s.sort_order').orderBy('s.id').limit(1000).execute();
  return rows.map(normalise);
}

export async function findServiceById(db: Db, id: number): Promise<ServiceRow | undefined> {
  const row = await services(db).where('s.id', '=', id).executeTakeFirst();
  return row && normalise(row);
}

export async function findServiceBySlug(db: Db, slug: string): Promise<ServiceRow | undefined> {
  const row = await services(db).where('s.slug', '=', slug).executeTakeFirst();
  return row && normalise(row);
}

export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('citizen_services').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function countServices(db: Db): Promise<number> {
  const row = await db
    .selectFrom('citizen_services')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertService(
  db: Db,
  values: ServiceValues,
  v: { by: number | null; at: string },
): Promise<number> {
  const last = await db
    .selectFrom('citizen_services')
    .select((eb) => eb.fn.max('sort_order').as('n'))
    .executeTakeFirst();
  const inserted = await db
    .insertInto('citizen_services')
    .values({
      ...values,
      sort_order: Number(last?.n ?? 0) + 1,
      updated_by: v.by,
      created_at: v.at,
      updated_at: v.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateService(
  db: Db,
  id: number,
  values: ServiceValues,
  v: { by: number; at: string },
): Promise<void> {
  await db
    .updateTable('citizen_services')
    .set({ ...values, updated_by: v.by, updated_at: v.at })
    .where('id', '=', id)
    .execute();
}

/** Published services' addresses and last changes, for the sitemap. */
export async function listServiceDates(db: Db): Promise<Array<{ slug: string; updated_at: string }>> {
  return db
    .selectFrom('citizen_services')
    .select(['slug', 'updated_at'])
    .where('status', '=', 'published')
    .orderBy('sort_order')
    .execute();
}
