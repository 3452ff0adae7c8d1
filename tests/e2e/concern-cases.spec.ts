// Concern cases end to end: a visitor sends a concern and gets a reference (and its acknowledgement by
// e-mail, in the test mail server); the superadmin finds the case, assigns it to an office, replies, sees the
// reply delivered and the case answered. Also the report and holiday screens. Both widths, axe-clean.
import type { Page } from '@playwright/test';
import { E2E_MAIL_URL } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

async function mailsFor(page: Page, address: string): Promise<Mail[]> {
  const res = await page.request.get(E2E_MAIL_URL);
  return ((await res.json()) as Mail[]).filter((m) => m.to.includes(address));
}

test('a concern becomes a case that is assigned, answered by e-mail and delivered', async ({
  page,
  superadminPage,
  checkA11y,
}, testInfo) => {
  test.slow();
  const email = `case-${testInfo.project.name}-${Date.now()}@example.com`;

  // The visitor.
  await page.goto('/send-concern');
  await page.getByLabel('Your Email Address').fill(email);
  await page.getByLabel('Your Message').fill('The water dispenser on the second floor of the library leaks.');
  await page.getByRole('button', { name: 'Submit Concern' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  const reference = (await page.locator('strong', { hasText: /^CASE-/ }).textContent()) ?? '';
  expect(reference).toMatch(/^CASE-\d{4}-[A-Z0-9]{6}$/);
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
  await expect
    .poll(async () => (await mailsFor(page, email)).map((m) => m.subject), { timeout: 15_000 })
    .toEqual([`We received your concern (reference ${reference})`]);

  // The superadmin (signed in on the same page, which is now back on the home page).
  const admin = superadminPage;
  await admin.goto('/administrator/cases');
  await expect(admin.getByRole('heading', { name: 'Concern Cases' })).toBeVisible();
  await admin.getByLabel('Search by reference, e-mail or text').fill(reference);
  const link = admin.getByRole('link', { name: reference }).filter({ visible: true });
  await expect(link).toBeVisible();
  await checkA11y();
  await link.click();
  await expect(admin.getByRole('heading', { name: reference })).toBeVisible();
  await expect(
    admin.getByText('The water dispenser on the second floor of the library leaks.', { exact: true }),
  ).toBeVisible();
  await expect(admin.getByText('Sent', { exact: false }).first()).toBeVisible();
  await checkA11y();

  // Assign it to the library.
  await admin.getByLabel('Office').selectOption({ label: 'LIBRARY – Campus Library' });
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByRole('dialog', { name: 'Success' })).toContainText('Case updated');
  await expect(admin.getByRole('dialog', { name: 'Success' })).toHaveCount(0, { timeout: 3000 });
  await expect(admin.getByText('Office: Unassigned → LIBRARY')).toBeVisible();
  await expect(admin.getByLabel('Status')).toHaveValue('in_progress');

  // Reply; markup stays text.
  const reply = 'Thank you. The dispenser is fixed; the <b>maintenance</b> team replaced its valve.';
  await admin.getByLabel(`Reply to ${email}`).fill(reply);
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByRole('dialog', { name: 'Success' })).toContainText('Reply queued for sending');
  await expect(admin.getByRole('dialog', { name: 'Success' })).toHaveCount(0, {
    timeout: 3000,
  });
  await expect(admin.getByLabel('Status')).toHaveValue('answered');
  const replyItem = admin.getByRole('listitem').filter({ hasText: 'Reply by Site Administrator' });
  await expect(replyItem.getByText(/^Sent /)).toBeVisible({ timeout: 15_000 });
  await replyItem.getByText(`Re: your concern (reference ${reference})`).click();
  await expect(replyItem.getByText('the <b>maintenance</b> team', { exact: false })).toBeVisible();
  await checkA11y();

  const mails = await mailsFor(page, email);
  expect(mails.map((m) => m.subject)).toEqual([
    `We received your concern (reference ${reference})`,
    `Re: your concern (reference ${reference})`,
  ]);
  expect(mails[1]?.text).toContain('The dispenser is fixed; the <b>maintenance</b> team replaced its valve.');

  // The list shows it answered; an unknown reference says so.
  await admin.getByRole('link', { name: 'Back to cases' }).click();
  await admin.getByLabel('Search by reference, e-mail or text').fill(reference);
  await expect(admin.getByText('Done').filter({ visible: true }).first()).toBeVisible();
  await admin.getByLabel('Search by reference, e-mail or text').fill('CASE-2020-ZZZZZZ');
  await expect(
    admin.getByText('No case has the reference CASE-2020-ZZZZZZ.', { exact: false }),
  ).toBeVisible();
});

test('monthly report and holiday list', async ({ superadminPage: page, checkA11y }) => {
  test.slow();
  await page.goto('/administrator/cases/report');
  await expect(page.getByRole('heading', { name: 'Monthly Case Report' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Concern cases by office/ })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'All offices' })).toBeVisible();
  await checkA11y();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^concern-cases-\d{4}-\d{2}\.csv$/);

  await page.goto('/administrator/cases/holidays');
  await expect(page.getByRole('heading', { name: 'Holidays', exact: true })).toBeVisible();
  await expect(page.getByText('Christmas Day')).toBeVisible();
  await page.getByRole('button', { name: 'Add holiday' }).click();
  await expect(page.getByText('Enter the date as YYYY-MM-DD')).toBeVisible();
  await expect(page.getByText('Please enter the holiday name')).toBeVisible();
  await checkA11y();
});

test('an office admin sees their office’s cases but not the report', async ({ adminPage: page }) => {
  await page.goto('/administrator/cases');
  await expect(page.getByText('Concerns assigned to BSIT.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Monthly report' })).toHaveCount(0);
  await page.goto('/administrator/cases/report');
  await expect(page).toHaveURL(/\/administrator\/?$/);
});
