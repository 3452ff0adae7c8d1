// Alert publishers in the browser, axe-clean: a superadmin marks an office admin on the Campus Alerts screen;
// that admin then has Post an alert on the dashboard and the Campus Alerts screen without Delete; removed, the
// dashboard no longer offers it.
import { apiLogin, createOfficeAdmin, expect, signInPage, test } from './fixtures.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

test('a superadmin lets an office admin post alerts, and takes it back', async ({
  superadminPage: page,
  browser,
  request,
  checkA11y,
}, testInfo) => {
  test.slow();
  const officer = await createOfficeAdmin(request, { prefix: `publisher-${testInfo.project.name}` });
  await page.goto('/administrator/site/alerts');
  const panel = page.getByRole('region', { name: 'Who may post alerts' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Office admin').selectOption(String(officer.id));
  await panel.getByRole('button', { name: 'Allow to post alerts' }).click();
  await expect(panel.getByRole('status')).toHaveText('They can now post alerts');
  await expect(panel.getByRole('list', { name: 'Alert publishers' })).toContainText(officer.email);
  await checkA11y();
  if (SHOTS) await panel.screenshot({ path: `${SHOTS}/alert-publishers-${testInfo.project.name}.png` });

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const officerPage = await context.newPage();
  await signInPage(officerPage, await apiLogin(request, officer.email, officer.password));
  await officerPage.goto('/administrator');
  await expect(officerPage.getByRole('heading', { name: 'Post an alert' })).toBeVisible();
  await officerPage.getByRole('link', { name: 'Other alert' }).click();
  await expect(officerPage.getByRole('heading', { name: 'Campus alerts', level: 1 })).toBeVisible();
  await expect(officerPage.getByRole('region', { name: 'Who may post alerts' })).toHaveCount(0);
  await expect(officerPage.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  await panel.getByRole('button', { name: `Remove ${officer.email}` }).click();
  await expect(panel.getByRole('status')).toHaveText('They can no longer post alerts');
  await expect(panel.getByRole('button', { name: `Remove ${officer.email}` })).toHaveCount(0);
  await officerPage.goto('/administrator');
  await expect(officerPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(officerPage.getByRole('heading', { name: 'Post an alert' })).toHaveCount(0);
  await context.close();
});
