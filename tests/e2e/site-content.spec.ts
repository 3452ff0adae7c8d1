// The portal's Site area end to end, at both widths and axe-clean: an urgent alert published in the portal
// shows above the header on home and on an article page; an event added in the portal leads the home page's
// events and has its own page; a vacancy makes Careers' Apply Now lead to it. A bad save keeps what was typed.
import type { Page } from '@playwright/test';
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { SITE_MESSAGES } from '../../src/shared/contract/site.ts';
import { png } from '../support/image-fixtures.ts';
import { apiLogin, expect, test } from './fixtures.ts';
import { withSiteLock } from './site-lock.ts';

const manilaDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

async function removeAll(page: Page, kind: 'alerts' | 'events' | 'vacancies', title: string) {
  const token = await apiLogin(page.request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await page.request.get(`/api/admin/site/${kind}`, { headers })).json()) as Record<
    string,
    Array<{ id: number; title: string }>
  >;
  for (const r of list[kind] ?? [])
    if (r.title === title) await page.request.delete(`/api/admin/site/${kind}/${r.id}`, { headers });
}

/** The spec's generic 'Success' dialog (docs/product/admin-portal.md#errors), saying what was done. */
async function saved(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Success' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text);
  await expect(dialog).toHaveCount(0, { timeout: 4000 });
}

