// Issue 30 item 4: article content cannot clobber the document. The clobbering payloads of the XSS corpus
// (a <p id="router-data"> with a fake page state, forms and images named after document methods, ids of the
// page's landmarks) are saved as an article and opened in Chromium: the page hydrates with its own data, every
// content id carries the user-content- prefix (also in a body the browser sanitises itself), and in-page links
// still reach their headings through the prefix, from a click and from an address written without it. An image
// from another site is dropped at save and never fetched.
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { CLOBBERING_PAYLOADS } from '../support/xss-corpus.ts';
import { apiLogin, expect, openInTheBrowser, test } from './fixtures.ts';

const filler = Array.from(
  { length: 40 },
  (_, i) => `<p>Paragraph ${i + 1} of the library's notice about the semester break.</p>`,
).join('');

const CONTENT =
  '<p><a href="#opening-hours">Jump to the opening hours</a></p>' +
  CLOBBERING_PAYLOADS.join('') +
  '<img src="https://tracker.example/pixel.gif" alt="">' +
  filler +
  '<h2 id="opening-hours">Opening hours</h2><p>Monday to Friday, 8 to 5.</p>';

/** Ids inside the article body that lack the prefix, and what holds id="router-data" in the document. */
async function clobberState(page: import('@playwright/test').Page) {
  return page.evaluate(() => ({
    unprefixed: [...document.querySelectorAll('.article-content [id], .article-content [name]')]
      .map((el) => `${el.tagName} id=${el.id} name=${el.getAttribute('name') ?? ''}`)
      .filter((s) => !/ id=user-content-\S+ name=$/.test(s)),
    routerData: [...document.querySelectorAll('[id="router-data"]')].map((el) => el.tagName),
    /** Islands the content would have the page wake (src/client/islands): it may carry none. */
    islandsInContent: document.querySelectorAll('.article-content [data-island]').length,
    forms: document.forms.length,
  }));
}

test('content cannot replace the page’s hydration data or take the page’s ids', async ({ page, request }) => {
  const token = await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  await page.setViewportSize({ width: 400, height: 300 });
  await page.goto('/robots.txt');
  const image = { name: 'picture.png', mimeType: 'image/png', buffer: await page.screenshot() };
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = `Semester break notice ${Date.now()}`;
  const created = await request.post('/api/admin/articles', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      content: CONTENT,
      type: 'News',
      office: 'library',
      thumbnail: image,
      slider_images: image,
      image_meta: JSON.stringify({
        thumbnail: { alt: 'The library reading room' },
        slider: [{ ref: 'new:0', alt: 'Shelves of the library' }],
      }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const reply = (await created.json()) as {
    message: string;
    article: { article_id: number; content: string };
  };
  const id = reply.article.article_id;
  expect(reply.message).toBe(
    'Article created. 1 image from another site was removed from the text: images in an article must be uploaded to this site.',
  );
  expect(reply.article.content).not.toContain('tracker.example');

  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) outside.push(r.url());
  });

  // A first load: the server's page, its islands woken with the server's own props (an islands page carries no
  // router data, docs/decisions/0026-public-pages-as-islands.md).
  await page.goto(`/news/${id}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('h1').first()).toHaveText(title);
  const first = await clobberState(page);
  expect(first.unprefixed).toEqual([]);
  expect(first.routerData).toEqual([]);
  expect(first.islandsInContent).toBe(0);
  await expect(page.locator('[data-island="article-engagement"]')).toHaveAttribute(
    'data-props',
    new RegExp(`"id":${id},`),
  );
  // The fake state's alert is text of the body, never the page's own alert.
  await expect(page.locator('body > :not(#root), header, [role="alert"]').getByText('URGENT')).toHaveCount(0);

  // In-page links reach their heading through the prefix.
  const heading = page
    .locator('.article-content')
    .getByRole('heading', { name: 'Opening hours', exact: true });
  await expect(heading).not.toBeInViewport();
  await page.getByRole('link', { name: 'Jump to the opening hours' }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${id}#user-content-opening-hours$`));
  await expect(heading).toBeInViewport();
  // An address written without the prefix (a link shared before) still arrives at the heading.
  await page.goto('/faculty');
  await page.goto(`/news/${id}#opening-hours`);
  await expect(heading).toBeInViewport();

  // A body the browser draws itself (a client-side navigation) goes through the browser's sanitiser, which
  // prefixes too: the reply is given raw clobbering markup on its way in.
  await page.route(`**/api/articles/${id}`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.article.content = `${CLOBBERING_PAYLOADS.join('')}<img src="https://tracker.example/raw.gif" alt=""><p>Drawn by the browser.</p>`;
    await route.fulfill({ response, json: body });
  });
  await openInTheBrowser(page, `/news/${id}`);
  await expect(page.locator('.article-content').getByText('Drawn by the browser.')).toBeVisible();
  const drawn = await clobberState(page);
  expect(drawn.unprefixed).toEqual([]);
  expect(drawn.routerData.filter((tag) => tag !== 'SCRIPT')).toEqual([]);
  expect(outside).toEqual([]);
});
