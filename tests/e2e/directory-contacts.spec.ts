// How to reach the campus (docs/decisions/0045-directory-contacts.md): an office admin changes an office's
// contacts in the portal and visitors see them on the Staff Directory with tel: and mailto: links; the
// directories' search finds offices by service and people by name, filtering as one types, and works as a
// plain form without JavaScript; the faculty show e-mail and consultation hours. Axe at 375 and 1280 px.
import { apiLogin, createOfficeAdmin, expect, signInPage, test } from './fixtures.ts';

test('an office admin changes an office’s contacts in the portal and visitors see them', async ({
  page,
  request,
  checkA11y,
}, info) => {
  test.slow();
  // Each project changes an office of its own, so the two runs never save over each other.
  const office =
    info.project.name === 'phone'
      ? { id: 'socio-cultural', name: 'Socio-Cultural Affairs Office', local: '224' }
      : { id: 'sports', name: 'Sports Development Office', local: '225' };
  const admin = await createOfficeAdmin(request, {
    officeId: 1,
    office: 'administration',
    prefix: 'directory',
  });
  await signInPage(page, await apiLogin(request, admin.email, admin.password));
  const stamp = `Q${Date.now().toString(36)}`;
  const contacts = {
    phone: `(042) 724-0158 local ${office.local}`,
    email: `${office.id}.desk@smsu.edu.ph`,
    room: 'Room 12',
    building: 'Student Center',
    hours: 'Monday to Friday, 9:00 a.m. to 4:00 p.m.',
    head: `Ms. Dolores ${stamp} Abad`,
  };

  await page.goto('/administrator/directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Directory' })).toBeVisible();
  await page.getByText(office.name, { exact: true }).click();
  const form = page.getByRole('form', { name: `Contact details of ${office.name}` });
  await form.getByLabel('Phone').fill(contacts.phone);
  await form.getByLabel('E-mail').fill(contacts.email);
  await form.getByLabel('Room').fill(contacts.room);
  await form.getByLabel('Building').fill(contacts.building);
  await form.getByLabel('Office hours').fill(contacts.hours);
  await form.getByLabel('Head of office').fill(contacts.head);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Contact details saved');
  await checkA11y();

  await page.goto(`/staff?office=${office.id}`);
  const reach = page.getByRole('region', { name: 'How to reach us' });
  await expect(reach.getByRole('link', { name: contacts.phone })).toHaveAttribute(
    'href',
    `tel:+63427240158;ext=${office.local}`,
  );
  await expect(reach.getByRole('link', { name: contacts.email })).toHaveAttribute(
    'href',
    `mailto:${contacts.email}`,
  );
  await expect(reach).toContainText('Room 12, Student Center');
  await expect(reach).toContainText(contacts.hours);
  await expect(reach).toContainText(contacts.head);
  await checkA11y();

  // The search filters as one types, and the address follows so the search can be shared.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const search = page.getByRole('search', { name: 'Search the directories' });
  await search.getByRole('searchbox', { name: 'Find an office or a person' }).pressSequentially(stamp);
  await expect(search.getByRole('status')).toHaveText(`1 office and 0 people match “${stamp}”.`);
  await expect(search.getByRole('link', { name: office.name })).toHaveAttribute(
    'href',
    `/staff?office=${office.id}`,
  );
  await expect(page).toHaveURL(new RegExp(`/staff\\?q=${stamp}$`));
  await checkA11y();
});

test('the search finds offices by service and faculty by name, and links the charter’s services', async ({
  page,
  checkA11y,
}) => {
  test.slow();
  await page.goto('/staff');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const search = page.getByRole('search', { name: 'Search the directories' });
  const field = search.getByRole('searchbox', { name: 'Find an office or a person' });
  await field.fill('transcript');
  await expect(search.getByRole('status')).toHaveText('1 office and 0 people match “transcript”.');
  await expect(search.getByRole('link', { name: 'Office of the Campus Registrar' })).toBeVisible();
  // Without the accent, as phones often type it.
  await field.fill('Ordonez');
  await expect(search.getByRole('status')).toHaveText('0 offices and 1 person match “Ordonez”.');
  const person = search.getByRole('listitem').filter({ hasText: 'Ms. Camille B. Ordoñez' });
  await expect(person.getByRole('link', { name: /@smsu\.edu\.ph$/ })).toHaveAttribute('href', /^mailto:/);
  await expect(person).toContainText('Consultation hours');
  await checkA11y();

  // The Registrar's charter services open their own pages.
  await page.goto('/staff?office=registrar');
  await page.getByRole('link', { name: 'Issuance of Transcript of Records' }).click();
  await expect(page).toHaveURL(/\/services\/transcript-of-records$/);

  // Each programme lists its faculty with e-mail and consultation hours.
  await page.goto('/faculty?program=bsit');
  const faculty = page.getByRole('region', { name: 'How to reach the faculty' });
  await expect(faculty.getByRole('listitem')).toHaveCount(12);
  await expect(faculty.getByRole('link', { name: 'jpmendoza@smsu.edu.ph' })).toHaveAttribute(
    'href',
    'mailto:jpmendoza@smsu.edu.ph',
  );
  await checkA11y();
});

test('without JavaScript the search and the office picker still work', async ({ browser }, info) => {
  test.slow();
  const context = await browser.newContext({ ...info.project.use, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/staff');
    const field = page.getByRole('searchbox', { name: 'Find an office or a person' });
    await field.fill('clearance');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/staff\?q=clearance$/);
    const search = page.getByRole('search', { name: 'Search the directories' });
    await expect(search.getByRole('status')).toContainText('match “clearance”');
    await expect(search.getByRole('link', { name: 'Campus Library' })).toBeVisible();
    await expect(search.getByRole('link', { name: 'Office of the Campus Registrar' })).toBeVisible();

    // The picker's choices are links: Next on a phone, the side list from 1024 px.
    const phone = info.project.name === 'phone';
    if (phone) await page.getByRole('link', { name: 'Next office' }).click();
    else
      await page
        .getByRole('navigation', { name: 'Choose an office' })
        .getByRole('link', { name: 'Budget Office' })
        .click();
    await expect(page).toHaveURL(phone ? /\/staff\?office=admin-finance$/ : /\/staff\?office=budget$/);
    await expect(page.getByTestId('directory-selection').getByRole('heading', { level: 2 })).toHaveText(
      phone ? 'Administrative and Finance Services' : 'Budget Office',
    );
    await expect(
      page.getByRole('region', { name: 'How to reach us' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^tel:\+63427240158/);
  } finally {
    await context.close();
  }
});
