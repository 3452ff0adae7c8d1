// What a first visit to each public page downloads (docs/decisions/0026-public-pages-as-islands.md), side by
// side: compressed JavaScript and HTML, the number of scripts, whether React came with them, and the budget
// (text pages 25 KiB, home 40 KiB of JavaScript). Chromium at 375 px, every script up to network idle, a fresh
// context per page (a first visit). Beside it (issue #32, ADR 0053): the first response's bytes as brotli and
// gzip (the HTML, and the stylesheets it blocks rendering on, which take another round trip), and Lighthouse
// mobile (bench/lighthouse.ts). `npm run bench` prints it after the wrk table; alone:
// `node bench/page-weight.ts http://127.0.0.1:3000 [articleId]` (BENCH_LIGHTHOUSE=0 leaves Lighthouse out).
import http from 'node:http';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { type LighthouseScores, measureLighthouse } from './lighthouse.ts';

const KIB = 1024;

export interface PageWeight {
  page: string;
  path: string;
  jsBytes: number;
  htmlBytes: number;
  scripts: number;
  react: boolean;
  budget: number;
  /** The first response as sent: the HTML, and the render-blocking stylesheets it links, compressed. */
  first?: FirstResponse;
  lighthouse?: LighthouseScores;
}

export interface FirstResponse {
  htmlBr: number;
  htmlGzip: number;
  cssBr: number;
  cssGzip: number;
}

/** One round trip of a new connection carries about 14 KiB (10 TCP segments of the initial window). */
export const FIRST_ROUND_TRIP = 14 * KIB;

/** Bytes of the body of `url` as sent with `encoding` (not decoded). */
export function compressedBytes(url: string, encoding: 'br' | 'gzip'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let n = 0;
        res.on('data', (chunk: Buffer) => {
          n += chunk.length;
        });
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });
}

/** The HTML of `url` and the stylesheets it blocks rendering on (`<link rel="stylesheet">` without a media query that defers it). */
export async function measureFirstResponse(url: string): Promise<FirstResponse> {
  const html = await (await fetch(url)).text();
  const sheets = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /rel="stylesheet"/.test(tag) && !/media="(print|not all)"/.test(tag))
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => Boolean(href))
    .map((href) => new URL(href, url).href);
  const sum = async (encoding: 'br' | 'gzip') =>
    (await Promise.all(sheets.map((s) => compressedBytes(s, encoding)))).reduce((a, b) => a + b, 0);
  return {
    htmlBr: await compressedBytes(url, 'br'),
    htmlGzip: await compressedBytes(url, 'gzip'),
    cssBr: await sum('br'),
    cssGzip: await sum('gzip'),
  };
}

/** The pages of the table: home, the lists, an article, a directory, the concern form, admissions and events. */
export function weighedPages(articleId: number): { page: string; path: string; budget: number }[] {
  return [
    { page: 'home', path: '/', budget: 40 * KIB },
    { page: 'all news', path: '/news', budget: 25 * KIB },
    { page: 'office news', path: '/research/news', budget: 25 * KIB },
    { page: 'article', path: `/news/${articleId}`, budget: 25 * KIB },
    { page: 'directory', path: '/faculty', budget: 25 * KIB },
    { page: 'concern form', path: '/send-concern', budget: 25 * KIB },
    { page: 'admissions', path: '/admissions', budget: 25 * KIB },
    { page: 'events', path: '/events', budget: 25 * KIB },
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
      // Islands ask for their scripts once the largest paint is on screen (public/after-hero.js), which on a
      // busy machine can come after the network first went quiet: the page counts once it has hydrated.
      await page
        .waitForFunction(
          () =>
            !document.querySelector('#router-data, [data-island]') ||
            document.documentElement.dataset.hydrated === 'true',
          undefined,
          { timeout: 15_000 },
        )
        .catch(() => undefined);
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      await context.close();
      row.first = await measureFirstResponse(`${appUrl}${path}`);
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const scores = await measureLighthouse(rows.map((r) => `${appUrl}${r.path}`));
    for (const r of rows) r.lighthouse = scores.get(`${appUrl}${r.path}`);
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

  // Side by side: Lighthouse mobile and the first response (issue #32's bars).
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.info(
    `\nLighthouse mobile (simulated slow 4G, mid-range phone) and the first response (HTML as brotli / gzip; + the stylesheets it blocks on, brotli). Load average now: ${load}\n`,
  );
  const head2 = `${'page'.padEnd(14)} ${'Perf'.padStart(4)} ${'A11y'.padStart(4)} ${'BP'.padStart(4)} ${'SEO'.padStart(4)} ${'TBT'.padStart(7)} ${'LCP'.padStart(7)} ${'CLS'.padStart(6)} | ${'JS'.padStart(9)} | ${'HTML br'.padStart(9)} ${'HTML gz'.padStart(9)} ${'+ CSS br'.padStart(9)} | first trip`;
  console.info(head2);
  console.info('-'.repeat(head2.length));
  for (const r of rows) {
    const lh = r.lighthouse;
    const lhText = lh
      ? `${String(lh.performance).padStart(4)} ${String(lh.accessibility).padStart(4)} ${String(lh.bestPractices).padStart(4)} ${String(lh.seo).padStart(4)} ${`${Math.round(lh.tbtMs)} ms`.padStart(7)} ${`${(lh.lcpMs / 1000).toFixed(2)} s`.padStart(7)} ${lh.cls.toFixed(3).padStart(6)}`
      : `${'not measured'.padEnd(44)}`;
    const f = r.first;
    const firstText = f
      ? `${kib(f.htmlBr).padStart(9)} ${kib(f.htmlGzip).padStart(9)} ${kib(f.cssBr).padStart(9)} | ${f.htmlBr + f.cssBr <= FIRST_ROUND_TRIP ? 'within' : 'over'} ${kib(FIRST_ROUND_TRIP)}`
      : '';
    console.info(`${r.page.padEnd(14)} ${lhText} | ${kib(r.jsBytes).padStart(9)} | ${firstText}`);
  }
}

if (import.meta.main) {
  const [appUrl = 'http://127.0.0.1:3000', articleId = '1'] = process.argv.slice(2);
  printPageWeight(await measurePageWeight(appUrl, Number(articleId)));
}
