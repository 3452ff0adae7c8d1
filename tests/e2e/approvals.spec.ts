// Review before publishing in the browser (docs/decisions/0041-contributors-and-review.md): a contributor
// sends a saved draft for review with a note; the office admin sees "Waiting for you" on the dashboard,
// returns it with comments, then approves it; the writer's form shows the history.

import sharp from 'sharp';
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { apiLogin, expect, expectNoA11yViolations, signInPage, test } from './fixtures.ts';

test('a contributor sends a draft for review; the admin returns it, then approves and publishes it', async ({
  adminPage: page,
  officeAdmin,
  request,
  browser,
  checkA11y,
}, testInfo) => {
  test.slow();
  const superToken = await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const email = `writer-${testInfo.project.name}-${Date.now()}@campus.test`;
  const made = await request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${superToken}` },
    data: {
      email,
      first_name: 'Lea',
      middle_name: '',
      last_name: 'Writer',
      password: 'Writer9Pass',
      password_confirm: 'Writer9Pass',
      role: 'contributor',
      office_id: 2,
    },
  });
  expect(made.status()).toBe(201);
  const writerToken = await apiLogin(request, email, 'Writer9Pass');
  const title = `Hackathon team ${testInfo.project.name} ${Date.now()}`;
  const pixel = {
    name: 't.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer(),
  };
  const created = await request.post('/api/admin/articles', {
    headers: { Authorization: `Bearer ${writerToken}` },
    multipart: {
      title,
      content: '<p>Our team placed second.</p>',
      type: 'News',
      office: 'bsit',
      status: 'draft',
      image_meta: JSON.stringify({
        thumbnail: { alt: 'The team' },
        slider: [{ ref: 'new:0', alt: 'The trophy' }],
      }),
      thumbnail: pixel,
      'slider_images[]': pixel,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).article.article_id as number;

  // The writer sends it from the form with a note.
  const context = await browser.newContext();
  const mine = await context.newPage();
  await signInPage(mine, writerToken);
  await mine.goto(`/administrator/news/bsit/edit/${id}`);
  const review = mine.getByRole('region', { name: 'Review' });
  await expect(review).toContainText('Not sent for review yet.');
  await review.getByLabel('Note for the reviewer (optional)').fill('Please check the team names.');
  await review.getByRole('button', { name: 'Submit for review' }).click();
  await expect(review.getByRole('status')).toContainText('Sent for review.');
  await expect(review).toContainText('Waiting for review.');
  await expectNoA11yViolations(mine);

  // The office admin: the dashboard card, then the approvals list.
  await page.goto('/administrator/');
  const card = page.getByRole('region', { name: /^Waiting for you: \d+$/ });
  await expect(card).toBeVisible();
  await checkA11y();
  await card.getByRole('link', { name: 'Review articles' }).click();
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  const item = page.getByRole('article', { name: title });
  await expect(item).toContainText('Please check the team names.');
  await item.getByRole('button', { name: 'Return with comments' }).click();
  await expect(item.getByText('Say what needs to change, so the writer knows what to do.')).toBeVisible();
  await checkA11y();
  await item.getByLabel('Comments for the writer (needed to return it)').fill('Spell out the school names.');
  await item.getByRole('button', { name: 'Return with comments' }).click();
  await expect(page.getByRole('status')).toContainText('Returned to the writer with your comments.');
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);

  // The writer sees the comments and sends it again; the admin approves and it is public.
  await mine.reload();
  await expect(mine.getByRole('region', { name: 'Review' })).toContainText(
    'Comments: Spell out the school names.',
  );
  await mine.getByRole('button', { name: 'Submit for review' }).click();
  await expect(mine.getByRole('region', { name: 'Review' })).toContainText('Waiting for review.');
  await page.reload();
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: 'Approve and publish' })
    .click();
  await expect(page.getByRole('status')).toContainText('Approved and published.');
  expect((await request.get(`/api/articles/${id}`)).status()).toBe(200);
  await mine.reload();
  await expect(mine.getByRole('region', { name: 'Review' })).toContainText(`Approved by ${'Olivia Reyes'}`);
  await checkA11y();
  if (process.env.REVIEW_SHOTS) {
    for (const width of [375, 1280]) {
      await mine.setViewportSize({ width, height: 900 });
      await mine.screenshot({
        path: `${process.env.REVIEW_SHOTS}/review-panel-${width}.png`,
        fullPage: true,
      });
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${process.env.REVIEW_SHOTS}/approvals-${width}.png`, fullPage: true });
    }
  }
  expect(officeAdmin.office).toBe('bsit');
  await context.close();
});
