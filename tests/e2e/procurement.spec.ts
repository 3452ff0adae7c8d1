// Bids and awards end to end: a Bids and Awards Committee admin posts an opportunity in the portal (errors
// next to the fields, a library document attached), sees it on /procurement among the open ones with the time
// left and on its own page; then records the award in the portal and the public page shows the awardee and
// the contract amount. Every page visited is checked with axe.
import { BIDS_AWARDS_OFFICE } from '../../src/shared/contract/offices.ts';
import { isoToCampusLocal } from '../../src/shared/contract/procurement.ts';
import { apiLogin, createOfficeAdmin, expect, signInPage, test } from './fixtures.ts';

test('post an opportunity in the portal, see it on /procurement, then record its award', async ({
  page,
  request,
  checkA11y,
}, testInfo) => {
  test.slow();
  const width = testInfo.project.name === 'phone' ? 375 : 1280;
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const reference = `BAC-E2E-${stamp}`;
  const title = `Supply of laboratory microscopes ${stamp}`;
  const bac = await createOfficeAdmin(request, {
    officeId: BIDS_AWARDS_OFFICE.office_id,
    office: BIDS_AWARDS_OFFICE.slug,
    prefix: 'bac',
  });
  const token = await apiLogin(request, bac.email, bac.password);
  // The invitation, already in the library.
  const invitation = `Invitation to bid ${stamp}`;
  const uploaded = await request.post('/api/admin/documents', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title: invitation,
      office: BIDS_AWARDS_OFFICE.slug,
      published_on: '2026-11-20',
      status: 'published',
      file: {
        name: 'invitation.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('item,quantity\nmicroscope,12\n'),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  await signInPage(page, token);

  await page.goto('/administrator/procurement');
  await expect(page.getByRole('heading', { name: 'Bids and awards', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Post an opportunity' });
  await form.getByRole('button', { name: 'Post opportunity' }).click();
  await expect(form.getByText('Reference number is required')).toBeVisible();
  await expect(form.getByText('Deadline of bid submission is required')).toBeVisible();
  await checkA11y();

  const deadline = isoToCampusLocal(new Date(Date.now() + 10 * 86_400_000 + 3 * 3_600_000).toISOString());
  await form.getByLabel('Reference number').fill(reference);
  await form.getByLabel('PhilGEPS reference').fill('11223344');
  await form.getByLabel('Title').fill(title);
  // A budget that is not an amount is refused next to its field, and what was typed stays.
  await form.getByLabel('Approved budget for the contract (pesos)').fill('about a million');
  await form.getByLabel('Deadline of bid submission').fill(deadline);
  await form.getByRole('button', { name: 'Post opportunity' }).click();
  await expect(form.getByText('Approved budget must be an amount in pesos, like 1,250,000.00')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await form.getByLabel('Approved budget for the contract (pesos)').fill('1,480,000.00');
  await form.getByLabel('Office').selectOption({ label: 'Bachelor of Science in Agriculture' });
  await form.getByLabel('Document').selectOption({ label: invitation });
  await form.getByLabel('What it is').selectOption({ label: 'Invitation to bid' });
  await form.getByRole('button', { name: 'Add document' }).click();
  await expect(form.getByText(`Invitation to bid: ${invitation}`)).toBeVisible();
  await form.getByRole('button', { name: 'Post opportunity' }).click();
  await expect(page.locator('#opportunity-form').getByRole('status')).toHaveText('Opportunity posted');
  await expect(page.getByRole('region', { name: 'Opportunities' }).getByText(title)).toBeVisible();
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath(`procurement-portal-${width}.png`), fullPage: true });

  await page.goto('/procurement');
  await expect(page.getByRole('heading', { name: 'Bids and Awards', level: 1 })).toBeVisible();
  const open = page.getByRole('region', { name: 'Open for bids' });
  const entry = open.getByRole('listitem').filter({ hasText: reference });
  await expect(entry.getByRole('link', { name: title })).toBeVisible();
  await expect(entry.getByText(/Closes in 10 days/)).toBeVisible();
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath(`procurement-list-${width}.png`), fullPage: true });

  await entry.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('₱1,480,000.00')).toBeVisible();
  await expect(page.getByRole('link', { name: `Invitation to bid: ${invitation}` })).toBeVisible();
  await checkA11y();

  // The award, recorded in the portal.
  await page.goto('/administrator/procurement');
  await page.getByRole('button', { name: `Edit ${reference}` }).click();
  const change = page.getByRole('form', { name: `Change ${reference}` });
  await change.getByLabel('Status').selectOption({ label: 'Awarded' });
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(change.getByText('Name the awardee of an awarded contract')).toBeVisible();
  await change.getByLabel('Awardee').fill('Aurora Scientific Supply');
  await change.getByLabel('Contract amount (pesos)').fill('1,395,500.00');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(change.getByRole('status')).toHaveText('Opportunity saved');
  await checkA11y();

  await page.goto('/procurement?status=awarded');
  const past = page.getByRole('region', { name: 'Past opportunities and awards' });
  await expect(past.getByText('Awarded to Aurora Scientific Supply for ₱1,395,500.00').first()).toBeVisible();
  await past.getByRole('link', { name: title }).click();
  await expect(page.getByText('Aurora Scientific Supply')).toBeVisible();
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath(`procurement-page-${width}.png`), fullPage: true });
});
