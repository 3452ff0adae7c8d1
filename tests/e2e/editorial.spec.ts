// The editorial workflow in the browser (docs/decisions/0016-editorial-workflow.md): a draft previewed,
// refused for publishing until its images are described, scheduled and then published by the server on
// its own; a revision compared and restored. The keyboard-only upload with descriptions is in
// admin-articles.spec.ts.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { missingAltMessage } from '../../src/shared/contract/articles.ts';
import { expect, test } from './fixtures.ts';

async function png(name: string, background: string) {
  const buffer = await sharp({ create: { width: 800, height: 500, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function choose(page: Page, button: RegExp, files: Awaited<ReturnType<typeof png>>[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

/** A datetime-local value in Asia/Manila (UTC+8 all year), `minutes` from now. */
function manilaInput(minutes: number): string {
  const t = Date.now() + minutes * 60_000 + 8 * 3600_000;
  return new Date(t).toISOString().slice(0, 16);
}

const shots = process.env.EDITORIAL_SHOTS;

test('a draft is previewed, refused until described, scheduled, then published by itself', async ({
  adminPage: page,
  request,
  checkA11y,
}, testInfo) => {
  // The server's scheduler runs every 20 seconds; publication can take up to two of its turns.
  test.setTimeout(240_000);
  const title = `Robotics club open day ${testInfo.project.name} ${Date.now()}`;
  await page.goto('/administrator/news/bsit/create');
  await expect(page.getByRole('heading', { name: 'Create BSIT Article' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Visitors can try the line-following robots in the lab.');
  await page.getByRole('radio', { name: /Draft/ }).check();
  await choose(page, /Choose or drop a cover photo/, [await png('thumb.png', '#1d5a86')]);
  await choose(page, /Choose or drop slideshow photos/, [
    await png('one.png', '#aa6622'),
    await png('two.png', '#22aa66'),
  ]);
  // The second slider image moves first, across the new images.
  await page.getByRole('button', { name: 'Move slideshow photo 2 earlier' }).click();
  await checkA11y();
  if (shots)
    await page.screenshot({ path: `${shots}/editor-create-${testInfo.project.name}.png`, fullPage: true });

  // A draft needs no descriptions.
  await page.getByRole('button', { name: 'Create article' }).click();
  await expect(page.getByRole('dialog', { name: 'Saved' })).toContainText('Article created');

  // The dashboard lists it among the drafts waiting and the recent edits.
  await page.goto('/administrator/');
  const recent = page.getByRole('region', { name: /^Drafts waiting/ }).getByRole('link', { name: title });
  await expect(recent).toBeVisible();
  await checkA11y();
  if (shots)
    await page.screenshot({ path: `${shots}/dashboard-${testInfo.project.name}.png`, fullPage: true });
  await recent.click();
  await expect(page.getByRole('heading', { name: 'Edit BSIT Article' })).toBeVisible();
  const id = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);
  expect((await request.get(`/api/articles/${id}`)).status()).toBe(404);

  // Preview: the public page's rendering, for staff, unsaved changes included.
  await page.getByLabel('Title').fill(`${title} (preview)`);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`${title} (preview)`);
  await expect(preview.getByText('Visitors can try the line-following robots')).toBeVisible();
  await checkA11y();
  if (shots) await page.screenshot({ path: `${shots}/preview-${testInfo.project.name}.png` });
  await preview.getByRole('button', { name: 'Close preview' }).click();
  await page.getByLabel('Title').fill(title);

  // Scheduling asks for descriptions of every image: inline and in the summary dialog.
  await page.getByRole('radio', { name: /Scheduled/ }).check();
  await page.getByLabel('Publish at').fill(manilaInput(2));
  await page.getByRole('button', { name: 'Save changes' }).click();
  const summary = page.getByRole('alertdialog', { name: 'Please fix the highlighted fields' });
  await expect(summary).toContainText(missingAltMessage('The cover photo'));
  await expect(summary).toContainText(missingAltMessage('Slideshow photo 2'));
  await summary.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText(missingAltMessage('Slideshow photo 1'))).toBeVisible();
  await checkA11y();
  if (shots)
    await page.screenshot({ path: `${shots}/editor-errors-${testInfo.project.name}.png`, fullPage: true });

  await page.getByLabel('Description of cover photo').fill('Robot arm on a workbench');
  await page.getByLabel('Description of slideshow photo 1').fill('A student steering a robot along a line');
  await page.getByLabel('Decorative').nth(2).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('dialog', { name: 'Saved' })).toContainText('Article updated');
  await expect(page.getByText(/Scheduled for .*, Philippine time\./)).toBeVisible();
  expect((await request.get(`/api/articles/${id}`)).status()).toBe(404);

  // The server publishes it on its own; the public read then serves it with the descriptions.
  await expect
    .poll(async () => (await request.get(`/api/articles/${id}`)).status(), {
      timeout: 200_000,
      intervals: [5_000],
    })
    .toBe(200);
  const article = (await (await request.get(`/api/articles/${id}`)).json()).article;
  expect(article.status).toBe('published');
  expect(article.thumbnail_alt).toBe('Robot arm on a workbench');
  expect(article.slider_alts).toEqual(['A student steering a robot along a line', '']);
  await page.goto(`/news/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('img', { name: 'Robot arm on a workbench' })).toBeVisible();
  await checkA11y();
});

test('a revision is compared word by word and restored', async ({
  superadminPage: page,
  request,
  checkA11y,
}, testInfo) => {
  const token = await page
    .evaluate(() => window.sessionStorage.getItem('campus_admin_token'))
    .catch(() => null);
  const login = await request.post('/api/auth/login', {
    data: { email: 'super@campus.test', password: 'Sup3rSecret9', admin: true },
  });
  const auth = { Authorization: `Bearer ${token ?? (await login.json()).token}` };
  const image = await png('pic.png', '#336699');
  const created = await request.post('/api/admin/articles', {
    headers: auth,
    multipart: {
      title: 'Library opens on Saturdays',
      content: '<p>The library opens on Saturdays from eight to noon.</p>',
      type: 'News',
      office: 'library',
      thumbnail: image,
      slider_images: image,
      image_meta: JSON.stringify({
        thumbnail: { alt: 'The library entrance' },
        slider: [{ ref: 'new:0', alt: 'Reading tables' }],
      }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).article.article_id as number;
  const edit = await request.put(`/api/admin/articles/${id}`, {
    headers: auth,
    data: {
      title: 'Library opens on weekends',
      content: '<p>The library opens on Saturdays and Sundays from eight to five.</p>',
    },
  });
  expect(edit.status()).toBe(200);

  await page.goto(`/administrator/news/library/edit/${id}`);
  await expect(page.getByLabel('Title')).toHaveValue('Library opens on weekends');
  if (shots) {
    await page.screenshot({ path: `${shots}/edit-top-${testInfo.project.name}.png` });
    await page.getByLabel('Description of cover photo').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/edit-images-${testInfo.project.name}.png` });
  }
  const panel = page.getByRole('region', { name: 'Revisions' });
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await panel
    .getByRole('button', { name: /^Compare/ })
    .last()
    .click();
  await expect(panel.locator('del').filter({ hasText: 'noon' }).first()).toBeVisible();
  await expect(panel.locator('ins').filter({ hasText: 'five' }).first()).toBeVisible();
  await checkA11y();
  await panel.getByRole('button', { name: 'Restore this revision' }).click();
  await expect(page.getByRole('dialog', { name: 'Saved' })).toContainText('Revision restored');
  await expect(page.getByLabel('Title')).toHaveValue('Library opens on Saturdays');
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  const after = (await (await request.get(`/api/articles/${id}`)).json()).article;
  expect(after.title).toBe('Library opens on Saturdays');
  expect(after.content).toContain('eight to noon');
});
