// Article content is sanitised once, at save, off the event loop, and served as stored (issue 22 item 2,
// docs/decisions/0012-sanitise-once-off-thread.md): bounds checked before the sanitiser, reads never clean
// again, and migration 008 cleans rows saved under an older allow-list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as migrate008, resanitise } from '../../src/server/db/migrations/008-sanitise-once.ts';
import { up as migrate016 } from '../../src/server/db/migrations/016-content-ids-and-images.ts';
import { sanitizeArticleHtml } from '../../src/server/lib/html.ts';
import { closeHtmlPool, htmlPoolWorkers } from '../../src/server/lib/html-pool.ts';
import { syncSearchIndex } from '../../src/server/repositories/search-index.ts';
import {
  ARTICLE_CONTENT_TOO_LONG,
  ARTICLE_TOO_DEEP,
  ARTICLE_TOO_MANY_ELEMENTS,
  articleContentProblem,
  MAX_ARTICLE_CONTENT,
  MAX_ARTICLE_DEPTH,
  MAX_ARTICLE_ELEMENTS,
} from '../../src/shared/contract/articles.ts';
import { createArticleVia, saveJson } from '../support/article-forms.ts';
import { signInSuperadmin } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertArticle } from './articles-fixtures.ts';

const nested = (tag: string, depth: number) => `${`<${tag}>`.repeat(depth)}x${`</${tag}>`.repeat(depth)}`;

describe('the content bounds of the shared contract', () => {
  it('accepts ordinary and deep-but-real markup, refuses too long, too deep and too many', () => {
    expect(
      articleContentProblem('<p>One <strong>two</strong></p><ul><li>a<li>b</ul><img src="/a.jpg">'),
    ).toBe(undefined);
    expect(articleContentProblem(nested('b', MAX_ARTICLE_DEPTH))).toBe(undefined);
    // Unclosed paragraphs and list items close their siblings, as in a browser: not "deep".
    expect(articleContentProblem('<p>a'.repeat(500))).toBe(undefined);
    expect(articleContentProblem(nested('b', MAX_ARTICLE_DEPTH + 1))).toBe(ARTICLE_TOO_DEEP);
    expect(articleContentProblem('<b>'.repeat(60_000))).toBe(ARTICLE_TOO_DEEP);
    expect(articleContentProblem('<br>'.repeat(MAX_ARTICLE_ELEMENTS + 1))).toBe(ARTICLE_TOO_MANY_ELEMENTS);
    expect(articleContentProblem('x'.repeat(MAX_ARTICLE_CONTENT + 1))).toBe(ARTICLE_CONTENT_TOO_LONG);
  });
});

