// The concern form and the FOI request form work without JavaScript (issue #32): each posts to its own page, the
// server draws the wrong fields' messages next to them with everything typed kept, and a right post shows the
// success screen (the concern's with its reference and reply date, and home after 2 seconds).
import type { Page } from '@playwright/test';
import { E2E_MAIL_URL } from '../../playwright.config.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

test.use({ javaScriptEnabled: false });

async function mailSubjectsFor(page: Page, address: string): Promise<string[]> {
  const res = await page.request.get(E2E_MAIL_URL);
  return ((await res.json()) as { to: string[]; subject: string }[])
    .filter((m) => m.to.includes(address))
    .map((m) => m.subject);
}

test('the concern form posts without JavaScript: messages beside the fields, then Success! and home', async ({
  page,
}, testInfo) => {
  const email = page.getByLabel('Your Email Address');
  const message = page.getByLabel('Your Message');
  await page.goto('/send-concern');
  await expect(page.getByText('Preparing Form...')).toHaveCount(0);
  await expect(email).toBeEditable();

  const posted = page.waitForRequest((r) => r.method() === 'POST');
  await page.getByRole('button', { name: 'Submit Concern' }).click();
  expect(new URL((await posted).url()).pathname).toBe('/send-concern');
  await expect(page.locator('#concern-email-error')).toHaveText('Please enter your email address');
  await expect(page.locator('#concern-message-error')).toHaveText('Please enter your message');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAttribute('aria-describedby', 'concern-email-error');
  // The error summary at the top links to each wrong field, in the form's order.
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary.getByRole('link')).toHaveText([
    'Please enter your email address',
    'Please enter your message',
  ]);
  await expect(summary.getByRole('link', { name: 'Please enter your message' })).toHaveAttribute(
    'href',
    '#concern-message',
  );

  await email.fill('juan@example');
  await message.fill('Too short');
  await page.getByRole('button', { name: 'Submit Concern' }).click();
  await expect(page.locator('#concern-email-error')).toHaveText('Please enter a valid email address');
  await expect(page.locator('#concern-message-error')).toHaveText('Message must be at least 10 characters');
  await expect(page.getByRole('region', { name: 'There is a problem' }).getByRole('link')).toHaveText([
    'Please enter a valid email address',
    'Message must be at least 10 characters',
  ]);
  // Nothing typed is lost, and the count is drawn for what came back.
  await expect(email).toHaveValue('juan@example');
  await expect(message).toHaveValue('Too short');
  await expect(page.getByText('9 / 5000 characters')).toBeVisible();

  const address = `no-js-${testInfo.project.name}-${Date.now()}@example.com`;
  await email.fill(address);
  await message.fill('The water fountain by the library has been dry all week.');
  const answered = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Submit Concern' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  const shownAt = Date.now();
  // Read from the answer itself: the page leaves for home 2 seconds after it is shown.
  const html = await (await answered).text();
  const reference = /<strong[^>]*>(CASE-[^<]*)<\/strong>/.exec(html)?.[1] ?? '';
  expect(reference).toMatch(/^CASE-\d{4}-[2-9A-HJKMNP-Z]{6}$/);
  expect(html).toMatch(/We will reply by <strong[^>]*>[^<]*\d{4}/);
  expect(html).not.toContain('There is a problem');
  // Home after 2 seconds, without a script (the answer's Refresh header).
  await expect(page).toHaveURL(/\/$/, { timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1500);
  // The acknowledgement carries the same reference.
  await expect
    .poll(() => mailSubjectsFor(page, address), { timeout: 15_000 })
    .toEqual([`We received your concern (reference ${reference})`]);
});

test('the FOI form posts without JavaScript: every wrong field is named, nothing typed is lost', async ({
  page,
}, testInfo) => {
  await page.goto('/foi');
  const name = `Requester ${testInfo.project.name} ${Date.now()}`;
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Your e-mail address').fill('requester@example');
  await page.getByLabel('Title of your request').fill('Library acquisitions in 2025');
  await page
    .getByLabel('Information you are asking for')
    .fill('The list of books the library bought in 2025.');
  await page.getByRole('button', { name: 'Send FOI request' }).click();
  await expect(page).toHaveURL(/\/foi$/);
  await expect(page.locator('#foi-email-error')).toHaveText('Please enter a valid e-mail address');
  await expect(page.locator('#foi-purpose-error')).toHaveText('Please say what the information is for');
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary.getByRole('link')).toHaveText([
    'Please enter a valid e-mail address',
    'Please say what the information is for',
    'Please choose a format',
  ]);
  await expect(summary.getByRole('link', { name: 'Please say what the information is for' })).toHaveAttribute(
    'href',
    '#foi-purpose',
  );
  await expect(page.getByLabel('Purpose')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Your name')).toHaveValue(name);
  await expect(page.getByLabel('Information you are asking for')).toHaveValue(
    'The list of books the library bought in 2025.',
  );

  await page.getByLabel('Your e-mail address').fill('requester@example.com');
  await page.getByLabel('Purpose').fill('A student research paper on library collections.');
  await page.getByLabel('PDF or other electronic copy by e-mail').check();
  await page.getByRole('button', { name: 'Send FOI request' }).click();
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await expect(page.locator('strong', { hasText: /^FOI-/ })).toHaveText(/^FOI-\d{4}-[A-Z0-9]{6}$/);
  await expect(page.getByText(/We will answer by/)).toContainText(/\d{4}/);
  await expect(
    page.getByRole('status').getByRole('link', { name: 'See the disclosure log' }),
  ).toHaveAttribute('href', '/foi/register');
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  for (const form of [
    { path: '/foi', first: 'Please enter your name', label: 'Your name' },
    { path: '/send-concern', first: 'Please enter your email address', label: 'Your Email Address' },
  ]) {
    test(`${form.path} drawn after a post that failed moves the focus to its error summary, whose links reach the fields`, async ({
      page,
    }) => {
      test.slow(); // a first visit to hydration, a post, and axe
      await page.goto(form.path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // A native submit skips the island's handler: the post the server answers when the scripts had not woken.
      // The form's own post: the concern page also posts its visit log once it has hydrated.
      const answered = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === form.path,
      );
      await page.locator(`form[action="${form.path}"]`).evaluate((el: HTMLFormElement) => el.submit());
      expect((await answered).status()).toBe(400);
      const summary = page.getByRole('region', { name: 'There is a problem' });
      await expect(summary).toBeFocused();
      await expectNoA11yViolations(page);
      await summary.getByRole('link', { name: form.first }).click();
      await expect(page.getByLabel(form.label)).toBeFocused();
      await expect(page.getByText(form.label, { exact: true })).toBeInViewport();
    });
  }
});
