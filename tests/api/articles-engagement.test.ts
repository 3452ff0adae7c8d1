import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/server/lib/clock.ts';
import {
  articleStatsResponseSchema,
  likeResponseSchema,
  viewResponseSchema,
} from '../../src/shared/contract/articles.ts';
import { apiErrorSchema } from '../../src/shared/contract/common.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { cookiePair, insertArticle, newVisitor } from './articles-fixtures.ts';

const ipOf = (i: number) => `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe('visitor cookie, stats, views and likes', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-03-02T08:00:00.000Z'));

  beforeAll(async () => {
    // Behind a proxy, so X-Forwarded-Proto can say the request came over HTTPS.
    t = await createTestApp({ seedDemo: false, clock, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const stats = async (id: number, cookie?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/articles/${id}/stats`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(200);
    return articleStatsResponseSchema.strict().parse(res.json()).stats;
  };
  const view = (id: number, cookie: string, payload: unknown = {}, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/articles/${id}/view`,
      headers: { cookie, ...extra },
      payload: payload as object,
    });
  const like = (id: number, cookie: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `/api/articles/${id}/like`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{}',
      remoteAddress,
    });

  it('issues an anonymous, signed, HttpOnly, SameSite=Lax visitor cookie only where it is needed', async () => {
    const id = await insertArticle(t.db, { office: 'research' });
    const res = await t.app.inject({ method: 'GET', url: `/api/articles/${id}/stats` });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^cs_vid=[\w-]{22}\.[\w%+/=-]+;/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toMatch(/Max-Age=\d{8}/);
    expect(header).not.toContain('Secure');
    const cookie = cookiePair(res, 'cs_vid') as string;

    // A known visitor keeps the id; a tampered cookie gets a new one.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/articles/${id}/stats`,
      headers: { cookie },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
    const forged = `cs_vid=${'A'.repeat(22)}.${cookie.split('.')[1]}`;
    const tampered = await t.app.inject({
      method: 'GET',
      url: `/api/articles/${id}/stats`,
      headers: { cookie: forged },
    });
    expect(cookiePair(tampered, 'cs_vid')).toBeDefined();
    expect(cookiePair(tampered, 'cs_vid')).not.toBe(cookie);

    // Cacheable reads never set it.
    for (const url of ['/api/articles/office/research', '/api/articles/latest', `/api/articles/${id}`]) {
      expect((await t.app.inject({ method: 'GET', url })).headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('marks the cookie Secure over HTTPS', async () => {
    const id = await insertArticle(t.db, { office: 'bsa' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/articles/${id}/stats`,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('reports stats with the stored counters', async () => {
    const id = await insertArticle(t.db, { office: 'bsit', view_count: 12, like_count: 4 });
    const res = await t.app.inject({ method: 'GET', url: `/api/articles/${id}/stats` });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(articleStatsResponseSchema.strict().parse(res.json())).toEqual({
      ok: true,
      stats: { total_views: 12, unique_views: 0, total_likes: 4, user_has_liked: false },
    });
  });

  it('counts one view per visitor per 30 minutes; later posts only update its duration', async () => {
    const id = await insertArticle(t.db, { office: 'extension', view_count: 0 });
    const alice = await newVisitor(t.app, id);
    const bob = await newVisitor(t.app, id);

    const first = await view(id, alice, { referrer: 'https://example.org/news', view_duration: null });
    expect(first.statusCode).toBe(200);
    expect(viewResponseSchema.strict().parse(first.json())).toEqual({
      ok: true,
      stats: { total_views: 1, unique_views: 1 },
    });

    clock.advance(10 * 60 * 1000);
    const second = viewResponseSchema.parse((await view(id, alice, { view_duration: 42.5 })).json());
    expect(second.stats).toEqual({ total_views: 1, unique_views: 1 });
    const rows = await t.db.kysely
      .selectFrom('article_views')
      .select(['visitor_id', 'view_duration', 'referrer', 'created_at', 'last_seen_at'])
      .where('article_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ view_duration: 42.5, referrer: 'https://example.org/news' });
    expect(rows[0]?.last_seen_at).not.toBe(rows[0]?.created_at);

    // Another visitor counts at once.
    expect(viewResponseSchema.parse((await view(id, bob)).json()).stats).toEqual({
      total_views: 2,
      unique_views: 2,
    });

    // 30 minutes after Alice's counted view, a new one counts; she is still one unique visitor.
    clock.advance(20 * 60 * 1000);
    expect(viewResponseSchema.parse((await view(id, alice)).json()).stats).toEqual({
      total_views: 3,
      unique_views: 2,
    });
    expect(viewResponseSchema.parse((await view(id, alice)).json()).stats).toEqual({
      total_views: 3,
      unique_views: 2,
    });
    expect(await stats(id, alice)).toEqual({
      total_views: 3,
      unique_views: 2,
      total_likes: 0,
      user_has_liked: false,
    });
  });

  it('accepts the view as a sendBeacon body (text/plain or JSON), or with no body', async () => {
    const id = await insertArticle(t.db, { office: 'library' });
    const visitor = await newVisitor(t.app, id);
    const asText = await view(id, visitor, JSON.stringify({ referrer: '', view_duration: 7 }), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(asText.statusCode).toBe(200);
    expect(viewResponseSchema.parse(asText.json()).stats.total_views).toBe(1);
    const asJson = await view(id, visitor, JSON.stringify({ view_duration: 19 }), {
      'content-type': 'application/json',
    });
    expect(asJson.statusCode).toBe(200);
    const row = await t.db.kysely
      .selectFrom('article_views')
      .select(['view_duration', 'referrer'])
      .where('article_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ view_duration: 19, referrer: null });

    // A Blob beacon without a type arrives with no Content-Type at all.
    const typeless = await t.app.inject({
      method: 'POST',
      url: `/api/articles/${id}/view`,
      headers: { cookie: visitor },
      payload: Buffer.from(JSON.stringify({ view_duration: 21 })),
    });
    expect(typeless.statusCode).toBe(200);

    const other = await newVisitor(t.app, id);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/articles/${id}/view`,
      headers: { cookie: other },
    });
    expect(empty.statusCode).toBe(200);
    expect(viewResponseSchema.parse(empty.json()).stats).toEqual({ total_views: 2, unique_views: 2 });
  });

  it('toggles a like per visitor and reports it in the stats', async () => {
    const id = await insertArticle(t.db, { office: 'bsed', like_count: 2 });
    const visitor = await newVisitor(t.app, id);
    const liked = await like(id, visitor);
    expect(liked.statusCode).toBe(200);
    expect(likeResponseSchema.strict().parse(liked.json())).toEqual({
      ok: true,
      action: 'liked',
      stats: { total_likes: 3 },
      message: 'Article liked',
    });
    expect(await stats(id, visitor)).toMatchObject({ total_likes: 3, user_has_liked: true });
    const other = await newVisitor(t.app, id);
    expect(await stats(id, other)).toMatchObject({ total_likes: 3, user_has_liked: false });

    const unliked = likeResponseSchema.parse((await like(id, visitor)).json());
    expect(unliked).toMatchObject({ action: 'unliked', stats: { total_likes: 2 }, message: 'Like removed' });
    expect(await stats(id, visitor)).toMatchObject({ total_likes: 2, user_has_liked: false });

    // An empty body is accepted too.
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/articles/${id}/like`,
      headers: { cookie: visitor },
    });
    expect(likeResponseSchema.parse(bare.json()).action).toBe('liked');
  });

  it('never lets the like count drop below zero', async () => {
    const id = await insertArticle(t.db, { office: 'bsa', like_count: 0 });
    const visitor = await newVisitor(t.app, id);
    expect(likeResponseSchema.parse((await like(id, visitor)).json()).stats.total_likes).toBe(1);
    // The counter was reset by hand while the like row stayed: unliking must not go to -1.
    await t.db.kysely.updateTable('articles').set({ like_count: 0 }).where('article_id', '=', id).execute();
    const res = likeResponseSchema.parse((await like(id, visitor)).json());
    expect(res).toMatchObject({ action: 'unliked', stats: { total_likes: 0 } });
  });

  it('counts 200 concurrent views from 50 visitors exactly: 50 total, 50 unique', async () => {
    const id = await insertArticle(t.db, { office: 'research', view_count: 0 });
    const visitors = await Promise.all(Array.from({ length: 50 }, () => newVisitor(t.app, id)));
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/articles/${id}/view`,
          headers: { cookie: visitors[i % 50] as string },
          payload: { referrer: null, view_duration: i },
          remoteAddress: ipOf(i % 50),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(await stats(id)).toMatchObject({ total_views: 50, unique_views: 50 });
    const views = await t.db.kysely
      .selectFrom('article_views')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.count<number>('visitor_id').distinct().as('v'),
      ])
      .where('article_id', '=', id)
      .executeTakeFirstOrThrow();
    expect([Number(views.n), Number(views.v)]).toEqual([50, 50]);
  });

  it('keeps likes exact under 200 concurrent toggles', async () => {
    const id = await insertArticle(t.db, { office: 'research', like_count: 0 });
    // 150 visitors toggle once (liked); 25 toggle twice at the same time (liked then unliked).
    const once = await Promise.all(Array.from({ length: 150 }, () => newVisitor(t.app, id)));
    const twice = await Promise.all(Array.from({ length: 25 }, () => newVisitor(t.app, id)));
    const toggles = [...once, ...twice, ...twice];
    // Each visitor toggles from an address of its own (one like per address and day counts).
    const responses = await Promise.all(
      toggles.map((cookie, i) => like(id, cookie, ipOf(i < 175 ? i : i - 25))),
    );
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const actions = responses.map((r) => likeResponseSchema.parse(r.json()).action);
    expect(actions.filter((a) => a === 'liked')).toHaveLength(175);
    expect(actions.filter((a) => a === 'unliked')).toHaveLength(25);

    const rows = await t.db.kysely
      .selectFrom('article_likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('article_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(150);
    expect((await stats(id)).total_likes).toBe(150);
    for (const cookie of twice) expect((await stats(id, cookie)).user_has_liked).toBe(false);
    expect((await stats(id, once[0])).user_has_liked).toBe(true);
  });

  it('keeps likes exact when one visitor toggles 200 times at once', async () => {
    const id = await insertArticle(t.db, { office: 'extension', like_count: 7 });
    const visitor = await newVisitor(t.app, id);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => like(id, visitor, ipOf(i % 40))),
    );
    const actions = responses.map((r) => likeResponseSchema.parse(r.json()).action);
    expect(actions.filter((a) => a === 'liked')).toHaveLength(100);
    expect(await stats(id, visitor)).toMatchObject({ total_likes: 7, user_has_liked: false });
  });

  it('counts one like per article per address and day, however many fresh cookies ask (30 rounds)', async () => {
    const id = await insertArticle(t.db, { office: 'bsa', like_count: 0 });
    const other = await insertArticle(t.db, { office: 'bsa', like_count: 0 });
    const ip = '198.51.100.30';
    const actions: string[] = [];
    for (let round = 0; round < 30; round++) {
      // A fresh cookie each round, as a script that drops its cookies would get from the page.
      const cookie = await newVisitor(t.app, id);
      const res = await like(id, cookie, ip);
      expect(res.statusCode).toBe(200);
      const body = likeResponseSchema.parse(res.json());
      actions.push(body.action);
      if (round > 0) expect(body.message).toBe('This article was already liked from your network today.');
    }
    expect(actions.filter((a) => a === 'liked')).toHaveLength(1);
    expect((await stats(id)).total_likes).toBe(1);
    // Another article, and another address, still count.
    expect(
      likeResponseSchema.parse((await like(other, await newVisitor(t.app, other), ip)).json()).action,
    ).toBe('liked');
    expect(
      likeResponseSchema.parse((await like(id, await newVisitor(t.app, id), '198.51.100.31')).json()).action,
    ).toBe('liked');
    // The next campus day, the address counts once more; the table never holds the address itself.
    clock.set(new Date(clock.now().getTime() + 24 * 3600_000));
    expect(likeResponseSchema.parse((await like(id, await newVisitor(t.app, id), ip)).json()).action).toBe(
      'liked',
    );
    expect((await stats(id)).total_likes).toBe(3);
    const stored = await t.db.kysely
      .selectFrom('article_likes')
      .select('address_day')
      .where('article_id', '=', id)
      .execute();
    for (const row of stored) expect(row.address_day).not.toContain('198.51.100');
  });

  it('rate-limits views and likes per IP', async () => {
    const id = await insertArticle(t.db, { office: 'bsit' });
    const visitor = await newVisitor(t.app, id);
    const ip = '192.0.2.77';
    const views = [];
    for (let i = 0; i < 121; i++) {
      views.push(
        await t.app.inject({
          method: 'POST',
          url: `/api/articles/${id}/view`,
          headers: { cookie: visitor },
          payload: {},
          remoteAddress: ip,
        }),
      );
    }
    expect(views.slice(0, 120).every((r) => r.statusCode === 200)).toBe(true);
    const limited = views.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(1);
    expect(apiErrorSchema.parse(limited[0]?.json()).message).toMatch(/^Too many requests/);

    const likes = [];
    for (let i = 0; i < 61; i++) likes.push(await like(id, visitor, '192.0.2.78'));
    expect(likes.slice(0, 60).every((r) => r.statusCode === 200)).toBe(true);
    expect(likes[60]?.statusCode).toBe(429);
    // Another address is not affected.
    expect((await like(id, visitor, '192.0.2.79')).statusCode).toBe(200);
  });

  it('answers likes and views without the visitor cookie but does not count them', async () => {
    const id = await insertArticle(t.db, { office: 'bsit' });
    const ip = '192.0.2.90';
    for (let i = 0; i < 30; i++) {
      const v = await t.app.inject({
        method: 'POST',
        url: `/api/articles/${id}/view`,
        payload: {},
        remoteAddress: ip,
      });
      expect(v.statusCode).toBe(200);
      expect(v.json()).toMatchObject({ ok: true, stats: { total_views: 0, unique_views: 0 } });
      expect(cookiePair(v, 'cs_vid')).toBeDefined();
      const l = await t.app.inject({
        method: 'POST',
        url: `/api/articles/${id}/like`,
        headers: { 'content-type': 'application/json' },
        payload: {},
        remoteAddress: ip,
      });
      expect(l.statusCode).toBe(200);
      expect(l.json()).toEqual({
        ok: true,
        action: 'unliked',
        stats: { total_likes: 0 },
        message: 'Like not counted. Please try again.',
      });
      expect(cookiePair(l, 'cs_vid')).toBeDefined();
    }
    expect(await stats(id)).toMatchObject({ total_views: 0, unique_views: 0, total_likes: 0 });
    // With the cookie the first answer set, the next like and view count.
    const first = await t.app.inject({ method: 'POST', url: `/api/articles/${id}/like`, payload: {} });
    const cookie = cookiePair(first, 'cs_vid') as string;
    expect((await like(id, cookie)).json().action).toBe('liked');
    expect((await view(id, cookie)).statusCode).toBe(200);
    expect(await stats(id, cookie)).toMatchObject({ total_views: 1, total_likes: 1, user_has_liked: true });
  });
});
