// The five staff tasks of issue 38 on a 375 px phone, each within the number of taps fixed here: publish an
// article with photos, schedule one, fix a mistake, answer a concern, post a class-suspension alert. Every tap
// (a press on a button, link, choice or field) goes through `taps.tap`, so a screen that grows an extra step
// fails the count; typing is not counted. The article tasks also check the one photo flow: the first photo
// becomes the cover and its description serves both, and a saved photo can be made the cover later.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { apiLogin, deleteAlertsMentioning, expect, expectNoA11yViolations, test } from './fixtures.ts';
import { withSiteLock } from './site-lock.ts';

/** Counts taps; `tap` is the only way the tasks press anything. */
function tapCounter() {
  let count = 0;
  return {
    async tap(target: Locator) {
      count += 1;
      await target.tap();
    },
    /** Taps what opens the file chooser and gives it the files. */
    async choose(page: Page, target: Locator, files: Parameters<Locator['setInputFiles']>[0]) {
      const chooser = page.waitForEvent('filechooser');
      await this.tap(target);
      await (await chooser).setFiles(files);
    },
    get count() {
      return count;
    },
  };
}

async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

interface StoredArticle {
  article_id: number;
  title: string;
  status: string;
  thumbnail_url: string | null;
  thumbnail_alt: string | null;
  slider_alts: Array<string | null>;
  pic1_url: string | null;
  pic2_url: string | null;
}

async function storedArticle(page: Page, token: string, title: string): Promise<StoredArticle> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await page.request.get('/api/articles/office/bsit', { headers })).json()) as {
    articles: StoredArticle[];
  };
  const found = list.articles.find((a) => a.title === title);
  expect(found, title).toBeDefined();
  const full = (await (await page.request.get(`/api/articles/${found?.article_id}`, { headers })).json()) as {
    article: StoredArticle;
  };
  return full.article;
}

/** Opens the office's news list from the dashboard through the menu drawer: two taps. */
async function openNewsList(page: Page, taps: ReturnType<typeof tapCounter>) {
  await taps.tap(page.getByRole('button', { name: 'Menu', exact: true }));
  await taps.tap(page.getByRole('dialog', { name: 'Admin Menu' }).getByRole('link', { name: 'BSIT News' }));
  await expect(page.getByRole('heading', { name: 'Manage BSIT News' })).toBeVisible();
}

test('an office admin publishes an article with photos, then fixes a mistake in it', async ({
  adminPage: page,
  officeAdmin,
}, testInfo) => {
  test.slow();
  const token = await apiLogin(page.request, officeAdmin.email, officeAdmin.password);
  const title = `Robotics club wins regional meet (${testInfo.project.name} ${Date.now()})`;
  await page.goto('/administrator/');

  // 1. Publish an article with two photos: at most 8 taps.
  const publish = tapCounter();
  await openNewsList(page, publish);
  await publish.tap(page.getByRole('link', { name: 'Create', exact: true }));
  // Type once the form has settled: the editor's code loads on first use, and the title typed before it
  // could land in a field about to be drawn again.
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
  await page.getByLabel('Title').fill(`${title} typo`);
  await publish.tap(page.getByRole('textbox', { name: 'Content' }));
  await page.keyboard.type('Our robotics club took first place in the line-following event.');
  await publish.tap(page.getByRole('radio', { name: /Published/ }));
  await publish.choose(page, page.getByRole('button', { name: /Choose or drop slideshow photos/ }), [
    await photo('team.jpg', '#1d7a46'),
    await photo('robot.jpg', '#2a4f8a'),
  ]);
  // The first photo became the cover by itself; its one description serves both.
  await expect(page.getByRole('img', { name: 'New cover photo preview' })).toBeVisible();
  await expect(page.getByText('Slideshow photo 1 is the cover.')).toBeVisible();
  await expect(page.getByLabel('Description of cover photo')).toHaveCount(0);
  await page.getByLabel('Description of slideshow photo 1').fill('The robotics team holding their trophy');
  await page.getByLabel('Description of slideshow photo 2').fill('The winning robot on the track');
  await expectNoA11yViolations(page);
  await publish.tap(page.getByRole('button', { name: 'Create article' }));
  await expect(page.getByRole('status').filter({ hasText: `${title} typo` })).toContainText(
    'Published. Visitors can see it now.',
  );
  expect(publish.count).toBeLessThanOrEqual(8);
  const published = await storedArticle(page, token, `${title} typo`);
  expect(published.status).toBe('published');
  expect(published.thumbnail_url).toBeTruthy();
  expect(published.thumbnail_alt).toBe('The robotics team holding their trophy');
  expect(published.slider_alts).toEqual([
    'The robotics team holding their trophy',
    'The winning robot on the track',
  ]);

  // 3. Fix a mistake: the title's typo, and the robot's photo as the cover instead: at most 5 taps.
  await page.goto('/administrator/');
  const fix = tapCounter();
  await openNewsList(page, fix);
  await fix.tap(
    page
      .getByRole('link', { name: `Edit: ${title} typo` })
      .filter({ visible: true })
      .first(),
  );
  await expect(page.getByLabel('Title')).toHaveValue(`${title} typo`);
  // Type once the form has settled: the editor's code loads on first use, and the title typed before it
  // could land in a field about to be drawn again.
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await fix.tap(page.getByRole('button', { name: 'Use as cover (Slideshow photo 2)' }));
  await expect(page.getByText('Slideshow photo 2 is the cover.')).toBeVisible();
  await fix.tap(page.getByRole('button', { name: 'Save changes' }));
  await expect(page.getByRole('dialog', { name: 'Saved' })).toContainText('Article updated');
  expect(fix.count).toBeLessThanOrEqual(5);
  const fixed = await storedArticle(page, token, title);
  expect(fixed.thumbnail_url).not.toBe(published.thumbnail_url);
  expect(fixed.thumbnail_alt).toBe('The winning robot on the track');
  expect(fixed.pic2_url).toBe(published.pic2_url);
});

