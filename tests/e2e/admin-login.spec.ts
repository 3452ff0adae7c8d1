// Administrator sign-in, the session gate, sign-out and change password (docs/product/admin-portal.md#screens, #states, #validation, #errors).
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { ADMIN_TOKEN_KEY, apiLogin, expect, signInPage, test } from './fixtures.ts';

test('sign-in validates the e-mail live and asks for both fields', async ({ page, checkA11y }) => {
  await page.goto('/administrator/login');
  await expect(page.getByRole('heading', { name: 'Administrator Sign-in' })).toBeVisible();
  await checkA11y();

  const email = page.getByLabel('Email');
  // Password managers fill the right fields (WCAG 1.3.5).
  await expect(email).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'autocomplete',
    'current-password',
  );
  await email.fill('someone@campus');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('someone@campus.test');
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please provide both email and password.');

  await email.fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('whatever');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Invalid email' });
  await expect(dialog).toContainText('Please enter a valid email address');
  await checkA11y();
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog).toHaveCount(0);
});

test('wrong passwords count down the attempts, then the e-mail is blocked', async ({ page }, testInfo) => {
  const email = `lockout-${testInfo.project.name}-${Date.now()}@campus.test`;
  await page.goto('/administrator/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-passw0rd');
  for (const left of [4, 3, 2, 1]) {
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Login failed' });
    await expect(dialog).toContainText('Invalid email or password');
    await expect(dialog).toContainText('The email or password you provided does not match our records...');
    await expect(dialog).toContainText(`Attempts left: ${left}`);
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  const blocked = page.getByRole('alertdialog', { name: 'Login failed' });
  await expect(blocked).toContainText('Blocked. Try again in 15 minute(s).');
  await expect(blocked).toContainText('There was an issue signing you in...');
  await expect(page).toHaveURL(/\/administrator\/login$/);
});

test('an unreachable server shows the network error', async ({ page }) => {
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
  await page.goto('/administrator/login');
  await page.getByLabel('Email').fill(E2E_SUPERADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_SUPERADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Network error' });
  await expect(dialog).toContainText('Unable to reach the server. Please try again later.');
});

test('sign-in works with the keyboard alone, then the dashboard opens', async ({ page, checkA11y }) => {
  await page.goto('/administrator/login');
  // Tab from the top of the page to the e-mail field.
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    if (await page.getByLabel('Email').evaluate((el) => el === document.activeElement)) break;
  }
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(E2E_SUPERADMIN.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(E2E_SUPERADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Signed in' })).toBeVisible();
  await expect(page).toHaveURL(/\/administrator\/$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  expect(await page.evaluate((k) => sessionStorage.getItem(k), ADMIN_TOKEN_KEY)).toBeTruthy();

  // The dashboard: office, role, the restriction note, quick start and sign-out.
  await expect(page.getByText('Role:')).toBeVisible();
  await expect(page.getByText('Superadmin', { exact: true })).toBeVisible();
  await expect(
    page.getByText('If your account may not do something, the site stops it and tells you so.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick start' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin Menu' })).toBeVisible();
  await checkA11y();

  // Someone already signed in who opens the login page goes straight to the dashboard.
  await page.goto('/administrator/login');
  await expect(page).toHaveURL(/\/administrator\/$/);
});

test('without a valid session every admin route goes to the login page', async ({ page }) => {
  await page.goto('/administrator/news/bsit');
  await expect(page).toHaveURL(/\/administrator\/login$/);
  await signInPage(page, 'not-a-real-token');
  await page.goto('/administrator/users');
  await expect(page).toHaveURL(/\/administrator\/login$/);
  expect(await page.evaluate((k) => sessionStorage.getItem(k), ADMIN_TOKEN_KEY)).toBeNull();
});

test('sign-out revokes the session and returns to the login page', async ({ page, request }) => {
  const token = await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  await signInPage(page, token);
  await page.goto('/administrator/');
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/administrator\/login$/);
  expect(await page.evaluate((k) => sessionStorage.getItem(k), ADMIN_TOKEN_KEY)).toBeNull();
  const me = await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('change password: field messages, the confirmation, then Password updated', async ({
  adminPage: page,
  officeAdmin,
  request,
  checkA11y,
}) => {
  await page.goto('/administrator/');
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Please fix the highlighted fields')).toBeVisible();
  await expect(dialog.getByText('Current password is required')).toBeVisible();
  await expect(dialog.getByText('New password is required')).toBeVisible();
  await checkA11y();

  await dialog.getByLabel('Current password').fill(officeAdmin.password);
  await dialog.getByLabel('New password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm new password').fill('different');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(
    dialog.getByText('Password must be at least 8 chars and include uppercase, lowercase and a digit'),
  ).toBeVisible();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();

  await dialog.getByLabel('New password', { exact: true }).fill('Brand-new-Pass1');
  await dialog.getByLabel('Confirm new password').fill('Brand-new-Pass1');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Change password' });
  await expect(confirm).toContainText('Are you sure you want to change your password?');
  await confirm.getByRole('button', { name: 'Yes, change' }).click();
  await expect(page.getByRole('dialog', { name: 'Password updated' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Password updated' })).toHaveCount(0, { timeout: 3000 });

  // The new password signs in; the old one no longer does.
  await expect(apiLogin(request, officeAdmin.email, 'Brand-new-Pass1')).resolves.toBeTruthy();
  await expect(apiLogin(request, officeAdmin.email, officeAdmin.password)).rejects.toThrow();
});

test('a wrong current password shows Change password failed', async ({ adminPage: page }) => {
  await page.goto('/administrator/');
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('Not-the-pass1');
  await dialog.getByLabel('New password', { exact: true }).fill('Brand-new-Pass1');
  await dialog.getByLabel('Confirm new password').fill('Brand-new-Pass1');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('button', { name: 'Yes, change' }).click();
  const failure = page.getByRole('alertdialog', { name: 'Change password failed' });
  await expect(failure).toBeVisible();
  await failure.getByRole('button', { name: 'Dismiss' }).click();
  await expect(failure).toHaveCount(0);
});
