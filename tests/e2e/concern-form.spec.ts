// The concern form: preparing, validation messages that clear on edit, the character count, the in-app
// browser notice, the submit error, success and the return home.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const FACEBOOK_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.41.107;FBBV/123]';

/** Counts the page's requests for the device position (each may prompt). */
async function countPositionRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls = { n: 0 };
    (window as unknown as { geoCalls: typeof calls }).geoCalls = calls;
    const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    navigator.geolocation.getCurrentPosition = (...args: Parameters<typeof original>) => {
      calls.n++;
      original(...args);
    };
  });
}
const positionRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { geoCalls: { n: number } }).geoCalls.n);

test('validation messages appear on submit and each clears when its field is edited', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/send-concern');
  const email = page.getByLabel('Your Email Address');
  const message = page.getByLabel('Your Message');
  await expect(email).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1, name: 'Send a Concern' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('complementary', { name: 'Your privacy' })).toContainText('IP address');
  await checkA11y();

  await page.getByRole('button', { name: 'Submit Concern' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByText('Please enter your message')).toBeVisible();
  await checkA11y();

  await email.fill('not-an-email');
  await expect(page.getByText('Please enter your email address')).toHaveCount(0);
  await expect(page.getByText('Please enter your message')).toBeVisible();
  await message.fill('Too short');
  await expect(page.getByText('Please enter your message')).toHaveCount(0);
  await expect(page.getByText('9 / 5000 characters')).toBeVisible();

  await page.getByRole('button', { name: 'Submit Concern' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  // One mailbox only, by the server's rule (src/shared): a list of addresses is refused in the form too.
  await email.fill('first,second,third@example.com');
  await page.getByRole('button', { name: 'Submit Concern' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await email.fill('juan@example');
  await page.getByRole('button', { name: 'Submit Concern' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await email.pressSequentially('.com');
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
});

test('shows Preparing Form... until the initial log has been sent', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/honeypot/initial', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/send-concern');
  await expect(page.getByText('Preparing Form...')).toBeVisible();
  // The form is already in place (nothing moves when it opens) but cannot be used yet.
  const form = page.locator('form[aria-labelledby="concern-form-title"]');
  const box = await form.boundingBox();
  await expect(page.locator('[inert] form')).toHaveCount(1);
  release();
  await expect(page.getByText('Preparing Form...')).toHaveCount(0);
  await expect(page.locator('[inert] form')).toHaveCount(0);
  await expect(page.getByLabel('Your Email Address')).toBeEditable();
  expect(await form.boundingBox()).toEqual(box);
});

test('a failed submission shows the error and keeps what was typed', async ({ page }) => {
  await page.route('**/api/honeypot', (route) =>
    route.fulfill({ status: 500, json: { ok: false, message: 'Something went wrong' } }),
  );
  await page.goto('/send-concern');
  await page.getByLabel('Your Email Address').fill('maria@example.com');
  await page.getByLabel('Your Message').fill('Where can I get my transcript of records?');
  await page.getByRole('button', { name: 'Submit Concern' }).click();
  await expect(page.getByRole('alert')).toHaveText('An error occurred. Please try again.');
  await expect(page.getByLabel('Your Email Address')).toHaveValue('maria@example.com');
  await expect(page.getByLabel('Your Email Address')).toBeEnabled();
});

test('fields are disabled while submitting, then Success! and home after 2 seconds', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/honeypot', async (route) => {
    await held;
    await route.fulfill({ status: 201, json: { ok: true } });
  });
  await page.goto('/send-concern');
  await page.getByLabel('Your Email Address').fill('pedro@example.com');
  await page.getByLabel('Your Message').fill('The gate near the gym is locked after 5 pm.');
  await page.getByRole('button', { name: 'Submit Concern' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(page.getByLabel('Your Email Address')).toBeDisabled();
  await expect(page.getByLabel('Your Message')).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1500);
});

test.describe('in an in-app browser', () => {
  test.use({ userAgent: FACEBOOK_UA });

  test('shows the notice and does not ask for the location', async ({ page, context, checkA11y }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 10, longitude: 120 });
    await countPositionRequests(page);
    const initial = page.waitForRequest('**/api/honeypot/initial');
    await page.goto('/send-concern');
    const body = (await initial).postDataJSON();
    expect(body).toMatchObject({ inAppBrowser: 'Facebook', gpsLocation: null, isInitialLog: true });
    await expect(
      page.getByText(
        'We detected that you are using the Facebook in-app browser. Your submission will be processed normally.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Your Email Address')).toBeVisible();
    expect(await positionRequests(page)).toBe(0);
    await checkA11y();
  });
});