describe('sanitise once at save', () => {
  let t: TestApp;
  let token: string;
  let articleId: number;

  beforeAll(async () => {
    t = await createTestApp();
    token = await signInSuperadmin(t.app);
    articleId = (await createArticleVia(t.app, token, { office: 'bsit' })).article_id;
  });
  afterAll(async () => {
    for (const key of await t.app.storage.list()) await t.app.storage.delete(key);
    await t.close();
  });

  const put = (content: string) =>
    saveJson(t.app, token, 'PUT', `/api/admin/articles/${articleId}`, { content });

  it.each([
    ['nested 500,000 characters deep', '<b>'.repeat(166_666), ARTICLE_CONTENT_TOO_LONG],
    ['nested past the depth bound', nested('b', MAX_ARTICLE_DEPTH + 1), ARTICLE_TOO_DEEP],
    ['nested inside allowed tags', nested('blockquote', 200), ARTICLE_TOO_DEEP],
    ['more elements than the bound', '<br>'.repeat(MAX_ARTICLE_ELEMENTS + 1), ARTICLE_TOO_MANY_ELEMENTS],
    ['longer than the limit', `<p>${'a'.repeat(MAX_ARTICLE_CONTENT)}</p>`, ARTICLE_CONTENT_TOO_LONG],
  ])(
    'refuses content %s with a 400 naming the problem, changing nothing',
    async (_name, content, message) => {
      const before = await t.db.kysely
        .selectFrom('articles')
        .select(['content', 'version'])
        .where('article_id', '=', articleId)
        .executeTakeFirstOrThrow();
      const res = await put(content);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false, message });
      const after = await t.db.kysely
        .selectFrom('articles')
        .select(['content', 'version'])
        .where('article_id', '=', articleId)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    },
  );

  it('stores the sanitised content and its excerpt at save, from a worker thread', async () => {
    await closeHtmlPool();
    expect(htmlPoolWorkers()).toBe(0);
    const raw = `<p class="fixed inset-0 language-ts" onclick="x()">Seed <b>fair</b></p><script>alert(1)</script>${nested('em', MAX_ARTICLE_DEPTH - 2)}`;
    const res = await put(raw);
    expect(res.status).toBe(200);
    const row = await t.db.kysely
      .selectFrom('articles')
      .select(['content', 'excerpt'])
      .where('article_id', '=', articleId)
      .executeTakeFirstOrThrow();
    expect(row.content).toBe(sanitizeArticleHtml(raw));
    expect(row.content).toContain('<p class="language-ts">Seed <b>fair</b></p>');
    expect(row.excerpt).toBe('Seed fair x');
    expect(htmlPoolWorkers()).toBe(1);
  });

  it('serves stored content as it is: a read never runs the sanitiser again', async () => {
    // Written straight to the database, past the sanitiser: a read that cleaned again would change it.
    const stored = '<p class="fixed inset-0">Stored as is</p>';
    const id = await insertArticle(t.db, { office: 'bsa', title: 'Raw row', content: stored });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/articles/${id}` });
    expect(anonymous.json().article.content).toBe(stored);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `/api/articles/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.json().article.content).toBe(stored);
  });

  it('indexes stored content for search without the sanitiser', async () => {
    const id = await insertArticle(t.db, {
      office: 'bsa',
      title: 'Index me',
      content: '<p>Tarsier &amp; hornbill</p><h2>Census</h2>',
    });
    await syncSearchIndex(t.db.kysely, t.db.kind);
    const res = await t.app.inject({ method: 'GET', url: '/api/articles/search?q=hornbill' });
    expect(res.statusCode).toBe(200);
    expect(res.json().articles.map((a: { article_id: number }) => a.article_id)).toContain(id);
  });

  it('migration 008 cleans rows saved under an older allow-list and keeps only the text of oversized ones', async () => {
    const old = await insertArticle(t.db, {
      office: 'bsa',
      title: 'Old row',
      content: '<p class="fixed inset-0 z-50" style="position:fixed">Old <a href="javascript:x">link</a></p>',
    });
    const huge = await insertArticle(t.db, {
      office: 'bsa',
      title: 'Huge row',
      content: `${'<b>'.repeat(1000)}Deep <script>alert(1)</script>text`,
    });
    await t.db.kysely
      .updateTable('articles')
      .set({ excerpt: 'stale' })
      .where('article_id', 'in', [old, huge])
      .execute();
    await migrate008(t.db.kysely, t.db.kind);
    const rows = await t.db.kysely
      .selectFrom('articles')
      .select(['article_id', 'content', 'excerpt'])
      .where('article_id', 'in', [old, huge])
      .orderBy('article_id')
      .execute();
    expect(rows[0]).toMatchObject({ content: '<p>Old <a>link</a></p>', excerpt: 'Old link' });
    expect(rows[1]).toMatchObject({ content: '<p>Deep text</p>', excerpt: 'Deep text' });
    expect(resanitise(rows[0]?.content ?? '')).toBe(rows[0]?.content);
  });

  it('migration 016 prefixes stored ids, follows in-page links and drops other sites’ images, in revisions too', async () => {
    const raw =
      '<p id="router-data">{"loaderData":{}}</p><a href="#intro">Intro</a><h2 id="intro">Intro</h2>' +
      '<img src="https://tracker.example/p.gif" alt=""><img src="/media/articles/a.jpg" alt="kept">';
    const id = await insertArticle(t.db, { office: 'bsa', title: 'Clobbering row', content: raw });
    const revision = await t.db.kysely
      .insertInto('article_revisions')
      .values({
        article_id: id,
        created_at: new Date().toISOString(),
        author_user_id: null,
        author: 'Someone',
        title: 'Clobbering row',
        content: raw,
        type: 'news',
        date: null,
        status: 'published',
        thumbnail: null,
        thumbnail_alt: null,
        images: '[]',
        note: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await migrate016(t.db.kysely, t.db.kind);
    const expected =
      '<p id="user-content-router-data">{"loaderData":{}}</p><a href="#user-content-intro">Intro</a>' +
      '<h2 id="user-content-intro">Intro</h2><img src="/media/articles/a.jpg" alt="kept" />';
    const row = await t.db.kysely
      .selectFrom('articles')
      .select('content')
      .where('article_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.content).toBe(expected);
    const rev = await t.db.kysely
      .selectFrom('article_revisions')
      .select('content')
      .where('id', '=', revision.id)
      .executeTakeFirstOrThrow();
    expect(rev.content).toBe(expected);
    // Running again changes nothing (one prefix, never two).
    await migrate016(t.db.kysely, t.db.kind);
    expect(
      (
        await t.db.kysely
          .selectFrom('articles')
          .select('content')
          .where('article_id', '=', id)
          .executeTakeFirstOrThrow()
      ).content,
    ).toBe(expected);
  });

  it('a save that drops images from other sites says so in its reply', async () => {
    const res = await put(
      '<p>Pictures</p><img src="https://tracker.example/a.gif" alt=""><img src="http://cdn.example/b.png" alt="">',
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'Article updated. 2 images from other sites were removed from the text: images in an article must be uploaded to this site.',
    );
    expect(res.body.article?.content).toBe('<p>Pictures</p>');
    const clean = await put('<p>No pictures</p>');
    expect(clean.body.message).toBe('Article updated');
  });
});
