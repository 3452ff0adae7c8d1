// The article page /news/{id} (docs/product/public-site.md#article-page, #states, #errors, #constants).
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, openInTheBrowser, REACT_APP_PAGE, test } from './fixtures.ts';

/** Each project works on its own demo articles, so counts are not shared between parallel runs. */
const articleFor = (info: TestInfo, phone: number, desktop: number) =>
  info.project.name === 'phone' ? phone : desktop;

async function stats(request: APIRequestContext, id: number) {
  const res = await request.get(`/api/articles/${id}/stats`);
  return ((await res.json()) as { stats: { total_views: number; total_likes: number } }).stats;
}

async function openArticle(page: Page, id: number) {
  await page.goto(`/news/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('title, long date, publisher, sanitised body, share links, meta set and restored; axe-clean', async ({
  page,
  request,
  checkA11y,
}) => {
  const api = (await (await request.get('/api/articles/1')).json()) as {
    article: { title: string; office_name: string; date: string };
  };
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const homeTitle = await page.title();
  const homeDescription = await page.locator('meta[name="description"]').getAttribute('content');
  await page.goto('/news/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(api.article.title);
  await expect(page.getByText(`Published by ${api.article.office_name}`)).toBeVisible();
  await expect(page.locator('header time').first()).toHaveText(
    new Intl.DateTimeFormat('en-PH', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Asia/Manila',
    }).format(new Date(`${api.article.date}T12:00:00+08:00`)),
  );
  await expect(page.locator('.article-content h2')).toHaveText('What new students should do this week');
  await expect(page).toHaveTitle(`${api.article.title} | SMSU San Isidro`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news\/1$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', api.article.title);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^The San Isidro Campus opened/,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/media\/.+\?w=1200&q=80$/,
  );

  const facebook = page.getByRole('link', { name: /Share on Facebook/ });
  await expect(facebook).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(`[ADMIN] ${api.article.title}`).replace(/[()[\]]/g, '\\$&')),
  );
  await expect(page.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
    'href',
    /twitter\.com\/intent\/tweet/,
  );
  await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute(
    'href',
    /linkedin\.com/,
  );
  await checkA11y();

  // Leaving restores the page's title and removes the article's canonical link.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /San Isidro Campus/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(homeTitle);
  // The article is an islands page (docs/decisions/0026-public-pages-as-islands.md): leaving it loads the next
  // document, whose head is the home page's own, none of the article's.
  await expect(page.locator('link[rel="canonical"]')).not.toHaveAttribute('href', /\/news\/1$/);
  await expect(page.locator('meta[property="og:title"]')).not.toHaveAttribute('content', api.article.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', homeDescription ?? '');
  // Opened inside the React application (the charter's page; home and the concern form are islands pages,
  // ADR 0035 and 0044), leaving puts that page's own tags back.
  await page.goto(REACT_APP_PAGE);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const pageHeading = (await heading.textContent()) ?? '';
  const pageCanonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/news/1');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news\/1$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', pageCanonical ?? '');
  await expect(page.locator('meta[property="og:title"]')).not.toHaveAttribute('content', api.article.title);
});

test('an unknown or malformed id shows Article not found', async ({ page, checkA11y }) => {
  await page.goto('/news/999999');
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
  await checkA11y();
  await page.goto('/news/abc');
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
});

test('a failed fetch shows Error: Failed to fetch article', async ({ page }) => {
  await page.route(/\/api\/articles\/2$/, (route) =>
    route.fulfill({ status: 500, json: { ok: false, message: 'Boom' } }),
  );
  await openInTheBrowser(page, '/news/2');
  await expect(page.getByRole('alert')).toHaveText('Error: Failed to fetch article');
});

test('like once: the hint appears, the like counts, then the button stays in the reacted state', async ({
  page,
  request,
}, info) => {
  const id = articleFor(info, 6, 7);
  const before = await stats(request, id);
  await openArticle(page, id);
  const like = page.getByRole('button', { name: /^Like/ });
  await expect(like).toBeEnabled();
  await expect(page.getByText('Tap me!')).toBeVisible();
  await like.click();
  const liked = page.getByRole('button', { name: /^Liked/ });
  await expect(liked).toBeDisabled();
  await expect(liked).toHaveAttribute('data-reacted', 'true');
  await expect(liked).toHaveAccessibleName(`Liked , ${before.total_likes + 1} likes`);
  await expect(page.getByText('Tap me!')).toHaveCount(0);
  expect((await stats(request, id)).total_likes).toBe(before.total_likes + 1);

  // A new visit by the same reader: still liked, no way to like again.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Liked/ })).toBeDisabled();
  await page.waitForTimeout(1800);
  await expect(page.getByText('Tap me!')).toHaveCount(0);
});

test('the Tap me! hint goes by itself after a few seconds without a like', async ({ page }, info) => {
  // Articles no other test of this file likes or counts views of.
  await openArticle(page, articleFor(info, 14, 15));
  await expect(page.getByRole('button', { name: /^Like/ })).toBeEnabled();
  await expect(page.getByText('Tap me!')).toBeVisible();
  // Shown for 6 s (LIKE_HINT_SHOWN_MS), then gone; the button stays.
  await expect(page.getByText('Tap me!')).toHaveCount(0, { timeout: 12_000 });
  await expect(page.getByRole('button', { name: /^Like/ })).toBeEnabled();
});

test('one view is counted per visit; hiding the tab after 5 s only sends the duration', async ({
  page,
  request,
}, info) => {
  const id = articleFor(info, 8, 9);
  const before = await stats(request, id);
  const bodies: { referrer?: string | null; view_duration?: number | null }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/articles/${id}/view`))
      bodies.push(JSON.parse(r.postData() ?? '{}'));
  });
  const firstView = page.waitForResponse((r) => r.url().endsWith(`/api/articles/${id}/view`));
  await openArticle(page, id);
  await firstView;
  expect(bodies[0]?.view_duration ?? null).toBeNull();

  await page.waitForTimeout(5600);
  const durationSent = page.waitForResponse((r) => r.url().endsWith(`/api/articles/${id}/view`));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await durationSent;
  expect(bodies[1]?.view_duration).toBeGreaterThan(5);

  // Reloading within the same visit does not count again.
  const again = page.waitForResponse(
    (r) => r.url().endsWith(`/api/articles/${id}/view`) && r.request().method() === 'POST',
  );
  await page.reload();
  await again;
  await expect.poll(async () => (await stats(request, id)).total_views).toBe(before.total_views + 1);
  await expect(page.getByTestId('views-count')).toHaveText(
    before.total_views + 1 > 1000
      ? `${((before.total_views + 1) / 1000).toFixed(1)}K`
      : String(before.total_views + 1),
  );
});

