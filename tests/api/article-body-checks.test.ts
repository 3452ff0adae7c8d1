// The body checks on the server (src/shared/article-checks.ts through publishProblems): an error (here text
// coloured too faintly to read) stops publishing by any save, a draft keeps it, and a warning does not stop it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_SAMPLES } from '../support/article-check-samples.ts';
import { createArticleVia, saveJson, storedStatus } from '../support/article-forms.ts';
import { signInSuperadmin } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('body checks on publishing', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signInSuperadmin(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses to publish a body with an error, saves it as a draft, and publishes one with only warnings', async () => {
    const faint = CHECK_SAMPLES['low-contrast'].failing;
    await expect(
      createArticleVia(t.app, token, { office: 'bsit', content: faint, status: 'published', sliders: 1 }),
    ).rejects.toThrow(/400/);
    const draft = await createArticleVia(t.app, token, {
      office: 'bsit',
      content: faint,
      status: 'draft',
      sliders: 1,
    });
    const publish = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${draft.article_id}`, {
      status: 'published',
    });
    expect(publish.status).toBe(400);
    expect(publish.body.message).toContain('contrast');
    expect(publish.body.field).toBe('content');
    expect(await storedStatus(t.db.kysely, draft.article_id)).toBe('draft');

    const fixed = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${draft.article_id}`, {
      status: 'published',
      content: `${CHECK_SAMPLES['low-contrast'].passing}${CHECK_SAMPLES['all-caps'].failing}`,
    });
    expect(fixed.status).toBe(200);
    expect(await storedStatus(t.db.kysely, draft.article_id)).toBe('published');
  });
});
