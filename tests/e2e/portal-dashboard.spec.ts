// The dashboard that acts (issue 38): under "Needs doing now" an office admin finds their drafts and scheduled
// articles, each a tap from its editor; a superadmin sees the alert on the site and when it ends, with the way
// to lift it. Both widths, axe-clean.
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { apiLogin, expect, test } from './fixtures.ts';
import { withSiteLock } from './site-lock.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

async function jpeg(name: string) {
  const buffer = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2a6f4e' } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function createArticle(
  request: APIRequestContext,
  token: string,
  fields: { title: string; status: string; publish_at?: string },
) {
  const res = await request.post('/api/admin/articles', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      office: 'bsit',
      type: 'News',
      date: '',
      content: '<p>Written for the dashboard test.</p>',
      image_meta: JSON.stringify({
        thumbnail: { alt: 'A green card' },
        slider: [{ ref: 'new:0', alt: 'A green card' }],
      }),
      ...fields,
      thumbnail: await jpeg('thumb.jpg'),
      'slider_images[]': await jpeg('slide.jpg'),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('an office admin finds drafts and scheduled articles at the top of the dashboard', async ({
  adminPage: page,
  officeAdmin,
  checkA11y,
}, testInfo) => {
  const token = await apiLogin(page.request, officeAdmin.email, officeAdmin.password);
  const draft = `Lab schedule draft (${testInfo.project.name})`;
  const scheduled = `Enrolment reminder (${testInfo.project.name})`;
  await createArticle(page.request, token, { title: draft, status: 'draft' });
  await createArticle(page.request, token, {
    title: scheduled,
    status: 'scheduled',
    // Sooner than any other test's, so it is among the five the card names.
    publish_at: new Date(Date.now() + 3_600_000).toISOString(),
  });

  await page.goto('/administrator/');
  await expect(page.getByRole('heading', { name: 'Needs doing now' })).toBeVisible();
  // Other tests write BSIT articles too: the cards name this test's among them.
  const drafts = page.getByRole('region', { name: /^Drafts waiting: \d+$/ });
  await expect(drafts.getByRole('link', { name: draft })).toBeVisible();
  await expect(drafts).toContainText('last edited');
  const upcoming = page.getByRole('region', { name: /^Scheduled to publish: \d+$/ });
  await expect(upcoming.getByRole('link', { name: scheduled })).toBeVisible();
  await expect(upcoming).toContainText(/goes public \w{3} \d{1,2} \w{3} \d{4}/);
  // Posting alerts is for superadmins: an office admin is not offered it.
  await expect(page.getByRole('region', { name: 'Post an alert' })).toHaveCount(0);
  // The counts and the spec's quick start stay below.
  await expect(page.getByRole('heading', { name: 'Your articles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick start' })).toBeVisible();
  await checkA11y();
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/dashboard-office-${testInfo.project.name}.png`, fullPage: true });

  await drafts.getByRole('link', { name: draft }).click();
  await expect(page.getByRole('heading', { name: 'Edit BSIT Article' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(draft);

  // The news list says which articles are live: a badge per row, and a filter by state.
  await page.goto('/administrator/news/bsit');
  const row = (title: string) =>
    page
      .locator('tr, li')
      .filter({ visible: true })
      .filter({ has: page.getByText(title, { exact: true }) });
  await expect(row(draft)).toContainText('Draft');
  await expect(row(scheduled)).toContainText(/Scheduled · \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]\.m\./);
  await page.getByLabel('Show').selectOption('draft');
  await expect(page).toHaveURL(/status=draft$/);
  await expect(page.getByText(draft, { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByText(scheduled, { exact: true }).filter({ visible: true })).toHaveCount(0);
  await checkA11y();
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/news-list-${testInfo.project.name}.png`, fullPage: true });
});

test('a superadmin sees the alert on the site now, when it ends, and goes to lift it', async ({
  superadminPage: page,
  checkA11y,
}, testInfo) => {
  const token = await apiLogin(page.request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  const title = `Water interruption at the library (${testInfo.project.name})`;
  await withSiteLock(async () => {
    const created = await page.request.post('/api/admin/site/alerts', {
      headers,
      data: {
        severity: 'urgent',
        office: 'administration',
        title,
        message: 'The library is closed until the water is back.',
        starts_at: new Date(Date.now() - 60_000).toISOString(),
        ends_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    try {
      await page.goto('/administrator/');
      await expect(page.getByRole('region', { name: 'Post an alert' })).toBeVisible();
      const active = page.getByRole('region', { name: 'Alert on the site now' });
      await expect(active).toContainText(title);
      await expect(active).toContainText(/ends \w{3} \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/);
      await checkA11y();
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/dashboard-alert-${testInfo.project.name}.png`,
          fullPage: true,
        });
      await active.getByRole('link', { name: 'Update or lift it' }).click();
      await expect(page.getByRole('heading', { name: 'Campus alerts' })).toBeVisible();
    } finally {
      await page.request.delete(`/api/admin/site/alerts/${id}`, { headers });
    }
  });
});