test('an urgent alert published in the portal shows on home and on an article page', async ({
  superadminPage: page,
  checkA11y,
}, testInfo) => {
  // Waits for the other width's run of the site-wide tests (tests/e2e/site-lock.ts).
  test.slow();
  const title = `Classes suspended (${testInfo.project.name})`;
  await withSiteLock(async () => {
    try {
      await page.goto('/administrator/site/alerts');
      await expect(page.getByRole('heading', { level: 1, name: 'Campus alerts' })).toBeVisible();
      await page.getByLabel('Severity').selectOption('urgent');
      await page
        .getByLabel('Message')
        .fill('Classes at all levels are suspended today because of Typhoon Pepito.');
      // A bad save keeps what was typed and names the problem next to its field.
      await page.getByRole('button', { name: 'Add alert' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await expect(page.getByLabel('Message')).toHaveValue(/Typhoon Pepito/);
      await page.getByLabel('Link for more information').fill('javascript:alert(1)');
      await page.getByLabel('Title').fill(title);
      await page.getByRole('button', { name: 'Add alert' }).click();
      await expect(page.getByText(/Enter a full web address/)).toBeVisible();
      await page.getByLabel('Link for more information').fill('/send-concern');
      await checkA11y();
      await page.getByRole('button', { name: 'Add alert' }).click();
      await saved(page, 'The alert was added');
      await expect(page.getByText(title)).toBeVisible();

      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Urgent campus alert' });
      await expect(banner).toContainText(title);
      await expect(banner).toHaveAttribute('aria-live', 'assertive');
      await expect(banner.getByRole('button', { name: 'Dismiss this alert' })).toHaveCount(0);
      // Above the header.
      const bannerBox = await banner.boundingBox();
      const headerBox = await page.locator('header').first().boundingBox();
      expect((bannerBox?.y ?? 0) < (headerBox?.y ?? 0)).toBe(true);
      await checkA11y();

      // A seeded article, not the latest: other tests publish articles, one of them deliberately faint
      // (publish-override.spec.ts), and axe below judges the whole page.
      const bsit = (await (await page.request.get('/api/articles/office/bsit')).json()) as {
        articles: Array<{ article_id: number; title: string }>;
      };
      const seeded = bsit.articles.find(
        (a) => a.title === 'New computer laboratory opens with forty workstations',
      );
      expect(seeded).toBeDefined();
      await page.goto(`/news/${seeded?.article_id}`);
      await expect(page.getByRole('region', { name: 'Urgent campus alert' })).toContainText(title);
      await checkA11y();
    } finally {
      await removeAll(page, 'alerts', title);
    }
  });
});

test('an event added in the portal leads the home page events and has its own page', async ({
  superadminPage: page,
  checkA11y,
}, testInfo) => {
  // Waits for the other width's run of the site-wide tests (tests/e2e/site-lock.ts).
  test.slow();
  const title = `Typhoon preparedness seminar (${testInfo.project.name})`;
  await withSiteLock(async () => {
    try {
      await page.goto('/administrator/site/events');
      await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Office').selectOption('bsit');
      await page.getByLabel(/^Date/).fill(manilaDay(2));
      await page.getByLabel('Start time').fill('09:00');
      await page.getByLabel('End time').fill('08:00');
      await page.getByRole('textbox', { name: /^Place/ }).fill('Room 204, IT Building');
      await page
        .getByLabel('Description')
        .fill('How to prepare homes, farms and classrooms for the typhoon season.');
      await page.getByRole('button', { name: 'Add event' }).click();
      await expect(page.getByText('The event cannot end before it starts')).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Place/ })).toHaveValue('Room 204, IT Building');
      await page.getByLabel('End time').fill('11:30');
      await checkA11y();
      await page.getByRole('button', { name: 'Add event' }).click();
      await saved(page, 'The event was added');

      await page.goto('/');
      // Before scrolling: the lower sections then load and fade in, which axe would catch half-way.
      await checkA11y();
      const events = page.getByRole('region', { name: 'Mark your calendar for these campus gatherings.' });
      await events.scrollIntoViewIfNeeded();
      const firstItem = events.getByRole('listitem').first();
      await expect(firstItem).toContainText(title);
      await expect(firstItem).not.toContainText('Past event');
      // Past events are not shown under "Upcoming events" once one is ahead.
      await expect(events.getByRole('listitem')).toHaveCount(1);
      await events.getByRole('link', { name: `Details about ${title}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('9:00 AM – 11:30 AM')).toBeVisible();
      await expect(page.getByText('Room 204, IT Building')).toBeVisible();
      const ics = await page.request.get(
        (await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')) ?? '',
      );
      expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
      expect(await ics.text()).toContain(`SUMMARY:${title}`);
      await checkA11y();
    } finally {
      await removeAll(page, 'events', title);
    }
  });
});

test('a vacancy added in the portal enables Apply Now on Careers', async ({
  superadminPage: page,
  checkA11y,
}, testInfo) => {
  // Waits for the other width's run of the site-wide tests (tests/e2e/site-lock.ts).
  test.slow();
  const title = `Instructor I, Information Technology (${testInfo.project.name})`;
  await withSiteLock(async () => {
    try {
      // With no vacancy open, the home page's careers call to action says so.
      expect(await (await page.request.get('/')).text()).toContain('No openings right now');
      await page.goto('/administrator/site/vacancies');
      await expect(page.getByRole('heading', { level: 1, name: 'Vacancies' })).toBeVisible();
      await page.getByLabel('Position').fill(title);
      await page.getByLabel('Office').fill('Bachelor of Science in Information Technology');
      await page.getByLabel('Closing date').fill(manilaDay(14));
      await page.getByLabel('Description').fill('Teaches programming and networking courses.');
      await page.getByLabel('Requirements').fill("Master's degree in IT or a related field.");
      await page.getByLabel('How to apply').fill('Send a letter of intent and CV to the HR office.');
      await checkA11y();
      await page.getByRole('button', { name: 'Add vacancy' }).click();
      await saved(page, 'The vacancy was added');

      await page.goto('/careers');
      const positions = page.getByRole('region', { name: 'Available Positions' });
      await expect(positions).toContainText(title);
      await expect(positions).not.toContainText('No job vacancies at the moment');
      const apply = page.getByRole('link', { name: 'Apply Now' });
      await expect(apply).toBeEnabled();
      await apply.click();
      await expect(page.getByRole('heading', { name: title })).toBeInViewport();
      await checkA11y();
      expect(await (await page.request.get('/')).text()).not.toContain('No openings right now');
    } finally {
      await removeAll(page, 'vacancies', title);
    }
  });
});

test('site content: sections in tabs, each with its Save and an unsaved mark; a bad save is refused next to its field', async ({
  superadminPage: page,
  checkA11y,
}) => {
  test.slow();
  await page.goto('/administrator/site/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();
  const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
  await expect(page.getByRole('tablist', { name: 'Sections' }).getByRole('tab')).toHaveText([
    'Quick facts',
    'Slideshow',
    'Contact details',
    'Quick links',
    'Admissions',
  ]);
  await expect(tab('Quick facts')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Fact 1: label')).toHaveValue('Students');
  // One section shows at a time, with its own Save.
  await expect(page.getByRole('button', { name: /^Save / })).toHaveCount(1);
  await checkA11y();

  await page.getByLabel('Fact 1: label').fill('');
  await page.getByLabel('Fact 2: figure').fill('many');
  await expect(tab('Quick facts')).toHaveAccessibleName(/Quick facts\s*Not saved/);
  await page.getByRole('button', { name: 'Save quick facts' }).click();
  await expect(page.getByText('Label is required')).toBeVisible();
  await expect(page.getByText('Enter a whole number of at least 0')).toBeVisible();
  await expect(page.getByLabel('Fact 2: figure')).toHaveValue('many');

  // Another tab keeps the first one's edits, and its address opens it again.
  await tab('Slideshow').click();
  await expect(page).toHaveURL(/section=slides/);
  await expect(page.getByLabel('Slide 1: caption')).toHaveValue('A vibrant campus life');
  await expect(page.getByRole('button', { name: 'Save home page slideshow' })).toBeVisible();
  // A slide picture goes through the drop zone and the upload checks: a text file is refused, a PNG shows.
  const pick = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Replace the photo of slide 1/ }).click();
    await (await chooser).setFiles(file);
  };
  await pick({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(page.getByText(/only JPEG, PNG, WebP, GIF and AVIF images are accepted/)).toBeVisible();
  await pick({ name: 'campus.png', mimeType: 'image/png', buffer: await png() });
  await expect(page.getByRole('img', { name: 'A vibrant campus life' }).first()).toHaveAttribute(
    'src',
    /^\/media\/site\/[0-9a-f-]{36}\.png\?/,
  );
  await expect(tab('Slideshow')).toHaveAccessibleName(/Slideshow\s*Not saved/);
  await expect(page.getByLabel('Description of slide 1')).toHaveValue(/./);
  await checkA11y();
  await tab('Quick facts').click();
  await expect(page.getByLabel('Fact 2: figure')).toHaveValue('many');

  // A link card without an address is refused next to its field; a badge is chosen on purpose.
  await tab('Quick links').click();
  await expect(page.getByLabel('Quick link 1: label')).toHaveValue("President's Office");
  await expect(page.getByLabel('Quick link 3: address')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Show as a badge without a link' }).nth(2)).toBeChecked();
  await page.getByLabel('Quick link 2: address').fill('');
  await page.getByRole('button', { name: 'Save quick links' }).click();
  await expect(page.getByText(SITE_MESSAGES.quickLinkAddress)).toBeVisible();
  await page.getByLabel('Quick link 2: address').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save quick links' }).click();
  await expect(page.getByText(/Enter a full web address/)).toBeVisible();
  await checkA11y();
  // Nothing was saved: the home page still shows the original figures and links.
  const stored = (await (await page.request.get('/api/site')).json()) as {
    facts: Array<{ label: string }>;
    quick_links: Array<{ url: string | null }>;
  };
  expect(stored.facts[0]?.label).toBe('Students');
  expect(stored.quick_links[1]?.url).toBe('/quick-links/citizens-charter');
});

test('an advisory alert can be closed, stays closed in this browser after a reload, and hydrates cleanly', async ({
  page,
  checkA11y,
}, testInfo) => {
  test.slow();
  const title = `Water interruption (${testInfo.project.name})`;
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await withSiteLock(async () => {
    const token = await apiLogin(page.request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
    const res = await page.request.post('/api/admin/site/alerts', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        severity: 'advisory',
        title,
        message: 'Water service in the dormitories is interrupted until noon.',
        starts_at: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(res.status()).toBe(201);
    try {
      await page.goto('/about/history');
      const banner = page.getByRole('region', { name: 'Campus advisory' });
      await expect(banner).toContainText(title);
      await expect(banner).not.toHaveAttribute('aria-live');
      await checkA11y();
      await banner.getByRole('button', { name: 'Dismiss this alert' }).click();
      await expect(banner).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Campus advisory' })).toHaveCount(0);
      expect(problems).toEqual([]);
    } finally {
      await removeAll(page, 'alerts', title);
    }
  });
});

test("an office admin manages their own office's events only", async ({ adminPage: page, checkA11y }) => {
  await page.goto('/administrator/site/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const office = page.getByLabel('Office');
  await expect(office).toHaveValue('bsit');
  await expect(office.locator('option')).toHaveText([
    'Choose…',
    'Bachelor of Science in Information Technology',
  ]);
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await checkA11y();
  // Alerts, vacancies and site content are for superadmins: back to the dashboard.
  for (const path of ['alerts', 'vacancies', 'content']) {
    await page.goto(`/administrator/site/${path}`);
    await expect(page).toHaveURL(/\/administrator\/?$/);
  }
});

test('the Site screens fit the screen without sideways scrolling (375 px on the phone run)', async ({
  superadminPage: page,
}) => {
  for (const path of ['alerts', 'events', 'vacancies', 'content']) {
    await page.goto(`/administrator/site/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
