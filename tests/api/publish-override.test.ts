// A superadmin's override of the body checks' errors (ADR 0050): only a superadmin may publish over an error,
// only with a reason (the contract's bounds), and the reason is audited with the article and the errors it
// overrode. Admins and contributors are refused whatever they send; a missing title is never overridden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_OVERRIDE } from '../../src/shared/contract/articles.ts';
import { CHECK_SAMPLES } from '../support/article-check-samples.ts';
import {
  createArticleVia,
  imageFile,
  saveJson,
  saveMultipart,
  storedStatus,
} from '../support/article-forms.ts';
import { type CreatedUser, createUser, signInSuperadmin } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const FAINT = CHECK_SAMPLES['low-contrast'].failing;

describe('publishing over the body checks’ errors', () => {
  let t: TestApp;
  let superToken: string;
  let admin: CreatedUser;
  let contributor: CreatedUser;
  beforeAll(async () => {
    t = await createTestApp();
    superToken = await signInSuperadmin(t.app);
    admin = await createUser(t.app, superToken, { office: 'bsit' });
    contributor = await createUser(t.app, superToken, { office: 'bsit', role: 'contributor' });
  });
  afterAll(async () => {
    await t.close();
  });

  const overrides = async (articleId: number) =>
    (
      await t.db.kysely
        .selectFrom('audit_log')
        .select(['actor', 'office', 'details'])
        .where('action', '=', 'article.publish_override')
        .where('target_id', '=', String(articleId))
        .execute()
    ).map((r) => ({
      ...r,
      details: typeof r.details === 'string' ? JSON.parse(r.details) : r.details,
    }));

  const draftWith = (content: string, token = superToken) =>
    createArticleVia(t.app, token, { office: 'bsit', content, status: 'draft', sliders: 1 });

  it('publishes a draft with errors for a superadmin who gives a reason, and audits the reason and the errors', async () => {
    const draft = await draftWith(FAINT);
    const url = `/api/admin/articles/${draft.article_id}`;
    // Without a reason it is refused, as before.
    const refused = await saveJson(t.app, superToken, 'PUT', url, { status: 'published' });
    expect(refused.status).toBe(400);
    expect(await storedStatus(t.db.kysely, draft.article_id)).toBe('draft');

    const reason = 'The notice must be up before the 5 pm deadline; the office fixes the colours tomorrow.';
    const done = await saveJson(t.app, superToken, 'PUT', url, {
      status: 'published',
      override_reason: reason,
    });
    expect(done.status).toBe(200);
    expect(await storedStatus(t.db.kysely, draft.article_id)).toBe('published');
    const [entry, ...more] = await overrides(draft.article_id);
    expect(more).toHaveLength(0);
    expect(entry?.office).toBe('bsit');
    expect(entry?.details.reason).toBe(reason);
    expect(entry?.details.errors).toContain('contrast');
  });

  it('publishes a new article over an error with a reason, in the same save', async () => {
    const res = await saveMultipart(
      t.app,
      superToken,
      'POST',
      '/api/admin/articles',
      [
        ['title', 'Enrolment notice'],
        ['content', FAINT],
        ['office', 'bsit'],
        ['status', 'published'],
        ['override_reason', 'Needed today'],
      ],
      [await imageFile('thumbnail', 'thumb.jpg'), await imageFile('slider_images[]', 'slide.jpg')],
    );
    expect(res.status).toBe(201);
    const id = res.body.article?.article_id ?? 0;
    expect(await storedStatus(t.db.kysely, id)).toBe('published');
    const [entry] = await overrides(id);
    expect(entry?.details.reason).toBe('Needed today');
    expect(entry?.details.errors).toContain('contrast');
  });

  it('does not audit an override when there was nothing to override', async () => {
    const draft = await draftWith('<p>All fine.</p>');
    const done = await saveJson(t.app, superToken, 'PUT', `/api/admin/articles/${draft.article_id}`, {
      status: 'published',
      override_reason: 'Just in case',
    });
    expect(done.status).toBe(200);
    expect(await overrides(draft.article_id)).toHaveLength(0);
  });

  it('never overrides a missing title', async () => {
    const draft = await draftWith(FAINT);
    const res = await saveJson(t.app, superToken, 'PUT', `/api/admin/articles/${draft.article_id}`, {
      title: '',
      status: 'published',
      override_reason: 'Urgent',
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('title');
    expect(await storedStatus(t.db.kysely, draft.article_id)).toBe('draft');
  });

  it('asks for a reason within the contract’s bounds', async () => {
    const draft = await draftWith(FAINT);
    const url = `/api/admin/articles/${draft.article_id}`;
    const blank = await saveJson(t.app, superToken, 'PUT', url, {
      status: 'published',
      override_reason: '   ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain(PUBLISH_OVERRIDE.reasonRequired);
    const long = await saveJson(t.app, superToken, 'PUT', url, {
      status: 'published',
      override_reason: 'x'.repeat(PUBLISH_OVERRIDE.reasonMax + 1),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain(PUBLISH_OVERRIDE.reasonTooLong);
    expect(await storedStatus(t.db.kysely, draft.article_id)).toBe('draft');
  });

  it('refuses an override from an office admin and from a contributor', async () => {
    const adminDraft = await draftWith(FAINT, admin.token);
    const byAdmin = await saveJson(
      t.app,
      admin.token,
      'PUT',
      `/api/admin/articles/${adminDraft.article_id}`,
      {
        status: 'published',
        override_reason: 'I am the office head',
      },
    );
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe(PUBLISH_OVERRIDE.notAllowed);
    // Even where there is nothing to override, and on a create.
    const clean = await draftWith('<p>Fine.</p>', admin.token);
    const cleanByAdmin = await saveJson(
      t.app,
      admin.token,
      'PUT',
      `/api/admin/articles/${clean.article_id}`,
      {
        status: 'published',
        override_reason: 'No reason',
      },
    );
    expect(cleanByAdmin.status).toBe(403);
    const created = await saveJson(t.app, admin.token, 'POST', '/api/admin/articles', {
      office: 'bsit',
      title: 'x',
      content: FAINT,
      status: 'published',
      override_reason: 'Urgent',
    });
    expect(created.status).toBe(403);

    const contributorDraft = await draftWith(FAINT, contributor.token);
    const byContributor = await saveJson(
      t.app,
      contributor.token,
      'PUT',
      `/api/admin/articles/${contributorDraft.article_id}`,
      { override_reason: 'Please' },
    );
    expect(byContributor.status).toBe(403);
    for (const id of [adminDraft.article_id, clean.article_id, contributorDraft.article_id]) {
      expect(await storedStatus(t.db.kysely, id)).toBe('draft');
      expect(await overrides(id)).toHaveLength(0);
    }
  });
});
