// The external links of published articles and what their last check found (migration 141). A link is
// claimed by a conditional update before it is checked, so with several instances each is checked once.
import type { Kysely } from 'kysely';
import type { LinkOutcome } from '../../shared/contract/link-checks.ts';
import type { Database } from '../db/schema.ts';
import { wherePublic } from './articles.ts';

type Db = Kysely<Database>;

/** Published public articles' bodies, a page at a time by id. */
export function publicArticleBodies(db: Db, afterId: number, limit: number) {
  return wherePublic(db.selectFrom('articles'))
    .select(['article_id', 'office_id', 'content'])
    .where('article_id', '>', afterId)
    .orderBy('article_id')
    .limit(limit)
    .execute();
}

/** Makes the article's rows its current external links: new ones added (unchecked), gone ones removed. */
export async function syncArticleLinks(
  db: Db,
  article: { article_id: number; office_id: number },
  links: ReadonlyArray<{ url: string; host: string }>,
): Promise<void> {
  const stored = await db
    .selectFrom('link_checks')
    .select(['url', 'office_id'])
    .where('article_id', '=', article.article_id)
    .execute();
  const wanted = new Set(links.map((l) => l.url));
  const gone = stored.filter((s) => !wanted.has(s.url)).map((s) => s.url);
  if (gone.length > 0)
    await db
      .deleteFrom('link_checks')
      .where('article_id', '=', article.article_id)
      .where('url', 'in', gone)
      .execute();
  if (stored.some((s) => s.office_id !== article.office_id))
    await db
      .updateTable('link_checks')
      .set({ office_id: article.office_id })
      .where('article_id', '=', article.article_id)
      .execute();
  const have = new Set(stored.map((s) => s.url));
  const fresh = links.filter((l) => !have.has(l.url));
  if (fresh.length > 0)
    await db
      .insertInto('link_checks')
      .values(fresh.map((l) => ({ article_id: article.article_id, office_id: article.office_id, ...l })))
      .onConflict((oc) => oc.columns(['article_id', 'url']).doNothing())
      .execute();
}

/** Rows of articles that are no longer published and public: their links are not the site's any more. */
export async function dropLinksOfHiddenArticles(db: Db): Promise<void> {
  await db
    .deleteFrom('link_checks')
    .where('article_id', 'not in', wherePublic(db.selectFrom('articles')).select('article_id'))
    .execute();
}

export interface ClaimedLink {
  article_id: number;
  url: string;
  host: string;
}

/**
 * Claims up to `limit` links never checked or last checked before `staleBefore`, none claimed by another
 * instance (claimed_until past): each by a conditional update, so two instances never claim the same row.
 */
export async function claimDueLinks(
  db: Db,
  opts: { now: string; staleBefore: string; claimUntil: string; limit: number },
): Promise<ClaimedLink[]> {
  const due = await db
    .selectFrom('link_checks')
    .select(['article_id', 'url', 'host', 'claimed_until'])
    .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<', opts.staleBefore)]))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', opts.now)]))
    .orderBy('checked_at', (ob) => ob.asc().nullsFirst())
    .limit(opts.limit)
    .execute();
  const claimed: ClaimedLink[] = [];
  for (const row of due) {
    let q = db
      .updateTable('link_checks')
      .set({ claimed_until: opts.claimUntil })
      .where('article_id', '=', row.article_id)
      .where('url', '=', row.url);
    q =
      row.claimed_until === null
        ? q.where('claimed_until', 'is', null)
        : q.where('claimed_until', '=', row.claimed_until);
    const res = await q.executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1)
      claimed.push({ article_id: row.article_id, url: row.url, host: row.host });
  }
  return claimed;
}

export async function saveLinkResult(
  db: Db,
  link: { article_id: number; url: string },
  result: { outcome: LinkOutcome; status: number | null; movedTo: string | null },
  at: string,
): Promise<void> {
  await db
    .updateTable('link_checks')
    .set({
      outcome: result.outcome,
      status: result.status,
      moved_to: result.movedTo,
      checked_at: at,
      claimed_until: null,
    })
    .where('article_id', '=', link.article_id)
    .where('url', '=', link.url)
    .execute();
}

/** Broken links of published articles, of the given offices (undefined: all), newest check first. */
export function brokenLinkRows(db: Db, officeIds: readonly number[] | undefined) {
  let q = db
    .selectFrom('link_checks as l')
    .innerJoin('articles as a', 'a.article_id', 'l.article_id')
    .select(['l.article_id', 'a.title', 'l.office_id', 'l.url', 'l.outcome', 'l.status', 'l.checked_at'])
    .where('l.outcome', 'is not', null)
    .where('l.outcome', '!=', 'ok')
    // An article hidden since the last run is not the site's any more (the next run drops its rows).
    .where('a.privacy', '=', 'public')
    .where('a.status', '=', 'published');
  if (officeIds) q = q.where('l.office_id', 'in', officeIds);
  return q.orderBy('l.office_id').orderBy('l.article_id').orderBy('l.url').execute();
}

/** Every stored check of one article (tests and the portal's notes of moved links). */
export function linkRowsOf(db: Db, articleId: number) {
  return db
    .selectFrom('link_checks')
    .selectAll()
    .where('article_id', '=', articleId)
    .orderBy('url')
    .execute();
}
