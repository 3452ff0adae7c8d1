// The document library end to end: staff upload a PDF in the portal (plain form, errors next to the field),
// the Transparency Seal checklist shows the item up to date, /transparency shows it with its "as of" date,
// /documents lists it under its office and year, the site search finds it by a phrase from its second page,
// and the home page's seal leads to /transparency.
import { textPdf } from '../support/document-fixtures.ts';
import { expect, test } from './fixtures.ts';

test('upload a Transparency Seal document and find it on /transparency and in the search', async ({
  superadminPage: page,
  checkA11y,
}, testInfo) => {
  test.slow();
  const width = testInfo.project.name === 'phone' ? 375 : 1280;
  const title = `Annual procurement plan ${testInfo.project.name} ${Date.now()}`;
  const phrase = `lagundi seedlings ${testInfo.project.name}`;
  await page.goto('/administrator/documents');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transparency Seal checklist' })).toBeVisible();
  await checkA11y();

  const form = page.getByRole('form', { name: 'Add a document' });
  // Nothing chosen: the errors sit next to their fields.
  await form.getByRole('button', { name: 'Upload document' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Choose a file to upload')).toBeVisible();
  await checkA11y();

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Office').selectOption({ label: 'Administration' });
  await form
    .getByLabel('Transparency Seal item')
    .selectOption({ label: 'Annual procurement plan, contracts awarded and contractors' });
  await form.getByLabel('Year or period').fill('FY 2026');
  await form.getByLabel('As of').fill('2026-11-20');
  // A disguised file is refused by its bytes, and what was typed stays.
  await form.getByLabel('File').setInputFiles({
    name: 'plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html>not a pdf</html>'),
  });
  await form.getByRole('button', { name: 'Upload document' }).click();
  await expect(
    form.getByText(/only PDF, Excel \(XLSX\), Word \(DOCX\) and CSV files are accepted/),
  ).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);

  const pdf = await textPdf([
    'Annual procurement plan, first page.',
    `Second page: ${phrase} for the demonstration farm.`,
  ]);
  await form.getByLabel('File').setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByRole('button', { name: 'Upload document' }).click();
  await expect(form.getByRole('status')).toHaveText('Document saved');
  const list = page.getByRole('region', { name: 'All documents' });
  await expect(list.getByText(title)).toBeVisible();
  await expect(list.getByText(/Version 1: PDF, \d+ KB, 2 pages/).first()).toBeVisible();
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath(`documents-portal-${width}.png`), fullPage: true });

  await page.goto('/transparency');
  await expect(page.getByRole('heading', { name: 'Transparency Seal', level: 1 })).toBeVisible();
  const item = page.getByRole('region', {
    name: 'Annual procurement plan, contracts awarded and contractors',
  });
  await expect(item.getByRole('link', { name: title })).toBeVisible();
  await expect(item.getByText('As of November 20, 2026').first()).toBeVisible();
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath(`transparency-${width}.png`), fullPage: true });

  // The document's own page: its details, the file to view or download, its one version.
  await item.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Administration', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the PDF' })).toHaveAttribute(
    'href',
    /\/versions\/1\/file$/,
  );
  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions.getByText('Current')).toBeVisible();
  const view = await page.getByRole('link', { name: 'View the PDF' }).boundingBox();
  expect(view?.height).toBeGreaterThanOrEqual(44);
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath(`document-page-${width}.png`), fullPage: true });

  // Every published document's list, narrowed by its plain GET form.
  await page.getByRole('navigation', { name: 'More' }).getByRole('link', { name: 'All documents' }).click();
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter documents' });
  await filters.getByLabel('Office').selectOption({ label: 'Administration' });
  await filters.getByLabel('Year').selectOption('2026');
  await filters.getByRole('button', { name: 'Show documents' }).click();
  await expect(page).toHaveURL(/\/documents\?office=administration&year=2026/);
  await expect(
    page.getByRole('list', { name: 'Documents' }).getByRole('link', { name: title }),
  ).toBeVisible();
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath(`documents-list-${width}.png`), fullPage: true });

  await page.goto(`/search?q=${encodeURIComponent(phrase)}`);
  const documents = page.getByRole('list', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(documents.getByText(/Page 2/)).toBeVisible();
  await checkA11y();
  await documents.getByRole('link', { name: new RegExp(`^Details and versions\\s*: ${title}$`) }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Transparency Seal' })).toHaveAttribute(
    'href',
    '/transparency',
  );
});
