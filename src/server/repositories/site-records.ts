// The rows of the Site area's records (alerts, events, vacancies): add, change and delete one by its id, the
// same statements for each table. What a kind reads beyond that (an alert's updates, an event's office) is in
// repositories/site-content.ts; services/site-records.ts is the policy around them.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The tables of the Site area's records, each with a generated numeric `id`. */
export type RecordTable = 'site_alerts' | 'site_events' | 'site_vacancies';

// Kysely cannot type a statement over a union of tables, so the statements are written for one of them: the
// three share the `id` column these use, and `row` is typed by the caller's table.
const one = (table: RecordTable) => table as 'site_vacancies';

export const insertRecord = <T extends RecordTable>(db: Db, table: T, row: Insertable<Database[T]>) =>
  db
    .insertInto(one(table))
    .values(row as Insertable<Database['site_vacancies']>)
    .returning('id')
    .executeTakeFirstOrThrow();

/** False when no row has this id. */
export async function updateRecord<T extends RecordTable>(
  db: Db,
  table: T,
  id: number,
  set: Partial<Insertable<Database[T]>>,
): Promise<boolean> {
  const r = await db
    .updateTable(one(table))
    .set(set as Partial<Insertable<Database['site_vacancies']>>)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** False when no row has this id. */
export async function deleteRecord(db: Db, table: RecordTable, id: number): Promise<boolean> {
  const r = await db.deleteFrom(one(table)).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
