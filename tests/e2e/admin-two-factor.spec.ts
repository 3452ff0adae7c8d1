// Two-step sign-in, Sessions and the Audit Log in the portal: set up an authenticator with a code computed
// here, sign out, sign in with a code; the Sessions screen; the audit log filtered by action.
import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect, test } from './fixtures.ts';

const totp = (secret: string, offsetMs = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetMs,
  });

const openAccountItem = async (page: Page, name: string) => {
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name }).click();
};

const PORTAL_DAY = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \\d{1,2} [A-Z][a-z]{2} \\d{4}';
const PORTAL_MINUTE = `${PORTAL_DAY}, \\d{1,2}:\\d{2} [AP]M`;

test('set up two-step sign-in, sign out, sign in with a code, then see the sessions', async ({
  adminPage: page,
  officeAdmin,
  request,
  checkA11y,
}, testInfo) => {
  test.slow();
  await page.goto('/administrator/');
  await openAccountItem(page, 'Two-step sign-in');
  await expect(page.getByRole('heading', { name: 'Two-step sign-in', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in is off' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath('two-factor-setup.png'), fullPage: true });

  const codeField = page.getByLabel('Code from the app');
  await codeField.fill('12ab');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByText('The code has digits only (0–9)')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  // The session alone is not enough: the current password is asked for, and a wrong one is refused there.
  const passwordField = page.getByLabel('Current password');
  await codeField.fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await passwordField.fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).not.toHaveAttribute('aria-invalid', 'true');
  await passwordField.fill(officeAdmin.password);
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const firstCode = ((await codes.first().textContent()) ?? '').trim();
  await checkA11y();
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText('Recovery codes left:')).toContainText('10 of 10');

  // New recovery codes, with the password again; they replace the first ones.
  const renew = page.getByRole('form', { name: 'New recovery codes' });
  await renew.getByLabel('Current password').fill(officeAdmin.password);
  await renew.getByRole('button', { name: 'Make new recovery codes' }).click();
  // The codes' own heading (level 2); the form's heading (level 3) goes with the form.
  await expect(page.getByRole('heading', { name: 'New recovery codes', level: 2 })).toBeVisible();
  await expect(codes).toHaveCount(10);
  const recoveryCode = ((await codes.first().textContent()) ?? '').trim();
  expect(recoveryCode).not.toBe(firstCode);
  await checkA11y();
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  // The turn-off form asks for the password too.
  await expect(
    page
      .getByRole('button', { name: 'Turn off two-step sign-in' })
      .locator('..')
      .getByLabel('Current password'),
  ).toBeVisible();

  await openAccountItem(page, 'Sign out');
  await expect(page).toHaveURL(/\/administrator\/login/);

  // The password screen is unchanged; the code is its own second screen.
  await page.getByLabel('Email').fill(officeAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(officeAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  const code = page.getByLabel('Authentication code');
  await code.fill('123');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code has exactly 6 digits')).toBeVisible();
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath('two-factor-code.png'), fullPage: true });
  // The next time step's code: the current one may be the one the set-up just used (never accepted twice).
  await code.fill(totp(secret, 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog', { name: 'Signed in' })).toBeVisible();
  await expect(page).toHaveURL(/\/administrator\/?$/);

  // A second device: another sign-in through the API with a recovery code.
  const headers = {
    'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  };
  const password = await request.post('/api/auth/login', {
    data: { email: officeAdmin.email, password: officeAdmin.password },
    headers,
  });
  const { challenge } = (await password.json()) as { challenge: string };
  const second = await request.post('/api/auth/login/code', {
    data: { challenge, recovery_code: recoveryCode },
    headers,
  });
  expect(second.status()).toBe(200);

  await openAccountItem(page, 'Sessions');
  await expect(page.getByRole('heading', { name: 'Sessions', level: 1 })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Signed in on 2 devices' })).toBeVisible();
  await expect(page.getByText('Chrome on Android').first()).toBeVisible();
  // Times read in the portal's one style (src/shared/dates.ts), e.g. "Thu 3 Dec 2026, 4:05 PM".
  await expect(
    page.getByText(new RegExp(`^Signed in ${PORTAL_MINUTE} · Last seen ${PORTAL_MINUTE}$`)).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out all other sessions' })).toBeEnabled();
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath('sessions.png'), fullPage: true });
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await page
    .getByRole('alertdialog', { name: 'Sign out all other sessions?' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(/Signed out of \d+ session/);
  await expect(page.getByRole('heading', { name: 'Signed in on 1 device' })).toBeVisible();
});

test('the superadmin reads the audit log filtered by action', async ({
  superadminPage: page,
  checkA11y,
}, testInfo) => {
  await page.goto('/administrator/');
  await page.getByRole('navigation', { name: 'Admin Menu' }).getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  // Retention in words, not a setting (AUDIT_RETENTION_DAYS defaults to 365).
  await expect(page.getByText('and are kept for 12 months.')).toBeVisible();
  const entries = page.getByTestId('audit-entries').getByRole('listitem');
  await expect(entries.first()).toBeVisible();
  await page.getByLabel('Action').selectOption({ label: 'signed in' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  // Each entry is a sentence about a person, never a code such as auth.login.success.
  await expect(entries.first()).toContainText(/\S+ signed in/);
  // The unfiltered list stays until the filtered page arrives, and its newest entry may be a sign-in too.
  await expect(entries.filter({ hasNotText: ' signed in' })).toHaveCount(0);
  for (const text of await entries.allTextContents()) {
    expect(text).toContain(' signed in');
    expect(text).not.toContain('auth.');
  }
  // Each entry's time is to the second, in the portal's one style: "Thu 3 Dec 2026, 4:05:09 PM".
  await expect(entries.first()).toContainText(new RegExp(`${PORTAL_DAY}, \\d{1,2}:\\d{2}:\\d{2} [AP]M`));
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath('audit-log.png'), fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('the superadmin resets a user’s two-step sign-in from Manage Users', async ({
  superadminPage: page,
  officeAdmin,
  request,
  checkA11y,
}) => {
  // The office admin turns it on through the API.
  const token = (
    (await (
      await request.post('/api/auth/login', {
        data: { email: officeAdmin.email, password: officeAdmin.password },
      })
    ).json()) as { token: string }
  ).token;
  const auth = { Authorization: `Bearer ${token}` };
  const { secret } = (await (
    await request.post('/api/admin/account/two-factor/setup', { headers: auth })
  ).json()) as {
    secret: string;
  };
  expect(
    (
      await request.post('/api/admin/account/two-factor/confirm', {
        headers: auth,
        data: { current_password: officeAdmin.password, code: totp(secret) },
      })
    ).status(),
  ).toBe(200);

  await page.goto('/administrator/users');
  await page.getByLabel('Search by email').fill(officeAdmin.email);
  await page
    .getByRole('button', { name: `Reset two-step sign-in for ${officeAdmin.email}` })
    .filter({ visible: true })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset two-step sign-in?' });
  await checkA11y();
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText('Two-step sign-in reset');
  await expect(
    page
      .getByRole('button', { name: `Reset two-step sign-in for ${officeAdmin.email}` })
      .filter({ visible: true }),
  ).toHaveCount(0);
  // Signed out everywhere; the password alone signs in again.
  expect((await request.get('/api/admin/me', { headers: auth })).status()).toBe(401);
  const again = (await (
    await request.post('/api/auth/login', {
      data: { email: officeAdmin.email, password: officeAdmin.password },
    })
  ).json()) as { token?: string };
  expect(again.token).toBeTruthy();
});
