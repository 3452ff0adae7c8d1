// The seeded demo pictures: drawn campus scenes, a different picture for every image of every article, each
// with its description, stored as 1600 by 1000 JPEGs and read back through the public article API.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoArticles } from '../../content/demo-articles.ts';
import { SCENE_KINDS } from '../../src/server/seed/scene-images.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('seeded demo pictures', () => {
  let t: TestApp;
  let articles: {
    article_id: number;
    title: string;
    thumbnail: string | null;
    thumbnail_alt: string | null;
  }[];
  let images: { article_id: number; position: number; storage_key: string; alt: string | null }[];

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
    articles = await t.db.kysely
      .selectFrom('articles')
      .select(['article_id', 'title', 'thumbnail', 'thumbnail_alt'])
      .orderBy('article_id')
      .execute();
    images = await t.db.kysely
      .selectFrom('article_images')
      .select(['article_id', 'position', 'storage_key', 'alt'])
      .orderBy('article_id')
      .orderBy('position')
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('draws at least ten kinds of scene across the demo articles', () => {
    const kinds = new Set(demoArticles.flatMap((a) => a.pictures.map((p) => p.scene)));
    expect(kinds.size).toBeGreaterThanOrEqual(10);
    for (const k of kinds) expect(SCENE_KINDS).toContain(k);
  });

  it('gives every seeded image the description of its picture', () => {
    expect(articles).toHaveLength(demoArticles.length);
    for (const a of articles) {
      const demo = demoArticles.find((d) => d.title === a.title);
      expect(demo, a.title).toBeDefined();
      const own = images.filter((i) => i.article_id === a.article_id);
      expect([a.thumbnail_alt, ...own.map((i) => i.alt)]).toEqual(demo?.pictures.map((p) => p.description));
      for (const alt of [a.thumbnail_alt, ...own.map((i) => i.alt)]) expect(alt?.trim()).toBeTruthy();
    }
  });

  it('stores a different valid 1600 by 1000 JPEG for every thumbnail and slider image', async () => {
    const keys = [...articles.map((a) => a.thumbnail), ...images.map((i) => i.storage_key)];
    expect(keys).toHaveLength(demoArticles.reduce((n, a) => n + a.pictures.length, 0));
    const hashes = new Set<string>();
    for (const key of keys) {
      expect(key).toMatch(/^articles\/.+\.jpg$/);
      const bytes = await t.app.storage.get(key as string);
      expect(bytes, key as string).toBeDefined();
      const b = bytes as Buffer;
      expect(b.subarray(0, 3).toString('hex')).toBe('ffd8ff');
      const meta = await sharp(b).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1000 });
      hashes.add(sha(b));
    }
    expect(hashes.size).toBe(keys.length);
  });

  it('serves the descriptions with the article, thumbnail and slider pictures in order', async () => {
    const a = articles.find((x) => images.filter((i) => i.article_id === x.article_id).length >= 2);
    expect(a).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: `/api/articles/${a?.article_id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const demo = demoArticles.find((d) => d.title === a?.title);
    expect(body.article.thumbnail_alt).toBe(demo?.pictures[0]?.description);
    expect(body.article.slider_alts).toEqual(demo?.pictures.slice(1).map((p) => p.description));
  });
});
