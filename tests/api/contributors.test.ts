// Contributors (issue 39, docs/decisions/0041-contributors-and-review.md): a third role of one office that
// writes and edits drafts and never publishes, schedules, changes privacy or deletes a published article,
// while the office's admin and the superadmin keep every permission they had.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRIBUTOR_ARTICLE_MESSAGES, CONTRIBUTOR_MESSAGE } from '../../src/server/domain/permissions.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { publishDueArticles } from '../../src/server/services/article-editorial.ts';
import type { Article } from '../../src/shared/contract/articles.ts';
import { tokenClaimsSchema } from '../../src/shared/contract/auth.ts';
import { createArticleVia, saveJson } from '../support/article-forms.ts';
import { bearer, type CreatedUser, createUser, signInSuperadmin } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('contributors', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-03-02T00:00:00.000Z'));
  let superToken: string;
  let contributor: CreatedUser;
  let admin: CreatedUser;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    superToken = await signInSuperadmin(t.app);
    contributor = await createUser(t.app, superToken, { office: 'bsit', role: 'contributor' });
    admin = await createUser(t.app, superToken, { office: 'bsit' });
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = async (id: number) =>
    t.db.kysely
      .selectFrom('articles')
      .select(['status', 'privacy', 'title', 'publish_at'])
      .where('article_id', '=', id)
      .executeTakeFirst();
  const put = (token: string, id: number, body: Record<string, unknown>) =>
    saveJson(t.app, token, 'PUT', `/api/admin/articles/${id}`, body);
  const contributorDraft = (title = 'Seedling fair') =>
    createArticleVia(t.app, contributor.token, { office: 'bsit', title, sliders: 1 });

  it('is created with the create-user form, and the session token and the signed-in user carry the role', async () => {
    expect(decodeJwt(contributor.token).role).toBe('contributor');
    expect(tokenClaimsSchema.parse(decodeJwt(contributor.token)).office).toBe('bsit');
    const me = await t.app.inject({ url: '/api/admin/me', headers: bearer(contributor.token) });
    expect(me.json().user).toMatchObject({ role: 'contributor', office_abbrev: 'BSIT' });
    const users = await t.app.inject({ url: '/api/users', headers: bearer(superToken) });
    const listed = (users.json() as Array<{ id: number; role: string }>).find((u) => u.id === contributor.id);
    expect(listed?.role).toBe('contributor');
  });

  it("saves a contributor's new article as a draft when no status is sent, and refuses to publish or schedule one", async () => {
    const draft = await contributorDraft();
    expect(draft.status).toBe('draft');
    expect((await stored(draft.article_id))?.status).toBe('draft');

    const before = await t.db.kysely
      .selectFrom('articles')
      .select(t.db.kysely.fn.countAll().as('n'))
      .executeTakeFirst();
    await expect(
      createArticleVia(t.app, contributor.token, { office: 'bsit', status: 'published', sliders: 1 }),
    ).rejects.toThrow(/403/);
    await expect(
      createArticleVia(t.app, contributor.token, {
        office: 'bsit',
        status: 'scheduled',
        publishAt: '2026-03-05T00:00:00.000Z',
        sliders: 1,
      }),
    ).rejects.toThrow(/403/);
    const after = await t.db.kysely
      .selectFrom('articles')
      .select(t.db.kysely.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('lets a contributor edit their draft but not publish, schedule or hide it, by any save', async () => {
    const draft = await contributorDraft('Orchard visit');
    const edited = await put(contributor.token, draft.article_id, {
      title: 'Orchard visit, day two',
      status: 'draft',
    });
    expect(edited.status).toBe(200);

    const attempts: Array<[Record<string, unknown>, string]> = [
      [{ status: 'published' }, CONTRIBUTOR_ARTICLE_MESSAGES.publish],
      [{ status: 'scheduled', publish_at: '2026-03-09T01:00:00.000Z' }, CONTRIBUTOR_ARTICLE_MESSAGES.publish],
      // A publish time already past would publish at once: refused all the same.
      [{ status: 'scheduled', publish_at: '2026-03-01T01:00:00.000Z' }, CONTRIBUTOR_ARTICLE_MESSAGES.publish],
      [{ privacy: 'private' }, CONTRIBUTOR_ARTICLE_MESSAGES.privacy],
      [{ title: 'Orchard visit', privacy: 'private' }, CONTRIBUTOR_ARTICLE_MESSAGES.privacy],
    ];
    for (const [body, message] of attempts) {
      const res = await put(contributor.token, draft.article_id, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.message).toBe(message);
    }
    // The scheduler, run after every publish time asked for, publishes none of it.
    clock.advance(10 * 86_400_000);
    try {
      await publishDueArticles(t.app.ctx);
    } finally {
      clock.advance(-10 * 86_400_000);
    }
    expect(await stored(draft.article_id)).toMatchObject({
      status: 'draft',
      privacy: 'public',
      title: 'Orchard visit, day two',
    });
  });

  it("lets the office's admin publish a contributor's draft, and then the contributor can neither change, restore nor delete it", async () => {
    const draft = await contributorDraft('Coding camp');
    const published = await put(admin.token, draft.article_id, { status: 'published' });
    expect(published.status).toBe(200);
    expect((published.body.article as Article).status).toBe('published');

    const edit = await put(contributor.token, draft.article_id, {
      title: 'Coding camp (edited)',
      status: 'draft',
    });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe(CONTRIBUTOR_ARTICLE_MESSAGES.notDraft);

    const revisions = await t.app.inject({
      url: `/api/admin/articles/${draft.article_id}/revisions`,
      headers: bearer(contributor.token),
    });
    const firstRevision = (revisions.json().revisions as Array<{ id: number }>).at(-1)?.id;
    const restore = await t.app.inject({
      method: 'POST',
      url: `/api/admin/articles/${draft.article_id}/revisions/${firstRevision}/restore`,
      headers: bearer(contributor.token),
      payload: {},
    });
    expect(restore.statusCode).toBe(403);

    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/articles/${draft.article_id}`,
      headers: bearer(contributor.token),
    });
    expect(remove.statusCode).toBe(403);
    expect(await stored(draft.article_id)).toMatchObject({ status: 'published', title: 'Coding camp' });

    // The admin keeps every permission: privacy, and deleting a published article.
    expect((await put(admin.token, draft.article_id, { privacy: 'private' })).status).toBe(200);
    const adminRemove = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/articles/${draft.article_id}`,
      headers: bearer(admin.token),
    });
    expect(adminRemove.statusCode).toBe(200);
  });

  it('lets a contributor delete their own draft, and not touch another office', async () => {
    const draft = await contributorDraft('Draft to drop');
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/articles/${draft.article_id}`,
      headers: bearer(contributor.token),
    });
    expect(remove.statusCode).toBe(200);
    expect(await stored(draft.article_id)).toBeUndefined();

    const other = await createArticleVia(t.app, superToken, { office: 'bsed', status: 'draft', sliders: 1 });
    expect(
      (await put(contributor.token, other.article_id, { title: 'Not mine', status: 'draft' })).status,
    ).toBe(404);
    await expect(createArticleVia(t.app, contributor.token, { office: 'bsed', sliders: 1 })).rejects.toThrow(
      /403/,
    );
  });

  it('refuses a contributor every staff screen beyond their drafts and their own account, in plain words', async () => {
    for (const url of [
      '/api/admin/documents',
      '/api/admin/foi',
      '/api/admin/cases',
      '/api/admin/site/blocks',
    ]) {
      const res = await t.app.inject({ url, headers: bearer(contributor.token) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(CONTRIBUTOR_MESSAGE);
    }
    const sessions = await t.app.inject({
      url: '/api/admin/account/sessions',
      headers: bearer(contributor.token),
    });
    expect(sessions.statusCode).toBe(200);
    const dashboard = await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(contributor.token) });
    expect(dashboard.statusCode).toBe(200);
  });
});
