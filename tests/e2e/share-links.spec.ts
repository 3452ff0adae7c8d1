// Share links and the canonical link of an article are absolute and built on the site's configured address
// (PUBLIC_URL; unset in the browser tests, so the server's own `http://localhost:PORT`), never on the address
// the browser happens to use (here 127.0.0.1): in the server's HTML, in the hydrated page and after a
// client-side navigation from the home page.
import { expect, REACT_APP_PAGE, test } from './fixtures.ts';

const port = Number(process.env.E2E_PORT ?? 3123);
const CONFIGURED = `http://localhost:${port}`;

function sharedUrls(hrefs: string[]): string[] {
  return hrefs.map((href) => {
    const u = new URL(href);
    return u.searchParams.get('u') ?? u.searchParams.get('url') ?? '';
  });
}

test('share links and the canonical link carry the configured absolute address', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/articles/office/administration')).json()) as {
    articles: { article_id: number; title: string }[];
  };
  const article = list.articles[0];
  expect(article).toBeDefined();
  const id = article?.article_id ?? 0;
  const expected = `${CONFIGURED}/news/${id}`;

  // The server's HTML, as a share preview robot or a reader with JavaScript off gets it.
  const html = await (await request.get(`/news/${id}`)).text();
  const hrefs = [
    ...html.matchAll(/href="(https:\/\/(?:www\.facebook|twitter|www\.linkedin)\.com\/[^"]+)"/g),
  ].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
  expect(hrefs).toHaveLength(3);
  expect(sharedUrls(hrefs)).toEqual([expected, expected, expected]);
  expect(html).toContain(`<link rel="canonical" href="${expected}"`);

  // The hydrated page keeps them.
  await page.goto(`/news/${id}`);
  const shareHrefs = async () =>
    sharedUrls(
      await page
        .getByRole('link', { name: /^Share on / })
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
    );
  await expect.poll(shareHrefs).toEqual([expected, expected, expected]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', expected);

  // A client-side navigation inside the React application (from the charter's page; home and the concern form
  // are islands pages) draws the article in the browser: same addresses.
  await page.goto(REACT_APP_PAGE);
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/news/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article?.title ?? '');
  await expect.poll(shareHrefs).toEqual([expected, expected, expected]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', expected);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', expected);
});
