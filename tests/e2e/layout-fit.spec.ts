// Every public page fits its screen at 320, 375, 768, 1024 and 1280 px: nothing is wider than the viewport
// (the page never scrolls sideways), and on phone widths every tap target is at least 44x44 px
// (docs/decisions/0019-look-and-findability.md). axe-core checks each page at 375 and 1280 px.
import type { Page } from '@playwright/test';
import { PAGE_ROUTES, PROGRAM_SUBS } from '../../src/shared/routes.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

const WIDTHS = [320, 375, 768, 1024, 1280] as const;
const PHONE_WIDTHS: readonly number[] = [320, 375];
const MIN_TARGET = 44;

// The stack check is not a visitor page. The widths change on one page, so the charter (which sends phone
// devices to its PDF) shows its desktop viewer throughout.
const SKIP = new Set<string>(['/test/stack']);
const PAGES: string[] = [
  ...PAGE_ROUTES.map((r) => r.path).filter((p) => !SKIP.has(p)),
  ...PROGRAM_SUBS.map((sub) => `/programs/${sub}`),
  '/programs/unknown',
  '/search?q=library',
  '/no/such/page',
  'article',
  'event',
];

/** What breaks the layout at the current width: the page scrolls sideways, or an element is wider than the screen. */
function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > vw)
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}`
          : ''
      } "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    // Inside a container that scrolls or clips on its own axis, a wide child is intended (tab strips, tables).
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o !== 'visible') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if ((r.width > vw + 1 || r.right > vw + 1 || r.left < -1) && !clipped(el)) {
        if (el instanceof HTMLElement && !el.checkVisibility({ visibilityProperty: true })) continue;
        problems.push(`${name(el)} spans ${Math.round(r.left)}..${Math.round(r.right)} px`);
        if (problems.length > 8) break;
      }
    }
    return problems;
  });
}

/** Visible tap targets smaller than 44x44 px; links inside running text (WCAG 2.5.8's inline exception) excepted. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link]';
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      if (el.closest('[aria-hidden="true"], [inert], .article-content')) continue;
      // A link stretched over its card (an absolutely placed ::after, as news cards do) is as big as the card.
      const after = getComputedStyle(el, '::after');
      const stretched =
        after.position === 'absolute' && after.content !== 'none' && after.content !== 'normal';
      // A radio or checkbox inside its label is pressed through the whole label (the FOI form's choices).
      const ownLabel = el.matches('input[type=radio], input[type=checkbox]') ? el.closest('label') : null;
      const r = (ownLabel ?? (stretched && el.offsetParent ? el.offsetParent : el)).getBoundingClientRect();
      // Visually hidden (skip links before focus) and zero-size elements are not targets.
      if (r.width <= 1 || r.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.display === 'inline' && el.parentElement) {
        const own = (el.textContent ?? '').trim().length;
        const around = (el.parentElement.textContent ?? '').trim().length;
        if (around > own) continue;
      }
      if (r.width + 0.5 < min || r.height + 0.5 < min) {
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40);
        small.push(`${el.tagName.toLowerCase()} "${label}" ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
    }
    return small;
  }, MIN_TARGET);
}

test.describe('layout fits every width', () => {
  // The widths are set here, so one browser project runs it.
  test.skip(({ isMobile }) => isMobile, 'widths are set by the test');
  test.describe.configure({ mode: 'parallel' });

  for (const path of PAGES) {
    test(`${path} fits 320 to 1280 px with 44 px targets on phones`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 375, height: 800 });
      if (path === 'article') {
        const latest = await (await request.get('/api/articles/latest?limit=1')).json();
        await page.goto(`/news/${latest.articles[0].article_id}`);
      } else if (path === 'event') {
        const site = (await (await request.get('/api/site')).json()) as { events: { id: number }[] };
        await page.goto(`/events/${site.events[0]?.id ?? 1}`);
      } else await page.goto(path);
      // The page's text is in the self-hosted fonts (docs/decisions/0019-look-and-findability.md).
      await page.waitForFunction(() => document.fonts.check('16px "Inter"'));
      // A returning visitor's pages are drawn in the web fonts (a first visit's first page keeps the
      // metric-matched fallback): measure with them.
      await page.evaluate(() => document.documentElement.classList.add('web-fonts'));
      const failures: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // Let the layout and any width-dependent rendering settle.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        for (const p of await overflowProblems(page)) failures.push(`${width} px: ${p}`);
        if (PHONE_WIDTHS.includes(width)) {
          for (const t of await smallTargets(page)) failures.push(`${width} px: small target ${t}`);
        }
      }
      expect(failures, `${path}`).toEqual([]);
    });
  }

  test('the phone menu fits and its targets are 44 px', async ({ page }) => {
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/research/news');
      await page.getByRole('button', { name: 'Open menu' }).click();
      for (const name of ['Research', 'Faculty & Staff']) {
        const group = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
        if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      }
      // Polled: the menu may still be opening or unfolding a group when first measured.
      await expect.poll(() => overflowProblems(page), { message: `menu at ${width} px` }).toEqual([]);
      await expect.poll(() => smallTargets(page), { message: `menu at ${width} px` }).toEqual([]);
    }
  });

  test('the desktop menu shows from 1024 px and fits; below it the phone menu', async ({ page }) => {
    await page.goto('/');
    for (const width of [1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      await expect.poll(() => overflowProblems(page), { message: `header at ${width} px` }).toEqual([]);
    }
    await page.setViewportSize({ width: 1023, height: 800 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('axe-core finds nothing on the public pages at 375 and 1280 px', async ({ page }) => {
    test.setTimeout(240_000);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/programs/bsit', '/research/news', '/staff', '/send-concern', '/careers']) {
        await page.goto(path);
        await expectNoA11yViolations(page);
      }
    }
  });
});
