// Optimistic concurrency of article saves: the form sends the version it loaded; a save over a newer row is
// refused with 409 and changes nothing (no field, no image, no stored file).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTICLE_STALE_MESSAGE,
  ARTICLE_VERSION_NEEDED_TO_REMOVE_IMAGES,
  type Article,
} from '../../src/shared/contract/articles.ts';
import {
  createArticleVia,
  imageFile,
  keyOf,
  saveJson,
  saveMultipart,
  slidesOf,
} from '../support/article-forms.ts';
import { bearer, signInSuperadmin } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('article versions', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signInSuperadmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const load = async (id: number): Promise<Article> =>
    (await t.app.inject({ url: `/api/articles/${id}`, headers: bearer(token) })).json().article;

  it('reads a version, increments it on every save and refuses a stale one with nothing changed', async () => {
    const created = await createArticleVia(t.app, token, { office: 'bsit', title: 'First title' });
    const loaded = await load(created.article_id);
    expect(loaded.version).toBe(1);

    const first = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${created.article_id}`, {
      title: 'Second title',
      version: 1,
    });
    expect(first.status).toBe(200);
    expect(first.body.article?.version).toBe(2);

    const stale = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${created.article_id}`, {
      title: 'Lost title',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(ARTICLE_STALE_MESSAGE);
    const after = await load(created.article_id);
    expect(after.title).toBe('Second title');
    expect(after.version).toBe(2);

    // A save without a version (API clients that do not send one) still works and moves the version on.
    const unversioned = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${created.article_id}`, {
      title: 'Third title',
    });
    expect(unversioned.body.article?.version).toBe(3);
  });

  it('two editors saving new images from the same version at once: one wins, no image or file is lost', async () => {
    const created = await createArticleVia(t.app, token, { office: 'bsit' });
    const { version } = await load(created.article_id);
    const oldThumb = keyOf(created.thumbnail_url);
    const save = async (name: string) =>
      saveMultipart(
        t.app,
        token,
        'PUT',
        `/api/admin/articles/${created.article_id}`,
        [
          ['title', `Saved by ${name}`],
          ['version', String(version)],
          ...slidesOf(created).map(
            (u) => ['existing_pics[]', String(u.split('/').pop())] as [string, string],
          ),
        ],
        [await imageFile('thumbnail', `${name}.jpg`)],
      );
    const before = new Set(await t.app.storage.list('articles/'));
    const results = await Promise.all([save('alice'), save('bob')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)?.body.article;
    const loser = results.find((r) => r.status === 409);
    expect(loser?.body.message).toBe(ARTICLE_STALE_MESSAGE);

    const now = await load(created.article_id);
    expect(now.title).toBe(winner?.title);
    const thumb = keyOf(now.thumbnail_url);
    expect(await t.app.storage.exists(thumb)).toBe(true);
    const after = new Set(await t.app.storage.list('articles/'));
    // Exactly one new file (the winner's thumbnail) and one removed (the replaced thumbnail).
    expect([...after].filter((k) => !before.has(k))).toEqual([thumb]);
    expect([...before].filter((k) => !after.has(k))).toEqual([oldThumb]);
  });

  it('refuses a save without a version that would drop an image another editor added, and keeps it', async () => {
    const created = await createArticleVia(t.app, token, { office: 'bsit' });
    const url = `/api/admin/articles/${created.article_id}`;
    // An older API client loads the article: its slider images, no version.
    const seenByOldClient = slidesOf(created).map((u) => String(u.split('/').pop()));
    // Meanwhile the portal (which sends the version) adds an image.
    const { version } = await load(created.article_id);
    const added = await saveMultipart(
      t.app,
      token,
      'PUT',
      url,
      [
        ['version', String(version)],
        ...seenByOldClient.map((n) => ['existing_pics[]', n] as [string, string]),
      ],
      [await imageFile('slider_images[]', 'added-by-portal.jpg')],
    );
    expect(added.status).toBe(200);
    const withAdded = slidesOf(added.body.article as Article);
    expect(withAdded).toHaveLength(seenByOldClient.length + 1);

    // The old client saves a new title with the image list it knew (the spec's multipart shape, no version).
    const before = new Set(await t.app.storage.list('articles/'));
    const old = await saveMultipart(
      t.app,
      token,
      'PUT',
      url,
      [
        ['title', 'Old client title'],
        ...seenByOldClient.map((n) => ['existing_pics[]', n] as [string, string]),
      ],
      [],
    );
    expect(old.status).toBe(409);
    expect(old.body.message).toBe(ARTICLE_VERSION_NEEDED_TO_REMOVE_IMAGES);
    const now = await load(created.article_id);
    expect(slidesOf(now)).toEqual(withAdded);
    expect(now.title).not.toBe('Old client title');
    expect(new Set(await t.app.storage.list('articles/'))).toEqual(before);

    // Without a version, a save that keeps every image still works (text edits, added images) ...
    const keepsAll = await saveJson(t.app, token, 'PUT', url, { title: 'Old client title' });
    expect(keepsAll.status).toBe(200);
    // ... and with the version it loaded, the same client may remove an image.
    const current = await load(created.article_id);
    const removal = await saveJson(t.app, token, 'PUT', url, {
      version: current.version,
      existing_pics: seenByOldClient,
    });
    expect(removal.status).toBe(200);
    expect(slidesOf(removal.body.article as Article)).toHaveLength(seenByOldClient.length);
  });
});
