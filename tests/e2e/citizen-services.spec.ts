// The Citizen's Charter as services end to end: a visitor reads a service on a 375 px phone without a PDF or a
// script (nothing wider than the screen), staff add a service in the portal (errors next to the fields,
// nothing typed lost), and the new service has its page, is in the printable charter and in the site search.
import { expect, test } from './fixtures.ts';

test('a visitor reads a service on its own page, no PDF and no script', async ({
  page,
  checkA11y,
}, testInfo) => {
  const width = testInfo.project.name === 'phone' ? 375 : 1280;
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/services');
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
  const registrar = page.getByRole('region', { name: 'Office of the Campus Registrar' });
  await expect(
    registrar.getByRole('link', { name: 'Issuance of Certification of Grades or Enrolment' }),
  ).toBeVisible();
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath(`services-${width}.png`), fullPage: true });

  await registrar.getByRole('link', { name: 'Issuance of Transcript of Records' }).click();
  await expect(page).toHaveURL(/\/services\/transcript-of-records$/);
  await expect(
    page.getByRole('heading', { name: 'Issuance of Transcript of Records', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Complex (up to 7 working days)').first()).toBeVisible();
  await expect(page.getByText("Where to get it: Cashier's Office")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 4' })).toBeVisible();
  await expect(page.getByText('5 working days and 20 minutes').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Feedback and complaints' })).toBeVisible();
  // Readable at the screen's width: nothing runs off to the side.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(scripts).toEqual([]);
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath(`service-page-${width}.png`), fullPage: true });
});

test('staff add a service in the portal and it is on the site and in the search', async ({
  superadminPage: page,
  checkA11y,
}, testInfo) => {
  test.slow();
  const width = testInfo.project.name === 'phone' ? 375 : 1280;
  const title = `Issuance of Good Moral Certificate ${testInfo.project.name} ${Date.now()}`;
  await page.goto('/administrator/services');
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Issuance of Transcript of Records', exact: true }),
  ).toBeVisible();
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath(`services-portal-${width}.png`), fullPage: true });

  await page.getByRole('link', { name: 'Add a service' }).click();
  await expect(page.getByRole('heading', { name: 'Add a service', level: 1 })).toBeVisible();
  await page.getByLabel('Name of the service').fill(title);
  await page.getByRole('button', { name: 'Save service' }).click();
  // The errors sit next to their fields; what was typed stays.
  await expect(page.getByText('Office that delivers it is required')).toBeVisible();
  await expect(page.getByText('Client step is required')).toBeVisible();
  await expect(page.getByLabel('Name of the service')).toHaveValue(title);
  await checkA11y();

  await page.getByLabel('Office that delivers it').fill('Office of Student Affairs');
  await page.getByLabel('Kept by').selectOption({ label: 'Administration' });
  await page.getByLabel('Who may avail').fill('Students and graduates');
  await page.getByRole('radio', { name: 'Simple (up to 3 working days)' }).check();
  await page.getByLabel('What to bring').fill('Request slip (1 original)');
  await page.getByLabel('Where to get it').fill('Office of Student Affairs');
  await page.getByLabel('What the client does').fill('Submit the request slip.');
  await page.getByLabel('What the office does').fill('Check the records and print the certificate.');
  await page.getByLabel('Fee', { exact: true }).fill('₱30.00');
  await page.getByLabel(/^Processing time/).fill('30 minutes');
  await page.getByLabel('Person responsible').fill('Guidance Counselor');
  await page.getByLabel('Total fees').fill('₱30.00');
  await page.getByLabel('Total processing time').fill('30 minutes');
  await page.getByRole('button', { name: 'Save service' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Service saved' });
  await expect(status).toBeVisible();
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath(`service-form-${width}.png`), fullPage: true });

  await status.getByRole('link', { name: 'View its page' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Guidance Counselor')).toBeVisible();
  await checkA11y();

  await page.goto('/services/charter');
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await checkA11y();

  await page.goto(`/search?q=${encodeURIComponent('good moral certificate')}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
