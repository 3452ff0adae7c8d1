// GET /media/{key}?w=&q= and /images/site/{file}?w=&q=: fixed widths and qualities, AVIF/WebP by Accept,
// variants made once and cached, immutable cache headers, ETag and 304. Local storage and S3.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageCache, VARIANT_WIDTHS } from '../../src/server/lib/images.ts';
import errorsPlugin from '../../src/server/plugins/errors.ts';
import siteImagesRoutes from '../../src/server/routes/site-images.ts';
import { jpeg, png } from '../support/image-fixtures.ts';
import { type LocalS3, startLocalS3 } from '../support/s3-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const AVIF_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const WEBP_ACCEPT = 'image/webp,*/*';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
});

describe.each(['local', 's3'] as const)('stored media variants (%s storage)', (storageKind) => {
  let t: TestApp;
  const key = 'articles/0b6c3f44-1d0e-4d7b-9d8e-6f1f5b0c1a2e.jpg';
  const pngKey = 'articles/7d1e0f4a-5b7c-4e21-8a3d-2c9e6b4f0d11.png';

  beforeAll(async () => {
    t = await createTestApp({ env: storageKind === 's3' ? s3.env : {} });
    expect(t.app.storage.kind).toBe(storageKind);
    await t.app.storage.put(key, await jpeg(1600, 1000), 'image/jpeg');
    await t.app.storage.put(pngKey, await png(500, 300), 'image/png');
  });
  afterAll(async () => {
    await t.app.storage.delete(key);
    await t.app.storage.delete(pngKey);
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves the original without parameters, with immutable caching and an ETag', async () => {
    const res = await get(`/media/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1600);
  });

  it.each(VARIANT_WIDTHS)('resizes to the allowed width %i', async (w) => {
    const res = await get(`/media/${key}?w=${w}&q=70`, { accept: WEBP_ACCEPT });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(w);
  });

  it.each(['100', '801', '2000', '0', '-260', '800.5', 'abc'])('refuses the width %s with 400', async (w) => {
    const res = await get(`/media/${key}?w=${w}&q=70`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: 'w must be one of 260, 360, 600, 800, 900, 1200' });
  });

  it('refuses a quality outside the list with 400', async () => {
    for (const q of ['55', '100', '10', 'x']) {
      const res = await get(`/media/${key}?w=800&q=${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('q must be one of 50, 60, 70, 80, 90');
    }
  });

  it('negotiates AVIF, then WebP, then the source format, and says it varies by Accept', async () => {
    const avif = await get(`/media/${key}?w=600&q=60`, { accept: AVIF_ACCEPT });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).format).toBe('heif');
    expect(avif.headers.vary).toContain('Accept');

    const webp = await get(`/media/${key}?w=600&q=60`, { accept: WEBP_ACCEPT });
    expect(webp.headers['content-type']).toBe('image/webp');

    const none = await get(`/media/${key}?w=600&q=60`, { accept: 'image/*' });
    expect(none.headers['content-type']).toBe('image/jpeg');
    const pngNone = await get(`/media/${pngKey}?w=260&q=60`, { accept: 'image/*' });
    expect(pngNone.headers['content-type']).toBe('image/png');

    const refusedAvif = await get(`/media/${key}?w=600&q=60`, { accept: 'image/avif;q=0, image/webp' });
    expect(refusedAvif.headers['content-type']).toBe('image/webp');
    // Each format has its own ETag, so caches never mix them up.
    expect(new Set([avif.headers.etag, webp.headers.etag, none.headers.etag]).size).toBe(3);
  });

  it('makes a variant once and serves the cached copy afterwards', async () => {
    const before = t.app.imageCache.renders;
    const first = await get(`/media/${key}?w=900&q=80`, { accept: AVIF_ACCEPT });
    expect(t.app.imageCache.renders).toBe(before + 1);
    const second = await get(`/media/${key}?w=900&q=80`, { accept: AVIF_ACCEPT });
    expect(t.app.imageCache.renders).toBe(before + 1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    // On disk under DATA_DIR/cache, so a restart does not render it again.
    const dir = path.join(t.dataDir, 'cache', 'media', key);
    const files = fs.readdirSync(dir, { recursive: true }).map(String);
    expect(files.some((f) => f.endsWith('900-q80.avif'))).toBe(true);

    // A new cache (as after a restart) finds the file on disk instead of rendering again.
    const restarted = createImageCache(path.join(t.dataDir, 'cache'));
    const served = await restarted.serve(
      { id: `media/${key}`, version: 'v1', ext: 'jpg', load: () => t.app.storage.get(key) },
      { width: 900, quality: 80 },
      AVIF_ACCEPT,
    );
    expect(restarted.renders).toBe(0);
    expect(served?.body.equals(first.rawPayload)).toBe(true);
  });

  it('renders concurrent first requests for the same variant only once', async () => {
    const before = t.app.imageCache.renders;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => get(`/media/${key}?w=360&q=50`, { accept: AVIF_ACCEPT })),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(t.app.imageCache.renders).toBe(before + 1);
  });

  it('answers 304 to a matching If-None-Match, for variants and originals', async () => {
    const first = await get(`/media/${key}?w=800&q=70`, { accept: AVIF_ACCEPT });
    const etag = String(first.headers.etag);
    const again = await get(`/media/${key}?w=800&q=70`, { accept: AVIF_ACCEPT, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toContain('immutable');

    const weak = await get(`/media/${key}?w=800&q=70`, { accept: AVIF_ACCEPT, 'if-none-match': `W/${etag}` });
    expect(weak.statusCode).toBe(304);
    const other = await get(`/media/${key}?w=800&q=70`, { accept: AVIF_ACCEPT, 'if-none-match': '"other"' });
    expect(other.statusCode).toBe(200);

    const orig = await get(`/media/${key}`);
    const origAgain = await get(`/media/${key}`, { 'if-none-match': String(orig.headers.etag) });
    expect(origAgain.statusCode).toBe(304);
  });

  it('never enlarges: a width above the original gives the original width', async () => {
    const res = await get(`/media/${pngKey}?w=1200&q=80`, { accept: WEBP_ACCEPT });
    expect((await sharp(res.rawPayload).metadata()).width).toBe(500);
  });

  it('answers 404 for unknown keys, other extensions and path tricks', async () => {
    for (const url of [
      '/media/articles/missing.jpg',
      '/media/articles/missing.jpg?w=800&q=70',
      '/media/articles/x.svg',
      '/media/articles/x.html',
      '/media/../campus.db',
      '/media/articles/%2e%2e/%2e%2e/test.db',
      '/media/..%2F..%2Fetc%2Fpasswd.jpg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('stops serving cached variants once the file is deleted and purged', async () => {
    const k = 'articles/5e0b7a1c-9f3d-4c2b-8a6e-1d4f7b9c0e23.jpg';
    await t.app.storage.put(k, await jpeg(400, 300), 'image/jpeg');
    expect((await get(`/media/${k}?w=260&q=60`, { accept: AVIF_ACCEPT })).statusCode).toBe(200);
    await t.app.storage.delete(k);
    await t.app.imageCache.purge(`media/${k}`);
    expect((await get(`/media/${k}?w=260&q=60`, { accept: AVIF_ACCEPT })).statusCode).toBe(404);
    expect(fs.existsSync(path.join(t.dataDir, 'cache', 'media', k))).toBe(false);
  });
});

describe('bundled site images', () => {
  let app: FastifyInstance;
  let dir: string;
  let cacheDir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-site-images-'));
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-site-cache-'));
    fs.writeFileSync(path.join(dir, 'campus-gate.jpg'), await jpeg(1400, 900));
    fs.writeFileSync(
      path.join(dir, 'enrolment-chart.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150" viewBox="0 0 300 150">' +
        '<rect width="300" height="150" fill="#006633"/><circle cx="150" cy="75" r="50" fill="#ffcc33"/></svg>',
    );
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.decorate('imageCache', createImageCache(cacheDir));
    await app.register(siteImagesRoutes, { dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('resizes a bundled photo through the same widths, formats and cache', async () => {
    const res = await app.inject({
      url: '/images/site/campus-gate.jpg?w=600&q=70',
      headers: { accept: AVIF_ACCEPT },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers.vary).toContain('Accept');
    expect(res.headers.etag).toBeTruthy();
    expect((await sharp(res.rawPayload).metadata()).width).toBe(600);
    const again = await app.inject({
      url: '/images/site/campus-gate.jpg?w=600&q=70',
      headers: { accept: AVIF_ACCEPT, 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const bad = await app.inject({ url: '/images/site/campus-gate.jpg?w=700' });
    expect(bad.statusCode).toBe(400);
  });

  it('rasterises an SVG source sharply at the requested width', async () => {
    const res = await app.inject({
      url: '/images/site/enrolment-chart.svg?w=1200&q=80',
      headers: { accept: WEBP_ACCEPT },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(600);
    // Without parameters the trusted SVG itself is sent.
    const original = await app.inject({ url: '/images/site/enrolment-chart.svg' });
    expect(original.headers['content-type']).toBe('image/svg+xml');
  });

  it('sees a changed file under the same name (new ETag), and 404s unknown or unsafe names', async () => {
    const first = await app.inject({ url: '/images/site/campus-gate.jpg?w=260&q=60' });
    fs.writeFileSync(path.join(dir, 'campus-gate.jpg'), await jpeg(1000, 700));
    const second = await app.inject({ url: '/images/site/campus-gate.jpg?w=260&q=60' });
    expect(second.headers.etag).not.toBe(first.headers.etag);
    for (const url of [
      '/images/site/missing.jpg',
      '/images/site/..%2Fsecret.jpg',
      '/images/site/notes.txt',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
