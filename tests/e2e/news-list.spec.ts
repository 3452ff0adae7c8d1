// The shared news list (docs/product/public-site.md#news-list, #states, #validation, #errors, #constants), on the research page.
import type { Page } from '@playwright/test';
import { expect, openInTheBrowser, test } from './fixtures.ts';

const OFFICE_RESEARCH = /\/api\/articles\/office\/research\b/;

function fakeArticle(id: number, overrides: Record<string, unknown> = {}) {
  const pics = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`pic${i + 1}_url`, null]));
  return {
    article_id: id,
    title: `Research note number ${id} on coastal livelihoods`,
    excerpt: `Findings from field work number ${id} with fisherfolk in the eastern barangays.`,
    type: 'news',
    privacy: 'public',
    date: '2025-09-01',
    created_at: `2025-09-${String(10 + (id % 18)).padStart(2, '0')}T08:00:00.000Z`,
    published_at: null,
    office: 'research',
    office_name: 'Research and Development Office',
    office_abbrev: 'RESEARCH',
    course_abbrev: 'RESEARCH',
    thumbnail_url: null,
    ...pics,
    view_count: 1500,
    like_count: 0,
    ...overrides,
  };
}

const list = (page: Page) => page.getByRole('region', { name: 'Research News', exact: true });

