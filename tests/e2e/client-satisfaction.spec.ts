// The client satisfaction survey end to end (issue 36): a concern case closed in the portal mails its sender a
// link (read from the test mail server); the link opens ARTA's survey with no script, a refused post keeps
// the answers, the answers are taken once and a second use is refused; the portal's report and the dashboard
// count them. A service page leads to its own survey. Both widths, axe-clean.
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { apiLogin, expect, test } from './fixtures.ts';
import { mailedLink } from './mailbox.ts';

test('a closed case mails the survey; it is answered once and the report counts it', async ({
  page,
  superadminPage: admin,
  checkA11y,
}, testInfo) => {
  test.slow();
  const email = `csm-${testInfo.project.name}-${Date.now()}@example.com`;
  const suggestion = `Keep it up (${testInfo.project.name} ${Date.now()}).`;
  const token = await apiLogin(page.request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const year = new Date().getUTCFullYear();
  const concernResponses = async () => {
    const res = await page.request.get(`/api/admin/csm-report?year=${year}`, auth);
    const groups = (await res.json()).report.by_service as Array<{ key: string; responses: number }>;
    return groups.find((g) => g.key === 'concern')?.responses ?? 0;
  };
  const before = await concernResponses();

  const sent = await page.request.post('/api/honeypot', {
    data: { replyEmail: email, message: 'The library’s opening hours on the website are wrong.' },
  });
  expect(sent.status()).toBe(201);
  const reference = (await sent.json()).reference as string;
  const found = await page.request.get(`/api/admin/cases/by-reference/${reference}`, auth);
  const id = (await found.json()).id as number;

  // Staff close the case in the portal.
  await admin.goto(`/administrator/cases/${id}`);
  await expect(admin.getByRole('heading', { name: reference })).toBeVisible();
  await admin.getByLabel('Status').selectOption('closed');
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByRole('dialog', { name: 'Success' })).toContainText('Case updated');
  await expect(admin.getByRole('dialog', { name: 'Success' })).toHaveCount(0, { timeout: 3000 });
  await expect(admin.getByText('Satisfaction survey sent to the sender')).toBeVisible();

  // The sender opens the mailed link: ARTA's form, no script.
  const link = await mailedLink(page, email, 2, '/feedback');
  const res = await page.goto(link);
  expect(await res?.text()).not.toContain('<script');
  await expect(page.getByRole('heading', { name: 'Client Satisfaction Measurement' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^SQD0\. I am satisfied with the service/ })).toBeVisible();
  await checkA11y();

  // A post without the client type comes back with the error and the answers kept.
  const sqd0 = page.getByRole('group', { name: /^SQD0\./ });
  await sqd0.getByLabel('Strongly agree').check();
  for (const q of ['CC1', 'CC2', 'CC3'])
    await page
      .getByRole('group', { name: new RegExp(`^${q}\\.`) })
      .getByRole('radio')
      .first()
      .check();
  for (let i = 1; i <= 8; i++)
    await page
      .getByRole('group', { name: new RegExp(`^SQD${i}\\.`) })
      .getByLabel(i === 5 ? 'N/A (not applicable)' : 'Agree', { exact: true })
      .check();
  await page.getByLabel('Suggestions on how we can further improve our services (optional)').fill(suggestion);
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByRole('alert')).toContainText('Choose your client type');
  await expect(sqd0.getByLabel('Strongly agree')).toBeChecked();
  await expect(
    page.getByLabel('Suggestions on how we can further improve our services (optional)'),
  ).toHaveValue(suggestion);
  await checkA11y();

  await page.getByRole('group', { name: 'Client type' }).getByLabel('Citizen').check();
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you.');
  await checkA11y();

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('This survey has already been answered.')).toBeVisible();
  await checkA11y();

  // The report and the dashboard count it (the other width's run may add its own answer meanwhile).
  expect(await concernResponses()).toBeGreaterThanOrEqual(before + 1);
  await admin.goto('/administrator/satisfaction');
  await expect(admin.getByRole('heading', { name: 'Client Satisfaction', level: 1 })).toBeVisible();
  await expect(
    admin.getByRole('heading', { name: new RegExp(`^${year}: \\d+\\.\\d% satisfied$`) }),
  ).toBeVisible();
  await expect(
    admin
      .getByRole('listitem')
      .filter({ hasText: 'Concerns and feedback' })
      .filter({ hasText: /responses?/ }),
  ).toBeVisible();
  // The suggestion is listed, with its service and without the sender's address.
  const suggestions = admin.getByRole('region', { name: 'Suggestions' });
  await expect(suggestions.getByRole('listitem').filter({ hasText: suggestion })).toContainText(
    'Concerns and feedback',
  );
  await expect(suggestions).not.toContainText(email);
  await checkA11y();
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`client-satisfaction-${year}.csv`);

  await admin.goto('/administrator/');
  await expect(admin.getByRole('heading', { name: `Client satisfaction, ${year}` })).toBeVisible();
  await expect(admin.getByText(/\d+\.\d% satisfied/).first()).toBeVisible();
});

test('a service page leads to its own survey', async ({ page, checkA11y }) => {
  await page.goto('/services/library-use-by-outside-researchers');
  await page.getByRole('link', { name: 'Rate this service' }).click();
  await expect(page).toHaveURL(/\/services\/library-use-by-outside-researchers\/feedback$/);
  await expect(page.getByText('Use of the Library by Outside Researchers')).toBeVisible();
  await expect(page.getByLabel('Service availed (optional)')).toHaveValue(
    'Use of the Library by Outside Researchers',
  );
  await checkA11y();
});
