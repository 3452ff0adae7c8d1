// Server-rendered public pages (docs/decisions/0008-server-rendered-public-pages.md): the first response
// carries the page's text, the page reads the same with JavaScript off, and hydration keeps the same text
// without a console error, at both widths (the two projects).
import { createHash } from 'node:crypto';
import type { ConsoleMessage } from '@playwright/test';
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { apiLogin, expect, test } from './fixtures.ts';

/** Each public route with texts its first response must carry (as the server escapes them in HTML). */
const ROUTES: {
  path: string;
  texts: string[];
  status?: number;
  opensPdfOnPhones?: boolean;
  /** The page shows API data: it must arrive in the page and not be fetched again while hydrating. */
  data?: boolean;
  /** At least this many links to articles in the rendered page (not counting its JSON data). */
  articleLinks?: number;
  /**
   * The page wakes as islands (docs/decisions/0026-public-pages-as-islands.md): no React, no router data; its
   * interactive parts carry their own props.
   */
  islands?: boolean;
}[] = [
  {
    path: '/',
    texts: ['Welcome to the San Isidro Campus'],
    // The six newest articles change as other tests publish; their cards must be there all the same.
    articleLinks: 6,
    data: true,
    islands: true,
  },
  { path: '/administration', texts: ['Campus Administration'], islands: true },
  {
    path: '/administration/news',
    texts: ['Administration News', 'Administration Building renovation completed ahead of schedule'],
    data: true,
    islands: true,
  },
  {
    path: '/about/history',
    texts: ['Historical Background', 'created through a presidential decree in 1978'],
    islands: true,
  },
  {
    path: '/about/mission-vision',
    texts: ['A leading Research University in the ASEAN Region.'],
    islands: true,
  },
  {
    path: '/about/quality-policy',
    texts: ['Quality Policy', 'commits to provide quality instruction'],
    islands: true,
  },
  { path: '/quick-links/citizens-charter', texts: ['Citizens&#x27; Charter'], opensPdfOnPhones: true },
  {
    path: '/research/news',
    texts: [
      'Research and Development',
      'Campus researchers present six papers at the national research congress',
    ],
    data: true,
    islands: true,
  },
  {
    path: '/research/proposals',
    texts: ['Research and Development', 'Proposal: mapping seaweed farming areas along the eastern coast'],
    data: true,
    islands: true,
  },
  { path: '/research/published', texts: ['Research and Development'], islands: true },
  { path: '/research/program', texts: ['Research Program'], islands: true },
  { path: '/research/agenda', texts: ['Research Agenda'], islands: true },
  {
    path: '/extension/news',
    texts: [
      'Extension and Training Services',
      'Extension office brings literacy sessions to coastal barangays',
    ],
    data: true,
    islands: true,
  },
  { path: '/extension/proposals', texts: ['Extension and Training Services'], islands: true },
  { path: '/extension/completed', texts: ['Extension and Training Services'], islands: true },
  { path: '/extension/program', texts: ['Extension Program'], islands: true },
  { path: '/extension/agenda', texts: ['Extension Agenda'], islands: true },
  {
    path: '/library',
    texts: [
      'Campus Library',
      'New e-resources: students now have access to two more online journal databases',
    ],
    data: true,
    islands: true,
  },
  { path: '/library/proposals', texts: ['Campus Library'], islands: true },
  { path: '/library/completed', texts: ['Campus Library'], islands: true },
  {
    path: '/programs/bsit',
    texts: [
      'Bachelor of Science in Information Technology (BSIT)',
      'New computer laboratory opens with forty workstations',
    ],
    data: true,
    islands: true,
  },
  { path: '/programs/bsed', texts: ['Bachelor of Secondary Education (BSED)'], islands: true },
  { path: '/programs/btvted', texts: ['BTVTEd'], islands: true },
  // The programme at a glance is static content: the first response carries it whole.
  {
    path: '/programs/bsa',
    texts: [
      'Bachelor of Science in Agriculture (BSA)',
      'Program at a glance',
      'AACCUP Accredited Level III',
      'Dr. Eduardo V. Pascual',
      'Admission requirements',
      'Licensed agriculturist in a municipal or provincial agriculture office',
      'href="/faculty?program=bsa"',
    ],
    islands: true,
  },
  {
    path: '/programs/nursing',
    texts: ['Academic Programs', 'Programs - Select a program'],
    status: 404,
    islands: true,
  },
  { path: '/faculty', texts: ['Faculty Directory'], islands: true },
  { path: '/staff', texts: ['Campus Staff Directory'], islands: true },
  { path: '/careers', texts: ['Build your career where it matters'], data: true, islands: true },
  { path: '/events/1', texts: ['Orientation Week'], data: true, islands: true },
  { path: '/send-concern', texts: ['Send a Concern'], islands: true },
  { path: '/search', texts: ['Search news'], islands: true },
  {
    path: '/search?q=rice+variety',
    // The matched words are marked (<mark>) in the title: the words before them.
    texts: ['1 article matches', 'harvests a new drought-tolerant'],
    data: true,
    islands: true,
  },
  { path: '/no-such-page', texts: ['Page not found'], status: 404 },
];

