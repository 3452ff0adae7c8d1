// What a first visit to each public page downloads (docs/decisions/0026-public-pages-as-islands.md), side by
// side: compressed JavaScript and HTML, the number of scripts, whether React came with them, and the budget
// (text pages 25 KiB, home 40 KiB of JavaScript). Chromium at 375 px, every script up to network idle, a fresh
// context per page (a first visit). `npm run bench` prints it after the wrk table; alone:
// `node bench/page-weight.ts http://127.0.0.1:3000 [articleId]`.
import { chromium } from '@playwright/test';

const KIB = 1024;

export interface PageWeight {
  page: string;
  path: string;
  jsBytes: number;
  htmlBytes: number;
  scripts: number;
  react: boolean;
  budget: number;
}

/** The pages of the table: home, a list, an article, a directory and the concern form. */
export function weighedPages(articleId: number): { page: string; path: string; budget: number }[] {
  return [
    { page: 'home', path: '/', budget: 40 * KIB },
    { page: 'news list', path: '/research/news', budget: 25 * KIB },
    { page: 'article', path: `/news/${articleId}`, budget: 25 * KIB },
    { page: 'directory', path: '/faculty', budget: 25 * KIB },
    { page: 'concern form', path: '/send-concern', budget: 25 * KIB },
  ];
}

export async function measurePageWeight(appUrl: string, articleId: number): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const rows: PageWeight[] = [];
  try {
    for (const { page: name, path, budget } of weighedPages(articleId)) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
      const page = await context.newPage();
      const row: PageWeight = {
        page: name,
        path,
        jsBytes: 0,
        htmlBytes: 0,
        scripts: 0,
        react: false,
        budget,
      };
      const pending: Promise<void>[] = [];
      page.on('response', (r) => {
        const type = r.request().resourceType();
        if (type !== 'script' && type !== 'document') return;
        pending.push(
          (async () => {
            const headers = await r.allHeaders();
            const bytes = Number(
              headers['content-length'] ?? (await r.body().catch(() => Buffer.alloc(0))).length,
            );
            if (!r.ok()) throw new Error(`${path}: ${r.url()} answered ${r.status()}`);
            if (type === 'document') row.htmlBytes += bytes;
            else {
              row.jsBytes += bytes;
              row.scripts += 1;
              if (/\/assets\/react-/.test(new URL(r.url()).pathname)) row.react = true;
            }
          })(),
        );
      });
      await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      await context.close();
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printPageWeight(rows: readonly PageWeight[]): void {
  const kib = (n: number) => `${(n / KIB).toFixed(1)} KiB`;
  const head = `${'page'.padEnd(14)} ${'path'.padEnd(18)} ${'JS (compressed)'.padStart(16)} ${'scripts'.padStart(8)} ${'React'.padStart(6)} ${'HTML'.padStart(10)} | budget`;
  console.info(
    `\nFirst visit at 375 px (Chromium, compressed bytes as sent, every script up to network idle)\n`,
  );
  console.info(head);
  console.info('-'.repeat(head.length));
  for (const r of rows) {
    const met = r.jsBytes <= r.budget ? 'met' : 'MISSED';
    console.info(
      `${r.page.padEnd(14)} ${r.path.padEnd(18)} ${kib(r.jsBytes).padStart(16)} ${String(r.scripts).padStart(8)} ${(r.react ? 'yes' : 'no').padStart(6)} ${kib(r.htmlBytes).padStart(10)} | ${met} (≤ ${kib(r.budget)})`,
    );
  }
}

if (import.meta.main) {
  const [appUrl = 'http://127.0.0.1:3000', articleId = '1'] = process.argv.slice(2);
  printPageWeight(await measurePageWeight(appUrl, Number(articleId)));
}
