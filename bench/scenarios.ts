// What `npm run bench` measures. Each scenario is one row per database size and round: the app under load,
// then a reference server answering the same URL with the exact bytes and headers the app sent (bare
// node:http: the runtime's limit; nginx from a static file: the machine's limit). Adding a scenario is one
// entry below: a name, the reference, the path, the request headers, optionally a bar to meet and a
// background load (e.g. article saves running while a public read is measured). BENCH_ONLY=<regexp> runs
// only the scenarios whose names match.
import { spawn } from 'node:child_process';

export interface BenchContext {
  /** Base URL of the app under test, e.g. http://127.0.0.1:4161. */
  app: string;
  /** Articles in the database for this run. */
  count: number;
  /** Id of a public article. */
  publicArticleId: number;
  /** A bearer token of the bench superadmin (signs in on first call). */
  adminToken(): Promise<string>;
  /** The signed visitor cookie an article page hands out, as a returning visitor's browser sends it. */
  visitorCookie(): Promise<string>;
  /** Id of an urgent campus alert (posted on first call). */
  alertId(): Promise<number>;
}

export interface Scenario {
  name: string;
  /** The reference that serves the same bytes. */
  against: 'node:http' | 'nginx';
  path(ctx: BenchContext): string | Promise<string>;
  /** wrk's open connections (default 50): more for a spike of visitors arriving at once. */
  connections?: number;
  /** Request headers for the app and the reference (wrk sends no Accept-Encoding otherwise). */
  headers?: Record<string, string> | ((ctx: BenchContext) => Promise<Record<string, string>>);
  /** Run only at the first database size (e.g. work that does not depend on the article count). */
  firstSizeOnly?: boolean;
  /**
   * Started before the app is loaded and stopped (the returned function) after: load in the background,
   * such as article saves, whose effect on this scenario's latency is what the row shows.
   */
  background?(ctx: BenchContext): Promise<() => Promise<void>>;
  /** Printed next to the row: the app must reach `ratio` × the reference, and p99 below `p99Ms`. */
  bar?: { ratio: number; p99Ms?: number };
}

/** What a browser sends for API reads. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
const HOT_LIST = { ratio: 0.6, p99Ms: 25 };
/** What a browser sends for a page. */
const PAGE = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

export const scenarios: Scenario[] = [
  {
    name: 'office list, 6',
    against: 'node:http',
    path: () => '/api/articles/office/bsit?limit=6',
    headers: BROWSER,
    bar: HOT_LIST,
  },
  {
    name: 'office list, full',
    against: 'node:http',
    path: () => '/api/articles/office/research',
    headers: BROWSER,
    bar: HOT_LIST,
  },
  {
    name: 'latest, 6',
    against: 'node:http',
    path: () => '/api/articles/latest?limit=6',
    headers: BROWSER,
    bar: HOT_LIST,
  },
  {
    name: 'most viewed, 6',
    against: 'node:http',
    path: () => '/api/articles/most-viewed?limit=6',
    headers: BROWSER,
    bar: HOT_LIST,
  },
  {
    // The same read past the reply cache (plugins/reply-cache.ts): an If-None-Match that matches nothing
    // sends every request through routing, hooks and the handler, which answer 200 with the same bytes.
    name: 'latest, 6, past the reply cache',
    against: 'node:http',
    path: () => '/api/articles/latest?limit=6',
    headers: { ...BROWSER, 'if-none-match': '"bench-no-match"' },
  },
  {
    name: 'article read',
    against: 'node:http',
    path: (ctx) => `/api/articles/${ctx.publicArticleId}`,
    headers: BROWSER,
    bar: { ratio: 0.5 },
  },
  {
    // Server-rendered pages (docs/decisions/0008-server-rendered-public-pages.md) are kept like the lists:
    // a hot page should cost about what a hot list costs.
    name: 'rendered page: research news',
    against: 'node:http',
    path: () => '/research/news',
    headers: PAGE,
    bar: { ratio: 0.5 },
  },
  {
    // A first visit: the page hands out the visitor cookie, so its reply is never kept whole.
    name: 'rendered page: article, first visit',
    against: 'node:http',
    path: (ctx) => `/news/${ctx.publicArticleId}`,
    headers: PAGE,
    bar: { ratio: 0.5 },
  },
  {
    name: 'rendered page: article, returning visitor',
    against: 'node:http',
    path: (ctx) => `/news/${ctx.publicArticleId}`,
    headers: async (ctx) => ({ ...PAGE, cookie: await ctx.visitorCookie() }),
    bar: { ratio: 0.5 },
  },
  {
    // A suspension's page (docs/decisions/0032-alert-pages-and-subscriptions.md) shared at 5 a.m.: a spike of
    // visitors, measured against nginx serving the same bytes as a static file.
    name: 'alert page under a spike',
    against: 'nginx',
    path: async (ctx) => `/alerts/${await ctx.alertId()}`,
    headers: PAGE,
    connections: 400,
    firstSizeOnly: true,
    bar: { ratio: 0.3 },
  },
  {
    name: 'cached 800px WebP variant (12 MP JPEG)',
    against: 'nginx',
    path: () => '/media/articles/bench.jpg?w=800&q=70',
    headers: { accept: 'image/webp' },
    firstSizeOnly: true,
    bar: { ratio: 0.5 },
  },
  {
    // Sanitising runs on worker threads (docs/decisions/0012-sanitise-once-off-thread.md): a public read keeps
    // its latency while an admin saves the largest, most deeply nested body the content bounds accept.
    name: 'article read during worst-case saves',
    against: 'node:http',
    path: (ctx) => `/api/articles/${ctx.publicArticleId}`,
    headers: BROWSER,
    firstSizeOnly: true,
    bar: { ratio: 0.3, p99Ms: 100 },
    background: async (ctx) => {
      const saver = spawn(
        process.execPath,
        [
          new URL('./worst-case-saves.ts', import.meta.url).pathname,
          ctx.app,
          await ctx.adminToken(),
          String(ctx.publicArticleId - 1),
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      // Let the first save start before the reads are measured.
      await new Promise((r) => setTimeout(r, 500));
      return async () => {
        if (saver.exitCode !== null || saver.signalCode !== null) return;
        const exited = new Promise((r) => saver.once('exit', r));
        saver.kill();
        await exited;
      };
    },
  },
  {
    // Password checks pass a small gate (lib/passwords.ts): bursts of 100 sign-ins at once are queued or
    // answered "busy", so a public read keeps its latency instead of stalling behind scrypt and the pool.
    name: 'latest during 100-attempt sign-in bursts',
    against: 'node:http',
    path: () => '/api/articles/latest?limit=6',
    headers: BROWSER,
    firstSizeOnly: true,
    bar: { ratio: 0.3, p99Ms: 100 },
    background: async (ctx) => {
      const burst = spawn(
        process.execPath,
        [new URL('./sign-in-burst.ts', import.meta.url).pathname, ctx.app],
        {
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      // Let the first burst arrive before the reads are measured.
      await new Promise((r) => setTimeout(r, 300));
      return async () => {
        if (burst.exitCode !== null || burst.signalCode !== null) return;
        const exited = new Promise((r) => burst.once('exit', r));
        burst.kill('SIGTERM');
        await exited;
      };
    },
  },
];