for (const route of ROUTES) {
  test(`${route.path} arrives rendered and hydrates without a console error`, async ({
    page,
    request,
  }, testInfo) => {
    const res = await request.get(route.path);
    expect(res.status()).toBe(route.status ?? 200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    // Phones get compact rows that shorten long titles; the start of each is enough.
    for (const text of route.texts)
      expect(root, `first response of ${route.path}`).toContain(text.slice(0, 40));
    if (route.articleLinks) {
      const drawn = route.islands ? root : root.slice(0, root.indexOf('id="router-data"'));
      expect(drawn.match(/href="\/news\/\d+"/g)?.length ?? 0).toBeGreaterThanOrEqual(route.articleLinks);
    }
    if (route.islands) {
      expect(html).not.toContain('id="router-data"');
      expect(html).toContain('data-island="site-header"');
    } else expect(html).toContain('<script type="application/json" id="router-data">');
    // Strict policy on rendered pages: scripts from the site only.
    const csp = res.headers()['content-security-policy'] ?? '';
    // The one inline script (the web-fonts flag, src/server/seo/web-fonts-flag.ts) is admitted by its hash.
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(/script-src [^;]*/.exec(csp)?.[0]).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("'unsafe-eval'");
    // On phones the charter hands over to the PDF itself (charter.spec.ts covers that).
    if (route.opensPdfOnPhones && testInfo.project.name === 'phone') return;

    const problems: string[] = [];
    const refetched: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      const data = url.pathname.startsWith('/api/articles') || url.pathname.startsWith('/api/site');
      if (data && !/\/(stats|view|like)$/.test(url.pathname)) refetched.push(url.pathname + url.search);
    });
    page.on('console', (m: ConsoleMessage) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto(route.path);
    const serverText = (await page.locator('h1').first().textContent()) ?? '';
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('h1').first()).toHaveText(serverText);
    if (route.data) {
      // Phones shorten long titles in compact rows; the start of each is enough.
      for (const text of route.texts) await expect(page.locator('#root')).toContainText(text.slice(0, 40));
      expect(refetched, `API calls while hydrating ${route.path}`).toEqual([]);
    }
    // The scripts are asked for once the page's largest paint is on screen, the hero's when it has one
    // (public/after-hero.js), or at the latest after 2.5 s.
    const order = await page.evaluate(async () => {
      const paints = await new Promise<PerformanceEntry[]>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      const hero = paints.find(
        (p) =>
          (p as PerformanceEntry & { element?: Element }).element?.getAttribute('fetchpriority') === 'high',
      );
      const entry = performance
        .getEntriesByType('resource')
        .find((r) => /\/assets\/(index|islands)-[^/]+\.js$/.test(r.name));
      return { painted: (hero ?? paints[0])?.startTime ?? -1, asked: entry?.startTime ?? -1 };
    });
    expect(order.painted, 'a largest paint').toBeGreaterThan(0);
    if (order.asked < 2400)
      expect(order.asked, 'scripts asked after the largest paint').toBeGreaterThanOrEqual(order.painted);
    // Hydration errors are logged in the commit that precedes the mark's effect; a round trip to the page
    // after the next frame and task has every console message sent before it.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    expect(
      problems.filter((p) => !p.includes('status of 404')),
      `console during hydration of ${route.path}`,
    ).toEqual([]);
  });
}

