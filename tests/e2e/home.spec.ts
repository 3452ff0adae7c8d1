// The home page (docs/product/public-site.md#home, #states, #errors, #constants): carousel, viewer, quick facts, events, latest news.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { animationsSettled } from './settled.ts';
import { withSiteLock } from './site-lock.ts';

const carousel = (page: Page) => page.getByRole('region', { name: 'Campus photos' });
const currentDot = (page: Page) => carousel(page).locator('button[aria-current="true"]');

async function pauseSlideshow(page: Page) {
  await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(carousel(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
}

/** Scrolls through the page so the news tabs wake and every section has faded in. */
async function revealAll(page: Page) {
  for (let y = 0; y < 10; y++) {
    await page.mouse.wheel(0, 900);
    // The next frame: the page has scrolled and its observers have seen it.
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
  }
  await expect(page.locator('[data-island="home-news"]')).toHaveAttribute('data-awake', 'true');
  await expect(page.locator('.reveal[data-revealed="false"]')).toHaveCount(0);
  await animationsSettled(page); // the 700 ms fade
}

test('welcome, buttons and every section; axe-clean', async ({ page, checkA11y }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the San Isidro Campus');
  const buttons: [string, string][] = [
    ['About Our Campus', '/about'],
    ['Our Faculty', '/faculty'],
    ['Campus Staff', '/staff'],
  ];
  for (const [name, href] of buttons) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  }
  await pauseSlideshow(page);
  await revealAll(page);
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(6);
  for (const heading of ['Latest News', 'Quick Links', 'Contact Us', 'Join our faculty and staff']) {
    await expect(page.getByText(heading, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/careers');
  await expect(page.getByRole('link', { name: 'sanisidro@smsu.edu.ph' }).first()).toHaveAttribute(
    'href',
    'mailto:sanisidro@smsu.edu.ph',
  );
  // Quick links open in a new tab; ISO Certified has no link.
  const charter = page.getByRole('link', { name: /Citizens' Charter \(opens in a new tab\)/ });
  await expect(charter).toHaveAttribute('href', '/quick-links/citizens-charter');
  await expect(charter).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /ISO Certified/ })).toHaveCount(0);
  await expect(page.getByText('ISO Certified')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Transparency Seal' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  await checkA11y();
});

test('quick facts count up to the figures once visible', async ({ page }) => {
  await page.goto('/');
  const facts = page.locator('#quickfacts');
  await facts.scrollIntoViewIfNeeded();
  const figures = facts.locator('dd > span[aria-hidden="true"]');
  await expect(figures).toHaveText(['1,564', '4', '47', '30', '33']);
  await expect(facts.locator('dt')).toHaveText([
    'Students',
    'Programs(Accredited)',
    'Faculty',
    'Research Grants(last 5 yrs)',
    'Administrative staff',
  ]);
});

test('events show the icon chosen by keyword, past ones labelled, and a Details link to their page', async ({
  page,
}) => {
  // No event may be added meanwhile (tests/e2e/site-content.spec.ts adds one).
  await withSiteLock(async () => {
    await page.goto('/');
    // A fresh install's three events are all over: they are shown as recent events, never as upcoming ones.
    const events = page.getByRole('region', {
      name: 'No upcoming events yet. Here is what happened lately.',
    });
    await events.scrollIntoViewIfNeeded();
    await expect(events).toContainText('Recent events');
    await expect(events).not.toContainText('Upcoming events');
    const items = events.getByRole('listitem');
    await expect(items).toHaveCount(3);
    // The most recent first, each labelled.
    await expect(items.nth(0)).toContainText('Alumni Homecoming');
    await expect(items.nth(0)).toContainText('December 20, 2025');
    await expect(items.nth(0).locator('svg.lucide-users')).toHaveCount(1);
    await expect(items.nth(1).locator('svg.lucide-flask-conical')).toHaveCount(1);
    await expect(items.nth(2).locator('svg.lucide-graduation-cap')).toHaveCount(1);
    for (let i = 0; i < 3; i++) await expect(items.nth(i)).toContainText('Past event');
    const details = events.getByRole('link', { name: 'Details about Research Symposium' });
    await expect(details).toHaveAttribute('href', /^\/events\/\d+$/);
    await details.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Research Symposium' })).toBeVisible();
    await expect(page.getByText('This event has already taken place.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      /^\/api\/site\/events\/\d+\/ics$/,
    );
  });
});

test('carousel: keyboard arrows and buttons wrap around; auto-advance stops with the pause control', async ({
  page,
}) => {
  // The page's clock is the test's, so the slideshow's 5 s interval passes when the test moves it on.
  await page.clock.install();
  await page.goto('/');
  await pauseSlideshow(page);
  await expect(currentDot(page)).toHaveAccessibleName('Slide 1: A vibrant campus life');
  const slideButton = carousel(page).getByRole('button', { name: 'A vibrant campus life, view full size' });
  await slideButton.focus();
  await page.keyboard.press('ArrowRight');
  await expect(currentDot(page)).toHaveAccessibleName('Slide 2: Modern facilities & learning');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(currentDot(page)).toHaveAccessibleName('Slide 5: Scenic campus views');
  await carousel(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(currentDot(page)).toHaveAccessibleName('Slide 1: A vibrant campus life');
  // Two presses in one task, before the island draws again, still move two slides.
  await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    for (let i = 0; i < 2; i++)
      el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
  });
  await expect(currentDot(page)).toHaveAccessibleName('Slide 3: Community & research excellence');
  await carousel(page).getByRole('button', { name: 'Slide 4: Student activities & events' }).click();
  await expect(currentDot(page)).toHaveAccessibleName('Slide 4: Student activities & events');
  // Only the current slide can be reached.
  await expect(carousel(page).getByRole('button', { name: /view full size/ })).toHaveCount(1);

  // Paused: nothing moves for longer than the 5 s interval.
  await page.mouse.move(0, 0);
  await page.clock.runFor(6000);
  await expect(currentDot(page)).toHaveAccessibleName('Slide 4: Student activities & events');
  // Playing again: it advances by itself.
  await carousel(page).getByRole('button', { name: 'Play slideshow' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(6000);
  await expect(currentDot(page)).toHaveAccessibleName('Slide 5: Scenic campus views');
});

test('carousel: a swipe past 18 % commits, a short slow drag springs back', async ({ page }) => {
  // The page's clock is the test's: a slow drag takes its time on that clock, not the machine's.
  await page.clock.install();
  await page.goto('/');
  await pauseSlideshow(page);
  const box = await carousel(page)
    .getByRole('button', { name: /view full size/ })
    .boundingBox();
  if (!box) throw new Error('no slide');
  const y = box.y + box.height / 2;
  const drag = async (from: number, to: number, slow: boolean) => {
    await page.mouse.move(from, y);
    await page.mouse.down();
    for (let i = 1; i <= 5; i++) {
      await page.mouse.move(from + ((to - from) * i) / 5, y);
      if (slow) await page.clock.runFor(60);
    }
    if (slow) await page.clock.runFor(300);
    await page.mouse.up();
  };
  // Left by 40 % of the width: next slide.
  await drag(box.x + box.width * 0.7, box.x + box.width * 0.3, true);
  await expect(currentDot(page)).toHaveAccessibleName('Slide 2: Modern facilities & learning');
  // The drag did not open the viewer.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Right by 8 %, slowly: stays.
  await animationsSettled(page, carousel(page));
  await drag(box.x + box.width * 0.4, box.x + box.width * 0.48, true);
  await animationsSettled(page, carousel(page));
  await expect(currentDot(page)).toHaveAccessibleName('Slide 2: Modern facilities & learning');
  // Right by 40 %: previous slide.
  await drag(box.x + box.width * 0.3, box.x + box.width * 0.7, true);
  await expect(currentDot(page)).toHaveAccessibleName('Slide 1: A vibrant campus life');
});

test('viewer: opens on the slide, blocks changes during the animation, returns focus and scroll', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/');
  await pauseSlideshow(page);
  const slide = carousel(page).getByRole('button', { name: 'A vibrant campus life, view full size' });
  await slide.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const scrollBefore = await page.evaluate(() => window.scrollY);
  expect(scrollBefore).toBeGreaterThan(0);
  await slide.click();

  const viewer = page.getByRole('dialog', { name: 'Campus photos' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close viewer' })).toBeFocused();
  await expect(viewer.getByRole('img', { name: 'A vibrant campus life' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: /^Show image/ })).toHaveCount(5);
  // Not full-bleed: no rotate button.
  await expect(viewer.getByRole('button', { name: 'Rotate image' })).toHaveCount(0);
  // The page behind is locked.
  expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
  await checkA11y();

  // Two presses inside the 520 ms animation move one slide only (sent in one task, so a slow machine
  // cannot spread them apart).
  await page.evaluate(() => {
    for (let i = 0; i < 2; i++) {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }),
      );
    }
  });
  await expect(viewer).toContainText('2 / 5');
  await animationsSettled(page, viewer);
  await expect(viewer).toContainText('2 / 5');
  await viewer.getByRole('button', { name: 'Previous image' }).click();
  await expect(viewer).toContainText('1 / 5');

  await viewer.getByRole('button', { name: 'Close viewer' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(slide).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('static');

  // Opened from the keyboard this time; Escape closes too; after moving on inside the viewer the carousel
  // follows and focus lands on the slide now showing.
  await slide.focus();
  const scrollAgain = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Enter');
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Show image 3' }).click();
  await expect(viewer).toContainText('3 / 5');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(currentDot(page)).toHaveAccessibleName('Slide 3: Community & research excellence');
  await expect(
    carousel(page).getByRole('button', { name: 'Community & research excellence, view full size' }),
  ).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollAgain);
});

test('latest news: six tabs, View all by tab, most viewed in server order', async ({ page, request }) => {
  await page.goto('/');
  await pauseSlideshow(page);
  await revealAll(page);
  const tabs = page.getByRole('tablist', { name: 'News filter' }).getByRole('tab');
  await expect(tabs).toHaveText(['All', 'Most Viewed', 'Administration', 'Research', 'Extension', 'Library']);
  const panel = page.getByRole('tabpanel');
  const viewAll = page.getByRole('link', { name: /^View all/ });
  await expect(viewAll).toHaveAttribute('href', '/research/news');

  const expected: [string, string, string][] = [
    ['Most Viewed', '/research/news', ''],
    ['Administration', '/administration/news', 'ADMIN'],
    ['Research', '/research/news', 'RESEARCH'],
    ['Extension', '/extension/news', 'EXTENSION'],
    ['Library', '/library', 'LIBRARY'],
    ['All', '/research/news', ''],
  ];
  for (const [name, href, badge] of expected) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(viewAll).toHaveAttribute('href', href);
    await expect(panel.getByRole('article').first()).toBeVisible();
    // The previous tab's cards may still be drawn: wait until none lacks this tab's badge.
    if (badge) await expect(panel.getByRole('article').filter({ hasNotText: badge })).toHaveCount(0);
  }

  // Most viewed keeps the server's order.
  const mostViewed = (await (await request.get('/api/articles/most-viewed?limit=6')).json()) as {
    articles: { title: string }[];
  };
  await page.getByRole('tab', { name: 'Most Viewed' }).click();
  await expect(panel.getByRole('article')).toHaveCount(6);
  await expect(panel.getByRole('article').first().getByRole('heading')).toContainText(
    mostViewed.articles[0]?.title.split(' ').slice(0, 4).join(' ') ?? '',
  );

  // Arrow keys move between tabs.
  await page.getByRole('tab', { name: 'Most Viewed' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Administration' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Administration' })).toHaveAttribute('aria-selected', 'true');

  // View all follows the tab.
  await viewAll.click();
  await expect(page).toHaveURL(/\/administration\/news$/);
});

// The All tab arrives drawn by the server (server-rendering.spec.ts); the other tabs are fetched by the
// browser when chosen, so their loading and failure states are what a visitor can meet.
/** How many cards an office's tab shows: its newest six, or fewer when it has fewer. */
async function officeCards(request: APIRequestContext, office: string): Promise<number> {
  const list = (await (await request.get(`/api/articles/office/${office}`)).json()) as {
    articles: unknown[];
  };
  return Math.min(list.articles.length, 6);
}

test('latest news: the failure reason with Retry, and the empty text', async ({ page, request }) => {
  let fail = true;
  await page.route(/\/api\/articles\/office\/administration\b/, (route) =>
    fail
      ? route.fulfill({ status: 500, json: { ok: false, message: 'The news service is resting' } })
      : route.continue(),
  );
  await page.route(/\/api\/articles\/office\/library\b/, (route) =>
    route.fulfill({ json: { ok: true, articles: [] } }),
  );
  await page.route(/\/api\/articles\/most-viewed\b/, (route) => route.fulfill({ json: { ok: false } }));
  await page.goto('/');
  await pauseSlideshow(page);
  await revealAll(page);
  await page.getByRole('tab', { name: 'Administration' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to load news: The news service is resting');
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(
    await officeCards(request, 'administration'),
  );

  await page.getByRole('tab', { name: 'Library' }).click();
  await expect(page.getByRole('tabpanel')).toHaveText('No news available.');
  await page.getByRole('tab', { name: 'Most Viewed' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to load news: Invalid response from server');
});

test('latest news: six skeleton cards while loading', async ({ page, request }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/articles\/office\/research\b/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await pauseSlideshow(page);
  await revealAll(page);
  await page.getByRole('tab', { name: 'Research' }).click();
  const loading = page.getByRole('list', { name: 'Loading news' });
  await expect(loading.getByRole('listitem')).toHaveCount(6);
  release();
  await expect(loading).toHaveCount(0);
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(
    await officeCards(request, 'research'),
  );
});

test('full-bleed viewer (organisational chart): rotate turns the image a quarter at a time', async ({
  page,
}) => {
  await page.goto('/research/news');
  const chart = page
    .getByRole('main')
    .getByRole('button', { name: /view full size/i })
    .first();
  await chart.click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  const img = viewer.getByRole('img');
  const rotate = viewer.getByRole('button', { name: 'Rotate image' });
  await rotate.click();
  await expect(img).toHaveAttribute('style', /rotate\(90deg\)/);
  await rotate.click();
  await expect(img).toHaveAttribute('style', /rotate\(180deg\)/);
  // One image: no previous/next and no dots.
  await expect(viewer.getByRole('button', { name: 'Next image' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: /^Show image/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(chart).toBeFocused();
});
