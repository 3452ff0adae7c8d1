// Every portal screen, axe-clean at 375 px and at 1280 px (issue 38): the superadmin, who reaches them all, opens
// each route of the portal and axe-core checks it once its heading shows. The list is checked against the Admin
// Menu itself, so a screen added to the menu and not here fails the first test; the screens the menu does not
// link (the article form, an edit, the signed-out forms) are listed by hand.
import type { Page, TestInfo } from '@playwright/test';
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { apiLogin, expect, expectNoA11yViolations, test } from './fixtures.ts';

const A = '/administrator';
const OFFICES = ['administration', 'bsit', 'bsed', 'btvted', 'bsa', 'research', 'extension', 'library'];

/** Every route the superadmin's Admin Menu links to. */
const MENU_ROUTES = [
  `${A}/`,
  `${A}/documents`,
  `${A}/services`,
  `${A}/directory`,
  `${A}/approvals`,
  `${A}/links`,
  `${A}/procurement`,
  `${A}/users`,
  `${A}/audit`,
  ...OFFICES.map((o) => `${A}/news/${o}`),
  `${A}/research/proposals`,
  `${A}/research/published`,
  `${A}/extension/proposals`,
  `${A}/extension/completed`,
  `${A}/cases`,
  `${A}/foi`,
  `${A}/satisfaction`,
  `${A}/cases/report`,
  `${A}/site/alerts`,
  `${A}/site/events`,
  `${A}/site/vacancies`,
  `${A}/site/content`,
  `${A}/site/subscribers`,
];

/** Screens reached from inside other screens. */
const INNER_ROUTES = [
  `${A}/news/bsit/create`,
  `${A}/news/research/create?type=proposal`,
  `${A}/services/new`,
  `${A}/cases/holidays`,
  `${A}/account/two-factor`,
  `${A}/account/sessions`,
  `${A}/no-such-screen`,
];

async function adminMenuLinks(page: Page, testInfo: TestInfo): Promise<string[]> {
  await page.goto(`${A}/`);
  if (testInfo.project.name === 'phone')
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Admin Menu' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  return menu
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

/** Opens a screen and runs axe once its main heading is drawn. */
async function check(page: Page, path: string) {
  // One screen and one axe run each, but the shared machine can make either take a while.
  test.slow();
  await page.goto(path);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  // Lists and forms load their data after the heading: axe waits for the loading lines to go.
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expectNoA11yViolations(page);
}

test('the list below holds every screen of the Admin Menu', async ({ superadminPage: page }, testInfo) => {
  const links = await adminMenuLinks(page, testInfo);
  expect(links.length).toBeGreaterThan(20);
  expect(links.filter((l) => !MENU_ROUTES.includes(l))).toEqual([]);
});

for (const path of [...MENU_ROUTES, ...INNER_ROUTES])
  test(`axe finds nothing on ${path}`, async ({ superadminPage: page }) => {
    await check(page, path);
  });

test('axe finds nothing on an article edit screen', async ({ superadminPage: page }) => {
  const token = await apiLogin(page.request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const list = (await (
    await page.request.get('/api/articles/office/bsit', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { articles: Array<{ article_id: number }> };
  const id = list.articles[0]?.article_id;
  expect(id).toBeDefined();
  await check(page, `${A}/news/bsit/edit/${id}`);
});

for (const path of [`${A}/login`, `${A}/forgot-password`, `${A}/set-password`])
  test(`axe finds nothing on ${path}, signed out`, async ({ page }) => {
    await check(page, path);
  });