test('with JavaScript off, pages read and their links work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/about/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Historical Background' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('created through a presidential decree in 1978');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Mission & Vision/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/about\/mission-vision$/);
  await expect(page.locator('#vision blockquote')).toHaveText(
    'A leading Research University in the ASEAN Region.',
  );
  await context.close();
});

test('an article arrives whole: title, body and hero preload, readable with JavaScript off', async ({
  browser,
  request,
}) => {
  const list = await (await request.get('/api/articles/office/administration')).json();
  const article = list.articles.find((a: { title: string }) => a.title.startsWith('Administration Building'));
  const res = await request.get(`/news/${article.article_id}`);
  expect(res.status()).toBe(200);
  // The next page is a page load: the browser may fetch it ahead by the site's speculation rules (ADR 0026).
  expect(res.headers()['speculation-rules']).toBe('"/speculation-rules.json"');
  const rules = await request.get('/speculation-rules.json');
  expect(rules.headers()['content-type']).toBe('application/speculationrules+json');
  expect(JSON.stringify(await rules.json())).toContain('"not":{"href_matches":"/administrator/*"}');
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  // The hero is fetched first; the scripts (the entry, then the route's own module, announced before the
  // entry asks for it) are loaded by after-hero.js once the hero is in.
  expect(head).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/i);
  const loader = /<script defer src="\/after-hero\.js" data-scripts="([^"]+)"><\/script>/.exec(head);
  expect(loader, 'the after-hero loader').not.toBeNull();
  const scripts = (loader?.[1] ?? '').split(' ');
  // An islands page (docs/decisions/0026-public-pages-as-islands.md): the islands entry, never the React
  // application or the page's React chunk.
  expect(scripts[0]).toMatch(/^\/assets\/islands-[^/]+\.js$/);
  expect(scripts.filter((s) => /^\/assets\/(index|react|article-page)-/.test(s))).toEqual([]);
  expect(head).not.toContain('<script type="module"');
  expect(head).not.toContain('rel="modulepreload"');
  // On a slow line the hero is not queued behind the stylesheet, fonts and scripts: it is asked for before
  // the stylesheet, and the fonts are not preloaded (after-hero.js switches to them once the hero is in).
  const heroAt = head.search(/<link rel="preload" as="image"[^>]*fetchPriority="high"/i);
  expect(heroAt).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
  expect(heroAt).toBeLessThan(head.indexOf('<script defer src="/after-hero.js"'));
  expect(head).not.toContain('as="font"');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/news/${article.article_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  const full = (await (await request.get(`/api/articles/${article.article_id}`)).json()).article;
  const firstWords = String(full.content)
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]+$/.test(w))
    .slice(0, 4)
    .join(' ');
  expect(firstWords.split(' ')).toHaveLength(4);
  await expect(page.getByRole('main')).toContainText(firstWords);
  await page.goto('/news/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
  await context.close();
});

