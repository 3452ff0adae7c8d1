// The XSS corpus (tests/support/xss-corpus.ts, over 500 payloads from public lists, each with its source)
// saved through the API as article content and titles and opened in Chromium: no script runs, with the CSP
// bypassed (the sanitisers alone) and with it on (no policy violation either), and the article body's box
// contains every element drawn from the content. Payloads go in batches, one save and two page loads each. A
// payload with a control character is refused by the contract instead (a 400, nothing stored).
import type { Browser, Page } from '@playwright/test';
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { articleContentProblem } from '../../src/shared/contract/articles.ts';
import { CONTROL_CHARACTER } from '../../src/shared/contract/common.ts';
import { XSS_CORPUS, type XssPayload } from '../support/xss-corpus.ts';
import { handlersRan } from './settled.ts';

/** Payloads with a control character are refused by the contract (a 400) and never stored; the rest are saved. */
const REFUSED = XSS_CORPUS.filter((p) => CONTROL_CHARACTER.test(p.payload));
const STORED = XSS_CORPUS.filter((p) => !CONTROL_CHARACTER.test(p.payload));

import { apiLogin, expect, test } from './fixtures.ts';

/** Closes whatever a payload left open that would swallow the next one (unmatched end tags are ignored). */
const SEPARATOR =
  '</textarea></title></style></xmp></noscript></noembed></noframes></iframe></object></template></select></option></script></a></math></svg></table>';
const MAX_BATCH = 32;
const MAX_TITLE = 300;

/** Payloads packed into batches that each pass the content bounds (depth, elements, length). */
function batches(): XssPayload[][] {
  const out: XssPayload[][] = [];
  let current: XssPayload[] = [];
  const html = (list: XssPayload[], n: number) => contentOf(list, n);
  for (const p of STORED) {
    const next = [...current, p];
    if (current.length >= MAX_BATCH || articleContentProblem(html(next, out.length + 1)) !== undefined) {
      out.push(current);
      current = [p];
    } else current = next;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/**
 * Publishing refuses an undescribed image (src/server/services/article-editorial.ts), so every <img gets a
 * bare `alt` (decorative): no quotes, so no payload's own quoting changes.
 */
const described = (payload: string) => payload.replace(/<img(?=[\s/>])/gi, '<img alt');

const contentOf = (batch: XssPayload[], n: number) =>
  `<p>Start of batch ${n}</p>${batch.map((p) => described(p.payload)).join(SEPARATOR)}${SEPARATOR}<p>End of batch ${n}</p>`;

interface Seen {
  dialogs: string[];
}

function watch(page: Page): Seen {
  const seen: Seen = { dialogs: [] };
  page.on('dialog', (d) => {
    seen.dialogs.push(d.message());
    void d.dismiss();
  });
  return seen;
}

/** Moves, focuses, scrolls and resizes over the body so event-driven payloads get their chance. */
async function provoke(page: Page) {
  const box = await page.locator('.article-content').boundingBox();
  if (box) {
    for (let y = box.y; y < box.y + Math.min(box.height, 3000); y += 150) {
      await page.mouse.move(box.x + 20, y);
      await page.mouse.move(box.x + box.width - 20, y + 20);
    }
  }
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.mouse.wheel(0, 2000);
  await handlersRan(page);
}

/** What the body holds that must never be there, and which drawn elements leave its box. */
async function inspect(page: Page) {
  return page.locator('.article-content').evaluate((root) => {
    const box = root.getBoundingClientRect();
    const bad: string[] = [];
    const escaped: string[] = [];
    for (const el of root.querySelectorAll('*')) {
      if (
        /^(script|iframe|object|embed|svg|math|form|style|link|meta|base|template|input|button)$/i.test(
          el.tagName,
        )
      )
        bad.push(`<${el.tagName.toLowerCase()}>`);
      for (const a of el.attributes) {
        if (/^on/i.test(a.name)) bad.push(`${el.tagName} ${a.name}`);
        if (
          /^(href|src|action|formaction|xlink:href)$/i.test(a.name) &&
          /^\s*(javascript|data|vbscript):/i.test(a.value)
        )
          bad.push(`${el.tagName} ${a.name}=${a.value}`);
      }
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (
        r.left < box.left - 1 ||
        r.right > box.right + 1 ||
        r.top < box.top - 1 ||
        r.bottom > box.bottom + 1
      )
        escaped.push(
          `${el.tagName} ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`,
        );
    }
    return { bad, escaped };
  });
}

async function cspPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      w.__csp ??= [];
      w.__csp.push(`${e.violatedDirective} ${e.sample}`);
    });
  });
  return page;
}

test.use({ bypassCSP: true });

test('no payload of the XSS corpus runs, as content or as title, with or without the CSP', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  // Sanitising does not depend on the viewport: one project is enough, and halves a long test.
  test.skip(testInfo.project.name !== 'desktop', 'runs once, in the desktop project');
  test.setTimeout(15 * 60_000);
  const token = await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  await page.setViewportSize({ width: 400, height: 300 });
  await page.goto('/robots.txt');
  const image = { name: 'picture.png', mimeType: 'image/png', buffer: await page.screenshot() };
  const created = await request.post('/api/admin/articles', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title: 'Corpus',
      content: '<p>Corpus</p>',
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

  const seen = watch(page);
  const guarded = await cspPage(browser, baseURL ?? '');
  // Routing turns off the browser's HTTP cache: public article reads may be kept 5 s, and each batch is a
  // new save of the same article.
  for (const p of [page, guarded]) await p.route('**/api/articles/**', (route) => route.continue());
  const guardedSeen = watch(guarded);
  await page.setViewportSize({ width: 1280, height: 900 });

  for (const p of REFUSED) {
    const res = await request.put(`/api/admin/articles/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { content: contentOf([p], 0) },
    });
    expect(res.status(), p.payload).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Content must not contain control characters (such as NUL)',
    );
  }

  const all = batches();
  expect(all.flat()).toHaveLength(STORED.length);
  let saved = REFUSED.length;
  for (const [i, batch] of all.entries()) {
    const n = i + 1;
    // Titles are plain text: the longest payload of the batch that fits, shown exactly as typed.
    const title =
      [...batch]
        .map((p) => p.payload.trim())
        .filter((p) => p.length <= MAX_TITLE)
        .sort((a, b) => b.length - a.length)[0] ?? `Batch ${n}`;
    const res = await request.put(`/api/admin/articles/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { title, content: contentOf(batch, n) },
    });
    expect(res.status(), `batch ${n}: ${await res.text()}`).toBe(200);
    const stored = ((await res.json()) as { article: { title: string } }).article.title;
    saved += batch.length;

    for (const [p, s] of [
      [page, seen],
      [guarded, guardedSeen],
    ] as const) {
      await p.goto(`/news/${id}`);
      const body = p.locator('.article-content');
      await expect(body.getByText(`End of batch ${n}`), `batch ${n}`).toBeVisible();
      // The page's own heading (content may hold headings too).
      await expect(p.locator('h1').first()).toHaveText(stored, { useInnerText: false });
      await provoke(p);
      const { bad, escaped } = await inspect(p);
      const sources = batch.map((x) => x.source);
      expect(bad, `batch ${n} (${sources.join('; ')})`).toEqual([]);
      expect(escaped, `batch ${n}`).toEqual([]);
      expect(s.dialogs, `batch ${n} (${sources.join('; ')})`).toEqual([]);
    }
    const violations = await guarded.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    expect(violations, `batch ${n}`).toEqual([]);
  }
  expect(saved).toBeGreaterThanOrEqual(500);
  await guarded.context().close();
});
