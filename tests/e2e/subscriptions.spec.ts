// E-mail subscriptions in the browser, at both widths and axe-clean: the form at /subscribe (no script) says
// what is wrong next to the fields, a subscription is confirmed from the mailed link (read from the test mail
// server), an alert's mail carries a link to change the choices and a button that unsubscribes without
// signing in; staff see the counts per topic.
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { apiLogin, expect, test } from './fixtures.ts';
import { mailedLink } from './mailbox.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

test('a visitor subscribes without script, confirms by mail, changes their choices and unsubscribes', async ({
  page,
  checkA11y,
}, testInfo) => {
  test.slow();
  const email = `reader-${testInfo.project.name}-${Date.now()}@example.com`;
  const shot = async (name: string) => {
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
  };

  const res = await page.goto('/subscribe');
  // The form needs no script; the page's only script is the islands bundle ("Alerts on this device").
  expect((await res?.text())?.match(/<script\b[^>]*>/g)).toEqual([
    expect.stringMatching(/^<script type="module" src="\/assets\//),
  ]);
  await expect(page.getByRole('heading', { name: 'Get alerts and news by e-mail' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your privacy' })).toBeVisible();
  await checkA11y();
  await shot('subscribe');

  await page.getByLabel('Your e-mail address').fill('not-an-address');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Enter an e-mail address like name@example.com').first()).toBeVisible();
  await expect(page.getByText('Choose at least one topic').first()).toBeVisible();
  await expect(page.getByLabel('Your e-mail address')).toHaveValue('not-an-address');
  await checkA11y();
  await shot('subscribe-errors');

  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByLabel('Campus alerts (class suspensions, advisories)').check();
  await page.getByLabel('Events').selectOption('weekly');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await checkA11y();

  await page.goto(await mailedLink(page, email, 1, '/subscribe/confirm'));
  await checkA11y();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toContainText('You are subscribed.');

  // An alert starting next year (so no banner shows in other tests) is mailed at once; it is deleted after.
  const token = await apiLogin(page.request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/admin/site/alerts', {
    headers,
    data: {
      severity: 'information',
      office: 'administration',
      title: `Enrolment advisory (${testInfo.project.name})`,
      message: 'Enrolment for the second semester opens on Monday.',
      starts_at: new Date(Date.now() + 365 * 24 * 3_600_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  try {
    await page.goto(await mailedLink(page, email, 2, '/subscribe/manage'));
  } finally {
    await page.request.delete(`/api/admin/site/alerts/${id}`, { headers });
  }
  await expect(page.getByRole('heading', { name: 'Your subscription' })).toBeVisible();
  await expect(page.getByLabel('Events')).toHaveValue('weekly');
  await checkA11y();
  await shot('subscribe-manage');
  await page.getByLabel('Events').selectOption('daily');
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await expect(page.getByRole('status')).toContainText('Your choices are saved.');
  await expect(page.getByLabel('Events')).toHaveValue('daily');

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed.');
  await checkA11y();
});

test('staff see how many people follow each topic, never who', async ({
  superadminPage: page,
  checkA11y,
}, testInfo) => {
  await page.goto('/administrator/site/subscribers');
  await expect(page.getByRole('heading', { name: 'Subscribers' })).toBeVisible();
  await expect(
    page.getByRole('rowheader', { name: 'Campus alerts (class suspensions, advisories)' }),
  ).toBeVisible();
  await expect(page.getByTestId('subscriber-totals')).toContainText(
    /\d+ confirmed · \d+ waiting for confirmation · \d+ refused by their mail server · \d+ reported our mail as spam/,
  );
  await expect(page.getByRole('button', { name: 'Export the list' })).toBeVisible();
  await checkA11y();
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/subscribers-${testInfo.project.name}.png`, fullPage: true });
});
