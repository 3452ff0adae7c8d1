// Every public page, as the server sends it, passes the Nu Html Checker (vnu-jar, the W3C validator's engine,
// run on the system JDK; .ci/run installs one when java is missing). The pages come from the route table
// (src/shared/routes.ts) plus one of each parameterised page (programme, article, event) and the not-found
// page, in both server renders (phone and wide screen); the checker starts once, as a JVM start is slow.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import {
  ALERTS_PATH,
  ARTICLE_ROUTE,
  alertPath,
  CHARTER_PRINT_PATH,
  EVENT_ROUTE,
  PAGE_ROUTES,
  PROCUREMENT_PATH,
  PROGRAM_SUBS,
  SERVICES_PATH,
  servicePath,
  TRANSPARENCY_PATH,
} from '../../src/shared/routes.ts';
import { apiLogin, expect, test } from './fixtures.ts';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('every public page passes the Nu Html Checker', async ({ request }, testInfo) => {
  // The server's HTML does not depend on the browser project: checked once.
  test.skip(testInfo.project.name !== 'desktop', 'server HTML is checked once, in the desktop project');
  test.setTimeout(240_000);
  const list = (await (await request.get('/api/articles/office/administration')).json()) as {
    articles: { article_id: number }[];
  };
  const site = (await (await request.get('/api/site')).json()) as { events?: { id: number }[] };
  const articleId = list.articles[0]?.article_id;
  const eventId = site.events?.[0]?.id;
  expect(articleId, 'a demo article').toBeDefined();
  expect(eventId, 'a seeded event').toBeDefined();
  // An alert that ended long ago, so no other test's banner shows it: its page is drawn all the same.
  const token = await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const alert = await request.post('/api/admin/site/alerts', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      severity: 'urgent',
      title: 'Classes suspended (page check)',
      message: 'Classes at all levels were suspended.',
      link: '/send-concern',
      starts_at: '2025-07-21T21:00:00.000Z',
      ends_at: '2025-07-22T10:00:00.000Z',
    },
  });
  expect(alert.status()).toBe(201);
  const alertId = ((await alert.json()) as { id: number }).id;
  await request.post(`/api/admin/site/alerts/${alertId}/updates`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { message: 'Classes resume Wednesday.', lift: false },
  });
  const paths = [
    ...PAGE_ROUTES.map((r) => r.path),
    ...PROGRAM_SUBS.map((sub) => `/programs/${sub}`),
    ARTICLE_ROUTE.replace(':id', String(articleId)),
    EVENT_ROUTE.replace(':id', String(eventId)),
    ALERTS_PATH,
    alertPath(alertId),
    TRANSPARENCY_PATH,
    PROCUREMENT_PATH,
    SERVICES_PATH,
    servicePath('transcript-of-records'),
    CHARTER_PRINT_PATH,
    '/foi/report?year=2026&quarter=1',
    '/no-such-page',
  ];

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-vnu-'));
  try {
    const files: string[] = [];
    for (const [screen, headers] of [
      ['wide', {}],
      ['phone', { 'user-agent': PHONE_UA }],
    ] as const) {
      for (const p of paths) {
        const res = await request.get(p, { headers });
        expect([200, 404], `${p} answers`).toContain(res.status());
        expect(res.headers()['content-type']).toMatch(/^text\/html/);
        const file = path.join(dir, `${screen}${p.replace(/[^a-z0-9]+/gi, '_')}.html`);
        fs.writeFileSync(file, await res.body());
        files.push(file);
      }
    }
    const jar = createRequire(import.meta.url)('vnu-jar') as string;
    const run = spawnSync(
      'java',
      ['-Xss1m', '-jar', jar, '--format', 'json', '--exit-zero-always', ...files],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (run.error) throw new Error(`java is needed for the Nu Html Checker: ${run.error.message}`);
    const report = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === 'error' || (m.type === 'non-document-error' && m.subType !== 'internal'))
      .map(
        (m) => `${path.basename(m.url ?? '')}:${m.lastLine ?? '?'} ${m.message} [${m.extract?.trim() ?? ''}]`,
      );
    expect(errors).toEqual([]);
    // The checker read every page.
    expect(new Set(report.messages.map((m) => m.url)).size).toBeLessThanOrEqual(files.length);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
