// Roles in the browser (docs/product/admin-portal.md#screens, #states, #roles): an office admin's own office, the 403 page for other offices,
// the users redirect and the role-filtered menu; the placeholder pages.
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The Admin Menu: the sidebar at 1280 px; on a phone the drawer behind the Menu button, opened. */
async function adminMenu(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'phone')
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
  return page.getByRole('navigation', { name: 'Admin Menu' });
}

test('an office admin manages their own office only', async ({ adminPage: page, checkA11y }, testInfo) => {
  // Visits every screen of the portal an office admin can reach, and some they cannot.
  test.slow();
  await page.goto('/administrator/');
  const menu = await adminMenu(page, testInfo);
  await expect(menu.getByRole('link', { name: 'BSIT News' })).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText([
    'Dashboard',
    'Documents',
    'Services',
    'Directory',
    'Approvals',
    'Broken links',
    'BSIT News',
    'Concern Cases',
    'FOI Requests',
    'Client Satisfaction',
    'Events',
    'Subscribers',
  ]);
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  await checkA11y();

  // The own office's list and form work.
  await menu.getByRole('link', { name: 'BSIT News' }).click();
  await expect(page.getByRole('heading', { name: 'Manage BSIT News' })).toBeVisible();
  await expect(page.getByText(/\d+ articles? in total/)).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create BSIT Article' })).toBeVisible();

  // Another office: the 403 page with its way back.
  for (const path of ['/administrator/news/research', '/administrator/news/research/create']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: "You don't have permission to view this office dashboard." }),
    ).toBeVisible();
  }
  await checkA11y();
  await page.getByRole('link', { name: 'Go to BSIT News' }).click();
  await expect(page).toHaveURL(/\/administrator\/news\/bsit$/);

  // Editing another office's article is refused the same way.
  await page.goto('/administrator/news/administration/edit/1');
  await expect(page.getByText("You don't have permission to view this office dashboard.")).toBeVisible();
  await page.goto('/administrator/research/proposals');
  await expect(page.getByText("You don't have permission to view this office dashboard.")).toBeVisible();

  // Manage Users sends a non-superadmin back to the dashboard.
  await page.goto('/administrator/users');
  await expect(page).toHaveURL(/\/administrator\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
});

test('the superadmin sees every office and the placeholder pages', async ({
  superadminPage: page,
  checkA11y,
}, testInfo) => {
  // Visits every screen of the superadmin's menu, which grew with Broken links: 45 s was its edge at two workers.
  test.slow();
  await page.goto('/administrator/');
  const menu = await adminMenu(page, testInfo);
  for (const name of [
    'Manage Users',
    'Bids and awards',
    'Administration News',
    'BSIT News',
    'Library News',
    'Completed Extensions',
    'Campus Alerts',
    'Vacancies',
    'Site Content',
  ]) {
    await expect(menu.getByRole('link', { name })).toBeAttached();
  }
  for (const [path, title] of [
    ['research/proposals', 'Manage Research Proposals'],
    ['research/published', 'Manage Published Research'],
    ['extension/proposals', 'Manage Extension Proposals'],
    ['extension/completed', 'Manage Completed Extensions'],
  ] as const) {
    await page.goto(`/administrator/${path}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  // Each is the office's news list of one type (issue 38): Create opens the form with that type chosen.
  await page.goto('/administrator/research/proposals');
  await expect(page.getByRole('heading', { name: 'Manage Research Proposals' })).toBeVisible();
  const rows = page.getByRole('region', { name: 'Research articles' });
  await expect(rows.getByText('Proposal', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(rows.getByText(/^(News|Completed)$/).filter({ visible: true })).toHaveCount(0);
  await checkA11y();
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create RESEARCH Article' })).toBeVisible();
  await expect(page.getByLabel('Type')).toHaveValue('proposal');
  await checkA11y();
  await page.goto('/administrator/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('on a phone the menu is a drawer grouped as the sidebar, naming where you are', async ({
  superadminPage: page,
  checkA11y,
}, testInfo) => {
  await page.goto('/administrator/news/bsit');
  await expect(page.getByRole('heading', { name: 'Manage BSIT News' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  if (testInfo.project.name === 'desktop') {
    // The desktop sidebar is as it was: always shown, no Menu button.
    await expect(page.getByRole('navigation', { name: 'Admin Menu' })).toBeVisible();
    await expect(button).toBeHidden();
    // Small buttons are still 44 px tall at desktop width.
    const edit = page.getByRole('link', { name: /^Edit/ }).or(page.getByRole('button', { name: /^Edit/ }));
    const box = await edit.first().boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    return;
  }
  // The page is no wider than the phone: the menu no longer runs sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByText('You are in: BSIT › BSIT News')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin Menu' })).toHaveCount(0);
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Admin Menu' });
  await expect(drawer).toBeVisible();
  const menu = drawer.getByRole('navigation', { name: 'Admin Menu' });
  await expect(menu.getByRole('heading', { level: 3 })).toContainText(['General', 'Administration', 'BSIT']);
  await expect(menu.getByRole('link', { name: 'BSIT News' })).toHaveAttribute('aria-current', 'page');
  await checkA11y();
  // Campus Alerts (the most urgent task) is one tap away from the drawer.
  await menu.getByRole('link', { name: 'Campus Alerts' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText('You are in: Site › Campus Alerts')).toBeVisible();
  // Escape closes it without moving.
  await button.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
});
