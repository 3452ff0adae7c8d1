// All campus news at /news: server-rendered pages of every office's public articles with the page number in
// the address, filters that are a plain GET form, the RSS link, the home page's link, and an article made
// private in the portal leaving the list.
import sharp from 'sharp';
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { apiLogin, expect, test } from './fixtures.ts';

const shots = process.env.VISITOR_SHOTS;

test('lists every office’s news newest first, pages and filters it; axe-clean', async ({
  page,
  request,
  checkA11y,
}, testInfo) => {
  test.slow();
  const api = (await (await request.get('/api/news')).json()) as {
    articles: { title: string }[];
    pagination: { totalPages: number; total: number };
  };
  expect(api.pagination.total).toBeGreaterThan(12);
  // The first response already holds the articles (server-rendered).
  const html = await (await request.get('/news')).text();
  expect(html).toContain('All campus news');
  // Another test may publish an article meanwhile: one of the newest is enough to show the list was drawn.
  expect(api.articles.slice(0, 3).some((a) => html.includes(a.title.slice(0, 20)))).toBe(true);

  await page.goto('/');
  // The home page's lower sections hydrate when scrolled near: the link is clicked once they have.
  const homeLink = page.getByRole('link', { name: 'All campus news' });
  await homeLink.scrollIntoViewIfNeeded();
  await expect(homeLink).toBeVisible();
  await homeLink.click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All campus news' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'RSS feed of all news' })).toHaveAttribute(
    'href',
    '/feeds/all.xml',
  );
  const cards = page.getByRole('region', { name: 'Articles' }).getByRole('article');
  await expect(cards).toHaveCount(12);
  await checkA11y();
  if (shots) await page.screenshot({ path: `${shots}/news-${testInfo.project.name}.png`, fullPage: true });

  const pages = page.getByRole('navigation', { name: 'News pages' });
  // Tests running beside this one publish articles, so the number of pages can only have grown since the read.
  await expect(pages).toContainText(/Page 1 of \d+/);
  const total = Number((await pages.textContent())?.match(/Page 1 of (\d+)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(api.pagination.totalPages);
  await pages.getByRole('link', { name: 'Older' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(pages).toContainText(new RegExp(`Page 2 of (${total}|${total + 1})`));

  await page.getByLabel('Office or program').selectOption({ label: 'Campus Library' });
  await page.getByRole('button', { name: 'Show articles' }).click();
  await expect(page).toHaveURL(/\/news\?office=library&type=&q=$/);
  await expect(cards.first()).toBeVisible();
  for (const badge of await cards.locator('p span').first().allTextContents()) expect(badge).toBe('LIBRARY');
  await expect(page.getByLabel('Office or program')).toHaveValue('library');

  await page.getByLabel('Words in the title or summary').fill('no such words anywhere zzz');
  await page.getByRole('button', { name: 'Show articles' }).click();
  await expect(page.getByText('No articles match these filters.')).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(cards).toHaveCount(12);
});

test('an article made private in the portal leaves /news', async ({ page, browser, request }) => {
  const token = await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const image = {
    name: 'pic.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 64, height: 40, channels: 3, background: '#336699' } })
      .png()
      .toBuffer(),
  };
  const title = `Mangrove replanting in Barangay Dalig ${test.info().project.name} ${Date.now()}`;
  const created = await request.post('/api/admin/articles', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      content: '<p>Volunteers replanted mangroves along the coast.</p>',
      type: 'Proposal',
      office: 'extension',
      thumbnail: image,
      slider_images: image,
      image_meta: JSON.stringify({
        thumbnail: { alt: 'Mangrove seedlings' },
        slider: [{ ref: 'new:0', alt: 'Volunteers at the shore' }],
      }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const filtered = `/news?office=extension&type=proposal&q=${encodeURIComponent(title)}`;
  await page.goto(filtered);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  const portal = await browser.newPage();
  await portal.addInitScript((t) => window.sessionStorage.setItem('campus_admin_token', t), token);
  await portal.goto('/administrator/news/extension');
  await portal
    .getByRole('button', { name: `Public, make private: ${title}` })
    .filter({ visible: true })
    .click();
  await portal
    .getByRole('alertdialog', { name: 'Make Private' })
    .getByRole('button', { name: 'Make Private' })
    .click();
  await expect(
    portal.getByRole('button', { name: `Private, make public: ${title}` }).filter({ visible: true }),
  ).toBeVisible();
  await portal.close();

  await page.goto(filtered);
  await expect(page.getByText('No articles match these filters.')).toBeVisible();
});
