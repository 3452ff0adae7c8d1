// The link checker against local servers (docs/decisions/0050-overrides-and-link-checks.md): 200, 301 to a
// working page, 404, 500, a HEAD refused with 405, and one that never answers; the broken-links report must
// say what each answered. Loopback is allowed only by LINK_CHECK_ALLOW_PRIVATE, which the probe is also
// tested without. The job itself stays off unless LINK_CHECK is on.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCheck } from '../../src/server/jobs/link-check.ts';
import { isPrivateAddress, probeLink } from '../../src/server/lib/link-probe.ts';
import { linkRowsOf } from '../../src/server/repositories/link-checks.ts';
import { runLinkChecks } from '../../src/server/services/link-checks.ts';
import type { BrokenLinkEntry } from '../../src/shared/contract/link-checks.ts';
import { createArticleVia } from '../support/article-forms.ts';
import { bearer, type CreatedUser, createUser, signInSuperadmin } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('link checker', () => {
  let t: TestApp;
  let server: http.Server;
  let base: string;
  let superToken: string;
  let bsitAdmin: CreatedUser;
  let bsedAdmin: CreatedUser;
  let articleId: number;
  const heads: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.method === 'HEAD') heads.push(req.url ?? '');
      switch (req.url) {
        case '/ok':
          res.writeHead(200).end('fine');
          return;
        case '/old':
          res.writeHead(301, { location: '/new' }).end();
          return;
        case '/new':
          res.writeHead(200).end('moved here');
          return;
        case '/missing':
          res.writeHead(404).end();
          return;
        case '/broken':
          res.writeHead(500).end();
          return;
        case '/no-head':
          res.writeHead(req.method === 'HEAD' ? 405 : 200).end();
          return;
        default:
          // /hang: never answers.
          return;
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({
      env: { LINK_CHECK_TIMEOUT_S: '1', LINK_CHECK_HOST_DELAY_MS: '10', LINK_CHECK_ALLOW_PRIVATE: 'true' },
    });
    superToken = await signInSuperadmin(t.app);
    bsitAdmin = await createUser(t.app, superToken, { office: 'bsit' });
    bsedAdmin = await createUser(t.app, superToken, { office: 'bsed' });
    const links = ['ok', 'old', 'missing', 'broken', 'no-head', 'hang']
      .map((p) => `<li><a href="${base}/${p}">The ${p} page</a></li>`)
      .join('');
    const article = await createArticleVia(t.app, superToken, {
      office: 'bsit',
      content: `<ul>${links}</ul><p><a href="/about/history">Our history</a></p>`,
      status: 'published',
      sliders: 1,
    });
    articleId = article.article_id;
  }, 180_000);
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await t.close();
  });

  const broken = async (token: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/links/broken${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { links: BrokenLinkEntry[] }).links;
  };

  it('checks each external link once and reports what the servers answered', async () => {
    expect(t.app.ctx.config.linkCheck.enabled).toBe(false);
    // The job is off by configuration (LINK_CHECK unset outside production): its run fetches nothing.
    await linkCheck.run(t.app.ctx);
    expect(heads).toEqual([]);

    expect(await runLinkChecks(t.app.ctx)).toBe(6);
    const report = await broken(bsitAdmin.token);
    expect(report.map((l) => [l.url.replace(base, ''), l.what_happened, l.article_id]).sort()).toEqual(
      [
        ['/broken', 'Server error (500)', articleId],
        ['/hang', 'No answer within 1 s', articleId],
        ['/missing', 'Not found (404)', articleId],
      ].sort(),
    );
    expect(report.every((l) => l.office === 'bsit' && l.checked_at !== '')).toBe(true);
    const rows = await linkRowsOf(t.db.kysely, articleId);
    const old = rows.find((r) => r.url === `${base}/old`);
    expect(old?.outcome).toBe('ok');
    expect(old?.moved_to).toBe(`${base}/new`);
    expect(rows.find((r) => r.url === `${base}/no-head`)?.outcome).toBe('ok');
    expect(rows.find((r) => r.url.endsWith('/about/history'))).toBeUndefined();

    // Checked a moment ago: the next run has nothing due.
    expect(await runLinkChecks(t.app.ctx)).toBe(0);
  });

  it('shows an office its own broken links and a superadmin everyone’s', async () => {
    expect(await broken(bsedAdmin.token)).toEqual([]);
    expect((await broken(superToken)).length).toBe(3);
    expect((await broken(superToken, '?office=bsed')).length).toBe(0);
    expect((await broken(superToken, '?office=bsit')).length).toBe(3);
  });

  it('never fetches a private or loopback address unless allowed', async () => {
    const opts = { timeoutMs: 1000, maxRedirects: 5, allowPrivate: false, userAgent: 'test' };
    const before = heads.length;
    expect((await probeLink(`${base}/ok`, opts)).outcome).toBe('blocked');
    expect((await probeLink('http://localhost:9/x', opts)).outcome).toBe('blocked');
    expect((await probeLink('ftp://example.org/x', opts)).outcome).toBe('blocked');
    expect(heads.length).toBe(before);
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '203.124.1.1', '2001:4860:4860::8888'])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });
});