test('the location attempt never prompts: the device position only when already allowed', async ({
  page,
  context,
}) => {
  // Not allowed (the default): no position is asked for, so no prompt; the server places the sender by address.
  await countPositionRequests(page);
  let initial = page.waitForRequest('**/api/honeypot/initial');
  await page.goto('/send-concern');
  expect((await initial).postDataJSON()).toMatchObject({ gpsLocation: null, isInitialLog: true });
  await expect(page.getByLabel('Your Email Address')).toBeEditable();
  expect(await positionRequests(page)).toBe(0);

  // Already allowed: the device position goes with the initial log.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 16.93, longitude: 121.77, accuracy: 12 });
  initial = page.waitForRequest('**/api/honeypot/initial');
  await page.reload();
  expect((await initial).postDataJSON().gpsLocation).toMatchObject({
    latitude: 16.93,
    longitude: 121.77,
    accuracy: 12,
  });
});

test('a concern posted before the page woke is answered by the server, and the page then works as usual', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/send-concern');
  // A press before the scripts took over is a plain form post.
  await page.getByLabel('Your Email Address').fill('ana@example');
  await Promise.all([
    page.waitForURL('**/send-concern'),
    page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form[aria-labelledby="concern-form-title"]');
      HTMLFormElement.prototype.submit.call(form);
    }),
  ]);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Each message sits under its field (the error summary above the form repeats them as links).
  await expect(page.locator('#concern-email-error')).toHaveText('Please enter a valid email address');
  await expect(page.locator('#concern-message-error')).toHaveText('Please enter your message');
  await expect(page.getByLabel('Your Email Address')).toHaveValue('ana@example');
  await checkA11y();
  // Awake: an edit clears its field's message at once.
  await page.getByLabel('Your Message').fill('Hello');
  await expect(page.locator('#concern-message-error')).toHaveCount(0);
  await expect(page.getByText('5 / 5000 characters')).toBeVisible();
});

test('after Success! home shows the reference and reply date until dismissed, for the session', async ({
  page,
  context,
  checkA11y,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/send-concern');
  await page.getByLabel('Your Email Address').fill('lito@example.com');
  await page.getByLabel('Your Message').fill('The covered walk to the canteen leaks when it rains.');
  const answer = page.waitForResponse('**/api/honeypot');
  await page.getByRole('button', { name: 'Submit Concern' }).click();
  const { reference, due_date } = (await (await answer).json()) as { reference: string; due_date: string };
  expect(reference).toMatch(/^CASE-/);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.locator('strong', { hasText: reference })).toBeVisible();
  const replyBy =
    (await page
      .getByText(/We will reply by/)
      .locator('strong')
      .textContent()) ?? '';
  expect(replyBy).toMatch(/\d{4}/);
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });

  const notice = page.getByRole('region', { name: 'Your concern was sent' });
  await expect(notice).toContainText(reference);
  await expect(notice).toContainText(replyBy);
  expect(due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await checkA11y();
  await notice.getByRole('button', { name: 'Copy reference' }).click();
  await expect(notice.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);

  // Kept for the session: another page and back, it is still there.
  await page.goto('/about/history');
  await page.goto('/');
  await expect(notice).toContainText(reference);
  await notice.getByRole('button', { name: 'Dismiss this notice' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-island="concern-receipt"]')).toHaveAttribute('data-awake', 'true');
  await expect(notice).toHaveCount(0);
});
