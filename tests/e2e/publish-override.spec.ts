// A superadmin publishes over the body checks' errors with a reason (ADR 0050): on Publish the dialog lists the
// problems and, for a superadmin only, a reason field next to them; without a reason it says so under the
// field; with one the article is published. An office admin sees the same problems and no way past them.
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { PUBLISH_OVERRIDE } from '../../src/shared/contract/articles.ts';
import { CHECK_SAMPLES } from '../support/article-check-samples.ts';
import { apiLogin, expect, test } from './fixtures.ts';

const FAINT = CHECK_SAMPLES['low-contrast'].failing;
const shots = process.env.OVERRIDE_SHOTS;

/** A BSIT draft whose body has an error (text too faint to read), made through the API. */
async function faintDraft(request: APIRequestContext, title: string): Promise<number> {
  const token = await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1d5a86' } })
    .png()
    .toBuffer();
  const file = (name: string) => ({ name, mimeType: 'image/png', buffer: image });
  const res = await request.post('/api/admin/articles', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      content: FAINT,
      type: 'News',
      office: 'bsit',
      status: 'draft',
      image_meta: JSON.stringify({ thumbnail: { alt: 'A blue card' }, slider: [{ ref: 'new:0', alt: '' }] }),
      thumbnail: file('thumb.png'),
      'slider_images[]': file('slide.png'),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { article: { article_id: number } }).article.article_id;
}

test('a superadmin publishes over an error by giving a reason', async ({
  superadminPage: page,
  request,
  checkA11y,
}, testInfo) => {
  // The portal's editor, the dialog and axe on a shared machine.
  test.setTimeout(180_000);
  const id = await faintDraft(request, `Faint notice ${testInfo.project.name} ${Date.now()}`);
  await page.goto(`/administrator/news/bsit/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit BSIT Article' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Title')).not.toHaveValue('');
  await page.getByRole('radio', { name: /Published/ }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Check before publishing' });
  await expect(dialog).toContainText('Must fix: Text "Faint notice"');
  const reason = dialog.getByLabel(/Reason for publishing with these problems/);
  await expect(reason).toBeVisible();
  await checkA11y();
  // Without a reason the dialog says so under the field, and nothing is sent.
  await dialog.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(dialog.getByText(PUBLISH_OVERRIDE.reasonRequired)).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  if (shots) await page.screenshot({ path: `${shots}/override-${testInfo.project.name}.png` });
  expect((await request.get(`/api/articles/${id}`)).status()).toBe(404);

  await reason.fill('The enrolment notice must be up today; the colour is fixed tomorrow.');
  await dialog.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(page.getByRole('dialog', { name: 'Saved' })).toContainText('Article updated');
  expect((await request.get(`/api/articles/${id}`)).status()).toBe(200);

  // The audit log says it as a sentence, with the reason.
  await page.goto('/administrator/audit');
  const entry = page
    .getByRole('listitem')
    .filter({ hasText: `article ${id} ` })
    .filter({ hasText: 'published an article over problems that must be fixed, giving a reason' });
  await expect(entry).toContainText('reason: The enrolment notice must be up today');
  await expect(entry).toContainText('contrast of 1.3:1');
  await checkA11y();
});

test('an office admin sees the problems and cannot publish over them', async ({
  adminPage: page,
  request,
  checkA11y,
}, testInfo) => {
  // The portal's editor, the dialog and axe on a shared machine.
  test.setTimeout(180_000);
  const id = await faintDraft(request, `Faint notice ${testInfo.project.name} ${Date.now()}`);
  await page.goto(`/administrator/news/bsit/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit BSIT Article' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Title')).not.toHaveValue('');
  await page.getByRole('radio', { name: /Published/ }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Check before publishing' });
  await expect(dialog).toContainText('Must fix: Text "Faint notice"');
  await expect(dialog.getByRole('button', { name: 'Fix in the editor' })).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Publish anyway' })).toHaveCount(0);
  await checkA11y();
});
