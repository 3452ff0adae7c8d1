// Overdue Transparency Seal items on the portal's dashboard: the owner office's admin sees the card naming
// the items due for an update and reaches the Documents screen from it; an office that owns no item sees no
// card. axe checks each page.
import { apiLogin, createOfficeAdmin, expect, signInPage, test } from './fixtures.ts';

test('the owner office sees its overdue Transparency Seal items on the dashboard', async ({
  page,
  request,
  checkA11y,
}, testInfo) => {
  // The administration office owns ten items; on a fresh install most have no document yet.
  const admin = await createOfficeAdmin(request, { officeId: 1, office: 'administration', prefix: 'seal' });
  await signInPage(page, await apiLogin(request, admin.email, admin.password));
  await page.goto('/administrator/');
  const card = page.getByRole('region', { name: /^Transparency Seal items to update: \d+$/ });
  await expect(card).toBeVisible();
  await expect(card.getByText('Annual reports')).toBeVisible();
  await expect(card.getByText('No document posted yet').first()).toBeVisible();
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath(`transparency-overdue-${testInfo.project.name}.png`) });
  await card.getByRole('link', { name: 'Upload on the Documents screen' }).click();
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
});

test('an office that owns no Transparency Seal item sees no such card', async ({ adminPage: page }) => {
  // The fixture's admin is of BSIT, which owns no item.
  await page.goto('/administrator/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  // The register has been read (the card decides after it), not merely not yet drawn.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: /Transparency Seal items to update/ })).toHaveCount(0);
});
