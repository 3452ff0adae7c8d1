// FOI requests end to end: a visitor files a request and gets its reference and due date (and the
// acknowledgement by e-mail); the superadmin extends it with a reason the requester receives, grants it, and
// the disclosure log shows it with the released information and without the requester's name or address.
// Both widths, axe-clean; screenshots of each new screen are attached.
import type { Page } from '@playwright/test';
import { E2E_MAIL_URL } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';

async function mailsFor(page: Page, address: string) {
  const res = await page.request.get(E2E_MAIL_URL);
  return ((await res.json()) as { to: string[]; subject: string; text: string }[]).filter((m) =>
    m.to.includes(address),
  );
}

test('an FOI request is filed, extended, granted and listed in the disclosure log', async ({
  page,
  superadminPage,
  checkA11y,
}, testInfo) => {
  test.slow();
  const email = `foi-${testInfo.project.name}-${Date.now()}@example.com`;
  const name = `Requester ${testInfo.project.name} ${Date.now()}`;
  const subject = `Library acquisitions ${testInfo.project.name} ${Date.now()}`;

  await page.goto('/foi');
  await expect(page.getByRole('heading', { name: 'Request Information (FOI)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your privacy' })).toBeVisible();
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath('foi-form.png'), fullPage: true });

  // A missing field is named next to it, and nothing typed is lost.
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByLabel('Title of your request').fill(subject);
  await page
    .getByLabel('Information you are asking for')
    .fill('The list of books the library bought in 2025.');
  await page.getByRole('button', { name: 'Send FOI request' }).click();
  await expect(page.getByText('Please say what the information is for')).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue(name);
  await checkA11y();
  await page.getByLabel('Purpose').fill('A student research paper on library collections.');
  await page.getByLabel('PDF or other electronic copy by e-mail').check();
  await page.getByRole('button', { name: 'Send FOI request' }).click();
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  const reference = (await page.locator('strong', { hasText: /^FOI-/ }).textContent()) ?? '';
  expect(reference).toMatch(/^FOI-\d{4}-[A-Z0-9]{6}$/);
  await expect(page.getByText(/We will answer by/)).toContainText(/\d{4}/);
  await page.screenshot({ path: testInfo.outputPath('foi-received.png'), fullPage: true });
  await expect
    .poll(async () => (await mailsFor(page, email)).map((m) => m.subject), { timeout: 15_000 })
    .toEqual([`We received your FOI request (reference ${reference})`]);

  const admin = superadminPage;
  await admin.goto('/administrator/foi');
  await expect(admin.getByRole('heading', { name: 'FOI Requests' })).toBeVisible();
  const link = admin.getByRole('link', { name: reference }).filter({ visible: true });
  await expect(link).toBeVisible();
  await checkA11y();
  await admin.screenshot({ path: testInfo.outputPath('foi-desk.png'), fullPage: true });
  await link.click();
  await expect(admin.getByRole('heading', { name: reference })).toBeVisible();
  await expect(admin.getByText(name)).toBeVisible();
  await checkA11y();

  await admin.getByLabel('Working days to add').fill('5');
  await admin
    .getByLabel('Reason the requester will read')
    .fill('The purchase records are in the main campus.');
  await admin.getByRole('button', { name: 'Extend the deadline' }).click();
  await expect(admin.getByRole('dialog', { name: 'Success' })).toContainText('Request extended');
  await expect(admin.getByRole('dialog', { name: 'Success' })).toHaveCount(0, { timeout: 3000 });
  await expect(admin.getByText('(extended)')).toBeVisible();
  await expect
    .poll(async () => (await mailsFor(page, email)).map((m) => m.text).join('\n'), { timeout: 15_000 })
    .toContain('The purchase records are in the main campus.');

  await admin.getByLabel('Decision', { exact: true }).selectOption({ label: 'Granted' });
  await admin
    .getByLabel('Answer to the requester')
    .fill('The library bought 412 titles in 2025; the list is attached.');
  await admin.getByRole('button', { name: 'Send decision' }).click();
  await expect(admin.getByRole('dialog', { name: 'Success' })).toContainText('Request decided');
  await expect(admin.getByRole('dialog', { name: 'Success' })).toHaveCount(0, { timeout: 3000 });
  await expect(admin.getByText('Closed', { exact: true })).toBeVisible();
  await checkA11y();
  await admin.screenshot({ path: testInfo.outputPath('foi-request.png'), fullPage: true });

  await page.goto('/foi/register');
  const entry = page.getByRole('listitem').filter({ hasText: reference });
  await expect(entry).toContainText(subject);
  await expect(entry).toContainText('Granted');
  await expect(entry).toContainText('The library bought 412 titles in 2025');
  await expect(page.locator('body')).not.toContainText(name);
  await expect(page.locator('body')).not.toContainText(email);
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath('foi-register.png'), fullPage: true });
});