test('an office admin schedules an article for tomorrow morning', async ({
  adminPage: page,
  officeAdmin,
}, testInfo) => {
  test.slow();
  const token = await apiLogin(page.request, officeAdmin.email, officeAdmin.password);
  const title = `Enrolment opens tomorrow (${testInfo.project.name} ${Date.now()})`;
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(
    new Date(Date.now() + 86_400_000),
  );
  await page.goto('/administrator/');

  // 2. Schedule an article with a photo: at most 8 taps.
  const schedule = tapCounter();
  await openNewsList(page, schedule);
  await schedule.tap(page.getByRole('link', { name: 'Create', exact: true }));
  // Type once the form has settled: the editor's code loads on first use, and the title typed before it
  // could land in a field about to be drawn again.
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await schedule.tap(page.getByRole('textbox', { name: 'Content' }));
  await page.keyboard.type('Enrolment for the second semester opens at eight in the morning.');
  await schedule.tap(page.getByRole('radio', { name: /Scheduled/ }));
  // The time and the printed date are explained together.
  await expect(page.getByText('When it goes public is the time above.')).toBeVisible();
  await page.getByLabel('Publish at (Philippine time)').fill(`${tomorrow}T08:00`);
  await schedule.choose(page, page.getByRole('button', { name: /Choose or drop slideshow photos/ }), [
    await photo('registrar.jpg', '#7a5a1d'),
  ]);
  await page
    .getByLabel('Description of slideshow photo 1')
    .fill('The registrar’s window at the main building');
  await schedule.tap(page.getByRole('button', { name: 'Create article' }));
  await expect(page.getByRole('status').filter({ hasText: title })).toContainText(
    /Scheduled for \w{3} \d{1,2} \w{3}, 8:00 a\.m\. It goes public by itself then\./,
  );
  expect(schedule.count).toBeLessThanOrEqual(8);
  const stored = await storedArticle(page, token, title);
  expect(stored.status).toBe('scheduled');
  expect(stored.thumbnail_alt).toBe('The registrar’s window at the main building');
});

test('the superadmin answers a concern', async ({ page, superadminPage: admin }, testInfo) => {
  test.slow();
  const email = `phone-task-${testInfo.project.name}-${Date.now()}@example.com`;
  // A visitor sends the concern; the same page then signs in (the superadmin's session starts on its next load).
  await page.goto('/send-concern');
  await page.getByLabel('Your Email Address').fill(email);
  await page.getByLabel('Your Message').fill('The ramp at the gymnasium entrance is blocked by chairs.');
  await page.getByRole('button', { name: 'Submit Concern' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  const reference = (await page.locator('strong', { hasText: /^CASE-/ }).textContent()) ?? '';
  expect(reference).toMatch(/^CASE-/);

  // 4. Answer it: at most 5 taps from the dashboard.
  await admin.goto('/administrator/');
  const answer = tapCounter();
  await answer.tap(admin.getByRole('button', { name: 'Menu', exact: true }));
  await answer.tap(
    admin.getByRole('dialog', { name: 'Admin Menu' }).getByRole('link', { name: 'Concern Cases' }),
  );
  await admin.getByLabel('Search by reference, e-mail or text').fill(reference);
  await answer.tap(admin.getByRole('link', { name: reference }).filter({ visible: true }));
  await expect(admin.getByRole('heading', { name: reference })).toBeVisible();
  await admin.getByLabel(`Reply to ${email}`).fill('Thank you. The chairs are cleared and the ramp is open.');
  await answer.tap(admin.getByRole('button', { name: 'Send reply' }));
  await expect(admin.getByRole('dialog', { name: 'Success' })).toContainText('Reply queued for sending');
  await expect(admin.getByLabel('Status')).toHaveValue('answered');
  expect(answer.count).toBeLessThanOrEqual(5);
});

test('the superadmin posts a class-suspension alert', async ({ superadminPage: page }, testInfo) => {
  test.slow();
  const reason = `a power outage (phone task ${testInfo.project.name} ${Date.now()})`;
  await withSiteLock(async () => {
    try {
      await page.goto('/administrator/');
      // 5. Post it: at most 2 taps from the dashboard.
      const post = tapCounter();
      await post.tap(
        page.getByRole('region', { name: 'Post an alert' }).getByRole('link', { name: 'Class suspension' }),
      );
      const message = page.getByLabel('Message');
      await expect(page.getByLabel('Title')).toHaveValue(/^Classes suspended today, /);
      await message.fill((await message.inputValue()).replace('[reason]', reason));
      await post.tap(page.getByRole('button', { name: 'Add alert' }));
      await expect(page.getByRole('dialog', { name: 'Success' })).toContainText('The alert was added');
      expect(post.count).toBeLessThanOrEqual(2);
      const site = (await (await page.request.get('/api/site')).json()) as {
        alert: { message: string } | null;
      };
      expect(site.alert?.message).toContain(reason);
    } finally {
      await deleteAlertsMentioning(page.request, reason);
    }
  });
});
