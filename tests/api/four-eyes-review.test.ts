// Four-eyes review (issue 39, docs/decisions/0049-four-eyes-and-publishing-checks.md): a superadmin turns on,
// per office, that the office's admins need a second person's approval; then no endpoint lets such an admin
// publish their own article, while other offices and superadmins publish as before. Also: a contributor's
// delete and restore are checked again under the row lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../src/server/domain/actor.ts';
import {
  CONTRIBUTOR_ARTICLE_MESSAGES,
  REVIEW_REQUIRED_MESSAGE,
} from '../../src/server/domain/permissions.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { publishDueArticles } from '../../src/server/services/article-editorial.ts';
import { managedArticle, removeArticle, restoreFromRevision } from '../../src/server/services/articles.ts';
import { findOffice } from '../../src/shared/contract/offices.ts';
import { REVIEW_MESSAGES, REVIEW_SETTING_MESSAGES } from '../../src/shared/contract/reviews.ts';
import { createArticleVia, saveJson, storedStatus } from '../support/article-forms.ts';
import { bearer, type CreatedUser, createUser, signInSuperadmin } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('four-eyes review per office', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-03-02T00:00:00.000Z'));
  let superToken: string;
  let admin: CreatedUser;
  let secondAdmin: CreatedUser;
  let otherOfficeAdmin: CreatedUser;
  let contributor: CreatedUser;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    superToken = await signInSuperadmin(t.app);
    admin = await createUser(t.app, superToken, { office: 'bsit', first_name: 'Ana', last_name: 'Admin' });
    secondAdmin = await createUser(t.app, superToken, {
      office: 'bsit',
      first_name: 'Ben',
      last_name: 'Head',
    });
    otherOfficeAdmin = await createUser(t.app, superToken, { office: 'bsed' });
    contributor = await createUser(t.app, superToken, { office: 'bsit', role: 'contributor' });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const setRequired = (token: string, office: string, on: boolean) =>
    call(token, 'PUT', `/api/admin/settings/review/${office}`, { review_required: on });
  const put = (token: string, id: number, body: Record<string, unknown>) =>
    saveJson(t.app, token, 'PUT', `/api/admin/articles/${id}`, body);
  const statusOf = (id: number) => storedStatus(t.db.kysely, id);
  const firstRevision = async (token: string, id: number) =>
    (
      (await call(token, 'GET', `/api/admin/articles/${id}/revisions`)).json().revisions as Array<{
        id: number;
      }>
    ).at(-1)?.id;

  it('is off by default, and only a superadmin reads or changes it, audited', async () => {
    const before = await call(superToken, 'GET', '/api/admin/settings/review');
    expect(before.statusCode).toBe(200);
    expect(before.json().offices).toContainEqual({ office: 'bsit', review_required: false });
    expect((await call(admin.token, 'GET', '/api/admin/me')).json().user.review_required).toBe(false);

    expect((await setRequired(admin.token, 'bsit', true)).statusCode).toBe(403);
    expect((await setRequired(contributor.token, 'bsit', true)).statusCode).toBe(403);
    expect((await setRequired(superToken, 'nowhere', true)).statusCode).toBe(404);

    const on = await setRequired(superToken, 'bsit', true);
    expect(on.statusCode).toBe(200);
    expect(on.json().message).toBe(REVIEW_SETTING_MESSAGES.on('BSIT'));
    const after = await call(superToken, 'GET', '/api/admin/settings/review');
    expect(after.json().offices).toContainEqual({ office: 'bsit', review_required: true });
    expect(after.json().offices).toContainEqual({ office: 'bsed', review_required: false });
    expect((await call(admin.token, 'GET', '/api/admin/me')).json().user.review_required).toBe(true);
    // A superadmin is never held to it.
    expect((await call(superToken, 'GET', '/api/admin/me')).json().user.review_required).toBe(false);

    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'settings.review_required')
      .execute();
    expect(audit).toEqual([{ action: 'settings.review_required', target_id: 'bsit' }]);
  });

  it("lets no endpoint publish an office admin's own article while it is on", async () => {
    // A save without a status is a draft, as a contributor's is.
    const draft = await createArticleVia(t.app, admin.token, {
      office: 'bsit',
      title: 'Lab opening',
      sliders: 1,
    });
    expect(draft.status).toBe('draft');
    await expect(
      createArticleVia(t.app, admin.token, { office: 'bsit', status: 'published', sliders: 1 }),
    ).rejects.toThrow(/403/);
    await expect(
      createArticleVia(t.app, admin.token, {
        office: 'bsit',
        status: 'scheduled',
        publishAt: '2026-03-05T00:00:00.000Z',
        sliders: 1,
      }),
    ).rejects.toThrow(/403/);

    for (const body of [
      { status: 'published' },
      { status: 'scheduled', publish_at: '2026-03-09T01:00:00.000Z' },
      { status: 'scheduled', publish_at: '2026-03-01T01:00:00.000Z' },
    ]) {
      const res = await put(admin.token, draft.article_id, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.message).toBe(REVIEW_REQUIRED_MESSAGE);
    }
    clock.advance(10 * 86_400_000);
    try {
      await publishDueArticles(t.app.ctx);
    } finally {
      clock.advance(-10 * 86_400_000);
    }
    expect(await statusOf(draft.article_id)).toBe('draft');

    // Sent for review, the admin cannot approve it; another admin of the office can.
    const sent = await call(admin.token, 'POST', `/api/admin/articles/${draft.article_id}/review`, {
      note: '',
    });
    expect(sent.statusCode).toBe(201);
    const reviewId = sent.json().review.id as number;
    const own = await call(admin.token, 'POST', `/api/admin/approvals/${reviewId}`, { decision: 'approve' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(REVIEW_MESSAGES.ownRequest);
    const approved = await call(secondAdmin.token, 'POST', `/api/admin/approvals/${reviewId}`, {
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    expect(await statusOf(draft.article_id)).toBe('published');

    // Once published, the admin's own edits and restores do not reach the public site without review…
    const edit = await put(admin.token, draft.article_id, { title: 'Lab opening (changed)' });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe(REVIEW_REQUIRED_MESSAGE);
    const rev = await firstRevision(admin.token, draft.article_id);
    const restore = await call(
      admin.token,
      'POST',
      `/api/admin/articles/${draft.article_id}/revisions/${rev}/restore`,
      {},
    );
    expect(restore.statusCode).toBe(403);
    // … while taking it down, changing privacy and unpublishing stay theirs.
    expect((await put(admin.token, draft.article_id, { privacy: 'private' })).status).toBe(200);
    const unpublished = await put(admin.token, draft.article_id, {
      title: 'Lab opening (changed)',
      status: 'draft',
    });
    expect(unpublished.status).toBe(200);
    expect(await statusOf(draft.article_id)).toBe('draft');
  });

  it('refuses the admin approving a draft they wrote even when someone else sent it', async () => {
    const draft = await createArticleVia(t.app, admin.token, {
      office: 'bsit',
      title: 'Open house',
      sliders: 1,
    });
    const sent = await call(contributor.token, 'POST', `/api/admin/articles/${draft.article_id}/review`, {
      note: 'Ready',
    });
    expect(sent.statusCode).toBe(201);
    const decided = await call(admin.token, 'POST', `/api/admin/approvals/${sent.json().review.id}`, {
      decision: 'approve',
    });
    expect(decided.statusCode).toBe(403);
    expect(await statusOf(draft.article_id)).toBe('draft');
  });

  it('leaves other offices and superadmins publishing as before, and turning it off restores the admin', async () => {
    const elsewhere = await createArticleVia(t.app, otherOfficeAdmin.token, { office: 'bsed', sliders: 1 });
    expect(elsewhere.status).toBe('published');
    const bySuper = await createArticleVia(t.app, superToken, { office: 'bsit', sliders: 1 });
    expect(bySuper.status).toBe('published');

    expect((await setRequired(superToken, 'bsit', false)).json().message).toBe(
      REVIEW_SETTING_MESSAGES.off('BSIT'),
    );
    const own = await createArticleVia(t.app, admin.token, { office: 'bsit', sliders: 1 });
    expect(own.status).toBe('published');
  });

  it("checks a contributor's delete and restore again under the row lock", async () => {
    const office = findOffice('bsit');
    if (!office) throw new Error('no bsit');
    const me = (await call(contributor.token, 'GET', '/api/admin/me')).json().user;
    const actor: Actor = {
      ip: null,
      user: { ...me, middle_name: null, status: 'active', office: 'bsit', sessionId: 'test' },
    };
    const draft = await createArticleVia(t.app, contributor.token, {
      office: 'bsit',
      title: 'Tree planting',
      sliders: 1,
    });
    // Read while still a draft (what the request read before taking the lock) …
    const stale = await managedArticle(t.app.ctx, actor.user, draft.article_id);
    expect(stale.existing.status).toBe('draft');
    // … then an admin publishes it before the contributor's write takes the row.
    expect((await put(secondAdmin.token, draft.article_id, { status: 'published' })).status).toBe(200);

    await expect(removeArticle(t.app.ctx, actor, stale)).rejects.toMatchObject({
      statusCode: 403,
      message: CONTRIBUTOR_ARTICLE_MESSAGES.notDraft,
    });
    const rev = await firstRevision(secondAdmin.token, draft.article_id);
    if (rev === undefined) throw new Error('no revision');
    await expect(restoreFromRevision(t.app.ctx, actor, stale, rev, undefined)).rejects.toMatchObject({
      statusCode: 403,
      message: CONTRIBUTOR_ARTICLE_MESSAGES.notDraft,
    });
    const row = await t.db.kysely
      .selectFrom('articles')
      .select(['status', 'title'])
      .where('article_id', '=', draft.article_id)
      .executeTakeFirst();
    expect(row).toEqual({ status: 'published', title: 'Tree planting' });
  });
});