test('an article asks for its scripts only once its hero has arrived, then hydrates', async ({
  page,
  request,
}) => {
  const list = await (await request.get('/api/articles/office/administration')).json();
  const article = list.articles.find((a: { title: string }) => a.title.startsWith('Administration Building'));
  const events: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && /\/assets\/islands-/.test(r.url())) events.push('entry asked');
    if (r.resourceType() === 'font' && !events.includes('font asked')) events.push('font asked');
  });
  page.on('requestfinished', (r) => {
    if (r.resourceType() === 'image' && r.url().includes('/media/articles/') && !events.includes('hero in')) {
      events.push('hero in');
    }
  });
  await page.goto(`/news/${article.article_id}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The hero comes first; the fonts and the scripts are asked for after it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wf'))).toBe('1');
  expect(events[0]).toBe('hero in');
  expect(events).toEqual(expect.arrayContaining(['entry asked', 'font asked']));
  // A first visit's page keeps the fallback faces: the fonts are fetched, not swapped in under the reader
  // (only a navigation inside the site swaps them: src/client/main.tsx).
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await page.evaluate(() => document.documentElement.classList.contains('web-fonts'))).toBe(false);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter"'))).toBe(true);

  // The next page, reached by a click inside the site, is in the web fonts (an islands page has no client
  // router: the next document's head switches to them before its first frame, src/server/seo/web-fonts-flag.ts).
  await page.locator('footer a[href="/about/history"]').click();
  await expect(page).toHaveURL(/\/about\/history$/);
  await expect(page.locator('html')).toHaveClass(/\bweb-fonts\b/);

  // A visitor who has the fonts gets them before the page's first frame: the class is there when the
  // document has been parsed (the inline flag in the head), and not on a first visit.
  const fontsAtParse = async () => {
    await page.goto('/about/history');
    return page.evaluate(() => (window as unknown as { fontsAtParse: boolean }).fontsAtParse);
  };
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { fontsAtParse: boolean }).fontsAtParse =
        document.documentElement.classList.contains('web-fonts');
    });
  });
  expect(await fontsAtParse()).toBe(true);
  await page.evaluate(() => localStorage.removeItem('wf'));
  expect(await fontsAtParse()).toBe(false);
});

test('a kept page answers 304 to a browser that has it', async ({ request }) => {
  const first = await request.get('/about/history');
  const etag = first.headers().etag ?? '';
  expect(etag).toMatch(/^"[^"]+"$/);
  expect(first.headers()['content-encoding'] ?? '').toMatch(/^(br|gzip)$/);
  const again = await request.get('/about/history', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
});

test('a rendered list shows an article write at once', async ({ request }) => {
  const token = await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const auth = { authorization: `Bearer ${token}` };
  const list = await (await request.get('/api/articles/office/btvted')).json();
  const article = list.articles.find((a: { title: string }) => a.title.startsWith('Skills workshop'));
  const first = await request.get('/programs/btvted');
  const before = await first.text();
  expect(before).toContain(article.title);
  const etag = first.headers().etag ?? '';
  expect(etag).toMatch(/^"/);
  const renamed = `Skills workshop on appliance repair, renamed at ${Date.now()}`;
  const put = await request.put(`/api/admin/articles/${article.article_id}`, {
    headers: auth,
    data: { title: renamed },
  });
  expect(put.status()).toBe(200);
  try {
    // Cached rendered pages are cleared by the write: the next response already has the new title.
    const changed = await request.get('/programs/btvted', { headers: { 'if-none-match': etag } });
    expect(changed.status()).toBe(200);
    expect(await changed.text()).toContain(renamed);
  } finally {
    await request.put(`/api/admin/articles/${article.article_id}`, {
      headers: auth,
      data: { title: article.title },
    });
  }
});

/** Compressed JavaScript a first load may ship (docs/decisions/0026-public-pages-as-islands.md). */
const TEXT_PAGE_BUDGET = 25 * 1024;
const HOME_BUDGET = 40 * 1024;
/** Pages not yet islands: the React application (docs/decisions/0006-public-javascript-budget.md). */
const APP_BUDGET = 120 * 1024;

test('a public first load stays within its JavaScript budget, and an islands page loads no React', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same scripts load at every width');
  test.slow(); // sixteen first visits, each to network idle
  const list = await (await request.get('/api/articles/office/administration')).json();
  const pages: { path: string; budget: number; islands?: boolean }[] = [
    { path: '/', budget: HOME_BUDGET, islands: true },
    { path: '/research/news', budget: TEXT_PAGE_BUDGET, islands: true },
    { path: `/news/${list.articles[0].article_id}`, budget: TEXT_PAGE_BUDGET, islands: true },
    // The directories draw the selection per address; only the search and the chart wake (ADR 0045), the chart
    // without the site configuration (ADR 0053): 24.0 KiB.
    { path: '/staff', budget: TEXT_PAGE_BUDGET, islands: true },
    { path: '/staff?q=transcript', budget: TEXT_PAGE_BUDGET, islands: true },
    { path: '/faculty', budget: TEXT_PAGE_BUDGET, islands: true },
    { path: '/library', budget: TEXT_PAGE_BUDGET, islands: true },
    { path: '/about/history', budget: TEXT_PAGE_BUDGET, islands: true },
    { path: '/send-concern', budget: TEXT_PAGE_BUDGET, islands: true },
    { path: '/foi', budget: TEXT_PAGE_BUDGET, islands: true },
    { path: '/foi/register', budget: TEXT_PAGE_BUDGET, islands: true },
    { path: '/careers', budget: TEXT_PAGE_BUDGET, islands: true },
    { path: '/news', budget: TEXT_PAGE_BUDGET, islands: true },
    { path: '/admissions', budget: TEXT_PAGE_BUDGET, islands: true },
    { path: '/events', budget: TEXT_PAGE_BUDGET, islands: true },
    { path: '/students', budget: TEXT_PAGE_BUDGET, islands: true },
    { path: '/search?q=rice', budget: TEXT_PAGE_BUDGET, islands: true },
  ];
  expect(HOME_BUDGET).toBeLessThan(APP_BUDGET);
  for (const { path, budget, islands } of pages) {
    const sizes: number[] = [];
    const files: string[] = [];
    const onResponse = async (r: import('@playwright/test').Response) => {
      if (r.request().resourceType() !== 'script') return;
      files.push(new URL(r.url()).pathname);
      const length = Number((await r.allHeaders())['content-length'] ?? (await r.body()).length);
      sizes.push(length);
    };
    page.on('response', onResponse);
    await page.goto(path, { waitUntil: 'networkidle' });
    page.off('response', onResponse);
    const total = sizes.reduce((a, b) => a + b, 0);
    testInfo.annotations.push({
      type: 'javascript',
      description: `${path}: ${(total / 1024).toFixed(1)} KiB`,
    });
    expect(total, `compressed JavaScript of ${path}`).toBeLessThanOrEqual(budget);
    // No portal or editor code reaches a public page.
    expect(files.filter((f) => /admin|editor|tiptap/i.test(f))).toEqual([]);
    // A text page made of islands never downloads React (its vendor chunk) or the application's entry.
    if (islands) {
      expect(
        files.filter((f) => /\/assets\/(react|index)-/.test(f)),
        `React on ${path}`,
      ).toEqual([]);
      expect(
        files.some((f) => /\/assets\/islands-/.test(f)),
        `the islands entry on ${path}`,
      ).toBe(true);
    }
  }
});

test('a portal screen marks the page hydrated only once its own code is in: a press then goes to the screen', async ({
  page,
}) => {
  // The sign-in screen is a chunk of its own, loaded while the page hydrates. Until it is in, the server's form
  // is plain HTML, and a press submits it natively (an early mark once let a test's click be lost that way).
  // The chunk is held until the page's own scripts have run (they run before DOMContentLoaded), and the
  // mark must not be there then.
  let markWhileHeld: string | null | undefined;
  await page.route(/\/assets\/login-page-[\w-]+\.js$/, async (route) => {
    await page.waitForFunction(() => document.readyState !== 'loading');
    markWhileHeld = await page.locator('html').getAttribute('data-hydrated');
    await route.continue();
  });
  // The fixture's goto waits for the mark.
  await page.goto('/administrator/login');
  expect(markWhileHeld).toBeNull();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please provide both email and password.');
  await expect(page).toHaveURL(/\/administrator\/login$/);
});
