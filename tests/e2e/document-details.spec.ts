// Changing a document's details in the portal without uploading it again: an empty title is refused next to
// the field, the saved title shows in the list and on /transparency. axe checks each page.
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { apiLogin, expect, test } from './fixtures.ts';

test('edit a document’s details and see them on /transparency', async ({
  superadminPage: page,
  request,
  checkA11y,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const title = `Information inventory draft title ${stamp}`;
  const renamed = `Information inventory ${stamp}`;
  const token = await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const created = await request.post('/api/admin/documents', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      office: 'library',
      section: 'information-inventory',
      published_on: '2026-11-02',
      file: {
        name: 'inventory.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('record,kept\nloans,5 years\n'),
      },
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/administrator/documents');
  const list = page.getByRole('region', { name: 'All documents' });
  const row = list.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: 'Edit details' }).click();
  const form = row.getByRole('form', { name: `Details of ${title}` });
  await form.getByLabel('Title').fill('');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await checkA11y();
  await form.getByLabel('Title').fill(renamed);
  await form.getByLabel('Year or period').fill('FY 2026');
  await form.getByLabel('As of').fill('2026-11-05');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(list.getByText(renamed)).toBeVisible();
  await expect(list.getByRole('status').filter({ hasText: 'Document saved' })).toBeVisible();
  await checkA11y();

  await page.goto('/transparency');
  const item = page.getByRole('region', { name: 'Information inventory' });
  await expect(item.getByRole('link', { name: renamed })).toBeVisible();
  await expect(item.getByText(/As of November 5, 2026/).first()).toBeVisible();
  await checkA11y();
});
