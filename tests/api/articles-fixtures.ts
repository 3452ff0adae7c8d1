// Article rows for the public article API tests, written straight to the database.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/server/db/dialect.ts';
import { makeExcerpt } from '../../src/server/lib/html.ts';
import { findOffice, type OfficeSlug } from '../../src/shared/contract/offices.ts';

export interface ArticleFixture {
  office: OfficeSlug;
  title?: string;
  content?: string;
  type?: 'news' | 'proposal' | 'completed';
  privacy?: 'public' | 'private';
  date?: string | null;
  created_at?: string;
  published_at?: string | null;
  thumbnail?: string | null;
  /** Storage keys of slider images, positions 1..n. */
  images?: string[];
  view_count?: number;
  like_count?: number;
  /** Editorial status (migration 009); published when omitted. */
  status?: 'draft' | 'scheduled' | 'published';
  /** Image descriptions: described unless null is given (rows from before descriptions existed). */
  alt?: string | null;
}

let clockTick = Date.parse('2025-06-01T00:00:00.000Z');

/** Inserts an article (each one newer than the last unless `created_at` is given) and returns its id. */
export async function insertArticle(db: Db, f: ArticleFixture): Promise<number> {
  const office = findOffice(f.office);
  if (!office) throw new Error(`unknown office ${f.office}`);
  clockTick += 60_000;
  const created = f.created_at ?? new Date(clockTick).toISOString();
  const content = f.content ?? `<p>About ${f.title ?? 'an event'} on campus.</p>`;
  const row = await db.kysely
    .insertInto('articles')
    .values({
      office_id: office.office_id,
      title: f.title ?? `Article of ${f.office}`,
      content,
      excerpt: makeExcerpt(content),
      type: f.type ?? 'news',
      privacy: f.privacy ?? 'public',
      date: f.date === undefined ? created.slice(0, 10) : f.date,
      created_at: created,
      updated_at: created,
      published_at: f.published_at === undefined ? created : f.published_at,
      thumbnail: f.thumbnail === undefined ? `articles/thumb-${clockTick}.jpg` : f.thumbnail,
      view_count: f.view_count ?? 0,
      like_count: f.like_count ?? 0,
      created_by: null,
      status: f.status ?? 'published',
      thumbnail_alt: f.alt === undefined ? 'A picture of the event' : f.alt,
    })
    .returning('article_id')
    .executeTakeFirstOrThrow();
  const images = f.images ?? [];
  if (images.length > 0) {
    await db.kysely
      .insertInto('article_images')
      .values(
        images.map((storage_key, i) => ({
          article_id: row.article_id,
          position: i + 1,
          storage_key,
          alt: f.alt === undefined ? `Picture ${i + 1} of the event` : f.alt,
        })),
      )
      .execute();
  }
  return row.article_id;
}

/** The `name=value` pair of a Set-Cookie header, for sending back as a Cookie header. */
export function cookiePair(res: LightMyRequestResponse, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return all.find((c) => c.startsWith(`${name}=`))?.split(';')[0];
}

/** A fresh anonymous visitor: the cookie the server issues on a first stats read. */
export async function newVisitor(app: FastifyInstance, articleId: number): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/articles/${articleId}/stats` });
  const cookie = cookiePair(res, 'cs_vid');
  if (!cookie) throw new Error(`no visitor cookie (status ${res.statusCode})`);
  return cookie;
}
