// Server-rendered public pages (docs/decisions/0008-server-rendered-public-pages.md): the first response
// carries the page's text, the page reads the same with JavaScript off, and hydration keeps the same text
// without a console error, at both widths (the two projects).
import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Each public route with texts its first response must carry (as the server escapes them in HTML). */
const ROUTES: { path: string; texts: string[]; status?: number; opensPdfOnPhones?: boolean }[] = [
  { path: '/', texts: ['Welcome to the San Isidro Campus'] },
  { path: '/administration', texts: ['Campus Administration'] },
  { path: '/administration/news', texts: ['Administration News'] },
  {
    path: '/about/history',
    texts: ['Historical Background', 'created through a presidential decree in 1978'],
  },
  { path: '/about/mission-vision', texts: ['A leading Research University in the ASEAN Region.'] },
  { path: '/about/quality-policy', texts: ['Quality Policy', 'commits to provide quality instruction'] },
  { path: '/quick-links/citizens-charter', texts: ['Citizens&#x27; Charter'], opensPdfOnPhones: true },
  { path: '/research/news', texts: ['Research and Development'] },
  { path: '/research/proposals', texts: ['Research and Development'] },
  { path: '/research/published', texts: ['Research and Development'] },
  { path: '/research/program', texts: ['Research Program'] },
  { path: '/research/agenda', texts: ['Research Agenda'] },
  { path: '/extension/news', texts: ['Extension and Training Services'] },
  { path: '/extension/proposals', texts: ['Extension and Training Services'] },
  { path: '/extension/completed', texts: ['Extension and Training Services'] },
  { path: '/extension/program', texts: ['Extension Program'] },
  { path: '/extension/agenda', texts: ['Extension Agenda'] },
  { path: '/library', texts: ['Campus Library'] },
  { path: '/library/proposals', texts: ['Campus Library'] },
  { path: '/library/completed', texts: ['Campus Library'] },
  { path: '/programs/bsit', texts: ['Bachelor of Science in Information Technology (BSIT)'] },
  { path: '/programs/bsed', texts: ['Bachelor of Secondary Education (BSED)'] },
  { path: '/programs/btvted', texts: ['BTVTEd'] },
  { path: '/programs/bsa', texts: ['BSA'] },
  { path: '/faculty', texts: ['Faculty Directory'] },
  { path: '/staff', texts: ['Campus Staff Directory'] },
  { path: '/careers', texts: ['Build your career where it matters'] },
  { path: '/send-concern', texts: ['Send a Concern'] },
  { path: '/search', texts: ['Search news'] },
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
    for (const text of route.texts) expect(root, `first response of ${route.path}`).toContain(text);
    expect(html).toContain('<script type="application/json" id="router-data">');
    // Strict policy on rendered pages: scripts from the site only.
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain("'unsafe-eval'");
    // On phones the charter hands over to the PDF itself (charter.spec.ts covers that).
    if (route.opensPdfOnPhones && testInfo.project.name === 'phone') return;

    const problems: string[] = [];
    page.on('console', (m: ConsoleMessage) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto(route.path);
    const serverText = (await page.locator('h1').first().textContent()) ?? '';
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('h1').first()).toHaveText(serverText);
    // Hydration errors are reported after the first commit; give them a moment to arrive.
    await page.waitForTimeout(300);
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
