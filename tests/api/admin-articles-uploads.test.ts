// Uploads (docs/product/server-behaviour.md#uploads): judged by decoding, hostile files refused with a message naming
// the field and nothing stored, metadata stripped, generated names only; and atomicity: a failed save
// (a broken 5th image, a refusing database, a failing storage) leaves no orphan file and no row pointing at a
// missing file, and an interrupted write is cleaned up by the journal sweep. Local storage and S3.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/server/lib/clock.ts';
import { sweepMediaJournal } from '../../src/server/services/article-writes.ts';
import type { Storage } from '../../src/server/storage/storage.ts';
import { createArticleVia, imageFile, keyOf, saveMultipart, slidesOf } from '../support/article-forms.ts';
import { signInSuperadmin } from '../support/auth-helpers.ts';
import {
  avif,
  exifOf,
  gif,
  htmlJpegPolyglot,
  jpeg,
  jpegWithGps,
  jpegWithHiddenHtml,
  oversized,
  pixelFloodPng,
  png,
  scriptSvg,
  truncatedJpeg,
  webp,
} from '../support/image-fixtures.ts';
import { type LocalS3, startLocalS3 } from '../support/s3-server.ts';
import { createTestApp, type TestApp, testDbKind } from '../support/test-app.ts';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
});

const GENERATED_KEY =
  /^articles\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png|webp|gif|avif)$/;

/** Wraps a storage so that the n-th put (1-based) fails, as a full disk or an unreachable bucket would. */
function failingOnPut(inner: Storage, n: number): Storage & { puts: number } {
  const s = {
    ...inner,
    kind: inner.kind,
    puts: 0,
    async put(key: string, body: Buffer, type: string) {
      s.puts++;
      if (s.puts === n) throw new Error('disk full');
      await inner.put(key, body, type);
    },
  };
  return s;
}

