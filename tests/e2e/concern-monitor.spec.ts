// End to end: a concern sent with location access granted and one with it denied both reach the
// submissions monitor, each with the right location source.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const MONITOR_PASSWORD = 'Monit0rPassword';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const GPS = { latitude: 15.7385, longitude: 121.5712 };

test.describe.configure({ mode: 'serial' });

async function sendConcern(page: Page, email: string, message: string) {
  await page.goto('/send-concern');
  await page.getByLabel('Your Email Address').fill(email);
  await page.getByLabel('Your Message').fill(message);
  await page.getByRole('button', { name: 'Submit Concern' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
}

const emailFor = (kind: string, project: string) => `${kind}-${project}-${run}@example.com`;

test.describe('with location access granted', () => {
  test.use({ permissions: ['geolocation'], geolocation: GPS });
  test('the concern is sent with the device coordinates', async ({ page }, info) => {
    const submitted = page.waitForRequest((r) => r.url().endsWith('/api/honeypot') && r.method() === 'POST');
    await sendConcern(page, emailFor('gps', info.project.name), 'The streetlight by the library is out.');
    expect((await submitted).postDataJSON().gpsLocation).toMatchObject(GPS);
  });
});

test.describe('with location access denied', () => {
  test.use({ permissions: [] });
  test('the concern is sent without coordinates', async ({ page, context }, info) => {
    await context.clearPermissions();
    const submitted = page.waitForRequest((r) => r.url().endsWith('/api/honeypot') && r.method() === 'POST');
    await sendConcern(page, emailFor('ip', info.project.name), 'Please post the enrolment schedule early.');
    expect((await submitted).postDataJSON().gpsLocation).toBeNull();
  });
});

test('the monitor lists both, with GPS and IP as their location sources', async ({
  page,
  checkA11y,
}, info) => {
  await page.goto('/honeypot/admin');
  await page.getByLabel('Password').fill(MONITOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Submissions Monitor' })).toBeVisible();

  const entry = (email: string) =>
    page.locator('[data-submission-id]').filter({ hasText: email }).filter({ visible: true });
  const gpsRow = entry(emailFor('gps', info.project.name));
  const ipRow = entry(emailFor('ip', info.project.name));
  await expect(gpsRow).toHaveCount(1);
  await expect(ipRow).toHaveCount(1);
  await expect(gpsRow).toContainText('source: GPS');
  await expect(gpsRow).toContainText('The streetlight by the library is out.');
  await expect(ipRow).toContainText('source: IP');
  // The initial logs of the visits are listed too.
  await expect(page.getByText('Initial access').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('No message yet').filter({ visible: true }).first()).toBeVisible();
  // What the visitor's device and network report cannot be checked, and the monitor says so (issue 30).
  await expect(
    page.getByText(
      'IP addresses, GPS positions and in-app browser names are reported by the visitor and can be false.',
    ),
  ).toBeVisible();
  await checkA11y();

  await gpsRow.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: /Submission #\d+/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('GPS (device location)');
  await expect(dialog).toContainText('15.738500, 121.571200');
  // The IP address, the GPS source and the coordinates each say where they come from.
  const reported = (label: string) =>
    dialog
      .locator('div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .last();
  for (const label of ['IP address', 'Location source', 'Coordinates'])
    await expect(reported(label), label).toContainText('Reported by the visitor');
  await expect(dialog.getByRole('link', { name: /View on map/ })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=15.738500&mlon=121.571200#map=17/15.738500/121.571200',
  );
  await checkA11y();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await ipRow.getByRole('button', { name: 'View Details' }).click();
  await expect(dialog).toContainText('IP address lookup');
  await expect(dialog.getByRole('link', { name: /View on map/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toHaveCount(0);
});
