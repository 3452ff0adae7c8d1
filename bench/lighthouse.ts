// Lighthouse (mobile: a mid-range phone on slow 4G, simulated) on each page of the bench's page table
// (bench/page-weight.ts), in Debian's Chromium started by Playwright with a debugging port Lighthouse drives.
// Categories as issue #32 sets its bars: Performance, Accessibility, Best Practices, SEO, with total blocking
// time, largest contentful paint and cumulative layout shift. BENCH_LH_RUNS (default 1) runs each page more
// than once and keeps the median Performance run.
import net from 'node:net';
import { chromium } from '@playwright/test';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
}

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 1);

/** The part of Lighthouse's result read here. */
interface LighthouseResult {
  lhr: {
    runtimeError?: { message: string };
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number } | undefined>;
  };
}
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

/**
 * Loaded by a name the type check does not follow: an install made before lighthouse joined the devDependencies
 * (the engineers' work trees share one) still type-checks, and only the bench needs the package.
 */
const LIGHTHOUSE: string = 'lighthouse';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

/** Scores of each `url` (in order); a page Lighthouse could not measure is left out with a message. */
export async function measureLighthouse(urls: readonly string[]): Promise<Map<string, LighthouseScores>> {
  const lighthouse = ((await import(LIGHTHOUSE)) as { default: RunLighthouse }).default;
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new', `--remote-debugging-port=${port}`],
  });
  const out = new Map<string, LighthouseScores>();
  try {
    for (const url of urls) {
      const runs: LighthouseScores[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(url, {
          port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          console.warn(`Lighthouse could not measure ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
          continue;
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          tbtMs: value('total-blocking-time'),
          lcpMs: value('largest-contentful-paint'),
          cls: value('cumulative-layout-shift'),
        });
      }
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      if (median) out.set(url, median);
    }
  } finally {
    await browser.close();
  }
  return out;
}
