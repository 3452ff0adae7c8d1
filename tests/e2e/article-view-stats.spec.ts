// The view reply's stats (docs/product/public-site.md#calls: POST /api/articles/{id}/view answers with
// total_views and unique_views): the views badge shows the reply's count, this visit included, even when the
// separate stats call fails.
import { expect, test } from './fixtures.ts';

test('the views badge shows the count from the view reply', async ({ page, request }, testInfo) => {
  const list = (await (await request.get('/api/articles/office/extension')).json()) as {
    articles: { article_id: number }[];
  };
  // Each project its own article, so the counts of parallel runs do not mix.
  const article = list.articles[testInfo.project.name === 'phone' ? 1 : 0];
  expect(article).toBeDefined();
  const id = article?.article_id ?? 0;
  await page.route(`**/api/articles/${id}/stats`, (route) =>
    route.fulfill({ status: 500, json: { ok: false, message: 'Stats are down' } }),
  );
  const viewReply = page.waitForResponse(
    (res) => res.url().endsWith(`/api/articles/${id}/view`) && res.request().method() === 'POST',
  );
  await page.goto(`/news/${id}`);
  const counted = (await (await viewReply).json()) as { stats: { total_views: number } };
  const badge = page.locator('[title$=" views"]').filter({ has: page.getByTestId('views-count') });
  await expect(badge).toHaveAttribute('title', `${counted.stats.total_views} views`);
  await expect(page.getByText('Stats are down')).toBeVisible();
});
