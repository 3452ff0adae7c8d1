// Contributors in the browser (docs/decisions/0041-contributors-and-review.md): the superadmin creates one
// with the create-user form; the contributor sees the dashboard and their office's news only, saves drafts
// only, and is offered neither the privacy switch nor Delete on a published article.
import sharp from 'sharp';
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { apiLogin, expect, expectNoA11yViolations, signInPage, test } from './fixtures.ts';

async function png(name: string, background: string) {
  const buffer = await sharp({ create: { width: 800, height: 500, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

test('a superadmin creates a contributor, who writes a draft and cannot publish', async ({
  superadminPage: page,
  request,
  browser,
  checkA11y,
}, testInfo) => {
  test.slow();
  const email = `contributor-${testInfo.project.name}-${Date.now()}@campus.test`;
  await page.goto('/administrator/users');
  const form = page.getByRole('region', { name: 'Create user' });
  // The spec's roles stay first, Admin the default; Contributor is the third choice.
  await expect(form.getByLabel('Role')).toHaveValue('admin');
  await expect(form.getByLabel('Role').locator('option')).toHaveText([
    'Admin',
    'Superadmin',
    'Contributor (writes drafts for review)',
  ]);
  await form.getByLabel('Send an invitation instead').uncheck();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First name').fill('Carlo');
  await form.getByLabel('Last name').fill('Dizon');
  await form.getByLabel('Password', { exact: true }).fill('Contrib9Pass');
  await form.getByLabel('Confirm password').fill('Contrib9Pass');
  await form.getByLabel('Role').selectOption('contributor');
  await form
    .getByLabel('Office')
    .selectOption({ label: 'BSIT – Bachelor of Science in Information Technology' });
  await checkA11y();
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('dialog', { name: 'User created' })).toBeVisible();

  // A published article of the office, by the superadmin, for the list below.
  const superToken = await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const publishedTitle = `Published by the office ${Date.now()}`;
  const thumb = await png('t.png', '#225588');
  const created = await request.post('/api/admin/articles', {
    headers: { Authorization: `Bearer ${superToken}` },
    multipart: {
      title: publishedTitle,
      content: '<p>Already public.</p>',
      type: 'News',
      office: 'bsit',
      status: 'published',
      image_meta: JSON.stringify({
        thumbnail: { alt: 'Blue square' },
        slider: [{ ref: 'new:0', alt: 'Blue' }],
      }),
      thumbnail: thumb,
      'slider_images[]': thumb,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The contributor, in a browser of their own.
  const context = await browser.newContext();
  const mine = await context.newPage();
  await signInPage(mine, await apiLogin(request, email, 'Contrib9Pass'));
  // The dashboard asks only for what a contributor may see: no card calls an endpoint that refuses them.
  const refused: string[] = [];
  mine.on('response', (r) => {
    if (r.status() === 403) refused.push(r.url());
  });
  await mine.goto('/administrator/');
  await expect(mine.getByText('Contributor', { exact: true })).toBeVisible();
  await expect(mine.getByRole('heading', { name: 'Needs doing now' })).toBeVisible();
  await mine.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  await expect(mine.getByRole('link', { name: 'BSIT News' }).first()).toBeAttached();
  await expect(mine.getByRole('link', { name: 'Documents' })).toHaveCount(0);
  await expect(mine.getByRole('link', { name: 'Manage Users' })).toHaveCount(0);
  await expectNoA11yViolations(mine);

  // Only Draft is offered; the draft saves.
  const title = `Contributor draft ${testInfo.project.name} ${Date.now()}`;
  await mine.goto('/administrator/news/bsit/create');
  await expect(mine.getByRole('radio')).toHaveCount(1);
  await expect(mine.getByRole('radio', { name: /Draft/ })).toBeChecked();
  await mine.getByLabel('Title').fill(title);
  await mine.getByRole('textbox', { name: 'Content' }).click();
  await mine.keyboard.type('Our team placed second in the regional hackathon.');
  for (const [button, file] of [
    [/Choose or drop a cover photo/, await png('thumb.png', '#1d5a86')],
    [/Choose or drop slideshow photos/, await png('one.png', '#aa6622')],
  ] as const) {
    const chooser = mine.waitForEvent('filechooser');
    await mine.getByRole('button', { name: button }).click();
    await (await chooser).setFiles([file]);
  }
  await mine.getByRole('button', { name: 'Create article' }).click();
  await expect(mine.getByRole('dialog', { name: 'Saved' })).toContainText('Article created');
  await expectNoA11yViolations(mine);

  // The office's list: the draft can be deleted, the published article neither hidden nor deleted.
  await mine.goto('/administrator/news/bsit');
  await expect(mine.getByText(title).filter({ visible: true }).first()).toBeVisible();
  await expect(
    mine.getByRole('button', { name: `Delete: ${title}` }).filter({ visible: true }),
  ).toBeVisible();
  await expect(mine.getByRole('button', { name: `Delete: ${publishedTitle}` })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: /make private|make public/ })).toHaveCount(0);
  await expectNoA11yViolations(mine);
  if (process.env.REVIEW_SHOTS) {
    for (const width of [375, 1280]) {
      await mine.setViewportSize({ width, height: 900 });
      await mine.screenshot({
        path: `${process.env.REVIEW_SHOTS}/contributor-list-${width}.png`,
        fullPage: true,
      });
    }
  }
  await context.close();
});
