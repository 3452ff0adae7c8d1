// The statements of the first-start seed (seed/seed.ts): the offices, the bootstrap superadmin, the monitor
// password's hash and the demo articles. Each is safe to run again: a seed that stopped half-way is completed.
import type { Insertable, Kysely } from 'kysely';
import type { ArticleImagesTable, ArticlesTable, Database, OfficesTable, UsersTable } from '../db/schema.ts';
import { MONITOR_HASH_KEY, MONITOR_TOKEN_KEY_PREFIX } from './monitor-settings.ts';

/** Adds the offices that are missing (ON CONFLICT DO NOTHING compiles the same on both databases). */
export async function insertOffices(
  db: Kysely<Database>,
  offices: Insertable<OfficesTable>[],
): Promise<void> {
  await db
    .insertInto('offices')
    .values(offices)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function countRows(db: Kysely<Database>, table: 'users' | 'articles'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertFirstUser(db: Kysely<Database>, values: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findMonitorHash(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', MONITOR_HASH_KEY)
    .executeTakeFirst();
  return row?.value;
}

/** Stores a new monitor password hash and ends every monitor session (their tokens). */
export async function replaceMonitorHash(
  db: Kysely<Database>,
  hash: string,
  existed: boolean,
): Promise<void> {
  await db.deleteFrom('app_settings').where('key', 'like', `${MONITOR_TOKEN_KEY_PREFIX}%`).execute();
  if (existed)
    await db.updateTable('app_settings').set({ value: hash }).where('key', '=', MONITOR_HASH_KEY).execute();
  else
    await db
      .insertInto('app_settings')
      .values({ key: MONITOR_HASH_KEY, value: hash })
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** One demo article with its slider pictures, in one transaction. */
export async function insertDemoArticle(
  db: Kysely<Database>,
  article: Insertable<ArticlesTable>,
  slider: Omit<Insertable<ArticleImagesTable>, 'article_id'>[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('articles')
      .values(article)
      .returning('article_id')
      .executeTakeFirstOrThrow();
    if (slider.length > 0)
      await trx
        .insertInto('article_images')
        .values(slider.map((image) => ({ ...image, article_id: row.article_id })))
        .execute();
  });
}
