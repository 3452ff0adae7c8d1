// Campus alerts' pages in the browser, at both widths and axe-clean: the banner says when and by whom an alert
// was posted and leads to its permanent page, which is readable with no script; an update and the lifting
// posted in the portal show there and on /alerts, and the banner goes.
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { apiLogin, deleteAlertsMentioning, expect, test } from './fixtures.ts';
import { withSiteLock } from './site-lock.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

test('an alert leads from the banner to its own page; an update and its lifting show there', async ({
  superadminPage: page,
  checkA11y,
}, testInfo) => {
  test.slow();
  const title = `Classes suspended this afternoon (${testInfo.project.name})`;
  const shot = async (name: string) => {
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
  };
  const token = await apiLogin(page.request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  await withSiteLock(async () => {
    const created = await page.request.post('/api/admin/site/alerts', {
      headers,
      data: {
        severity: 'advisory',
        office: 'administration',
        title,
        message: 'Afternoon classes are suspended because of heavy rain. Offices stay open.',
        starts_at: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    try {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Campus advisory' });
      await expect(banner).toContainText(title);
      await expect(banner).toContainText(
        /Posted \d{1,2}:\d{2} [ap]\.m\., \w{3} \d{1,2} \w{3} \d{4} by Administration/,
      );
      await checkA11y();
      await shot('alert-banner');

      await banner.getByRole('link', { name: 'Alert page' }).click();
      await expect(page).toHaveURL(new RegExp(`/alerts/${id}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('In effect until lifted')).toBeVisible();
      // Readable with no script at all.
      expect(await page.evaluate(() => document.scripts.length)).toBe(0);
      await checkA11y();
      await shot('alert-page');

      await page.goto('/administrator/site/alerts');
      const row = page.getByRole('listitem').filter({ hasText: title });
      await row.getByText('Post an update or lift').click();
      // An empty update is refused next to its field.
      await row.getByRole('button', { name: 'Post update' }).click();
      await expect(row.getByText('Update is required')).toBeVisible();
      await row.getByLabel('Update').fill('Classes resume Monday.');
      await row.getByLabel('Lift the alert now (it leaves the banner)').check();
      await checkA11y();
      await shot('alert-portal-update');
      await row.getByRole('button', { name: 'Post and lift' }).click();
      await expect(row.getByRole('status')).toHaveText('The alert was lifted');
      await expect(row).toContainText('Lifted');

      await page.goto(`/alerts/${id}`);
      await expect(page.getByText(/^Lifted \d{1,2}:\d{2} [ap]\.m\./)).toBeVisible();
      await expect(page.getByText('Classes resume Monday.')).toBeVisible();
      await checkA11y();
      await shot('alert-page-lifted');

      await page.getByRole('link', { name: 'All campus alerts' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Campus alerts' })).toBeVisible();
      await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/alerts/${id}`);
      await checkA11y();
      await shot('alerts-list');

      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Campus advisory' })).toHaveCount(0);
    } finally {
      await page.request.delete(`/api/admin/site/alerts/${id}`, { headers });
    }
  });
});

test('the class suspension template fills an urgent alert until the end of today; the reason is asked for', async ({
  superadminPage: page,
  checkA11y,
}, testInfo) => {
  test.slow();
  const token = await apiLogin(page.request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  await withSiteLock(async () => {
    try {
      await page.goto('/administrator/site/alerts');
      await page.getByLabel('Class suspension').selectOption('face-to-face');
      await page.getByRole('button', { name: 'Fill in the form' }).click();
      await expect(page.getByLabel('Severity')).toHaveValue('urgent');
      await expect(page.getByLabel('Title')).toHaveValue(
        /^Face-to-face classes suspended today, \w{3} \d{1,2} \w{3} \d{4}$/,
      );
      await expect(page.getByLabel('Ends')).toHaveValue(/T23:59$/);
      await checkA11y();
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/alert-template-${testInfo.project.name}.png`,
          fullPage: true,
        });
      await page.getByRole('button', { name: 'Add alert' }).click();
      await expect(page.getByText('Replace [reason] with the reason')).toBeVisible();
      const message = page.getByLabel('Message');
      await message.fill(
        (await message.inputValue()).replace('[reason]', `heavy rain (${testInfo.project.name})`),
      );
      await page.getByRole('button', { name: 'Add alert' }).click();
      await expect(page.getByRole('dialog', { name: 'Success' })).toContainText('The alert was added');

      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Urgent campus alert' });
      await expect(banner).toContainText(`heavy rain (${testInfo.project.name})`);
      await expect(banner).toContainText('Online classes continue as scheduled.');
    } finally {
      const list = (await (await page.request.get('/api/admin/site/alerts', { headers })).json()) as {
        alerts: { id: number; message: string }[];
      };
      for (const a of list.alerts)
        if (a.message.includes(`heavy rain (${testInfo.project.name})`))
          await page.request.delete(`/api/admin/site/alerts/${a.id}`, { headers });
    }
  });
});

test('a superadmin posts a class suspension from the dashboard: one tap to the filled form, one to post', async ({
  superadminPage: page,
  checkA11y,
}, testInfo) => {
  test.slow();
  const reason = `flooding (${testInfo.project.name})`;
  await withSiteLock(async () => {
    try {
      await page.goto('/administrator/');
      const entry = page.getByRole('region', { name: 'Post an alert' });
      // The dashboard draws once its screen's code is in: axe judges the screen, not the loading state.
      await expect(entry).toBeVisible();
      await checkA11y();
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/dashboard-post-alert-${testInfo.project.name}.png`,
          fullPage: true,
        });
      await entry.getByRole('link', { name: 'Class suspension' }).click();
      await expect(page.getByLabel('Title')).toHaveValue(/^Classes suspended today, /);
      const message = page.getByLabel('Message');
      await message.fill((await message.inputValue()).replace('[reason]', reason));
      await page.getByRole('button', { name: 'Add alert' }).click();
      await expect(page.getByRole('dialog', { name: 'Success' })).toContainText('The alert was added');
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Urgent campus alert' })).toContainText(reason);
    } finally {
      await deleteAlertsMentioning(page.request, reason);
    }
  });
});
