// /admissions: reached from the header on every width, the home hero and a programme page; the intake
// without dates says so plainly; staff set the dates and a step in the portal's Site content and the public
// page shows them; axe-clean.
import { admissionsPage, admissionsSeed } from '../../content/pages/admissions.ts';
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { apiLogin, expect, test } from './fixtures.ts';
import { withSiteLock } from './site-lock.ts';

const shots = process.env.VISITOR_SHOTS;

test('admissions: reached from the header, home and programmes; staff set the intake in the portal', async ({
  superadminPage: page,
  request,
  checkA11y,
}, testInfo) => {
  test.slow();
  await withSiteLock(async () => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Paths' }).getByRole('link', { name: 'Admissions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: admissionsPage.heading })).toBeVisible();
    await expect(page.getByText(admissionsPage.noDates)).toBeVisible();
    await expect(page.getByRole('link', { name: /Go to the enrolment portal/ })).toHaveAttribute(
      'href',
      'https://enrol.smsu.edu.ph',
    );
    await expect(
      page.getByRole('link', { name: /About the programme\s*: Bachelor of Science in Agriculture/ }),
    ).toHaveAttribute('href', '/programs/bsa');
    await checkA11y();

    await page.goto('/programs/bsed');
    await page.getByRole('link', { name: 'How to apply' }).click();
    await expect(page).toHaveURL(/\/admissions$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'How to apply' }).click();
    await expect(page).toHaveURL(/\/admissions$/);

    try {
      await page.goto('/administrator/site/content?section=admissions');
      const form = page.getByRole('form', { name: 'Admissions' });
      await expect(form.getByLabel('Intake')).toHaveValue(admissionsSeed.intake.name);
      await form.getByLabel('Applications open').fill('2027-02-01');
      await form.getByLabel('Last day to apply').fill('2027-01-15');
      await form.getByRole('button', { name: 'Save admissions' }).click();
      // Refused next to the field, nothing typed lost.
      await expect(
        form.getByText('The last day to apply cannot come before applications open'),
      ).toBeVisible();
      await expect(form.getByLabel('Applications open')).toHaveValue('2027-02-01');
      await form.getByLabel('Last day to apply').fill('2027-04-30');
      await form.getByLabel('Step 1: title').fill('Register in the enrolment portal');
      // A document added at the end and moved up one place.
      const docs = admissionsSeed.requirements.length;
      await form.getByRole('button', { name: 'Add a document' }).click();
      await form.getByRole('textbox', { name: `Document ${docs + 1} (required)` }).fill('Barangay clearance');
      await form.getByRole('button', { name: `Move document ${docs + 1} up` }).click();
      await expect(form.getByRole('textbox', { name: `Document ${docs} (required)` })).toHaveValue(
        'Barangay clearance',
      );
      await form.getByRole('button', { name: 'Save admissions' }).click();
      await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
      await checkA11y();

      await page.goto('/admissions');
      await expect(page.getByText('February 1, 2027')).toBeVisible();
      await expect(page.getByText('April 30, 2027')).toBeVisible();
      await expect(page.getByText(admissionsPage.dateToBeAnnounced).first()).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 3, name: 'Register in the enrolment portal' }),
      ).toBeVisible();
      await expect(page.getByText(admissionsPage.noDates)).toHaveCount(0);
      // The first response already holds them (server-rendered).
      const html = await (await request.get('/admissions')).text();
      expect(html).toContain('Register in the enrolment portal');
      expect(html.indexOf('Barangay clearance')).toBeLessThan(
        html.indexOf(admissionsSeed.requirements.at(-1) ?? ''),
      );
      await checkA11y();
      if (shots)
        await page.screenshot({ path: `${shots}/admissions-${testInfo.project.name}.png`, fullPage: true });
    } finally {
      const token = await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
      const res = await request.put('/api/admin/site/blocks/admissions', {
        headers: { Authorization: `Bearer ${token}` },
        data: admissionsSeed,
      });
      expect(res.status()).toBe(200);
    }
  });
});
