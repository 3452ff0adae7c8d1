// Manage Users (docs/product/admin-portal.md#screens, #states, #validation, #errors) as the superadmin.
import type { Page } from '@playwright/test';
import { apiLogin, expect, test } from './fixtures.ts';

/** The visible control with this accessible name (the phone cards and the desktop table share names). */
const visibleButton = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name }).filter({ visible: true });

test('create a user, then deactivate and reactivate them', async ({
  superadminPage: page,
  request,
  checkA11y,
}, testInfo) => {
  test.slow();
  await page.goto('/administrator/users');
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Create user' });
  // Role defaults to admin, office to the first listed.
  await expect(form.getByLabel('Role')).toHaveValue('admin');
  await expect(form.getByLabel('Office')).toHaveValue('1');
  // An invitation is the default; this test types the password itself (invitations: account-recovery.spec.ts).
  await expect(form.getByLabel('Send an invitation instead')).toBeChecked();
  await expect(form.getByLabel('Password', { exact: true })).toHaveCount(0);
  await form.getByLabel('Send an invitation instead').uncheck();
  // The superadmin's own row offers no status change.
  await page.getByLabel('Search by email').fill('super@campus.test');
  await expect(page.getByText('Your account').filter({ visible: true })).toBeVisible();
  await page.getByLabel('Search by email').fill('');
  await checkA11y();

  // Every message of the create rules.
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Last name is required')).toBeVisible();
  await expect(form.getByText('Password is required')).toBeVisible();
  await form.getByLabel('Email').fill('maria@campus');
  await form.getByLabel('Password', { exact: true }).fill('weakpass');
  await form.getByLabel('Confirm password').fill('other');
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  await expect(
    form.getByText('Password must be at least 8 chars and include uppercase, lowercase and a digit'),
  ).toBeVisible();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await checkA11y();

  const email = `maria-${testInfo.project.name}-${Date.now()}@campus.test`;
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First name').fill('Maria');
  await form.getByLabel('Middle name').fill('Luz');
  await form.getByLabel('Last name').fill('Santos');
  await form.getByLabel('Password', { exact: true }).fill('Extension9Pass');
  await form.getByLabel('Confirm password').fill('Extension9Pass');
  await form.getByLabel('Office').selectOption({ label: 'EXTENSION – Extension and Training Office' });
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('dialog', { name: 'User created' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'User created' })).toHaveCount(0, { timeout: 3000 });
  await expect(form.getByLabel('Email')).toHaveValue('');

  // Search narrows the list to the new account.
  await page.getByLabel('Search by email').fill(email.toUpperCase().slice(0, 20));
  await expect(page.getByText(email).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('super@campus.test').filter({ visible: true })).toHaveCount(0);

  // Deactivate behind a confirmation; the account can no longer sign in.
  await visibleButton(page, `Deactivate ${email}`).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate user?' });
  await expect(confirm).toContainText(email);
  await checkA11y();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('dialog', { name: 'User deactivated' })).toBeVisible();
  await expect(visibleButton(page, `Activate ${email}`)).toBeVisible();
  // The right password of a deactivated account reads like any failed sign-in (it is not confirmed).
  await expect(apiLogin(request, email, 'Extension9Pass')).rejects.toThrow(/Invalid email or password/);

  // And back.
  // Success dialogs close by themselves.
  await expect(page.getByRole('dialog', { name: 'User deactivated' })).toHaveCount(0);
  await visibleButton(page, `Activate ${email}`).click();
  await page
    .getByRole('alertdialog', { name: 'Activate user?' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(page.getByRole('dialog', { name: 'User activated' })).toBeVisible();
  await expect(visibleButton(page, `Deactivate ${email}`)).toBeVisible();

  // Failed sign-ins (the deactivated attempt above among them) are cleared by Unlock, behind a confirmation.
  await expect(page.getByRole('dialog', { name: 'User activated' })).toHaveCount(0);
  await visibleButton(page, `Unlock sign-in for ${email}`).click();
  const unlock = page.getByRole('alertdialog', { name: 'Unlock sign-in?' });
  await expect(unlock).toContainText(email);
  await checkA11y();
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(`Sign-in unlocked for ${email}.`);
  await expect(apiLogin(request, email, 'Extension9Pass')).resolves.toBeTruthy();

  // A duplicate e-mail: 'Create failed' with the server's reason, and the red line.
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First name').fill('Maria');
  await form.getByLabel('Last name').fill('Santos');
  await form.getByLabel('Password', { exact: true }).fill('Extension9Pass');
  await form.getByLabel('Confirm password').fill('Extension9Pass');
  await form.getByRole('button', { name: 'Create user' }).click();
  const failed = page.getByRole('alertdialog', { name: 'Create failed' });
  await expect(failed).toBeVisible();
  await checkA11y();
  await failed.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Error: Create failed')).toBeVisible();
});

test('a failed status change is rolled back', async ({ superadminPage: page, request }, testInfo) => {
  const token = await apiLogin(request, 'super@campus.test', 'Sup3rSecret9');
  const email = `rollback-${testInfo.project.name}-${Date.now()}@campus.test`;
  const created = await request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      email,
      first_name: 'Rolly',
      last_name: 'Back',
      password: 'Rollback9Pass',
      password_confirm: 'Rollback9Pass',
      role: 'admin',
      office_id: 3,
    },
  });
  expect(created.ok()).toBe(true);
  await page.route('**/api/admin/users/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { ok: false, message: 'Something went wrong' } })
      : route.continue(),
  );
  await page.goto('/administrator/users');
  await page.getByLabel('Search by email').fill(email);
  await visibleButton(page, `Deactivate ${email}`).click();
  await page
    .getByRole('alertdialog', { name: 'Deactivate user?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  const failure = page.getByRole('alertdialog', { name: 'Failed to update status' });
  await expect(failure).toBeVisible();
  await failure.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Error: Failed to update status')).toBeVisible();
  await expect(visibleButton(page, `Deactivate ${email}`)).toBeVisible();
});

test('ten users a page with Prev and Next; a search with no match says so', async ({
  superadminPage: page,
}) => {
  const users = Array.from({ length: 23 }, (_, i) => ({
    // Ids clear of the signed-in superadmin's own row, which has no status button.
    id: 1000 + i,
    email: `person${String(i + 1).padStart(2, '0')}@campus.test`,
    first_name: 'Person',
    middle_name: null,
    last_name: String(i + 1),
    role: 'admin',
    status: i === 0 ? 'pending' : 'active',
    office_id: 2,
    office_abbrev: 'BSIT',
  }));
  await page.route('**/api/users', (route) => route.fulfill({ json: users }));
  await page.goto('/administrator/users');
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  // person01 is pending: display only, no status button.
  await expect(visibleButton(page, /^(Deactivate|Activate) person/)).toHaveCount(9);
  await expect(visibleButton(page, /^(Deactivate|Activate) person01@/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  await expect(visibleButton(page, /^(Deactivate|Activate) person/)).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  // A search resets to page 1.
  await page.getByLabel('Search by email').fill('person0');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await page.getByLabel('Search by email').fill('nobody');
  await expect(page.getByText('No users found.')).toBeVisible();
});
