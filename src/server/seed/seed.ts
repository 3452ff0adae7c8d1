// First-start data: the eight offices, the site content of config/site.ts, the bootstrap superadmin, the monitor
// password and demo articles.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { demoArticles } from '../../../content/demo-articles.ts';
import { ALL_OFFICES, OFFICES } from '../../shared/contract/offices.ts';
import { campusDay } from '../../shared/dates.ts';
import type { Config } from '../config.ts';
import { type Db, withAdvisoryLock } from '../db/dialect.ts';
import type { Clock } from '../lib/clock.ts';
import { makeExcerpt, sanitizeArticleHtml } from '../lib/html.ts';
import { generatePassword, hashPassword, verifyPassword } from '../lib/passwords.ts';
import { MONITOR_HASH_KEY, MONITOR_TOKEN_KEY_PREFIX } from '../repositories/monitor-settings.ts';
import { seedCitizenServices } from '../services/citizen-services.ts';
import { seedDirectory } from '../services/directory.ts';
import { seedSiteContent } from '../services/site-content.ts';
import type { Storage } from '../storage/storage.ts';
import { cachedSceneJpeg } from './scene-images.ts';

export { MONITOR_HASH_KEY, MONITOR_TOKEN_KEY_PREFIX } from '../repositories/monitor-settings.ts';

export interface SeedResult {
  generatedAdmin?: { email: string; password: string };
  generatedMonitorPassword?: string;
  demoArticles: number;
}

export interface SeedDeps {
  db: Db;
  storage: Storage;
  config: Config;
  clock: Clock;
  log?: FastifyBaseLogger;
}

export async function seed(deps: SeedDeps): Promise<SeedResult> {
  // Instances started together on an empty database: one seeds, the others wait and then find the work
  // done. The inserts are idempotent as well, so a seed that stopped half-way is completed, not duplicated.
  return withAdvisoryLock(deps.db, 'campus-site:seed', () => seedUnlocked(deps));
}

async function seedUnlocked(deps: SeedDeps): Promise<SeedResult> {
  const { db, storage, config, clock } = deps;
  const k = db.kysely;
  const now = clock.now().toISOString();
  const result: SeedResult = { demoArticles: 0 };

  // ON CONFLICT DO NOTHING compiles the same on both databases.
  await k
    .insertInto('offices')
    .values(
      ALL_OFFICES.map((o) => ({ office_id: o.office_id, slug: o.slug, abbrev: o.abbrev, name: o.name })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  // Alerts, events, vacancies, facts, slides, contacts and quick links start as config/site.ts has them.
  await seedSiteContent(k, clock);
  // The Citizen's Charter's services start as content/citizens-charter.ts has them.
  await seedCitizenServices(k, clock);
  // The directories' contacts start as content/directories/office-contacts.ts and the charts have them.
  await seedDirectory(k, clock);

  const users = await k
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  let adminId: number | null = null;
  if (Number(users.n) === 0) {
    const email = config.admin.email ?? 'admin@localhost';
    const password = config.admin.password ?? generatePassword();
    if (!config.admin.password) result.generatedAdmin = { email, password };
    const row = await k
      .insertInto('users')
      .values({
        email,
        email_lower: email.toLowerCase(),
        first_name: 'Site',
        middle_name: null,
        last_name: 'Administrator',
        password_hash: await hashPassword(password),
        role: 'superadmin',
        status: 'active',
        office_id: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    adminId = row.id;
  }

  // The monitor password is kept only as a hash. MONITOR_PASSWORD replaces it when it differs from the stored
  // one (not on every start: a new salt would end every monitor session at each restart); a change also ends
  // every monitor token.
  const monitor = await k
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', MONITOR_HASH_KEY)
    .executeTakeFirst();
  const unchanged =
    monitor && config.monitorPassword ? await verifyPassword(config.monitorPassword, monitor.value) : false;
  if ((config.monitorPassword && !unchanged) || !monitor) {
    await k.deleteFrom('app_settings').where('key', 'like', `${MONITOR_TOKEN_KEY_PREFIX}%`).execute();
    const password = config.monitorPassword ?? generatePassword();
    if (!config.monitorPassword) result.generatedMonitorPassword = password;
    const hash = await hashPassword(password);
    if (monitor)
      await k.updateTable('app_settings').set({ value: hash }).where('key', '=', MONITOR_HASH_KEY).execute();
    else
      await k
        .insertInto('app_settings')
        .values({ key: MONITOR_HASH_KEY, value: hash })
        .onConflict((oc) => oc.doNothing())
        .execute();
  }

  const articles = await k
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (config.seedDemo && Number(articles.n) === 0) {
    result.demoArticles = await seedDemoArticles(db, storage, clock, adminId);
  }
  return result;
}

async function seedDemoArticles(
  db: Db,
  storage: Storage,
  clock: Clock,
  createdBy: number | null,
): Promise<number> {
  // Every picture is drawn (or read from the cache) first, two at a time: encoding is most of the work.
  const jpegs = await mapLimit(
    demoArticles.flatMap((a) => a.pictures),
    2,
    (p) => cachedSceneJpeg(p),
  );
  let first = 0;
  for (const a of demoArticles) {
    const own = jpegs.slice(first, first + a.pictures.length);
    first += a.pictures.length;
    const office = OFFICES.find((o) => o.slug === a.office);
    if (!office) continue;
    const created = new Date(clock.now().getTime() - a.daysAgo * 86_400_000).toISOString();
    const keys: string[] = [];
    for (const jpeg of own) {
      const key = `articles/${randomUUID()}.jpg`;
      await storage.put(key, jpeg, 'image/jpeg');
      keys.push(key);
    }
    const [thumbnail, ...slider] = keys;
    const [thumbnailPicture, ...sliderPictures] = a.pictures;
    const content = sanitizeArticleHtml(a.content);
    await db.kysely.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('articles')
        .values({
          office_id: office.office_id,
          title: a.title,
          content,
          excerpt: makeExcerpt(content),
          type: a.type,
          privacy: 'public',
          // The publication date is the Manila calendar day (src/shared/dates.ts), not the UTC one.
          date: campusDay(created),
          created_at: created,
          updated_at: created,
          published_at: created,
          thumbnail: thumbnail ?? null,
          thumbnail_alt: thumbnailPicture?.description ?? null,
          view_count: a.views,
          like_count: a.likes,
          created_by: createdBy,
        })
        .returning('article_id')
        .executeTakeFirstOrThrow();
      if (slider.length > 0) {
        await trx
          .insertInto('article_images')
          .values(
            slider.map((storage_key, i) => ({
              article_id: row.article_id,
              position: i + 1,
              storage_key,
              alt: sliderPictures[i]?.description ?? null,
            })),
          )
          .execute();
      }
    });
  }
  return demoArticles.length;
}

/** `fn` over `items`, at most `limit` at a time, results in order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
