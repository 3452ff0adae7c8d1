// Issue 22 item 4: article content that names an outside address never makes the browser contact it. A trap
// server stands in for the outside address and counts every request. The content is saved through the API
// (the server sanitiser strips it) and, to prove the browser's own parsers are inert (DOMPurify on the article
// page, TipTap in the editor), also served raw by intercepting the article API. Each runs with the site's CSP
// and with the CSP bypassed, so the CSP alone cannot be what keeps the requests from happening.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { apiLogin, expect, openInTheBrowser, REACT_APP_PAGE, signInPage, test } from './fixtures.ts';

let trap: http.Server;
let trapUrl = '';
const hits: string[] = [];

test.beforeAll(async () => {
  trap = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p>outside</p>');
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => trap.close(resolve));
});

/** Everything a browser would fetch on its own, each pointing at the trap; all of it stripped by policy. */
const payloads = (u: string) => [
  `<iframe src="${u}/iframe"></iframe>`,
  `<iframe srcdoc="<img src='${u}/srcdoc'>"></iframe>`,
  `<object data="${u}/object"></object>`,
  `<embed src="${u}/embed">`,
  `<img srcset="${u}/srcset 1x" alt="">`,
  `<picture><source srcset="${u}/source"><img alt=""></picture>`,
  `<video poster="${u}/poster" src="${u}/video"></video>`,
  `<audio src="${u}/audio" autoplay></audio>`,
  `<link rel="stylesheet" href="${u}/link">`,
  `<link rel="prefetch" href="${u}/prefetch">`,
  `<style>@import url(${u}/import);</style>`,
  `<p style="background-image:url(${u}/background)">styled</p>`,
  `<svg><image href="${u}/svg-image"></image></svg>`,
  `<input type="image" src="${u}/input">`,
  `<table background="${u}/table"><tbody><tr><td>cell</td></tr></tbody></table>`,
  `<meta http-equiv="refresh" content="0;url=${u}/meta">`,
  `<a ping="${u}/ping" href="#x">ping</a>`,
  `<img src="x" alt="" onerror="fetch('${u}/onerror')">`,
  `<noscript><img src="${u}/noscript"></noscript>`,
  `<template><img src="${u}/template"></template>`,
];

for (const bypassCSP of [false, true]) {
  test.describe(bypassCSP ? 'with the CSP bypassed' : 'with the CSP', () => {
    test.use({ bypassCSP });

    test('no request reaches an outside address named in article content', async ({ page, request }) => {
      test.slow();
      const token = await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
      await page.setViewportSize({ width: 400, height: 300 });
      await page.goto('/robots.txt');
      const image = { name: 'picture.png', mimeType: 'image/png', buffer: await page.screenshot() };
      const content = `<p>Visible text.</p>${payloads(trapUrl).join('')}<p>Last text.</p>`;
      const created = await request.post('/api/admin/articles', {
        headers: { Authorization: `Bearer ${token}` },
        multipart: {
          title: 'Seedling distribution schedule',
          content,
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
      const id = ((await created.json()) as { article: { article_id: number } }).article.article_id;
      hits.length = 0;

      // 1. As saved: the public page and the editor.
      await page.goto(`/news/${id}`);
      await expect(page.locator('.article-content').getByText('Visible text.')).toBeVisible();
      await signInPage(page, token);
      await page.goto(`/administrator/news/library/edit/${id}`);
      await expect(page.getByRole('textbox').filter({ hasText: 'Visible text.' })).toBeVisible();

      // 2. Served raw, as if it had slipped past the server: the browser's parsers must be inert on their own.
      let served = 0;
      await page.route(`**/api/articles/${id}`, async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as { article: Record<string, unknown> };
        body.article.content = content;
        served++;
        await route.fulfill({ response: res, json: body });
      });
      // Signed in, the portal's sign-in screen (the usual start) moves on to the dashboard by itself and could
      // overtake this navigation; the charter's page stays put.
      await openInTheBrowser(page, `/news/${id}`, REACT_APP_PAGE);
      await expect(page.locator('.article-content').getByText('Last text.')).toBeVisible();
      await page.goto(`/administrator/news/library/edit/${id}`);
      await expect(page.getByRole('textbox').filter({ hasText: 'Last text.' })).toBeVisible();
      // The raw body really reached the page (if the article came some other way, this test would prove nothing).
      expect(served).toBeGreaterThanOrEqual(2);

      // Whatever the body would fetch has been asked for once the network is quiet.
      await page.waitForLoadState('networkidle');
      expect(hits).toEqual([]);
    });
  });
}
