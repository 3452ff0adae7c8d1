// Roles in the browser (docs/product/admin-portal.md#screens, #states, #roles): an office admin's own office, the 403 page for other offices,
// the users redirect and the role-filtered menu; the placeholder pages.
import { expect, test } from './fixtures.ts';

test('an office admin manages their own office only', async ({ adminPage: page, checkA11y }) => {
  // Visits every screen of the portal an office admin can reach, and some they cannot.
  test.slow();
  await page.goto('/administrator/');
  const menu = page.getByRole('navigation', { name: 'Admin Menu' });
  await expect(menu.getByRole('link', { name: 'BSIT News' })).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'BSIT News', 'Concern Cases', 'Events']);
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
}) => {
  await page.goto('/administrator/');
  const menu = page.getByRole('navigation', { name: 'Admin Menu' });
  for (const name of [
    'Manage Users',
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
    const create = page.getByRole('button', { name: 'Create' });
    await create.click();
    // The Create button has no function: nothing changes.
    await expect(page).toHaveURL(new RegExp(`/administrator/${path}$`));
  }
  await checkA11y();
  await page.goto('/administrator/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
