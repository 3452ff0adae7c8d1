// Review before publishing (issue 39, docs/decisions/0041-contributors-and-review.md): a contributor sends a
// draft for review with a note, the office's reviewers get a mail and see it in their approvals, and one
// reviewer approves (now or at a time) or returns it with comments; the history says who asked and who
// decided, and a request is decided once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/server/lib/clock.ts';
import { publishDueArticles } from '../../src/server/services/article-editorial.ts';
import { REVIEW_MESSAGES, type Review } from '../../src/shared/contract/reviews.ts';
import { createArticleVia, storedStatus } from '../support/article-forms.ts';
import { bearer, type CreatedUser, createUser, signInSuperadmin } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('review before publishing', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-03-02T00:00:00.000Z'));
  let superToken: string;
  let writer: CreatedUser;
  let reviewer: CreatedUser;
  let otherOffice: CreatedUser;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    superToken = await signInSuperadmin(t.app);
    writer = await createUser(t.app, superToken, {
      office: 'bsa',
      role: 'contributor',
      first_name: 'Rosa',
      last_name: 'Writer',
    });
    reviewer = await createUser(t.app, superToken, { office: 'bsa', first_name: 'Ben', last_name: 'Head' });
    otherOffice = await createUser(t.app, superToken, { office: 'bsed' });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const draft = (title: string) =>
    createArticleVia(t.app, writer.token, { office: 'bsa', title, sliders: 1 });
  const submit = (id: number, note: string) =>
    call(writer.token, 'POST', `/api/admin/articles/${id}/review`, { note });
  const waiting = async (token: string): Promise<Review[]> =>
    (await call(token, 'GET', '/api/admin/approvals')).json().reviews;
  const mailTo = (address: string) =>
    t.db.kysely
      .selectFrom('concern_mail')
      .select(['kind', 'subject', 'body'])
      .where('to_address', '=', address)
      .orderBy('id')
      .execute();
  const statusOf = (id: number) => storedStatus(t.db.kysely, id);

  it('sends a draft for review with a note, tells the office reviewers by mail and lists it for them only', async () => {
    const a = await draft('Rice harvest day');
    const res = await submit(a.article_id, 'Please check the yield figures.');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: REVIEW_MESSAGES.submitted,
      review: { state: 'pending', note: 'Please check the yield figures.', requested_by_name: 'Rosa Writer' },
    });
    // Once: a second request while one is open is refused.
    expect((await submit(a.article_id, 'again')).statusCode).toBe(409);

    const mails = await mailTo(reviewer.email);
    expect(mails.at(-1)).toMatchObject({
      kind: 'review_request',
      subject: 'Waiting for your review: Rice harvest day',
    });
    expect(mails.at(-1)?.body).toContain('Please check the yield figures.');
    expect((await mailTo(otherOffice.email)).length).toBe(0);

    expect((await waiting(reviewer.token)).map((r) => r.article_id)).toContain(a.article_id);
    expect((await waiting(superToken)).map((r) => r.article_id)).toContain(a.article_id);
    expect((await waiting(otherOffice.token)).map((r) => r.article_id)).not.toContain(a.article_id);
    // The writer cannot decide it (contributors are refused the approvals; an admin cannot approve their own).
    expect((await call(writer.token, 'GET', '/api/admin/approvals')).statusCode).toBe(403);
    const id = (await waiting(reviewer.token)).find((r) => r.article_id === a.article_id)?.id;
    expect(
      (await call(writer.token, 'POST', `/api/admin/approvals/${id}`, { decision: 'approve' })).statusCode,
    ).toBe(403);
    expect(
      (await call(otherOffice.token, 'POST', `/api/admin/approvals/${id}`, { decision: 'approve' }))
        .statusCode,
    ).toBe(404);
  });

  it('returns a draft with comments (comments required), and the writer is told and sees the history', async () => {
    const a = await draft('Seed bank');
    const review = (await submit(a.article_id, '')).json().review as Review;
    const empty = await call(reviewer.token, 'POST', `/api/admin/approvals/${review.id}`, {
      decision: 'return',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(REVIEW_MESSAGES.commentRequired);
    const back = await call(reviewer.token, 'POST', `/api/admin/approvals/${review.id}`, {
      decision: 'return',
      comment: 'Add the date of the event.',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().message).toBe(REVIEW_MESSAGES.returned);
    expect(await statusOf(a.article_id)).toBe('draft');
    expect((await mailTo(writer.email)).at(-1)).toMatchObject({
      kind: 'review_returned',
      subject: 'Returned with comments: Seed bank',
    });

    const history = (await call(writer.token, 'GET', `/api/admin/articles/${a.article_id}/reviews`)).json()
      .reviews;
    expect(history).toMatchObject([
      {
        state: 'returned',
        requested_by_name: 'Rosa Writer',
        decided_by_name: 'Ben Head',
        comment: 'Add the date of the event.',
      },
    ]);
    // Sent again after the changes: a new request.
    expect((await submit(a.article_id, 'Date added.')).statusCode).toBe(201);
  });

  it('approves and publishes now, or schedules for a time the scheduler then keeps', async () => {
    const now = await draft('Farm tour');
    const r1 = (await submit(now.article_id, '')).json().review as Review;
    const ok = await call(reviewer.token, 'POST', `/api/admin/approvals/${r1.id}`, { decision: 'approve' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(REVIEW_MESSAGES.approved);
    expect(await statusOf(now.article_id)).toBe('published');
    expect((await t.app.inject({ url: `/api/articles/${now.article_id}` })).statusCode).toBe(200);
    // Decided once: a second decision is refused and changes nothing.
    const again = await call(superToken, 'POST', `/api/admin/approvals/${r1.id}`, {
      decision: 'return',
      comment: 'No.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.decided);
    expect(await statusOf(now.article_id)).toBe('published');

    const later = await draft('Goat fair');
    const r2 = (await submit(later.article_id, '')).json().review as Review;
    const at = '2026-03-03T01:00:00.000Z';
    const scheduled = await call(superToken, 'POST', `/api/admin/approvals/${r2.id}`, {
      decision: 'approve',
      publish_at: at,
    });
    expect(scheduled.json()).toMatchObject({
      message: REVIEW_MESSAGES.approvedScheduled,
      review: { state: 'approved', publish_at: at },
    });
    expect(await statusOf(later.article_id)).toBe('scheduled');
    clock.advance(2 * 86_400_000);
    try {
      await publishDueArticles(t.app.ctx);
    } finally {
      clock.advance(-2 * 86_400_000);
    }
    expect(await statusOf(later.article_id)).toBe('published');

    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('target_id', '=', String(now.article_id))
      .where('action', 'like', 'article.review%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'article.review_request', actor: writer.email },
      { action: 'article.review_approve', actor: reviewer.email },
    ]);
  });

  it('refuses to approve a draft that fails the publishing checks, and leaves the request open', async () => {
    const a = await draft('Undescribed');
    await t.db.kysely
      .updateTable('articles')
      .set({ thumbnail_alt: null })
      .where('article_id', '=', a.article_id)
      .execute();
    const r = (await submit(a.article_id, '')).json().review as Review;
    const res = await call(reviewer.token, 'POST', `/api/admin/approvals/${r.id}`, { decision: 'approve' });
    expect(res.statusCode).toBe(400);
    expect(await statusOf(a.article_id)).toBe('draft');
    expect((await waiting(reviewer.token)).map((x) => x.id)).toContain(r.id);
  });

  it('gives one outcome when two reviewers decide the same request at once', async () => {
    const a = await draft('Race');
    const r = (await submit(a.article_id, '')).json().review as Review;
    const [approve, giveBack] = await Promise.all([
      call(reviewer.token, 'POST', `/api/admin/approvals/${r.id}`, { decision: 'approve' }),
      call(superToken, 'POST', `/api/admin/approvals/${r.id}`, { decision: 'return', comment: 'Wait.' }),
    ]);
    expect([approve.statusCode, giveBack.statusCode].sort()).toEqual([200, 409]);
    const state = (
      await t.db.kysely
        .selectFrom('article_reviews')
        .select('state')
        .where('id', '=', r.id)
        .executeTakeFirst()
    )?.state;
    expect(await statusOf(a.article_id)).toBe(state === 'approved' ? 'published' : 'draft');
  });
});
