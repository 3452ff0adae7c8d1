// The FOI requester's own link and released documents end to end (issue 36, ADR 0052): a request filed in
// Chromium mails a signed link; staff ask for clarification, the requester answers on their page (no script),
// staff see the answer, grant with a document picked from the library, the requester's mail (real SMTP sink)
// links it, and the disclosure log shows it without the requester's name or address. Both widths, axe-clean.
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { apiLogin, expect, test } from './fixtures.ts';
import { mailedLink, mailsFor } from './mailbox.ts';

test('the requester answers a clarification on their own page, and the granted document reaches the log', async ({
  page,
  superadminPage: admin,
  checkA11y,
}, testInfo) => {
  // The longest flow of the suite (two parties, mail, the library); a loaded machine needs the room.
  test.setTimeout(300_000);
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const email = `foi-link-${testInfo.project.name}-${Date.now()}@example.com`;
  const name = `Requester ${stamp}`;
  const subject = `Dormitory rates ${stamp}`;
  const docTitle = `Dormitory rates schedule ${stamp}`;

  // A published document in the library to release.
  const token = await apiLogin(page.request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const uploaded = await page.request.post('/api/admin/documents', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title: docTitle,
      office: 'administration',
      published_on: '2026-01-05',
      status: 'published',
      file: { name: 'rates.csv', mimeType: 'text/csv', buffer: Buffer.from('Room,Rate\nSingle,1500\n') },
    },
  });
  expect(uploaded.status()).toBe(201);
  const docId = (await uploaded.json()).id as number;

  // Filed in the browser.
  await page.goto('/foi');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByLabel('Title of your request').fill(subject);
  await page.getByLabel('Information you are asking for').fill('The dormitory rates for 2026.');
  await page.getByLabel('Purpose').fill('Choosing where to stay.');
  await page.getByLabel('PDF or other electronic copy by e-mail').check();
  await page.getByRole('button', { name: 'Send FOI request' }).click();
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  const reference = (await page.locator('strong', { hasText: /^FOI-/ }).textContent()) ?? '';

  // The acknowledgement carries the requester's link; it shows the status and due date.
  const link = await mailedLink(page, email, 1, '/foi/request');
  const opened = await page.goto(link);
  expect(await opened?.text()).not.toContain('<script');
  await expect(page.getByRole('heading', { name: 'Your FOI request', level: 1 })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(
    page.getByText(/We are working on your request and will answer by \w+ \d+, \d{4}\./),
  ).toBeVisible();
  await checkA11y();

  // A wrong link says so plainly.
  await page.goto(`${link.slice(0, -2)}xx`);
  await expect(page.getByText('This link is not valid.')).toBeVisible();

  // Staff ask for clarification.
  const list = await page.request.get('/api/admin/foi', { headers: { authorization: `Bearer ${token}` } });
  const id = ((await list.json()).requests as Array<{ id: number; reference: string }>).find(
    (r) => r.reference === reference,
  )?.id;
  await admin.goto(`/administrator/foi/${id}`);
  await expect(admin.getByRole('heading', { name: reference })).toBeVisible();
  await admin.getByLabel('Question to the requester').fill('Which dormitory do you mean?');
  await admin.getByRole('button', { name: 'Ask the requester' }).click();
  await expect(admin.getByRole('dialog', { name: 'Success' })).toContainText('Request put on hold');
  await expect(admin.getByRole('dialog', { name: 'Success' })).toHaveCount(0, { timeout: 3000 });

  // The requester answers on their page; the clock runs again.
  await page.goto(link);
  await page.getByLabel('Your clarification').fill('The women’s dormitory near the gym.');
  await page.getByRole('button', { name: 'Send my clarification' }).click();
  await expect(page.getByRole('status')).toContainText('We have your clarification');
  await expect(page.getByText('Being processed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send my clarification' })).toHaveCount(0);
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath('foi-requester-page.png'), fullPage: true });

  // Staff see the answer, then grant with the library document (`admin` is this same signed-in page).
  await admin.goto(`/administrator/foi/${id}`);
  await expect(admin.getByText('The women’s dormitory near the gym.')).toBeVisible();
  // The thank-you the requester's own step sent is not said to be by staff; the question is by its author.
  await expect(admin.getByText(/Thank you for clarifying your FOI request/).first()).toBeVisible();
  await expect(admin.getByText(/^Notice by /)).toHaveText(/^Notice by Site Administrator/);
  await expect(admin.getByText(/by staff/)).toHaveCount(0);
  await admin.getByLabel('Decision', { exact: true }).selectOption({ label: 'Granted' });
  await admin.getByLabel('Answer to the requester').fill('The 2026 rates are in the schedule.');
  await admin.getByLabel('Find a document by title').fill(docTitle);
  // Ticked, the document moves up to the list to release.
  await admin.getByRole('list', { name: 'Matching documents' }).getByLabel(docTitle).click();
  await expect(admin.getByRole('list', { name: 'Documents to release' }).getByLabel(docTitle)).toBeChecked();
  await checkA11y();
  await admin.getByRole('button', { name: 'Send decision' }).click();
  await expect(admin.getByRole('dialog', { name: 'Success' })).toContainText('Request decided');
  await expect(admin.getByRole('dialog', { name: 'Success' })).toHaveCount(0, { timeout: 3000 });
  await expect(admin.getByRole('link', { name: docTitle })).toBeVisible();
  await admin.screenshot({ path: testInfo.outputPath('foi-request-released.png'), fullPage: true });

  // The decision mail links the document and the requester's page.
  await expect
    .poll(
      async () =>
        (await mailsFor(page, email)).find((m) => m.subject.startsWith('Decision on your FOI request'))
          ?.text ?? '',
      { timeout: 30_000 },
    )
    .toMatch(new RegExp(`${docTitle}: https?://\\S+/documents/${docId}[\\s\\S]*/foi/request\\?t=`));

  // The disclosure log shows the document, never the requester.
  await page.goto('/foi/register');
  const entry = page.getByRole('listitem').filter({ hasText: reference });
  await expect(entry).toContainText('Granted');
  await expect(entry.getByRole('link', { name: docTitle })).toHaveAttribute('href', `/documents/${docId}`);
  await expect(page.locator('body')).not.toContainText(name);
  await expect(page.locator('body')).not.toContainText(email);
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath('foi-register-released.png'), fullPage: true });
});
