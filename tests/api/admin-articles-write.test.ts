// Article management rules (docs/product/admin-portal.md#data, #states, #validation, #roles, #calls, docs/product/server-behaviour.md#article-writes): create, update, privacy and delete
// in both save shapes; office scope, type lock, create rule, slider limit, dates, sanitising, existing_pics,
// audit rows and change events. Runs with local storage and with S3 (a local s3rver).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleChange } from '../../src/server/domain/changes.ts';
import { createRuleMessage } from '../../src/shared/contract/articles.ts';
import {
  createArticleVia,
  imageFile,
  keyOf,
  saveJson,
  saveMultipart,
  slidesOf,
} from '../support/article-forms.ts';
import { bearer, createUser, signInSuperadmin } from '../support/auth-helpers.ts';
import { type LocalS3, startLocalS3 } from '../support/s3-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
});

describe.each(['local', 's3'] as const)('article management (%s storage)', (storageKind) => {
  let t: TestApp;
  let superToken: string;
  let bsitAdmin: string;
  let researchAdmin: string;
  const events: ArticleChange[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: storageKind === 's3' ? s3.env : {} });
    expect(t.app.storage.kind).toBe(storageKind);
    t.app.articleEvents.onChange((c) => events.push(c));
    superToken = await signInSuperadmin(t.app);
    bsitAdmin = (await createUser(t.app, superToken, { office: 'bsit' })).token;
    researchAdmin = (await createUser(t.app, superToken, { office: 'research' })).token;
  });
  afterAll(async () => {
    for (const key of await t.app.storage.list()) await t.app.storage.delete(key);
    await t.close();
  });

  const storedKeys = () => t.app.storage.list('articles/');
  const countArticles = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('articles')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const auditFor = (action: string, id: number) =>
    t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', String(id))
      .execute();

  describe('create', () => {
    it('creates from the multipart form: files stored under generated names, row, audit and event', async () => {
      const before = events.length;
      const thumb = await imageFile('thumbnail', 'My Thumbnail.JPG');
      const res = await saveMultipart(
        t.app,
        researchAdmin,
        'POST',
        '/api/admin/articles',
        [
          ['title', 'Rice yield study approved'],
          ['content', '<p>The <strong>research office</strong> approved a study.</p>'],
          ['type', 'Proposal'],
          ['date', ''],
          ['office', 'research'],
        ],
        [thumb, await imageFile('slider_images[]', 'a.jpg'), await imageFile('slider_images[]', 'b.jpg')],
      );
      expect(res.status).toBe(201);
      expect(res.body.ok).toBe(true);
      expect(res.body.message).toBe('Article created');
      const a = res.body.article;
      if (!a) throw new Error('no article');
      expect(a).toMatchObject({
        title: 'Rice yield study approved',
        type: 'proposal',
        office: 'research',
        privacy: 'public',
        date: null,
        excerpt: 'The research office approved a study.',
        content: '<p>The <strong>research office</strong> approved a study.</p>',
      });
      expect(a.published_at).toBe(a.created_at);
      expect(a.thumbnail_url).toMatch(/^\/media\/articles\/[0-9a-f-]{36}\.jpg$/);
      expect(slidesOf(a)).toHaveLength(2);
      expect(a.pic3_url).toBeNull();
      for (const url of [a.thumbnail_url, ...slidesOf(a)]) {
        expect(await t.app.storage.exists(keyOf(url))).toBe(true);
        expect((await t.app.inject({ url: String(url) })).statusCode).toBe(200);
      }
      const audit = await auditFor('article.create', a.article_id);
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({ office: 'research', type: 'proposal' });
      expect(events.slice(before)).toEqual([
        { kind: 'created', articleId: a.article_id, office: 'research' },
      ]);
    });

    it('stores the publish date and publishes on it; a missing or empty date uses created_at', async () => {
      const dated = await createArticleVia(t.app, superToken, { office: 'bsa', date: '2026-02-14' });
      expect(dated.date).toBe('2026-02-14');
      expect(dated.published_at).toBe('2026-02-14T00:00:00.000Z');
      const undated = await createArticleVia(t.app, superToken, { office: 'bsa' });
      expect(undated.date).toBeNull();
      expect(undated.published_at).toBe(undated.created_at);
    });

    it('refuses dates that are not yyyy-mm-dd calendar dates', async () => {
      for (const date of ['15/02/2026', '2026-2-14', '2026-02-30', '2026-13-01', 'tomorrow']) {
        const before = await storedKeys();
        const res = await saveMultipart(
          t.app,
          superToken,
          'POST',
          '/api/admin/articles',
          [
            ['title', 'x'],
            ['date', date],
            ['office', 'bsit'],
          ],
          [await imageFile('thumbnail'), await imageFile('slider_images[]')],
        );
        expect(res.status, date).toBe(400);
        expect(res.body.message).toBe('Date must be in yyyy-mm-dd format');
        expect(await storedKeys()).toEqual(before);
      }
    });

    it('sanitises content to the article allow-list and derives a plain-text excerpt', async () => {
      const a = await createArticleVia(t.app, superToken, {
        office: 'library',
        content:
          '<h2 onclick="x()">New books</h2><script>alert(1)</script>' +
          '<p style="color: #006633; position: fixed; background-image: url(javascript:x)">Open <a href="javascript:alert(1)">here</a>, ' +
          '<a href="https://library.example.edu" target="_blank">catalogue</a>, <a href="mailto:lib@campus.test">mail</a>.</p>' +
          '<img src="x" alt="" onerror="alert(1)"><iframe src="https://evil.example"></iframe><table><tbody><tr><td>Hours</td></tr></tbody></table>',
      });
      const html = a.content ?? '';
      expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|position|background-image/i);
      expect(html).toContain('style="color:#006633"');
      expect(html).toContain(
        '<a href="https://library.example.edu" target="_blank" rel="noopener noreferrer">',
      );
      expect(html).toContain('<a href="mailto:lib@campus.test">');
      expect(html).toContain('<td>Hours</td>');
      expect(a.excerpt).toBe('New books Open here, catalogue, mail. Hours');
    });

    it('requires a thumbnail and at least one slider image, with the spec message, storing nothing', async () => {
      const before = await storedKeys();
      const count = await countArticles();
      const json = await saveJson(t.app, superToken, 'POST', '/api/admin/articles', {
        title: 'No images',
        content: '<p>x</p>',
        type: 'News',
        office: 'bsit',
      });
      expect(json.status).toBe(400);
      expect(json.body.message).toBe(createRuleMessage({ thumbnail: true, slider: true }));
      expect(json.body.message).toBe(
        'Thumbnail and At least 1 slider image required when creating an article.',
      );

      const noThumb = await saveMultipart(
        t.app,
        superToken,
        'POST',
        '/api/admin/articles',
        [['office', 'bsit']],
        [await imageFile('slider_images[]')],
      );
      expect(noThumb.status).toBe(400);
      expect(noThumb.body.message).toBe('Thumbnail required when creating an article.');

      const noSlider = await saveMultipart(
        t.app,
        superToken,
        'POST',
        '/api/admin/articles',
        [['office', 'bsit']],
        [await imageFile('thumbnail')],
      );
      expect(noSlider.status).toBe(400);
      expect(noSlider.body.message).toBe('At least 1 slider image required when creating an article.');
      expect(await storedKeys()).toEqual(before);
      expect(await countArticles()).toBe(count);
    });

    it('accepts 10 slider images and refuses 11 without storing anything', async () => {
      const ten = await createArticleVia(t.app, superToken, { office: 'extension', sliders: 10 });
      expect(slidesOf(ten)).toHaveLength(10);
      const before = await storedKeys();
      const files = [await imageFile('thumbnail')];
      for (let i = 0; i < 11; i++) files.push(await imageFile('slider_images[]', `s${i}.jpg`));
      const res = await saveMultipart(
        t.app,
        superToken,
        'POST',
        '/api/admin/articles',
        [['office', 'bsit']],
        files,
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('At most 10 slider images are allowed.');
      expect(await storedKeys()).toEqual(before);
    });

    it('locks the type to News for bsit, bsed, btvted, bsa, administration and library', async () => {
      for (const office of ['bsit', 'bsed', 'btvted', 'bsa', 'administration', 'library']) {
        for (const type of ['Proposal', 'completed']) {
          const res = await saveMultipart(
            t.app,
            superToken,
            'POST',
            '/api/admin/articles',
            [
              ['office', office],
              ['type', type],
            ],
            [await imageFile('thumbnail'), await imageFile('slider_images[]')],
          );
          expect(res.status, `${office} ${type}`).toBe(400);
          expect(res.body.message).toBe(`Type is locked to News for ${office.toUpperCase()} articles.`);
        }
        const news = await createArticleVia(t.app, superToken, { office, type: 'NEWS', sliders: 1 });
        expect(news.type).toBe('news');
      }
    });

    it('allows News, Proposal and Completed (any case) for research and extension, stored lowercase', async () => {
      for (const office of ['research', 'extension']) {
        for (const [type, stored] of [
          ['news', 'news'],
          ['PROPOSAL', 'proposal'],
          ['Completed', 'completed'],
        ]) {
          const a = await createArticleVia(t.app, office === 'research' ? researchAdmin : superToken, {
            office,
            type,
            sliders: 1,
          });
          expect(a.type).toBe(stored);
        }
      }
      const bad = await saveMultipart(
        t.app,
        superToken,
        'POST',
        '/api/admin/articles',
        [
          ['office', 'research'],
          ['type', 'event'],
        ],
        [await imageFile('thumbnail'), await imageFile('slider_images[]')],
      );
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Type must be News, Proposal or Completed');
    });
  });

  describe('office scope', () => {
    it('lets an admin create for their own office (also when office is left out) and refuses others with 403', async () => {
      const own = await createArticleVia(t.app, bsitAdmin, { office: 'bsit', sliders: 1 });
      expect(own.office).toBe('bsit');
      const implicit = await saveMultipart(
        t.app,
        bsitAdmin,
        'POST',
        '/api/admin/articles',
        [['title', 'No office field']],
        [await imageFile('thumbnail'), await imageFile('slider_images[]')],
      );
      expect(implicit.status).toBe(201);
      expect(implicit.body.article?.office).toBe('bsit');

      const before = await storedKeys();
      const other = await saveMultipart(
        t.app,
        bsitAdmin,
        'POST',
        '/api/admin/articles',
        [['office', 'bsed']],
        [await imageFile('thumbnail'), await imageFile('slider_images[]')],
      );
      expect(other.status).toBe(403);
      expect(other.body.ok).toBe(false);
      expect(await storedKeys()).toEqual(before);
    });

    it("answers an admin's update, privacy change and delete of another office's article as for a missing one", async () => {
      const a = await createArticleVia(t.app, superToken, { office: 'research', sliders: 1 });
      const put = await saveJson(t.app, bsitAdmin, 'PUT', `/api/admin/articles/${a.article_id}`, {
        title: 'Hijack',
      });
      expect(put.status).toBe(404);
      const missing = await saveJson(t.app, bsitAdmin, 'PUT', '/api/admin/articles/999999', {
        title: 'Hijack',
      });
      expect(put.body).toEqual(missing.body);
      const multi = await saveMultipart(
        t.app,
        bsitAdmin,
        'PUT',
        `/api/admin/articles/${a.article_id}`,
        [['title', 'Hijack']],
        [await imageFile('thumbnail')],
      );
      expect(multi.status).toBe(404);
      const privacy = await saveJson(t.app, bsitAdmin, 'PUT', `/api/admin/articles/${a.article_id}`, {
        privacy: 'private',
      });
      expect(privacy.status).toBe(404);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/articles/${a.article_id}`,
        headers: bearer(bsitAdmin),
      });
      expect(del.statusCode).toBe(404);
      expect(del.json()).toEqual({ ok: false, message: 'Article not found' });
      const row = await t.db.kysely
        .selectFrom('articles')
        .selectAll()
        .where('article_id', '=', a.article_id)
        .executeTakeFirstOrThrow();
      expect(row.title).toBe(a.title);
      expect(row.privacy).toBe('public');
      expect(await t.app.storage.exists(keyOf(a.thumbnail_url))).toBe(true);

      // The research admin (own office) and the superadmin (any office) may.
      const ok = await saveJson(t.app, researchAdmin, 'PUT', `/api/admin/articles/${a.article_id}`, {
        title: 'Fine',
      });
      expect(ok.status).toBe(200);
    });

    it('answers 401 without a valid token', async () => {
      for (const [method, url] of [
        ['POST', '/api/admin/articles'],
        ['PUT', '/api/admin/articles/1'],
        ['DELETE', '/api/admin/articles/1'],
      ] as const) {
        const res = await t.app.inject({ method, url, payload: method === 'DELETE' ? undefined : {} });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        const tampered = await t.app.inject({ method, url, headers: bearer(`${superToken}x`) });
        expect(tampered.statusCode).toBe(401);
      }
    });
  });

  describe('update', () => {
    it('updates the JSON shape, changing only the fields sent, with audit and event', async () => {
      const a = await createArticleVia(t.app, superToken, {
        office: 'extension',
        type: 'proposal',
        date: '2026-01-10',
        content: '<p>Original body</p>',
      });
      const before = events.length;
      const res = await saveJson(t.app, superToken, 'PUT', `/api/admin/articles/${a.article_id}`, {
        title: 'Coastal clean-up completed',
        type: 'Completed',
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Article updated');
      expect(res.body.article).toMatchObject({
        title: 'Coastal clean-up completed',
        type: 'completed',
        content: '<p>Original body</p>',
        date: '2026-01-10',
        thumbnail_url: a.thumbnail_url,
        pic1_url: a.pic1_url,
        pic2_url: a.pic2_url,
      });
      const cleared = await saveJson(t.app, superToken, 'PUT', `/api/admin/articles/${a.article_id}`, {
        date: '',
        content: '<p>New <em>body</em><script>x()</script></p>',
      });
      expect(cleared.body.article?.date).toBeNull();
      expect(cleared.body.article?.published_at).toBe(a.created_at);
      expect(cleared.body.article?.content).toBe('<p>New <em>body</em></p>');
      expect(cleared.body.article?.excerpt).toBe('New body');
      expect(await auditFor('article.update', a.article_id)).toHaveLength(2);
      expect(events.slice(before)).toEqual([
        { kind: 'updated', articleId: a.article_id, office: 'extension' },
        { kind: 'updated', articleId: a.article_id, office: 'extension' },
      ]);
    });

    it('keeps the type lock on update', async () => {
      const a = await createArticleVia(t.app, superToken, { office: 'bsed', sliders: 1 });
      const res = await saveJson(t.app, superToken, 'PUT', `/api/admin/articles/${a.article_id}`, {
        type: 'proposal',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Type is locked to News for BSED articles.');
    });

    it('JSON existing_pics keeps the listed images in the given order and deletes the others', async () => {
      const a = await createArticleVia(t.app, superToken, { office: 'bsa', sliders: 4 });
      const [p1, p2, p3, p4] = slidesOf(a).map((u) => String(u.split('/').pop()));
      // With the version it loaded, as the portal sends it: removing images needs it (article-versions.test.ts).
      const res = await saveJson(t.app, superToken, 'PUT', `/api/admin/articles/${a.article_id}`, {
        title: a.title,
        version: a.version,
        existing_pics: [p3, p1, 'not-this-articles.jpg'],
      });
      expect(res.status).toBe(200);
      const after = res.body.article;
      if (!after) throw new Error('no article');
      expect(slidesOf(after).map((u) => u.split('/').pop())).toEqual([p3, p1]);
      expect(await t.app.storage.exists(`articles/${p2}`)).toBe(false);
      expect(await t.app.storage.exists(`articles/${p4}`)).toBe(false);
      expect(await t.app.storage.exists(`articles/${p1}`)).toBe(true);
      expect(await t.app.storage.exists(`articles/${p3}`)).toBe(true);
      // Without existing_pics, a JSON save keeps every image.
      const untouched = await saveJson(t.app, superToken, 'PUT', `/api/admin/articles/${a.article_id}`, {
        title: 'Renamed',
      });
      expect(slidesOf(untouched.body.article as never)).toHaveLength(2);
    });

    it('multipart update: new thumbnail replaces the old file, new slider images follow the kept ones', async () => {
      const a = await createArticleVia(t.app, superToken, { office: 'research', sliders: 3 });
      const [p1, p2, p3] = slidesOf(a).map((u) => String(u.split('/').pop()));
      const res = await saveMultipart(
        t.app,
        superToken,
        'PUT',
        `/api/admin/articles/${a.article_id}`,
        [
          ['title', 'With new pictures'],
          ['version', String(a.version)],
          ['existing_pics[]', String(p2)],
          ['existing_pics[]', String(p1)],
        ],
        [
          await imageFile('thumbnail', 'new-thumb.jpg'),
          await imageFile('slider_images[]', 'new-1.jpg'),
          await imageFile('slider_images[]', 'new-2.jpg'),
        ],
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Article updated');
      const after = res.body.article;
      if (!after) throw new Error('no article');
      const slides = slidesOf(after);
      expect(slides).toHaveLength(4);
      expect(slides.slice(0, 2).map((u) => u.split('/').pop())).toEqual([p2, p1]);
      expect(after.thumbnail_url).not.toBe(a.thumbnail_url);
      expect(await t.app.storage.exists(keyOf(a.thumbnail_url))).toBe(false);
      expect(await t.app.storage.exists(`articles/${p3}`)).toBe(false);
      for (const url of [after.thumbnail_url, ...slides])
        expect(await t.app.storage.exists(keyOf(url))).toBe(true);
    });

    it('multipart update without existing_pics[] keeps none of the old slider images', async () => {
      const a = await createArticleVia(t.app, superToken, { office: 'research', sliders: 2 });
      const res = await saveMultipart(
        t.app,
        superToken,
        'PUT',
        `/api/admin/articles/${a.article_id}`,
        [
          ['title', 'Only the new one'],
          ['version', String(a.version)],
        ],
        [await imageFile('slider_images[]', 'only.jpg')],
      );
      expect(res.status).toBe(200);
      const slides = slidesOf(res.body.article as never);
      expect(slides).toHaveLength(1);
      expect(res.body.article?.thumbnail_url).toBe(a.thumbnail_url);
      for (const old of slidesOf(a)) expect(await t.app.storage.exists(keyOf(old))).toBe(false);
    });

    it('refuses an update that would exceed 10 slider images and changes nothing', async () => {
      const a = await createArticleVia(t.app, superToken, { office: 'research', sliders: 8 });
      const before = await storedKeys();
      const res = await saveMultipart(
        t.app,
        superToken,
        'PUT',
        `/api/admin/articles/${a.article_id}`,
        slidesOf(a).map((u) => ['existing_pics[]', String(u.split('/').pop())] as [string, string]),
        [
          await imageFile('slider_images[]', 'x1.jpg'),
          await imageFile('slider_images[]', 'x2.jpg'),
          await imageFile('slider_images[]', 'x3.jpg'),
        ],
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('At most 10 slider images are allowed.');
      expect(await storedKeys()).toEqual(before);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['999999', 'abc', '0', '1e3']) {
        const res = await saveJson(t.app, superToken, 'PUT', `/api/admin/articles/${id}`, { title: 'x' });
        expect(res.status, id).toBe(404);
        const del = await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/articles/${id}`,
          headers: bearer(superToken),
        });
        expect(del.statusCode, id).toBe(404);
      }
    });
  });

  describe('privacy', () => {
    it('PUT { privacy } alone changes privacy only, with audit and event; private articles leave public reads', async () => {
      const a = await createArticleVia(t.app, superToken, { office: 'bsit', sliders: 1 });
      const before = events.length;
      const res = await saveJson(t.app, bsitAdmin, 'PUT', `/api/admin/articles/${a.article_id}`, {
        privacy: 'private',
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Privacy updated');
      expect(res.body.article).toMatchObject({ privacy: 'private', title: a.title, content: a.content });
      expect(slidesOf(res.body.article as never)).toEqual(slidesOf(a));
      expect((await t.app.inject({ url: `/api/articles/${a.article_id}` })).statusCode).toBe(404);
      const audit = await auditFor('article.privacy', a.article_id);
      expect(JSON.parse(audit[0]?.details ?? '{}')).toEqual({ privacy: 'private' });
      expect(events.slice(before)).toEqual([{ kind: 'privacy', articleId: a.article_id, office: 'bsit' }]);

      const back = await saveJson(t.app, bsitAdmin, 'PUT', `/api/admin/articles/${a.article_id}`, {
        privacy: 'public',
      });
      expect(back.body.article?.privacy).toBe('public');
      const bad = await saveJson(t.app, bsitAdmin, 'PUT', `/api/admin/articles/${a.article_id}`, {
        privacy: 'secret',
      });
      expect(bad.status).toBe(400);
    });
  });

  describe('delete', () => {
    it('removes the row, its thumbnail and every slider image, with audit and event', async () => {
      const a = await createArticleVia(t.app, superToken, { office: 'administration', sliders: 3 });
      const keys = [a.thumbnail_url, ...slidesOf(a)].map(keyOf);
      // A cached variant exists before the delete …
      expect((await t.app.inject({ url: `${a.thumbnail_url}?w=360&q=60` })).statusCode).toBe(200);
      const before = events.length;
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/articles/${a.article_id}`,
        headers: bearer(superToken),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: 'Article deleted' });
      for (const key of keys) expect(await t.app.storage.exists(key)).toBe(false);
      expect((await t.app.storage.list()).some((k) => keys.includes(k))).toBe(false);
      // … and is gone with it.
      expect((await t.app.inject({ url: `${a.thumbnail_url}?w=360&q=60` })).statusCode).toBe(404);
      const images = await t.db.kysely
        .selectFrom('article_images')
        .selectAll()
        .where('article_id', '=', a.article_id)
        .execute();
      expect(images).toEqual([]);
      expect((await t.app.inject({ url: `/api/articles/${a.article_id}` })).statusCode).toBe(404);
      expect(await auditFor('article.delete', a.article_id)).toHaveLength(1);
      const changes = events.slice(before);
      expect(changes.filter((c) => c.kind !== 'media')).toEqual([
        { kind: 'deleted', articleId: a.article_id, office: 'administration' },
      ]);
      // Each removed file is announced, so every instance drops its resized copies (docs/decisions/0013).
      const purged = changes.flatMap((c) => (c.kind === 'media' ? [c.id] : []));
      expect(purged.sort()).toEqual(keys.map((k) => `media/${k}`).sort());
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/articles/${a.article_id}`,
        headers: bearer(superToken),
      });
      expect(again.statusCode).toBe(404);
    });
  });

  it('leaves no journal rows and no unreferenced file after all of the above', async () => {
    const journal = await t.db.kysely.selectFrom('media_journal').selectAll().execute();
    expect(journal).toEqual([]);
    const thumbs = await t.db.kysely.selectFrom('articles').select('thumbnail').execute();
    const slides = await t.db.kysely.selectFrom('article_images').select('storage_key').execute();
    const referenced = new Set([...thumbs.map((r) => r.thumbnail), ...slides.map((r) => r.storage_key)]);
    expect((await storedKeys()).filter((k) => !referenced.has(k))).toEqual([]);
    for (const k of referenced) expect(await t.app.storage.exists(String(k))).toBe(true);
  });
});
