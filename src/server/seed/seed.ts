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
import {
  countRows,
  findMonitorHash,
  insertDemoArticle,
  insertFirstUser,
  insertOffices,
  replaceMonitorHash,
} from '../repositories/seed.ts';
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

  await insertOffices(
    k,
    ALL_OFFICES.map((o) => ({ office_id: o.office_id, slug: o.slug, abbrev: o.abbrev, name: o.name })),
  );

  // Alerts, events, vacancies, facts, slides, contacts and quick links start as config/site.ts has them.
  await seedSiteContent(k, clock);
  // The Citizen's Charter's services start as content/citizens-charter.ts has them.
  await seedCitizenServices(k, clock);
  // The directories' contacts start as content/directories/office-contacts.ts and the charts have them.
  await seedDirectory(k, clock);

  let adminId: number | null = null;
  if ((await countRows(k, 'users')) === 0) {
    const email = config.admin.email ?? 'admin@localhost';
    const password = config.admin.password ?? generatePassword();
    if (!config.admin.password) result.generatedAdmin = { email, password };
    adminId = await insertFirstUser(k, {
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
    });
  }

  // The monitor password is kept only as a hash. MONITOR_PASSWORD replaces it when it differs from the stored
  // one (not on every start: a new salt would end every monitor session at each restart); a change also ends
  // every monitor token.
  const monitor = await findMonitorHash(k);
  const unchanged =
    monitor !== undefined && config.monitorPassword
      ? await verifyPassword(config.monitorPassword, monitor)
      : false;
  if ((config.monitorPassword && !unchanged) || monitor === undefined) {
    const password = config.monitorPassword ?? generatePassword();
    if (!config.monitorPassword) result.generatedMonitorPassword = password;
    await replaceMonitorHash(k, await hashPassword(password), monitor !== undefined);
  }

  if (config.seedDemo && (await countRows(k, 'articles')) === 0) {
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
    await insertDemoArticle(
      db.kysely,
      {
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
      },
      slider.map((storage_key, i) => ({
        position: i + 1,
        storage_key,
        alt: sliderPictures[i]?.description ?? null,
      })),
    );
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
