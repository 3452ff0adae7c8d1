// The search results page (/search?q=), highlighted matches rendered as text, paging, and the page heads the
// server writes (structured data allowed by the Content Security Policy).
import type { Page } from '@playwright/test';
import { expect, openInTheBrowser, test } from './fixtures.ts';

interface SearchBody {
  articles: { article_id: number; title: string }[];
  pagination: { total: number; totalPages: number };
}

/** A search result as the API sends it. */
function fakeHit(id: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    article_id: id,
    title,
    title_highlight: title,
    snippet: `About ${title}.`,
    excerpt: '',
    type: 'news',
    privacy: 'public',
    date: null,
    created_at: '2025-06-01T00:00:00.000Z',
    published_at: null,
    office: 'research',
    office_name: 'Research and Development Office',
    office_abbrev: 'RESEARCH',
    course_abbrev: 'RESEARCH',
    thumbnail_url: null,
    view_count: 0,
    like_count: 0,
    ...extra,
  };
}

/** Records Content Security Policy violations from the first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) messages.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return messages;
}

test('finds articles and marks the matching words; axe-clean', async ({ page, request, checkA11y }) => {
  const api = (await (await request.get('/api/articles/search?q=rice')).json()) as SearchBody;
  expect(api.pagination.total).toBeGreaterThan(0);

  await page.goto('/search?q=rice');
  await expect(page.getByRole('heading', { level: 1, name: 'Search news' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('rice');
  const status = page.getByRole('status');
  await expect(status).toHaveText(
    `${api.pagination.total} ${api.pagination.total === 1 ? 'article matches' : 'articles match'} “rice”.`,
  );
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results).toHaveCount(api.articles.length);
  await expect(results.first().getByRole('link')).toHaveText(api.articles[0]?.title ?? '');
  await expect(page.locator('main mark').first()).toHaveText(/^rice$/i);
  await expect(page).toHaveTitle('Search: rice | SMSU San Isidro');
  await checkA11y();

  // The first result opens its article.
  await results.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/news/${api.articles[0]?.article_id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(api.articles[0]?.title ?? '');
});

test('the header search leads to the results page', async ({ page, checkA11y }, info) => {
  // The desktop header (from 1280 px) has a search button; phones use the field in the menu.
  await page.goto('/faculty');
  const header = page.getByRole('banner');
  if (info.project.name === 'phone') {
    await header.getByRole('button', { name: 'Open menu' }).click();
  } else {
    const toggle = header.getByRole('button', { name: 'Search the site' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('searchbox')).toBeFocused();
    // Escape closes the field and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(header.getByRole('searchbox')).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
  }
  const field = header.getByRole('searchbox', { name: 'Search the site' });
  await expect(field).toBeVisible();
  await checkA11y();
  // An empty search goes nowhere.
  await field.press('Enter');
  await expect(page).toHaveURL(/\/faculty$/);
  await field.fill('rice harvest');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=rice\+harvest$/);
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('rice harvest');
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(header.getByRole('searchbox', { name: 'Search the site' })).toBeHidden();
});

// Axe checks the phone header with its button in the test above (the page is drawn the same with JavaScript).
test('on a phone the header has a search button that opens the site search, also without JavaScript', async ({
  browser,
}, info) => {
  test.skip(
    info.project.name !== 'phone',
    'the button is the phone header’s (the desktop one is tested above)',
  );
  const context = await browser.newContext({ ...info.project.use, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/faculty');
    const button = page.getByRole('banner').getByRole('link', { name: 'Search the site' });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await button.click();
    await expect(page).toHaveURL(/\/search$/);
    const field = page.getByRole('main').getByRole('searchbox');
    await field.fill('rice harvest');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=rice\+harvest$/);
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first(),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

test('searching again from the results page changes the address; no match shows a way on', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/search');
  await expect(page.getByRole('status')).toHaveText(
    'Type words from an article’s title or text, then press Search.',
  );
  await checkA11y();

  const field = page.getByRole('searchbox', { name: 'Search the site' });
  await field.fill('zzxqv unmatched');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=zzxqv\+unmatched$/);
  await expect(page.getByRole('status')).toHaveText('No articles match “zzxqv unmatched”.');
  await expect(page.getByRole('list', { name: 'Pages' })).toHaveCount(0);
  // The shared empty state of the public pages (src/client/components/empty-state.tsx).
  await expect(page.locator('[data-empty-state]')).toContainText('Nothing matched your search');
  await expect(page.getByRole('link', { name: 'Explore campus news' })).toHaveAttribute(
    'href',
    '/research/news',
  );
  await checkA11y();

  await page.goBack();
  await expect(field).toHaveValue('');
});

test('finds the page that answers the question first, in the first response; axe-clean', async ({
  page,
  request,
  checkA11y,
}) => {
  // The server's first response already lists the pages (ADR 0008, 0019).
  const html = await (await request.get('/search?q=tuition')).text();
  const drawn = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="router-data"'));
  expect(drawn).toContain('href="/staff?office=cashier"');
  expect(drawn).toContain('Cashier');

  await page.goto('/search?q=tuition');
  const pages = page.getByRole('list', { name: 'Pages' }).getByRole('listitem');
  await expect(pages.first().getByRole('link')).toHaveText("Cashier's Office");
  await expect(pages.first()).toContainText('Campus Staff Directory');
  await expect(page.getByRole('heading', { level: 2, name: 'Pages' })).toBeVisible();
  // No article is about tuition: the status says so, and the pages keep the empty state away.
  await expect(page.getByRole('status')).toHaveText('No articles match “tuition”.');
  await expect(page.locator('[data-empty-state]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await checkA11y();

  await pages.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/staff\?office=cashier$/);
  await expect(page.getByTestId('directory-selection').getByRole('heading', { level: 2 })).toHaveText(
    "Cashier's Office",
  );
});

test('the header search finds the Library for "library hours", pages above the news', async ({
  page,
  checkA11y,
}, info) => {
  await page.goto('/careers');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const header = page.getByRole('banner');
  if (info.project.name === 'phone') await header.getByRole('button', { name: 'Open menu' }).click();
  else await header.getByRole('button', { name: 'Search the site' }).click();
  const field = header.getByRole('searchbox', { name: 'Search the site' });
  await field.fill('library hours');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=library\+hours$/);

  // Fetched in the browser this time (client-side navigation).
  const pages = page.getByRole('list', { name: 'Pages' }).getByRole('listitem');
  await expect(pages.first().getByRole('link')).toHaveText('Campus Library');
  await expect(pages.first().locator('mark').first()).toHaveText('Library');
  // The demo news about the library's hours comes after the pages.
  const news = page.getByRole('list', { name: 'Search results' });
  await expect(news.getByRole('listitem').first()).toBeVisible();
  const pagesBox = await page.getByRole('list', { name: 'Pages' }).boundingBox();
  const newsBox = await news.boundingBox();
  expect((pagesBox?.y ?? 0) + (pagesBox?.height ?? 0)).toBeLessThanOrEqual(newsBox?.y ?? 0);
  await checkA11y();

  await pages.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campus Library');
});

test('pages through many results', async ({ page, checkA11y }) => {
  // 23 matches, 10 a page: served by a stand-in so the count does not depend on the demo content.
  const total = 23;
  await page.route('**/api/articles/search?*', (route) => {
    const url = new URL(route.request().url());
    const n = Number(url.searchParams.get('page') ?? '1');
    const first = (n - 1) * 10;
    const count = Math.max(0, Math.min(10, total - first));
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        ok: true,
        query: 'harvest',
        pagination: { page: n, limit: 10, total, totalPages: 3 },
        articles: Array.from({ length: count }, (_, i) =>
          fakeHit(first + i + 1, `Harvest report ${first + i + 1}`),
        ),
      }),
    });
  });
  await openInTheBrowser(page, '/search?q=harvest');
  const pages = page.getByRole('navigation', { name: 'Search result pages' });
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(pages.getByText('Page 1 of 3')).toBeVisible();
  await expect(results).toHaveCount(10);
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveCount(0);
  await checkA11y();
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/search\?q=harvest&page=2$/);
  await expect(pages.getByText('Page 2 of 3')).toBeVisible();
  await expect(results.first().getByRole('link')).toHaveText('Harvest report 11');
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(results).toHaveCount(3);
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveCount(0);
  await pages.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/search\?q=harvest&page=2$/);
});