describe.each(['local', 's3'] as const)('uploads (%s storage)', (storageKind) => {
  let t: TestApp;
  let token: string;
  const clock = manualClock(new Date('2026-03-02T01:00:00.000Z'));

  beforeAll(async () => {
    t = await createTestApp({ env: storageKind === 's3' ? s3.env : {}, clock });
    token = await signInSuperadmin(t.app);
  });
  afterAll(async () => {
    for (const key of await t.app.storage.list()) await t.app.storage.delete(key);
    await t.close();
  });

  const stored = () => t.app.storage.list();
  const articleCount = async () =>
    (await t.db.kysely.selectFrom('articles').select('article_id').execute()).length;

  /** Sends one hostile thumbnail with a valid slider image; returns the reply. */
  const createWithThumbnail = async (data: Buffer, filename: string, contentType = 'image/jpeg') =>
    saveMultipart(
      t.app,
      token,
      'POST',
      '/api/admin/articles',
      [
        ['title', 'Hostile'],
        ['office', 'bsit'],
      ],
      [{ field: 'thumbnail', filename, contentType, data }, await imageFile('slider_images[]', 'ok.jpg')],
    );

  it.each([
    ['jpeg', jpeg, 'jpg'],
    ['png', png, 'png'],
    ['webp', webp, 'webp'],
    ['gif', gif, 'gif'],
    ['avif', avif, 'avif'],
  ] as const)(
    'accepts %s, judged by its bytes whatever the name and declared type',
    async (_f, make, ext) => {
      // Deliberately misleading name and type: the bytes decide.
      const res = await createWithThumbnail(await make(), 'picture.txt', 'text/plain');
      expect(res.status).toBe(201);
      const key = keyOf(res.body.article?.thumbnail_url);
      expect(key).toMatch(GENERATED_KEY);
      expect(key.endsWith(`.${ext}`)).toBe(true);
      const bytes = await t.app.storage.get(key);
      expect((await sharp(bytes).metadata()).format).toBe(
        ext === 'avif' ? 'heif' : ext === 'jpg' ? 'jpeg' : ext,
      );
    },
  );

  const hostile: Array<[string, () => Buffer | Promise<Buffer>, string, string, string]> = [
    [
      'a script-bearing SVG renamed .png',
      scriptSvg,
      'evil.png',
      'image/png',
      'Cover photo (evil.png): only JPEG, PNG, WebP, GIF and AVIF images are accepted.',
    ],
    [
      'an HTML/JPEG polyglot',
      htmlJpegPolyglot,
      'poly.jpg',
      'image/jpeg',
      'Cover photo (poly.jpg): the file is not a readable image.',
    ],
    [
      'a 20000×20000 PNG (pixel flood)',
      pixelFloodPng,
      'huge.png',
      'image/png',
      'Cover photo (huge.png): the image has too many pixels (at most 40 megapixels).',
    ],
    [
      'an oversized file',
      oversized,
      'big.jpg',
      'image/jpeg',
      'Cover photo (big.jpg): the file is larger than 10 MB.',
    ],
    [
      'a truncated JPEG',
      truncatedJpeg,
      'cut.jpg',
      'image/jpeg',
      'Cover photo (cut.jpg): the file is damaged or incomplete.',
    ],
    [
      'an HTML page declared as a JPEG',
      () => Buffer.from('<!doctype html><script>alert(1)</script>'),
      'page.jpg',
      'image/jpeg',
      'Cover photo (page.jpg): only JPEG, PNG, WebP, GIF and AVIF images are accepted.',
    ],
  ];

  it.each(hostile)(
    'refuses %s with a clear message and stores nothing',
    async (_name, make, filename, type, message) => {
      const before = await stored();
      const count = await articleCount();
      const res = await createWithThumbnail(await make(), filename, type);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false, message, field: 'thumbnail' });
      expect(await stored()).toEqual(before);
      expect(await articleCount()).toBe(count);
    },
  );

  it('names the slider image in the message when a slider file is refused', async () => {
    const before = await stored();
    const res = await saveMultipart(
      t.app,
      token,
      'POST',
      '/api/admin/articles',
      [['office', 'bsit']],
      [
        await imageFile('thumbnail'),
        await imageFile('slider_images[]', 'one.jpg'),
        { field: 'slider_images[]', filename: 'two.png', contentType: 'image/png', data: scriptSvg() },
      ],
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Slideshow photo 2 (two.png): only JPEG, PNG, WebP, GIF and AVIF images are accepted.',
    );
    expect(res.body.field).toBe('slider_images[1]');
    expect(await stored()).toEqual(before);
  });

  it('stores a file named ../../etc/passwd.jpg under a generated name, never that path', async () => {
    const res = await createWithThumbnail(await jpeg(300, 200), '../../etc/passwd.jpg');
    expect(res.status).toBe(201);
    const key = keyOf(res.body.article?.thumbnail_url);
    expect(key).toMatch(GENERATED_KEY);
    expect((await stored()).some((k) => k.includes('passwd') || k.includes('..'))).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, 'etc'))).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, 'media', '..', '..', 'etc', 'passwd.jpg'))).toBe(false);
    const row = await t.db.kysely
      .selectFrom('articles')
      .select('thumbnail')
      .where('article_id', '=', Number(res.body.article?.article_id))
      .executeTakeFirstOrThrow();
    expect(row.thumbnail).toBe(key);
  });

  it('neutralises a decodable JPEG that hides HTML in a comment and after its end: re-encoded, HTML gone', async () => {
    const input = await jpegWithHiddenHtml();
    expect(input.includes(Buffer.from('<script>'))).toBe(true);
    const res = await createWithThumbnail(input, 'hidden.jpg');
    expect(res.status).toBe(201);
    const bytes = await t.app.storage.get(keyOf(res.body.article?.thumbnail_url));
    expect(bytes?.includes(Buffer.from('<script'))).toBe(false);
    expect(bytes?.includes(Buffer.from('<html'))).toBe(false);
    // Served with nosniff, so no browser treats it as anything but an image.
    const served = await t.app.inject({ url: String(res.body.article?.thumbnail_url) });
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('removes EXIF (GPS included) from stored files and from what is served', async () => {
    const input = await jpegWithGps();
    expect(await exifOf(input)).toEqual({ exif: true, gps: true });
    const res = await createWithThumbnail(input, 'with-gps.jpg');
    expect(res.status).toBe(201);
    const url = String(res.body.article?.thumbnail_url);
    const bytes = await t.app.storage.get(keyOf(url));
    if (!bytes) throw new Error('not stored');
    expect(await exifOf(bytes)).toEqual({ exif: false, gps: false });
    const served = await t.app.inject({ url });
    expect(await exifOf(served.rawPayload)).toEqual({ exif: false, gps: false });
  });

  it('applies the EXIF orientation to the pixels before stripping it', async () => {
    const rotated = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#123456' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const res = await createWithThumbnail(rotated, 'portrait.jpg');
    const bytes = await t.app.storage.get(keyOf(res.body.article?.thumbnail_url));
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([300, 400, undefined]);
  });

  describe('atomic saves', () => {
    it('a broken 5th of 10 slider images refuses the whole save: no file, no row', async () => {
      const before = await stored();
      const count = await articleCount();
      const files = [await imageFile('thumbnail')];
      for (let i = 1; i <= 10; i++) {
        files.push(
          i === 5
            ? {
                field: 'slider_images[]',
                filename: 'slide-5.jpg',
                contentType: 'image/jpeg',
                data: await truncatedJpeg(),
              }
            : await imageFile('slider_images[]', `slide-${i}.jpg`),
        );
      }
      const res = await saveMultipart(
        t.app,
        token,
        'POST',
        '/api/admin/articles',
        [['office', 'bsed']],
        files,
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Slideshow photo 5 (slide-5.jpg): the file is damaged or incomplete.');
      expect(await stored()).toEqual(before);
      expect(await articleCount()).toBe(count);
    });

    const refuseInserts = async (table: 'article_images' | 'articles', event: 'INSERT' | 'UPDATE') => {
      const name = `refuse_${table}_${event.toLowerCase()}`;
      if (testDbKind() === 'sqlite') {
        await sql
          .raw(`CREATE TRIGGER ${name} BEFORE ${event} ON ${table} BEGIN SELECT RAISE(ABORT, 'refused'); END`)
          .execute(t.db.kysely);
      } else {
        await sql
          .raw(
            `CREATE OR REPLACE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`,
          )
          .execute(t.db.kysely);
        await sql
          .raw(
            `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_write()`,
          )
          .execute(t.db.kysely);
      }
      return async () => {
        await sql
          .raw(`DROP TRIGGER ${name}${testDbKind() === 'sqlite' ? '' : ` ON ${table}`}`)
          .execute(t.db.kysely);
      };
    };

    it('a create the database refuses leaves no file, no row and no journal entry', async () => {
      const before = await stored();
      const count = await articleCount();
      const drop = await refuseInserts('article_images', 'INSERT');
      try {
        const files = [await imageFile('thumbnail')];
        for (let i = 1; i <= 4; i++) files.push(await imageFile('slider_images[]', `s${i}.jpg`));
        const res = await saveMultipart(
          t.app,
          token,
          'POST',
          '/api/admin/articles',
          [
            ['office', 'bsa'],
            ['title', 'Refused'],
          ],
          files,
        );
        expect(res.status).toBe(500);
        expect(res.body).toEqual({
          ok: false,
          message: 'Something went wrong on our side. Please try again.',
        });
      } finally {
        await drop();
      }
      expect(await stored()).toEqual(before);
      expect(await articleCount()).toBe(count);
      expect(await t.db.kysely.selectFrom('media_journal').selectAll().execute()).toEqual([]);
    });

    it('an update the database refuses keeps the old row and files and removes the new files', async () => {
      const a = await createArticleVia(t.app, token, { office: 'research', sliders: 3 });
      const before = await stored();
      const drop = await refuseInserts('articles', 'UPDATE');
      try {
        const res = await saveMultipart(
          t.app,
          token,
          'PUT',
          `/api/admin/articles/${a.article_id}`,
          [
            ['title', 'Never saved'],
            ['version', String(a.version)],
            ['existing_pics[]', String(slidesOf(a)[0]?.split('/').pop())],
          ],
          [await imageFile('thumbnail', 'new.jpg'), await imageFile('slider_images[]', 'new-slide.jpg')],
        );
        expect(res.status).toBe(500);
      } finally {
        await drop();
      }
      expect(await stored()).toEqual(before);
      const read = await t.app.inject({ url: `/api/articles/${a.article_id}` });
      const article = read.json().article;
      expect(article.title).toBe(a.title);
      expect(article.thumbnail_url).toBe(a.thumbnail_url);
      expect(slidesOf(article)).toEqual(slidesOf(a));
      for (const url of [a.thumbnail_url, ...slidesOf(a)])
        expect(await t.app.storage.exists(keyOf(url))).toBe(true);
    });

    it('a storage failure on the 5th file removes the files already written and writes no row', async () => {
      const flaky = failingOnPut(t.app.storage, 5);
      const other = await createTestApp({ storage: flaky });
      try {
        const otherToken = await signInSuperadmin(other.app);
        const before = await flaky.list();
        const files = [await imageFile('thumbnail')];
        for (let i = 1; i <= 6; i++) files.push(await imageFile('slider_images[]', `s${i}.jpg`));
        const res = await saveMultipart(
          other.app,
          otherToken,
          'POST',
          '/api/admin/articles',
          [
            ['office', 'bsit'],
            ['title', 'Refused'],
          ],
          files,
        );
        expect(res.status).toBe(500);
        expect(flaky.puts).toBeGreaterThanOrEqual(5);
        expect(await flaky.list()).toEqual(before);
        expect(await other.db.kysely.selectFrom('articles').selectAll().execute()).toEqual([]);
        expect(await other.db.kysely.selectFrom('media_journal').selectAll().execute()).toEqual([]);
      } finally {
        await other.close();
      }
    });

    it('the journal sweep removes files of a write that died before committing, and keeps referenced ones', async () => {
      const a = await createArticleVia(t.app, token, { office: 'library', sliders: 1 });
      const orphan = 'articles/3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b.jpg';
      const live = keyOf(a.thumbnail_url);
      // What a crash between "files written" and "row committed" leaves behind (and a stale row for a live key).
      await t.app.storage.put(orphan, await jpeg(100, 100), 'image/jpeg');
      await t.db.kysely
        .insertInto('media_journal')
        .values([
          { storage_key: orphan, created_at: clock.now().toISOString() },
          { storage_key: live, created_at: clock.now().toISOString() },
        ])
        .execute();
      const deps = {
        db: t.db,
        storage: t.app.storage,
        imageCache: t.app.imageCache,
        clock,
        log: t.app.log,
      };
      // Within the grace period a write may still be running: nothing is touched.
      expect(await sweepMediaJournal(deps, new Date(clock.now().getTime() - 10 * 60_000))).toEqual({
        deleted: 0,
      });
      expect(await t.app.storage.exists(orphan)).toBe(true);
      clock.advance(11 * 60_000);
      expect(await sweepMediaJournal(deps, new Date(clock.now().getTime() - 10 * 60_000))).toEqual({
        deleted: 1,
      });
      expect(await t.app.storage.exists(orphan)).toBe(false);
      expect(await t.app.storage.exists(live)).toBe(true);
      expect(await t.db.kysely.selectFrom('media_journal').selectAll().execute()).toEqual([]);
    });
  });
});
