// Accounts that recover themselves (issue 38): "Forgot password?" on the sign-in page mails a link (read here
// from the test mail server) that sets a new password once; an invited user chooses their own password, and
// a superadmin's resend makes the earlier link stop working.
import type { Page } from '@playwright/test';
import { E2E_MAIL_URL } from '../../playwright.config.ts';
import { apiLogin, createOfficeAdmin, expect, test } from './fixtures.ts';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** The links mailed to `address`, oldest first, once `count` have arrived; as paths with their fragment. */
async function linksFor(page: Page, address: string, count: number): Promise<string[]> {
  let links: string[] = [];
  await expect(async () => {
    const res = await page.request.get(E2E_MAIL_URL);
    const mails = ((await res.json()) as Mail[]).filter((m) => m.to.includes(address));
    links = mails.map(
      (m) => /https?:\/\/[^/\s]+(\/administrator\/set-password#token=[\w-]+)/.exec(m.text)?.[1] ?? '',
    );
    expect(links.filter(Boolean)).toHaveLength(count);
  }).toPass({ timeout: 20_000 });
  return links;
}

test('a forgotten password is replaced through the mailed link, once', async ({
  page,
  request,
  checkA11y,
}) => {
  const account = await createOfficeAdmin(request, { prefix: 'forgot' });
  await page.goto('/administrator/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await checkA11y();
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('a link to choose a new password is on its way');
  await checkA11y();

  const [link = ''] = await linksFor(page, account.email, 1);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`For ${account.email}.`)).toBeVisible();
  await checkA11y();
  await page.getByLabel('New password', { exact: true }).fill('Recovered9Pass');
  await page.getByLabel('Confirm new password').fill('Recovered9Other');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Recovered9Pass');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is set.');
  await checkA11y();

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('Recovered9Pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Signed in' })).toBeVisible();
  await expect(apiLogin(request, account.email, account.password)).rejects.toThrow(
    /Invalid email or password/,
  );

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This link has expired or has already been used.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await checkA11y();
});

test('an invited user chooses their own password; a resend ends the first link', async ({
  superadminPage: page,
  browser,
  checkA11y,
}, testInfo) => {
  test.slow();
  const email = `invited-${testInfo.project.name}-${Date.now()}@campus.test`;
  await page.goto('/administrator/users');
  const form = page.getByRole('region', { name: 'Create user' });
  await expect(form.getByLabel('Send an invitation instead')).toBeChecked();
  await form.getByLabel('First name').fill('Maria');
  await form.getByLabel('Last name').fill('Santos');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Office').selectOption({ label: 'LIBRARY – Campus Library' });
  await checkA11y();
  await form.getByRole('button', { name: 'Create user and send invitation' }).click();
  await expect(page.getByRole('dialog', { name: 'User created' })).toContainText('Invitation sent');

  await page.getByLabel('Search by email').fill(email);
  const resend = page
    .getByRole('button', { name: `Resend invitation to ${email}` })
    .filter({ visible: true });
  await resend.click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'The earlier link no longer works.',
  );
  await checkA11y();

  const [first = '', second = ''] = await linksFor(page, email, 2);
  const visitor = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await visitor.goto(first);
  await expect(visitor.getByRole('alert')).toContainText('This link has expired or has already been used.');
  // The two links differ only in their fragment: a fresh page, as when the second mail's link is opened.
  await visitor.goto('about:blank');
  await visitor.goto(second);
  await expect(visitor.getByRole('heading', { name: 'Welcome: choose your password' })).toBeVisible();
  await visitor.getByLabel('New password', { exact: true }).fill('Invited9Pass');
  await visitor.getByLabel('Confirm new password').fill('Invited9Pass');
  await visitor.getByRole('button', { name: 'Save the password' }).click();
  await expect(visitor.getByRole('status')).toContainText('Your password is set.');
  await expect(apiLogin(visitor.request, email, 'Invited9Pass')).resolves.toBeTruthy();
  await visitor.close();
});