test('shows markup in titles and snippets as text, never as HTML', async ({ page }) => {
  await page.route('**/api/articles/search?*', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        ok: true,
        query: 'tarsier',
        pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
        articles: [
          fakeHit(9999, 'Tarsier', {
            title_highlight: '<mark>Tarsier</mark> &lt;b&gt;watch&lt;/b&gt;',
            snippet: 'Seen <mark>tarsiers</mark> <img src=x onerror="window.__xss=1"> &lt;script&gt;',
          }),
        ],
      }),
    }),
  );
  await openInTheBrowser(page, '/search?q=tarsier');
  const result = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(result.getByRole('link')).toHaveText('Tarsier <b>watch</b>');
  await expect(result.locator('mark')).toHaveText(['Tarsier', 'tarsiers']);
  await expect(
    result.getByText('<img src=x onerror="window.__xss=1"> <script>', { exact: false }),
  ).toBeVisible();
  await expect(result.locator('img')).toHaveCount(1);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test('pages carry structured data without breaking the Content Security Policy', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  const home = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(home['@graph'][0]['@type']).toBe('CollegeOrUniversity');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/feeds\/all\.xml$/,
  );

  await page.goto('/news/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const article = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(article['@type']).toBe('NewsArticle');

  await page.goto('/search?q=rice');
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(violations).toEqual([]);
});

test('unknown pages and articles answer 404 and show the not-found screens', async ({ page }) => {
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page not found' })).toBeVisible();
  const article = await page.goto('/news/999999');
  expect(article?.status()).toBe(404);
  await expect(page.getByText('Article not found').first()).toBeVisible();
});
