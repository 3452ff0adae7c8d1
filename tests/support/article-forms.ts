// Helpers for the article management tests: the admin form's two save shapes (multipart and JSON).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';
import type { Article } from '../../src/shared/contract/articles.ts';
import { bearer } from './auth-helpers.ts';
import { jpeg, type MultipartFile, multipartBody } from './image-fixtures.ts';

export interface SaveReply {
  status: number;
  body: { ok: boolean; message: string; article?: Article; field?: string };
}

/** Sends the multipart shape: text fields (repeatable, e.g. existing_pics[]) and files. */
export async function saveMultipart(
  app: FastifyInstance,
  token: string | undefined,
  method: 'POST' | 'PUT',
  url: string,
  fields: Array<[string, string]>,
  files: MultipartFile[],
): Promise<SaveReply> {
  const { payload, headers } = multipartBody(withDescriptions(fields, files), files);
  const res = await app.inject({
    method,
    url,
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

/**
 * Adds the image descriptions the editor sends (image_meta) unless the test gives its own: every new
 * thumbnail and slider file, and every kept image, described in the order existing_pics[] and the files
 * come in. Publishing refuses undescribed images (tests/api/article-editorial.test.ts covers that rule).
 */
export function withDescriptions(
  fields: Array<[string, string]>,
  files: MultipartFile[],
): Array<[string, string]> {
  if (fields.some(([name]) => name === 'image_meta')) return fields;
  const kept = fields.filter(([n, v]) => n.startsWith('existing_pics') && v.trim() !== '').map(([, v]) => v);
  const added = files.filter((f) => f.field.startsWith('slider_images'));
  const slider = [
    ...kept.map((ref, i) => ({ ref, alt: `Kept picture ${i + 1}` })),
    ...added.map((_, i) => ({ ref: `new:${i}`, alt: `New picture ${i + 1}` })),
  ].slice(0, 10);
  const thumbnail = files.some((f) => f.field === 'thumbnail') ? { alt: 'Thumbnail picture' } : undefined;
  return [...fields, ['image_meta', JSON.stringify({ ...(thumbnail ? { thumbnail } : {}), slider })]];
}

/** Sends the JSON shape. */
export async function saveJson(
  app: FastifyInstance,
  token: string | undefined,
  method: 'POST' | 'PUT',
  url: string,
  body: Record<string, unknown>,
): Promise<SaveReply> {
  const res = await app.inject({ method, url, payload: body, headers: token ? bearer(token) : {} });
  return { status: res.statusCode, body: res.json() };
}

export const imageFile = async (
  field: string,
  filename = 'photo.jpg',
  data?: Buffer,
): Promise<MultipartFile> => ({
  field,
  filename,
  contentType: 'image/jpeg',
  data: data ?? (await jpeg(320, 240)),
});

/** Creates an article through the multipart shape with a thumbnail and `sliders` slider images. */
export async function createArticleVia(
  app: FastifyInstance,
  token: string,
  opts: {
    office: string;
    title?: string;
    type?: string;
    content?: string;
    sliders?: number;
    date?: string;
    /** draft, scheduled or published (the server's default when absent). */
    status?: string;
    publishAt?: string;
  },
): Promise<Article> {
  const files: MultipartFile[] = [await imageFile('thumbnail', 'thumb.jpg')];
  for (let i = 0; i < (opts.sliders ?? 2); i++)
    files.push(await imageFile('slider_images[]', `slide-${i + 1}.jpg`));
  const res = await saveMultipart(
    app,
    token,
    'POST',
    '/api/admin/articles',
    [
      ['title', opts.title ?? 'Harvest festival'],
      ['content', opts.content ?? '<p>The BSA students harvested rice.</p>'],
      ['type', opts.type ?? 'News'],
      ['date', opts.date ?? ''],
      ['office', opts.office],
      ...(opts.status ? [['status', opts.status] as [string, string]] : []),
      ...(opts.publishAt ? [['publish_at', opts.publishAt] as [string, string]] : []),
    ],
    files,
  );
  if (res.status !== 201 || !res.body.article) {
    throw new Error(`Create failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.article;
}

/** The storage key behind a /media/ URL. */
export const keyOf = (url: string | null | undefined): string => (url ?? '').replace(/^\/media\//, '');

/** The slider image URLs of an article, in order. */
export const slidesOf = (a: Article): string[] =>
  Array.from({ length: 10 }, (_, i) => a[`pic${i + 1}_url` as keyof Article] as string | null).filter(
    (u): u is string => Boolean(u),
  );

/** An article's stored status (undefined once deleted). */
export const storedStatus = async (db: Kysely<Database>, id: number) =>
  (await db.selectFrom('articles').select('status').where('article_id', '=', id).executeTakeFirst())?.status;