test('stats and like failures are shown in red beside the badges', async ({ page }, info) => {
  const id = articleFor(info, 10, 11);
  await page.route(new RegExp(`/api/articles/${id}/stats$`), (route) =>
    route.fulfill({ status: 500, json: { ok: false, message: 'Stats are resting' } }),
  );
  await page.route(new RegExp(`/api/articles/${id}/like$`), (route) =>
    route.fulfill({ status: 503, body: 'unavailable', contentType: 'text/plain' }),
  );
  await openArticle(page, id);
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Stats are resting');
  await expect(alert).toHaveClass(/text-red-700/);
  await page.getByRole('button', { name: /^Like/ }).click();
  await expect(alert).toHaveText('Stats are resting · HTTP 503: Service Unavailable');
  await expect(page.getByRole('button', { name: /^Like/ })).toBeEnabled();
});

test('gallery: No images, more than 5 scrolls on large screens, lightbox returns focus; hostile HTML is inert', async ({
  page,
}) => {
  const base = (await (await page.request.get('/api/articles/3')).json()) as {
    article: Record<string, unknown>;
  };
  const pics = (n: number) =>
    Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`pic${i + 1}_url`, i < n ? base.article.thumbnail_url : null]),
    );
  let n = 0;
  await page.route(/\/api\/articles\/3$/, (route) =>
    route.fulfill({
      json: {
        ok: true,
        article: {
          ...base.article,
          ...pics(n),
          content:
            '<p>Safe text</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">bad link</a><table><tbody><tr><td style="color:red">cell</td></tr></tbody></table>',
        },
      },
    }),
  );
  await openInTheBrowser(page, '/news/3');
  await expect(page.locator('p:has-text("No images"):visible')).toHaveCount(1);
  await expect(page.locator('.article-content')).toContainText('Safe text');
  await expect(page.locator('.article-content td')).toHaveText('cell');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // No handler and no javascript: address survives (the picture from elsewhere goes altogether).
  await expect(page.locator('.article-content [onerror]')).toHaveCount(0);
  await expect(page.locator('.article-content a[href]')).toHaveCount(0);
  await expect(page.locator('.article-content')).toContainText('bad link');
  await expect(page.locator('.article-content img')).toHaveCount(0);
  await expect(page.locator('.article-content script')).toHaveCount(0);

  n = 7;
  await openInTheBrowser(page, '/news/3');
  const phone = (page.viewportSize()?.width ?? 0) < 1024;
  const gallery = page.locator(
    phone ? 'main section[aria-label="Images"] ul' : 'aside[aria-label="Images"] ul',
  );
  await expect(gallery.getByRole('button')).toHaveCount(7);
  if (!phone) await expect(gallery).toHaveAttribute('data-scrolls', 'true');
  expect(
    await gallery.evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight),
  ).toBe(true);

  const third = gallery.getByRole('button', { name: 'View picture 3 of 7 full size' });
  await third.click();
  const viewer = page.getByRole('dialog', { name: 'Article images' });
  await expect(viewer).toContainText('3 / 7');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(third).toBeFocused();
});

test('every article ends with "More from {office}": three other cards of the office and its list, in the first response', async ({
  page,
  request,
  checkA11y,
}) => {
  const api = (await (await request.get('/api/articles/1')).json()) as {
    article: { article_id: number; office: string; office_name: string };
  };
  const { office, office_name: name } = api.article;
  const list = (await (await request.get(`/api/articles/office/${office}?limit=4`)).json()) as {
    articles: { article_id: number; title: string }[];
  };
  const expected = list.articles.filter((a) => a.article_id !== 1).slice(0, 3);
  expect(expected.length).toBeGreaterThan(0);

  // Server-rendered: the section is in the HTML before any script runs.
  const html = await (await request.get('/news/1')).text();
  expect(html).toContain(`More from ${name}`);

  await page.goto('/news/1');
  const section = page.getByRole('region', { name: `More from ${name}` });
  await expect(section.getByRole('listitem')).toHaveCount(expected.length);
  for (const a of expected) await expect(section.getByRole('link', { name: a.title })).toBeVisible();
  await expect(section.getByRole('link', { name: `All ${name} articles` })).toBeVisible();
  await checkA11y();
  await section.getByRole('link', { name: `All ${name} articles` }).click();
  await expect(page).not.toHaveURL(/\/news\/1$/);
});