test('search on title and excerpt, no-results card, clear; cards open the article in a new tab', async ({
  page,
  checkA11y,
}) => {
  // BSED: no other browser test writes BSED articles, so the demo pair is stable.
  await page.goto('/programs/bsed');
  const bsed = page.getByRole('region', { name: 'BSED News', exact: true });
  const cards = bsed.getByRole('article');
  await expect(cards).toHaveCount(2);
  const link = cards.first().getByRole('link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', /^\/news\/\d+$/);
  // Newest first.
  await expect(cards.first()).toContainText('BSED graduates post a 91 percent passing rate');
  await checkA11y();

  const search = page.getByRole('searchbox', { name: 'Search BSED News' });
  await search.fill('LICENSURE');
  await expect(cards).toHaveCount(1);
  await search.fill('no such topic');
  await expect(cards).toHaveCount(0);
  await expect(bsed).toContainText('No results for: no such topic');
  await expect(bsed).toContainText(
    "We couldn't find any news matching your search. Try different keywords, or clear the search to see all items.",
  );
  await expect(bsed.getByRole('link', { name: 'Explore campus news' })).toHaveAttribute(
    'href',
    '/research/news',
  );
  await expect(bsed.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Clear search' }).first().click();
  await expect(search).toHaveValue('');
  await expect(cards).toHaveCount(2);
});

test('the research list shows its own articles and opens them', async ({ page, context }) => {
  await page.goto('/research/news');
  const cards = list(page).getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Campus researchers present six papers');
  const opened = context.waitForEvent('page');
  await cards.first().getByRole('link').click();
  const tab = await opened;
  await expect(tab).toHaveURL(/\/news\/\d+$/);
  await expect(tab.getByRole('heading', { level: 1 })).toContainText('Campus researchers present six papers');
});

test('search matches the excerpt case-insensitively; mode filters by type', async ({ page }) => {
  await page.route(OFFICE_RESEARCH, (route) =>
    route.fulfill({
      json: {
        ok: true,
        articles: [
          fakeArticle(901, { title: 'Seaweed survey', excerpt: 'Mapping FARMS along the coast.' }),
          fakeArticle(902, { title: 'Rice trial', excerpt: 'Drought-tolerant lines.' }),
          fakeArticle(903, { title: 'Seaweed proposal', type: 'proposal' }),
          fakeArticle(904, { title: 'Water study', type: 'COMPLETED' }),
        ],
      },
    }),
  );
  await openInTheBrowser(page, '/research/news');
  await expect(list(page).getByRole('article')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search Research News' }).fill('farms along');
  await expect(list(page).getByRole('article')).toHaveCount(1);
  await expect(list(page).getByRole('article')).toContainText('Seaweed survey');

  await openInTheBrowser(page, '/research/proposals');
  const proposals = page.getByRole('region', { name: 'Research Proposals', exact: true });
  await expect(proposals.getByRole('article')).toHaveCount(1);
  await expect(proposals.getByRole('article')).toContainText('Seaweed proposal');
  await openInTheBrowser(page, '/research/published');
  await expect(
    page.getByRole('region', { name: 'Research Published', exact: true }).getByRole('article'),
  ).toContainText('Water study');
});

test('cards: date, cut title, view badge, like badge only above 0, fallback image; compact on phones', async ({
  page,
}) => {
  const long = 'One two three four five six seven eight nine ten eleven twelve thirteen fourteen';
  await page.route(OFFICE_RESEARCH, (route) =>
    route.fulfill({
      json: {
        ok: true,
        articles: [
          // Created late on the 19th in UTC, published on the 20th: the card shows the publication date.
          fakeArticle(911, {
            title: long,
            like_count: 0,
            date: '2025-09-20',
            created_at: '2025-09-18T17:00:00.000Z',
          }),
          fakeArticle(912, { like_count: 3, thumbnail_url: '/media/articles/x.jpg' }),
        ],
      },
    }),
  );
  await openInTheBrowser(page, '/research/news');
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  const first = list(page).getByRole('article').first();
  await expect(first).toHaveAttribute('data-variant', phone ? 'compact' : 'card');
  await expect(first.getByRole('heading')).toHaveText(
    phone
      ? 'One two three four five six seven eight nine ten… (opens in a new tab)'
      : 'One two three four five six seven eight nine ten eleven twelve… (opens in a new tab)',
  );
  await expect(first.locator('time')).toHaveText('Sep 20, 2025');
  await expect(first).toContainText('Views: 1.5K');
  await expect(first).not.toContainText('Likes:');
  await expect(first.locator('img')).toHaveAttribute('src', /news-fallback\.svg$/);
  const second = list(page).getByRole('article').nth(1);
  await expect(second).toContainText('Likes: 3');
  await expect(second.locator('img')).toHaveAttribute('src', /^\/media\/articles\/x\.jpg\?w=800&q=70$/);
  await expect(second.locator('img')).toHaveAttribute('srcset', /w=260&q=70 260w/);
});

test('scrolls at 5 or more items at two 24rem rows plus 1.5rem', async ({ page }) => {
  let count = 4;
  await page.route(OFFICE_RESEARCH, (route) =>
    route.fulfill({
      json: { ok: true, articles: Array.from({ length: count }, (_, i) => fakeArticle(920 + i)) },
    }),
  );
  await openInTheBrowser(page, '/research/news');
  await expect(list(page).getByRole('article')).toHaveCount(4);
  await expect(list(page).locator('[data-scrolls]')).toHaveAttribute('data-scrolls', 'false');

  count = 5;
  await openInTheBrowser(page, '/research/news');
  await expect(list(page).getByRole('article')).toHaveCount(5);
  const scroller = list(page).locator('[data-scrolls]');
  await expect(scroller).toHaveAttribute('data-scrolls', 'true');
  const maxHeight = await scroller.evaluate((el) => getComputedStyle(el).maxHeight);
  const rem = await page.evaluate(() =>
    Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
  );
  expect(Number.parseFloat(maxHeight)).toBeCloseTo((2 * 24 + 1.5) * rem, 0);
  expect(await scroller.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
});

test('empty office: the page text, Refresh and Explore campus news; a failed refresh keeps the list', async ({
  page,
}) => {
  let mode: 'empty' | 'full' | 'fail' = 'empty';
  await page.route(OFFICE_RESEARCH, (route) => {
    if (mode === 'fail') return route.fulfill({ status: 500, json: { ok: false, message: 'Down' } });
    return route.fulfill({
      json: { ok: true, articles: mode === 'empty' ? [] : [fakeArticle(931), fakeArticle(932)] },
    });
  });
  await openInTheBrowser(page, '/research/news');
  await expect(list(page)).toContainText('There are currently no public articles for RESEARCH');
  await expect(list(page).getByRole('link', { name: 'Explore campus news' })).toHaveAttribute(
    'href',
    '/research/news',
  );

  mode = 'full';
  await list(page).getByRole('button', { name: 'Refresh' }).click();
  await expect(list(page).getByRole('article')).toHaveCount(2);

  // Search for nothing, refresh while the server fails, clear: the two cards are still there.
  await page.getByRole('searchbox', { name: 'Search Research News' }).fill('zzz');
  mode = 'fail';
  const failed = page.waitForResponse((r) => OFFICE_RESEARCH.test(r.url()) && r.status() === 500);
  await list(page).getByRole('button', { name: 'Refresh' }).click();
  await failed;
  await expect(list(page).getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await page.getByRole('button', { name: 'Clear search' }).first().click();
  await expect(list(page).getByRole('article')).toHaveCount(2);
  // Research lists only log a failure; no message is shown.
  await expect(list(page).getByText('Failed to load news.')).toHaveCount(0);
});
