// Links to pages of this site that do not exist, found by the server at save (ADR 0050): the route table's
// verdict, and for addresses naming a record whether it exists and is public. Each broken link is a warning
// in the save's reply and message; a save is never refused for one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenLinkMessage } from '../../src/shared/internal-links.ts';
import { createArticleVia, saveJson, storedStatus } from '../support/article-forms.ts';
import { signInSuperadmin } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const a = (href: string, text: string) => `<a href="${href}">${text}</a>`;

describe('links to pages of this site at save', () => {
  let t: TestApp;
  let token: string;
  let publicId: number;
  let draftId: number;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signInSuperadmin(t.app);
    publicId = (await createArticleVia(t.app, token, { office: 'bsit', status: 'published', sliders: 1 }))
      .article_id;
    draftId = (await createArticleVia(t.app, token, { office: 'bsit', status: 'draft', sliders: 1 }))
      .article_id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('warns of each link to a page that does not exist, with its place, and publishes anyway', async () => {
    const passing = [
      a('/about/history', 'our history'),
      a(`/news/${publicId}`, 'the harvest story'),
      a('/programs/BSIT', 'the BSIT programme'),
      a('https://example.org/anything', 'another site'),
      a('/media/none.jpg', 'a picture'),
    ];
    const failing = [
      a('/about/histroy', 'our old history'),
      a(`/news/${draftId}`, 'a draft'),
      a('/news/99999999', 'a removed story'),
      a('/services/no-such-service', 'a service'),
    ];
    const target = await createArticleVia(t.app, token, { office: 'bsit', status: 'draft', sliders: 1 });
    const res = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${target.article_id}`, {
      status: 'published',
      content: `<p>${[...passing, ...failing].join(', ')}.</p>`,
    });
    expect(res.status).toBe(200);
    expect(await storedStatus(t.db.kysely, target.article_id)).toBe('published');
    const warnings = (
      res.body as { link_warnings?: Array<{ index: number; place: string; message: string }> }
    ).link_warnings;
    expect(warnings?.map((w) => [w.index, w.place])).toEqual([
      [6, 'our old history'],
      [7, 'a draft'],
      [8, 'a removed story'],
      [9, 'a service'],
    ]);
    expect(warnings?.[0]?.message).toBe(brokenLinkMessage('/about/histroy'));
    expect(res.body.message).toContain(brokenLinkMessage(`/news/${draftId}`));
  });

  it('says nothing when every link to this site leads somewhere', async () => {
    const res = await saveJson(t.app, token, 'PUT', `/api/admin/articles/${publicId}`, {
      content: `<p>${a('/about/history', 'our history')} and ${a(`/news/${publicId}`, 'this story')}.</p>`,
    });
    expect(res.status).toBe(200);
    expect((res.body as { link_warnings?: unknown }).link_warnings).toBeUndefined();
    expect(res.body.message).toBe('Article updated');
  });
});
