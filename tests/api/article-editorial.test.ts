// Editorial workflow (docs/decisions/0016-editorial-workflow.md): drafts and scheduled articles stay out of
// every public surface; the scheduler publishes due articles once even with two instances on one database;
// every save keeps a revision that can be restored; publishing needs a title and described images.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type Db, openDb } from '../../src/server/db/dialect.ts';
import type { ArticleChange } from '../../src/server/domain/changes.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { publishDueArticles } from '../../src/server/services/article-editorial.ts';
import {
  ARTICLE_STALE_MESSAGE,
  type Article,
  missingAltMessage,
  PUBLISH_AT_REQUIRED,
  REVISION_IMAGES_GONE,
  TITLE_REQUIRED_TO_PUBLISH,
} from '../../src/shared/contract/articles.ts';
import { createArticleVia, imageFile, saveJson, saveMultipart, slidesOf } from '../support/article-forms.ts';
import { bearer, createUser, signInSuperadmin } from '../support/auth-helpers.ts';
import { eventually } from '../support/smtp-test-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertArticle } from './articles-fixtures.ts';
import { templateClientDir } from './seo-test-client.ts';

const START = new Date('2026-03-02T00:00:00.000Z');

describe('editorial workflow', () => {
  let t: TestApp;
  let token: string;
  let client: ReturnType<typeof templateClientDir>;
  const clock = manualClock(START);
  const events: ArticleChange[] = [];

  beforeAll(async () => {
    client = templateClientDir();
    t = await createTestApp({ clock, env: { CLIENT_DIR: client.dir, PUBLIC_URL: 'https://campus.example' } });
    token = await signInSuperadmin(t.app);
    t.app.articleEvents.onChange((c) => events.push(c));
  });
  afterAll(async () => {
    await t.close();
    client.remove();
  });

  const load = async (id: number, auth = true): Promise<{ status: number; article?: Article }> => {
    const res = await t.app.inject({ url: `/api/articles/${id}`, headers: auth ? bearer(token) : {} });
    return { status: res.statusCode, article: res.json().article };
  };

  /** Every public surface, as an anonymous visitor: where does the title (or id) show up? */
  async function publicSurfaces(a: { article_id: number; title: string }, office: string) {
    const get = (url: string) => t.app.inject({ url });
    const listed = async (url: string) =>
      ((await get(url)).json().articles as Article[]).some((x) => x.article_id === a.article_id);
    const word = a.title.split(' ')[0] ?? '';
    const page = await get(`/news/${a.article_id}`);
    return {
      latest: await listed('/api/articles/latest?limit=100'),
      office: await listed(`/api/articles/office/${office}`),
      mostViewed: await listed('/api/articles/most-viewed?limit=100'),
      article: (await get(`/api/articles/${a.article_id}`)).statusCode === 200,
      stats: (await get(`/api/articles/${a.article_id}/stats`)).statusCode === 200,
      view:
        (await t.app.inject({ method: 'POST', url: `/api/articles/${a.article_id}/view`, payload: {} }))
          .statusCode === 200,
      like:
        (await t.app.inject({ method: 'POST', url: `/api/articles/${a.article_id}/like` })).statusCode ===
        200,
      search: await listed(`/api/articles/search?q=${encodeURIComponent(word)}`),
      feed: (await get('/feeds/all.xml')).body.includes(`/news/${a.article_id}<`),
      officeFeed: (await get(`/feeds/${office}.xml`)).body.includes(`/news/${a.article_id}<`),
      sitemap: (await get('/sitemap.xml')).body.includes(`/news/${a.article_id}<`),
      page: page.statusCode === 200 && page.body.includes(a.title),
    };
  }
  const everywhere = (v: boolean) => ({
    latest: v,
    office: v,
    mostViewed: v,
    article: v,
    stats: v,
    view: v,
    like: v,
    search: v,
    feed: v,
    officeFeed: v,
    sitemap: v,
    page: v,
  });

  it('keeps drafts and scheduled articles off every public surface, whatever their privacy', async () => {
    const draft = await createArticleVia(t.app, token, {
      office: 'bsit',
      title: 'Zanzibarite draft about robotics',
      status: 'draft',
    });
    const scheduled = await createArticleVia(t.app, token, {
      office: 'bsit',
      title: 'Quokkafest scheduled for next week',
      status: 'scheduled',
      publishAt: new Date(START.getTime() + 86_400_000).toISOString(),
    });
    const published = await createArticleVia(t.app, token, {
      office: 'bsit',
      title: 'Xylophone concert published today',
      status: 'published',
    });
    expect(draft.status).toBe('draft');
    expect(scheduled.status).toBe('scheduled');
    expect(scheduled.publish_at).toBe('2026-03-03T00:00:00.000Z');
    expect(published.status).toBe('published');

    expect(await publicSurfaces(draft, 'bsit')).toEqual(everywhere(false));
    expect(await publicSurfaces(scheduled, 'bsit')).toEqual(everywhere(false));
    expect(await publicSurfaces(published, 'bsit')).toEqual(everywhere(true));

    // Staff of the office still read drafts (the editor and its preview) and see them in their list.
    expect((await load(draft.article_id)).article?.title).toBe(draft.title);
    const staffList = await t.app.inject({ url: '/api/articles/office/bsit', headers: bearer(token) });
    expect((staffList.json().articles as Article[]).map((a) => a.article_id)).toContain(draft.article_id);
    // Another office's admin does not.
    const other = await createUser(t.app, token, { office: 'bsa' });
    const res = await t.app.inject({
      url: `/api/articles/${draft.article_id}`,
      headers: bearer(other.token),
    });
    expect(res.statusCode).toBe(404);

    // A public draft made private and published stays off the public surfaces; published + public shows.
    await saveJson(t.app, token, 'PUT', `/api/admin/articles/${draft.article_id}`, { privacy: 'private' });
    const pub = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${draft.article_id}`, {
      status: 'published',
    });
    expect(pub.status).toBe(200);
    expect(await publicSurfaces(draft, 'bsit')).toEqual(everywhere(false));
    await saveJson(t.app, token, 'PUT', `/api/admin/articles/${draft.article_id}`, { privacy: 'public' });
    expect(await publicSurfaces(draft, 'bsit')).toEqual(everywhere(true));
  });

  it('publishes a scheduled article within a turn of its time, clears the caches and says so once', async () => {
    const at = new Date(clock.now().getTime() + 10 * 60_000).toISOString();
    const a = await createArticleVia(t.app, token, {
      office: 'research',
      title: 'Mangrove replanting scheduled',
      status: 'scheduled',
      publishAt: at,
    });
    // Warm the public caches while it is scheduled.
    expect((await publicSurfaces(a, 'research')).latest).toBe(false);
    t.app.jobs.trigger('scheduled publishing');
    await new Promise((r) => setTimeout(r, 50));
    expect((await load(a.article_id)).article?.status).toBe('scheduled');

    clock.advance(10 * 60_000);
    const before = events.length;
    t.app.jobs.trigger('scheduled publishing');
    await eventually(async () => (await load(a.article_id)).article?.status === 'published');
    const loaded = (await load(a.article_id)).article;
    expect(loaded?.published_at).toBe(at);
    expect(events.slice(before)).toEqual([
      { kind: 'published', articleId: a.article_id, office: 'research' },
    ]);
    expect(await publicSurfaces(a, 'research')).toEqual(everywhere(true));
  });

  it('a publish time in the past publishes now; scheduling needs a time', async () => {
    const past = await createArticleVia(t.app, token, {
      office: 'bsa',
      title: 'Late harvest report',
      status: 'scheduled',
      publishAt: new Date(clock.now().getTime() - 60_000).toISOString(),
    });
    expect(past.status).toBe('published');
    expect(past.publish_at).toBeNull();
    const res = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${past.article_id}`, {
      status: 'scheduled',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: PUBLISH_AT_REQUIRED, field: 'publish_at' });
  });

  it('two instances on one database publish each due article exactly once', async () => {
    let db2: Db;
    if (t.db.kind === 'sqlite') {
      db2 = openDb({ kind: 'sqlite', file: `${t.dataDir}/test.db` });
    } else {
      const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(t.db.kysely);
      db2 = openDb({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '', schema: rows[0]?.s });
    }
    const app2 = await buildApp({ config: t.config, db: db2, clock, logger: false });
    await app2.ready();
    try {
      const seen: ArticleChange[] = [];
      app2.articleEvents.onChange((c) => seen.push(c));
      t.app.articleEvents.onChange((c) => seen.push(c));
      const at = new Date(clock.now().getTime() + 60_000).toISOString();
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) {
        const a = await createArticleVia(t.app, token, {
          office: i % 2 ? 'bsed' : 'library',
          title: `Scheduled notice ${i}`,
          status: 'scheduled',
          publishAt: at,
        });
        ids.push(a.article_id);
      }
      clock.advance(2 * 60_000);
      seen.length = 0;
      const deps = (app: typeof app2) => ({ ...app.ctx, clock });
      const counts = await Promise.all([
        publishDueArticles(deps(t.app)),
        publishDueArticles(deps(app2)),
        publishDueArticles(deps(t.app)),
        publishDueArticles(deps(app2)),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
      const published = seen
        .filter((c) => c.kind === 'published')
        .map((c) => ('articleId' in c ? c.articleId : 0));
      expect(published.sort((a, b) => a - b)).toEqual(ids);
      const audits = await t.db.kysely
        .selectFrom('audit_log')
        .select('target_id')
        .where('action', '=', 'article.publish')
        .where('target_id', 'in', ids.map(String))
        .execute();
      expect(audits).toHaveLength(6);
      for (const id of ids) expect((await load(id)).article?.status).toBe('published');
    } finally {
      await app2.close();
      await db2.close();
    }
  });

  it('refuses to publish an untitled article or an undescribed image, naming it; a draft may be both', async () => {
    const untitled = await createArticleVia(t.app, token, { office: 'bsit', title: '', status: 'draft' });
    expect(untitled.status).toBe('draft');
    const noTitle = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${untitled.article_id}`, {
      status: 'published',
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body).toMatchObject({ message: TITLE_REQUIRED_TO_PUBLISH, field: 'title' });

    // A draft with an undescribed new slider image is saved; publishing it names that image.
    const draft = await createArticleVia(t.app, token, {
      office: 'bsit',
      title: 'Lab opening',
      status: 'draft',
    });
    const kept = slidesOf(draft).map((u) => String(u.split('/').pop()));
    const add = await saveMultipart(
      t.app,
      token,
      'PUT',
      `/api/admin/articles/${draft.article_id}`,
      [
        ...kept.map((k) => ['existing_pics[]', k] as [string, string]),
        [
          'image_meta',
          JSON.stringify({
            slider: [
              { ref: kept[0], alt: 'Students at the lab door' },
              { ref: 'new:0', alt: null },
              { ref: kept[1], alt: '' },
            ],
          }),
        ],
      ],
      [await imageFile('slider_images[]', 'lab.jpg')],
    );
    expect(add.status).toBe(200);
    expect(add.body.article?.slider_alts).toEqual(['Students at the lab door', null, '']);
    const refused = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${draft.article_id}`, {
      status: 'published',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: missingAltMessage('Slideshow photo 2'),
      field: 'slider_images',
    });

    // An image in the body without alt is named too; alt="" (decorative) is accepted.
    const names = slidesOf(add.body.article as Article).map((u) => String(u.split('/').pop()));
    const body = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${draft.article_id}`, {
      status: 'published',
      content: '<p>Opening</p><img src="/media/a.jpg" alt=""><img src="/media/b.jpg">',
      existing_pics: names,
      image_meta: {
        slider: names.map((ref) => ({ ref, alt: 'A described picture' })),
      },
    });
    expect(body.status).toBe(400);
    expect(body.body.message).toBe(missingAltMessage('Image 2 in the content'));
    const ok = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${draft.article_id}`, {
      status: 'published',
      content: '<p>Opening</p><img src="/media/a.jpg" alt=""><img src="/media/b.jpg" alt="The ribbon">',
      image_meta: { slider: names.map((ref) => ({ ref, alt: 'A described picture' })) },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.article?.status).toBe('published');

    // The thumbnail: a replaced thumbnail starts undescribed, so a published article refuses it bare.
    const thumb = await saveMultipart(
      t.app,
      token,
      'PUT',
      `/api/admin/articles/${draft.article_id}`,
      [
        ['image_meta', JSON.stringify({})],
        ['version', String(ok.body.article?.version)],
      ],
      [await imageFile('thumbnail', 'new-thumb.jpg')],
    );
    expect(thumb.status).toBe(400);
    expect(thumb.body.message).toBe(missingAltMessage('The cover photo'));
    // Too long a description is refused by the contract.
    const long = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${draft.article_id}`, {
      image_meta: { thumbnail: { alt: 'x'.repeat(251) } },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/250 characters/);
  });

  it('an article from before descriptions is saved published again only once its images are described', async () => {
    const id = await insertArticle(t.db, {
      office: 'bsit',
      title: 'Old news',
      thumbnail: 'articles/old-thumb.jpg',
      images: ['articles/old-1.jpg'],
      alt: null,
    });
    const refused = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${id}`, {
      title: 'Old news, corrected',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: missingAltMessage('The cover photo'), field: 'thumbnail' });
    expect((await load(id)).article?.title).toBe('Old news');
    const ok = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${id}`, {
      title: 'Old news, corrected',
      image_meta: { thumbnail: { alt: 'The old gate' }, slider: [{ ref: 'old-1.jpg', alt: '' }] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.article).toMatchObject({
      thumbnail_alt: 'The old gate',
      slider_alts: [''],
      status: 'published',
    });
  });

  it('keeps a revision of every save, restores one as a new revision, and prunes beyond the limit', async () => {
    const a = await createArticleVia(t.app, token, { office: 'bsed', title: 'Version one' });
    let version = (await load(a.article_id)).article?.version ?? 0;
    for (const title of ['Version two', 'Version three']) {
      const res = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${a.article_id}`, {
        title,
        content: `<p>${title} text</p>`,
        version,
      });
      expect(res.status).toBe(200);
      version = res.body.article?.version ?? 0;
    }
    const list = async () =>
      (
        await t.app.inject({ url: `/api/admin/articles/${a.article_id}/revisions`, headers: bearer(token) })
      ).json().revisions as Array<{ id: number; title: string; author: string; note: string | null }>;
    const revisions = await list();
    expect(revisions.map((r) => r.title)).toEqual(['Version three', 'Version two', 'Version one']);
    expect(revisions[0]?.author).toBeTruthy();
    const first = revisions[2]?.id ?? 0;
    const one = await t.app.inject({
      url: `/api/admin/articles/${a.article_id}/revisions/${first}`,
      headers: bearer(token),
    });
    expect(one.json().revision).toMatchObject({ title: 'Version one', images_available: true });

    // A stale restore is refused like any stale save.
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/admin/articles/${a.article_id}/revisions/${first}/restore`,
      headers: bearer(token),
      payload: { version: version - 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ARTICLE_STALE_MESSAGE);

    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/admin/articles/${a.article_id}/revisions/${first}/restore`,
      headers: bearer(token),
      payload: { version },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ message: 'Revision restored', images_restored: true });
    expect((await load(a.article_id)).article?.title).toBe('Version one');
    const after = await list();
    expect(after).toHaveLength(4);
    // The note names the revision's time as the revisions list does (src/shared/dates.ts), not as stored.
    expect(after[0]?.note).toMatch(
      /^Restored from the revision of \w{3} \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M$/,
    );

    // Replace the images: the first revision's images are gone, so a restore keeps the current ones.
    const current = (await load(a.article_id)).article as Article;
    const replaced = await saveMultipart(
      t.app,
      token,
      'PUT',
      `/api/admin/articles/${a.article_id}`,
      [['version', String(current.version)]],
      [await imageFile('thumbnail', 'fresh.jpg'), await imageFile('slider_images[]', 'fresh-1.jpg')],
    );
    expect(replaced.status).toBe(200);
    const gone = await t.app.inject({
      method: 'POST',
      url: `/api/admin/articles/${a.article_id}/revisions/${first}/restore`,
      headers: bearer(token),
      payload: {},
    });
    expect(gone.json()).toMatchObject({
      message: `Revision restored. ${REVISION_IMAGES_GONE}`,
      images_restored: false,
    });
    const now = (await load(a.article_id)).article as Article;
    expect(now.thumbnail_url).toBe(replaced.body.article?.thumbnail_url);
    expect(now.thumbnail_url).not.toBe(current.thumbnail_url);
    expect(slidesOf(now)).toEqual(slidesOf(replaced.body.article as Article));
  });

  it('prunes revisions beyond REVISIONS_PER_ARTICLE', async () => {
    const small = await createTestApp({ env: { REVISIONS_PER_ARTICLE: '3' } });
    try {
      const tok = await signInSuperadmin(small.app);
      const a = await createArticleVia(small.app, tok, { office: 'bsit', title: 'Save 0' });
      for (let i = 1; i <= 5; i++)
        await saveJson(small.app, tok, 'PUT', `/api/admin/articles/${a.article_id}`, { title: `Save ${i}` });
      const res = await small.app.inject({
        url: `/api/admin/articles/${a.article_id}/revisions`,
        headers: bearer(tok),
      });
      expect((res.json().revisions as Array<{ title: string }>).map((r) => r.title)).toEqual([
        'Save 5',
        'Save 4',
        'Save 3',
      ]);
    } finally {
      await small.close();
    }
  });

  it('revisions and the dashboard are for staff of the office only', async () => {
    const a = await createArticleVia(t.app, token, { office: 'bsit', title: 'Office only' });
    const outsider = await createUser(t.app, token, { office: 'bsa' });
    const res = await t.app.inject({
      url: `/api/admin/articles/${a.article_id}/revisions`,
      headers: bearer(outsider.token),
    });
    // Another office's article answers exactly as a missing one.
    expect(res.statusCode).toBe(404);
    const missing = await t.app.inject({
      url: '/api/admin/articles/999999/revisions',
      headers: bearer(outsider.token),
    });
    expect(res.json()).toEqual(missing.json());
    expect((await t.app.inject({ url: `/api/admin/articles/${a.article_id}/revisions` })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });

  it('the dashboard counts and lists the articles of the user’s offices', async () => {
    const admin = await createUser(t.app, token, { office: 'btvted' });
    const mk = (title: string, status: string, publishAt?: string) =>
      createArticleVia(t.app, admin.token, { office: 'btvted', title, status, publishAt });
    await mk('Welding course opens', 'published');
    const priv = await mk('Shop safety memo', 'published');
    await saveJson(t.app, admin.token, 'PUT', `/api/admin/articles/${priv.article_id}`, {
      privacy: 'private',
    });
    await mk('Drafting contest', 'draft');
    const later = new Date(clock.now().getTime() + 3 * 86_400_000).toISOString();
    const sooner = new Date(clock.now().getTime() + 86_400_000).toISOString();
    await mk('Later schedule', 'scheduled', later);
    await mk('Sooner schedule', 'scheduled', sooner);
    const res = await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(admin.token) });
    const body = res.json();
    expect(body.counts).toEqual({ published: 2, scheduled: 2, draft: 1, private: 1 });
    expect(body.recent).toHaveLength(5);
    expect(body.recent.every((r: { office: string }) => r.office === 'btvted')).toBe(true);
    expect(body.upcoming.map((u: { title: string }) => u.title)).toEqual([
      'Sooner schedule',
      'Later schedule',
    ]);
    expect(body.drafts.map((d: { title: string }) => d.title)).toEqual(['Drafting contest']);
  });
});
