// Administration, programme, research, extension and library pages (docs/product/public-site.md#pages, #states, #validation, #errors): titles,
// redirects, the programme fallback, list modes filtered by type, charts, and the library's rules modal.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openInTheBrowser, test } from './fixtures.ts';

interface ListedArticle {
  title: string;
  type: string;
}

async function officeArticles(request: APIRequestContext, office: string): Promise<ListedArticle[]> {
  const res = await request.get(`/api/articles/office/${office}?limit=1000`);
  const body = (await res.json()) as { articles: ListedArticle[] };
  return body.articles;
}

/** The list region named by its title: its article cards, once loaded. */
function listCards(page: Page, title: string) {
  return page.getByRole('region', { name: title }).locator('li:not([aria-hidden="true"])');
}

const EMPTY = (program: string) =>
  `There are currently no public articles for ${program}... If you expect content here, ensure the office exists in the database.`;

test('Administration: administrator, chart in the viewer, links and the news list', async ({
  page,
  request,
  checkA11y,
}) => {
  const articles = await officeArticles(request, 'administration');
  await page.goto('/administration');
  await expect(page.getByRole('heading', { level: 1, name: 'Campus Administration' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Portrait of Dr\. Teresita M\. Villanueva/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Message from the Campus Administrator');
  // The message is the administrator's own, in the first person (issue #34).
  await expect(page.getByRole('main').locator('blockquote')).toContainText(
    'It has been my privilege to lead',
  );
  await expect(
    page.getByRole('heading', { name: 'Administration Organizational Chart' }).first(),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Administration News' })).toHaveAttribute(
    'href',
    '/administration/news',
  );
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { level: 2, name: 'Administration News' })).toBeVisible();
  await expect(listCards(page, 'Administration News')).toHaveCount(articles.length);
  await checkA11y();

  await page.getByRole('button', { name: 'View full size: Administration Organizational Chart' }).click();
  const viewer = page.getByRole('dialog', { name: 'Administration Organizational Chart' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Rotate image' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await main.getByRole('link', { name: 'Administration News' }).click();
  await expect(page).toHaveURL(/\/administration\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration News' })).toBeVisible();
  await expect(listCards(page, 'Administration News')).toHaveCount(articles.length);
  await checkA11y();
});

test('empty lists show the office-specific empty card', async ({ page, checkA11y }) => {
  // Serve empty lists, as for a campus that has not published yet.
  await page.route('**/api/articles/office/**', (route) =>
    route.fulfill({ json: { ok: true, articles: [] } }),
  );
  await openInTheBrowser(page, '/administration/news');
  await expect(page.getByText('No published administration articles')).toBeVisible();
  await openInTheBrowser(page, '/extension/proposals');
  await expect(page.getByText('No published extension articles')).toBeVisible();
  await openInTheBrowser(page, '/programs/bsit');
  await expect(page.getByText(EMPTY('BSIT'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore campus news' })).toHaveAttribute(
    'href',
    '/research/news',
  );
  // The one empty-state pattern: a friendly headline with the spec's sentence under it, and its buttons.
  const empty = page.locator('[data-empty-state]');
  await expect(empty).toHaveCount(1);
  await expect(empty.locator('p').first()).toHaveText('Nothing published here yet');
  await expect(empty.locator('p').nth(1)).toHaveText(EMPTY('BSIT'));
  await expect(empty.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await checkA11y();
});

test('programme at a glance: facts from the content files, the faculty chart and the enrolment portal', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/programs/bsed');
  const glance = page.getByRole('region', { name: 'Program at a glance' });
  await expect(glance).toBeVisible();
  for (const [label, value] of [
    ['Duration', /^Four years \(eight semesters\)/],
    ['Majors', 'EnglishMathematicsScience'],
    ['Accreditation', /^AACCUP Accredited Level III/],
    ['Program chair', 'Dr. Cristina L. Navarro'],
  ] as const) {
    const term = glance.locator('dt', { hasText: label });
    await expect(term).toBeVisible();
    await expect(term.locator('xpath=following-sibling::dd')).toHaveText(value);
  }
  const admission = glance.getByRole('region', { name: 'Admission requirements' });
  await expect(admission.getByRole('listitem')).toHaveCount(6);
  await expect(admission).toContainText('SMSU College Admission Test');
  await expect(admission).toContainText('Republic Act No. 10931');
  const careers = glance.getByRole('region', { name: 'Career paths' });
  await expect(careers.getByRole('listitem')).toHaveCount(5);
  await expect(careers).toContainText('Junior or senior high school teacher');

  const enrol = glance.getByRole('link', { name: /Enrolment portal/ });
  await expect(enrol).toHaveAttribute('href', 'https://enrol.smsu.edu.ph');
  await expect(enrol).toHaveAttribute('target', '_blank');
  // The block comes before the programme's news.
  const newsHeading = page.getByRole('heading', { level: 2, name: 'BSED News' });
  const [glanceBox, newsBox] = [await glance.boundingBox(), await newsHeading.boundingBox()];
  expect(glanceBox && newsBox && glanceBox.y < newsBox.y).toBe(true);
  await checkA11y();

  // Research and extension are not degree programmes: no block there.
  await page.goto('/programs/research');
  await expect(page.getByRole('heading', { level: 1, name: 'Research News' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Program at a glance' })).toHaveCount(0);

  await page.goto('/programs/bsed');
  await page
    .getByRole('region', { name: 'Program at a glance' })
    .getByRole('link', { name: 'Faculty chart' })
    .click();
  await expect(page).toHaveURL(/\/faculty\?program=bsed$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Bachelor of Secondary Education' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'BSED Faculty Organizational Chart' })).toBeVisible();
});

test('a search with no match shows the no-results card', async ({ page }) => {
  await page.goto('/administration/news');
  await page.getByRole('searchbox').fill('zzqx-nothing-matches');
  await expect(page.getByText('No results for: zzqx-nothing-matches')).toBeVisible();
});

test('programme pages: titles, case-insensitive sub, redirect and fallback', async ({ page, checkA11y }) => {
  const titles: [string, string][] = [
    ['bsit', 'Bachelor of Science in Information Technology (BSIT)'],
    ['BSED', 'Bachelor of Secondary Education (BSED)'],
    ['BtvTed', 'Bachelor of Technical-Vocational Teacher Education (BTVTEd)'],
    ['bsa', 'Bachelor of Science in Agriculture (BSA)'],
    ['Research', 'Research News'],
    ['extension', 'Extension News'],
  ];
  for (const [sub, title] of titles) {
    await page.goto(`/programs/${sub}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('searchbox')).toBeVisible();
  }
  // Research and extension also show their chart.
  await expect(page.getByRole('heading', { level: 2, name: 'Extension Organizational Chart' })).toBeVisible();
  await checkA11y();

  await page.goto('/programs');
  await expect(page).toHaveURL(/\/programs\/bsit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bachelor of Science in Information Technology (BSIT)',
  );

  // An unknown programme has the page header of every page: a plain title, the spec's sentence under it.
  await page.goto('/programs/nursing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Academic Programs');
  await expect(
    page.getByText('Programs - Select a program from the navigation to view details.'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Degree programs' }).getByRole('link')).toHaveCount(4);
  await checkA11y();
});

test('research modes filter by type, with the spec titles and chart', async ({
  page,
  request,
  checkA11y,
}) => {
  const articles = await officeArticles(request, 'research');
  const count = (type: string) => articles.filter((a) => a.type === type).length;

  await page.goto('/research');
  await expect(page).toHaveURL(/\/research\/news$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Research News' })).toBeVisible();
  await expect(listCards(page, 'Research News')).toHaveCount(count('news'));
  await expect(page.getByRole('heading', { level: 2, name: 'Research Organizational Chart' })).toBeVisible();
  await checkA11y();

  await page.getByRole('link', { name: 'Proposals', exact: true }).click();
  await expect(page).toHaveURL(/\/research\/proposals$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Research Proposals' })).toBeVisible();
  await expect(listCards(page, 'Research Proposals')).toHaveCount(count('proposal'));
  const proposal = articles.find((a) => a.type === 'proposal');
  if (proposal) {
    await expect(page.getByRole('region', { name: 'Research Proposals' })).toContainText(
      proposal.title.split(' ').slice(0, 3).join(' '),
    );
  }

  await page.goto('/research/published');
  await expect(page.getByRole('heading', { level: 2, name: 'Research Published' })).toBeVisible();
  await expect(listCards(page, 'Research Published')).toHaveCount(count('completed'));
  await checkA11y();
});

test('extension modes, titles, empty text and chart', async ({ page, request, checkA11y }) => {
  const articles = await officeArticles(request, 'extension');
  await page.goto('/extension');
  await expect(page).toHaveURL(/\/extension\/news$/);
  for (const [path, title, type] of [
    ['/extension/news', 'Extension News', 'news'],
    ['/extension/proposals', 'Extension Proposals', 'proposal'],
    ['/extension/completed', 'Extension Completed', 'completed'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const expected = articles.filter((a) => a.type === type).length;
    if (expected > 0) await expect(listCards(page, title)).toHaveCount(expected);
    else await expect(page.getByText('No published extension articles')).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Extension Organizational Chart' })).toBeVisible();
  await checkA11y();
});

test('library: lists by mode, e-resources in new tabs and chart', async ({ page, request, checkA11y }) => {
  const articles = await officeArticles(request, 'library');
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Campus Library' })).toBeVisible();
  await expect(listCards(page, 'Library News')).toHaveCount(articles.filter((a) => a.type === 'news').length);

  const subscribed = page.getByRole('region', { name: 'Subscribed E-Resources' }).getByRole('link');
  await expect(subscribed).toHaveCount(6);
  const free = page.getByRole('region', { name: 'Free Electronic Databases' }).getByRole('link');
  await expect(free).toHaveCount(4);
  for (const links of [subscribed, free]) {
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Library Organizational Chart' })).toBeVisible();
  await checkA11y();

  for (const [path, title, type] of [
    ['/library/proposals', 'Library Proposals', 'proposal'],
    ['/library/completed', 'Library Completed', 'completed'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const expected = articles.filter((a) => a.type === type).length;
    if (expected > 0) await expect(listCards(page, title)).toHaveCount(expected);
    else await expect(page.getByText(EMPTY('LIBRARY'))).toBeVisible();
  }
  await checkA11y();
});

test('library rules modal locks scrolling, restores the position and closes by button, outside click or Escape', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/library');
  const open = page.getByRole('button', { name: 'Read the Rules and Regulations' });
  await open.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(200);

  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Library Rules and Regulations' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('position', 'fixed');
  // Every figure of docs/product/public-site.md#constants is in the rules.
  for (const figure of [
    '7:00 a.m. to 5:30 p.m., with no noon break',
    'issued from 3:00 p.m.',
    'between 7:00 and 9:00 a.m.',
    'may be kept for 1 week',
    'one overnight book and one home-use book',
    'up to 3 books for one week',
    'one week after classes begin and stops one week before',
    'for 30 minutes',
    '5.00 pesos per hour, or 40.00 pesos per full day',
    'Suspension of borrowing privileges for 1 week',
    'Suspension of borrowing privileges for 2 weeks',
    'processing fee of 50.00 pesos, within 30 days',
    'Suspension of library privileges for 2 weeks',
    'Suspension of library privileges for 1 month',
    'Barred from using the library for the rest of the semester',
    '20.00 pesos',
    '30.00 pesos',
  ]) {
    await expect(dialog.getByText(figure, { exact: false }).filter({ visible: true }).first()).toBeVisible();
  }
  await checkA11y();

  await dialog.getByRole('button', { name: 'Close rules and regulations' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('body')).not.toHaveCSS('position', 'fixed');
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await expect(open).toBeFocused();

  // A click on the dimmed area outside the panel closes it too.
  await open.click();
  await expect(dialog).toBeVisible();
  await dialog.click({ position: { x: 4, y: 4 } });
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  // Escape closes an open dialog: pressed before the dialog shows, it would reach the page instead.
  await open.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
