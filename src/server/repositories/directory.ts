// Rows of the directories' contact details. Reads and writes rows only; who may change what is
// services/directory.ts.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, DirectoryFacultyTable, DirectoryOfficesTable } from '../db/schema.ts';

type Db = Kysely<Database>;

/** An office's contacts as read, with the slug of the portal office that keeps them. */
export type OfficeContactRow = Omit<Selectable<DirectoryOfficesTable>, 'updated_by'> & { keeper: string };
/** A faculty member as read, with their programme's slug. */
export type FacultyRow = Omit<Selectable<DirectoryFacultyTable>, 'updated_by'> & { program: string };

export type OfficeContactValues = Pick<
  DirectoryOfficesTable,
  'phone' | 'email' | 'room' | 'building' | 'hours' | 'head_name' | 'head_title'
>;
export type FacultyContactValues = Pick<DirectoryFacultyTable, 'email' | 'consultation_hours'>;

const offices = (db: Db) =>
  db
    .selectFrom('directory_offices as d')
    .innerJoin('offices as o', 'o.office_id', 'd.office_id')
    .select([
      'd.id',
      'd.office_id',
      'o.slug as keeper',
      'd.phone',
      'd.email',
      'd.room',
      'd.building',
      'd.hours',
      'd.head_name',
      'd.head_title',
      'd.version',
      'd.updated_at',
    ]);

const faculty = (db: Db) =>
  db
    .selectFrom('directory_faculty as f')
    .innerJoin('offices as o', 'o.office_id', 'f.office_id')
    .select([
      'f.id',
      'f.office_id',
      'o.slug as program',
      'f.name',
      'f.position',
      'f.email',
      'f.consultation_hours',
      'f.sort_order',
      'f.version',
      'f.updated_at',
    ]);

// Postgres returns integers of some drivers' columns as strings; SQLite as numbers.
const numbers = <R extends { office_id: number; version: number }>(r: R): R => ({
  ...r,
  office_id: Number(r.office_id),
  version: Number(r.version),
});

export async function listOfficeContacts(db: Db, officeId?: number): Promise<OfficeContactRow[]> {
  let q = offices(db);
  if (officeId !== undefined) q = q.where('d.office_id', '=', officeId);
  return (await q.execute()).map(numbers);
}

export async function findOfficeContact(db: Db, id: string): Promise<OfficeContactRow | undefined> {
  const row = await offices(db).where('d.id', '=', id).executeTakeFirst();
  return row && numbers(row);
}

export async function listFaculty(db: Db, officeId?: number): Promise<FacultyRow[]> {
  let q = faculty(db);
  if (officeId !== undefined) q = q.where('f.office_id', '=', officeId);
  const rows = await q.orderBy('f.office_id').orderBy('f.sort_order').orderBy('f.id').execute();
  return rows.map((r) => ({ ...numbers(r), id: Number(r.id), sort_order: Number(r.sort_order) }));
}

export async function findFaculty(db: Db, id: number): Promise<FacultyRow | undefined> {
  const row = await faculty(db).where('f.id', '=', id).executeTakeFirst();
  return row && { ...numbers(row), id: Number(row.id), sort_order: Number(row.sort_order) };
}

/** Saves an office's contacts if the row is still at `version`; false when someone saved it since. */
export async function updateOfficeContact(
  db: Db,
  id: string,
  values: OfficeContactValues,
  v: { version: number; by: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('directory_offices')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_by: v.by, updated_at: v.at }))
    .where('id', '=', id)
    .where('version', '=', v.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Saves a faculty member's contacts if the row is still at `version`; false when someone saved it since. */
export async function updateFacultyContact(
  db: Db,
  id: number,
  values: FacultyContactValues,
  v: { version: number; by: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('directory_faculty')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_by: v.by, updated_at: v.at }))
    .where('id', '=', id)
    .where('version', '=', v.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The ids of the offices that have a row, so a seed adds only the missing ones. */
export async function officeContactIds(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('directory_offices').select('id').execute()).map((r) => r.id));
}

export async function insertOfficeContacts(db: Db, rows: Insertable<DirectoryOfficesTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('directory_offices').values(rows).execute();
}

export async function countFaculty(db: Db): Promise<number> {
  const row = await db
    .selectFrom('directory_faculty')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertFaculty(db: Db, rows: Insertable<DirectoryFacultyTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('directory_faculty').values(rows).execute();
}
