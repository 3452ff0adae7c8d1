// Manage News and the article form (docs/product/admin-portal.md#screens, #states, #validation, #calls, #errors): a research article's whole life as the
// superadmin, the type lock and keyboard-only creation as an office admin.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_SUPERADMIN } from '../../playwright.config.ts';
import { apiLogin, expect, test } from './fixtures.ts';

async function png(name: string, background: string) {
  const buffer = await sharp({ create: { width: 640, height: 400, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const visible = (locator: Locator) => locator.filter({ visible: true });

/** Picks files through a drop zone's button (it opens the file chooser). */
async function choose(page: Page, button: RegExp, files: Awaited<ReturnType<typeof png>>[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

/** Presses Tab until `target` has focus (keyboard-only journeys). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

interface PublicArticle {
  article_id: number;
  title: string;
  content?: string;
  type: string;
  date: string | null;
  privacy: string;
  thumbnail_url: string | null;
  pic1_url: string | null;
  pic2_url: string | null;
  pic3_url: string | null;
}

test('a research article: create with images, edit, make private, delete', async ({
  superadminPage: page,
  request,
  checkA11y,
}, testInfo) => {
  // A long journey with uploads and several axe runs.
  test.slow();
  const title = `Soil carbon in upland farms ${testInfo.project.name} ${Date.now()}`;
  await page.goto('/administrator/news/research');
  await expect(page.getByRole('heading', { name: 'Manage Research News' })).toBeVisible();
  await expect(page.getByPlaceholder('Search title…')).toBeVisible();
  await checkA11y();

  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/administrator\/news\/research\/create$/);
  await expect(page.getByRole('heading', { name: 'Create RESEARCH Article' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(editor).toBeVisible();
  await expect.poll(async () => (await editor.boundingBox())?.height).toBeGreaterThanOrEqual(636);
  await expect(page.getByLabel('Type')).toBeEnabled();
  await checkA11y();

  // The create rule: nothing is sent without a thumbnail and a slider image.
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/articles')) writes.push(r.method());
  });
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Create article' }).click();
  const rule = page.getByRole('alertdialog', { name: 'Images required' });
  await expect(rule).toContainText(
    'Thumbnail and At least 1 slider image required when creating an article.',
  );
  await rule.getByRole('button', { name: 'Dismiss' }).click();
  expect(writes).toEqual([]);

  // Content through the toolbar.
  await editor.click();
  await page.keyboard.type('Findings from ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('three farms');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' across the province.');
  await page.getByLabel('Type').selectOption('proposal');
  await page.getByLabel('Publish date').fill('2026-03-15');
  // A new article starts as a draft; this one is published at once.
  await expect(page.getByRole('radio', { name: /Draft/ })).toBeChecked();
  await page.getByRole('radio', { name: /Published/ }).check();
  await choose(page, /Choose or drop a cover photo/, [await png('thumb.png', '#1d7a46')]);
  await expect(page.getByRole('img', { name: 'New cover photo preview' })).toBeVisible();
  await page.getByLabel('Description of cover photo').fill('Upland farm plots seen from the road');
  await choose(page, /Choose or drop slideshow photos/, [
    await png('a.png', '#aa3333'),
    await png('b.png', '#3333aa'),
    await png('c.png', '#888822'),
  ]);
  await expect(page.getByRole('img', { name: /^Slideshow photo \d preview$/ })).toHaveCount(3);
  for (const n of [1, 2, 3])
    await page.getByLabel(`Description of slideshow photo ${n}`).fill(`Farm picture ${n}`);
  await page.getByRole('button', { name: 'Move slideshow photo 2 earlier' }).click();
  await page.getByRole('button', { name: 'Remove slideshow photo 3' }).click();
  await expect(page.getByRole('img', { name: /^Slideshow photo \d preview$/ })).toHaveCount(2);
  await checkA11y();

  // The upload shows the blocking overlay with a progress bar (the save is held until it has been seen).
  let release = () => {};
  const seen = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/admin/articles', async (route) => {
    await seen;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create article' }).click();
  await expect(page.getByRole('progressbar', { name: 'Uploading files…' })).toBeVisible();
  release();
  const saved = page.getByRole('dialog', { name: 'Saved' });
  await expect(saved).toContainText('Article created');
  await expect(saved).toHaveCount(0, { timeout: 4000 });
  await page.unroute('**/api/admin/articles');
  // The save bar says what happened, with links to the article and to its editor.
  const outcome = page.getByRole('status').filter({ hasText: title });
  await expect(outcome).toContainText('Published. Visitors can see it now.');
  await expect(outcome.getByRole('link', { name: 'View it on the site' })).toBeVisible();
  await expect(outcome.getByRole('link', { name: 'Keep editing it' })).toBeVisible();
  // The form resets after a create.
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByRole('img', { name: /^Slideshow photo \d preview$/ })).toHaveCount(0);
  await expect(page.getByText('No cover photo yet')).toBeVisible();
  expect(writes).toEqual(['POST']);

  // What the public API now serves.
  const list = (await (await request.get('/api/articles/office/research')).json()) as {
    articles: PublicArticle[];
  };
  const created = list.articles.find((a) => a.title === title);
  expect(created).toBeDefined();
  const id = created?.article_id as number;
  const full = (await (await request.get(`/api/articles/${id}`)).json()) as { article: PublicArticle };
  expect(full.article.content).toContain('<strong>three farms</strong>');
  expect(full.article.type).toBe('proposal');
  expect(full.article.date).toBe('2026-03-15');
  expect(full.article.thumbnail_url).toBeTruthy();
  expect(full.article.pic1_url).toBeTruthy();
  expect(full.article.pic2_url).toBeTruthy();
  expect(full.article.pic3_url).toBeNull();

  // Find it in the list and edit it.
  await page.getByRole('link', { name: 'Back to Research News' }).click();
  await page.getByPlaceholder('Search title…').fill(title.toUpperCase());
  await expect(visible(page.getByText(title, { exact: true }))).toHaveCount(1);
  await visible(page.getByRole('link', { name: `Edit: ${title}` })).click();
  await expect(page).toHaveURL(new RegExp(`/administrator/news/research/edit/${id}$`));
  await expect(page.getByRole('heading', { name: 'Edit RESEARCH Article' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Type')).toHaveValue('proposal');
  await expect(page.getByLabel('Publish date')).toHaveValue('2026-03-15');
  await expect(page.getByRole('img', { name: 'Current cover photo' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Slideshow photo \d preview$/ })).toHaveCount(2);
  await expect(editor).toContainText('Findings from three farms');
  await checkA11y();

  const edited = `${title} (revised)`;
  await page.getByLabel('Title').fill(edited);
  await page.getByRole('button', { name: 'Remove slideshow photo 1' }).click();
  await choose(page, /Choose or drop slideshow photos/, [await png('d.png', '#22aaaa')]);
  await page.getByLabel('Description of slideshow photo 2').fill('Soil samples in jars');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('dialog', { name: 'Saved' })).toContainText('Article updated');
  // The form stays, showing what was stored.
  await expect(page.getByLabel('Title')).toHaveValue(edited);
  await expect(page.getByRole('img', { name: /^Slideshow photo \d preview$/ })).toHaveCount(2);
  const afterEdit = (await (await request.get(`/api/articles/${id}`)).json()) as { article: PublicArticle };
  expect(afterEdit.article.title).toBe(edited);
  expect(afterEdit.article.pic1_url).toBe(full.article.pic2_url);
  expect(afterEdit.article.pic2_url).toBeTruthy();
  expect(afterEdit.article.pic2_url).not.toBe(full.article.pic1_url);

  // Make it private: the public API stops serving it.
  await page.getByRole('link', { name: 'Back to Research News' }).click();
  await page.getByPlaceholder('Search title…').fill('(revised)');
  await visible(page.getByRole('button', { name: `Public, make private: ${edited}` })).click();
  const makePrivate = page.getByRole('alertdialog', { name: 'Make Private' });
  await checkA11y();
  await makePrivate.getByRole('button', { name: 'Make Private' }).click();
  await expect(page.getByRole('dialog', { name: 'Privacy updated' })).toBeVisible();
  await expect(visible(page.getByRole('button', { name: `Private, make public: ${edited}` }))).toBeVisible();
  expect((await request.get(`/api/articles/${id}`)).status()).toBe(404);
  const publicList = (await (await request.get('/api/articles/office/research')).json()) as {
    articles: PublicArticle[];
  };
  expect(publicList.articles.map((a) => a.article_id)).not.toContain(id);
  // The admin list still shows it, to an authorised token.
  await page.reload();
  await page.getByPlaceholder('Search title…').fill('(revised)');
  await expect(visible(page.getByText(edited, { exact: true }))).toHaveCount(1);

  // Delete it.
  await visible(page.getByRole('button', { name: `Delete: ${edited}` })).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete article?' });
  await expect(confirm).toContainText(edited);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Article deleted' })).toBeVisible();
  await expect(page.getByText('No articles found.')).toBeVisible();
  const token = await apiLogin(request, E2E_SUPERADMIN.email, E2E_SUPERADMIN.password);
  const gone = await request.get(`/api/articles/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(gone.status()).toBe(404);
});

test('an office admin creates an article with the keyboard alone; the type is locked to News', async ({
  adminPage: page,
  request,
  checkA11y,
}, testInfo) => {
  test.slow();
  const title = `Keyboard-made BSIT news ${testInfo.project.name} ${Date.now()}`;
  await page.goto('/administrator/news/bsit/create');
  await expect(page.getByRole('heading', { name: 'Create BSIT Article' })).toBeVisible();
  await expect(page.getByLabel('Type')).toBeDisabled();
  await expect(page.getByLabel('Type')).toHaveValue('news');
  await expect(page.getByText('Type is locked to News for BSIT articles.')).toBeVisible();

  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type(title);
  // The toolbar is one Tab stop; the next Tab enters the editor.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Normal text' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeFocused();
  await page.keyboard.type('Students built a flood-alert app. ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('It works offline.');

  // Published instead of the draft a new article starts as: the arrow keys move within the status choices.
  await tabTo(page, page.getByRole('radio', { name: /Draft/ }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Published/ })).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: /Choose or drop a cover photo/ }));
  const thumbChooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await thumbChooser).setFiles(await png('thumb.png', '#225588'));
  await tabTo(page, page.getByLabel('Description of cover photo'));
  await page.keyboard.type('The flood-alert app on a phone');
  await tabTo(page, page.getByRole('button', { name: /Choose or drop slideshow photos/ }));
  const sliderChooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await sliderChooser).setFiles([await png('one.png', '#aa5522'), await png('two.png', '#55aa22')]);
  await expect(page.getByRole('img', { name: /^Slideshow photo \d preview$/ })).toHaveCount(2);
  await tabTo(page, page.getByLabel('Description of slideshow photo 1'));
  await page.keyboard.type('Students testing the app by the river');
  await tabTo(page, page.getByLabel('Decorative', { exact: false }).nth(2));
  await page.keyboard.press('Space');
  await checkA11y();

  await tabTo(page, page.getByRole('button', { name: 'Create article' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Saved' })).toContainText('Article created');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Saved' })).toHaveCount(0);
  // The type stays News after the reset.
  await expect(page.getByLabel('Type')).toHaveValue('news');

  const list = (await (await request.get('/api/articles/office/bsit')).json()) as {
    articles: PublicArticle[];
  };
  const created = list.articles.find((a) => a.title === title);
  expect(created?.type).toBe('news');
  const full = (await (await request.get(`/api/articles/${created?.article_id}`)).json()) as {
    article: PublicArticle;
  };
  expect(full.article.content).toContain('<strong>It works offline.</strong>');
});

/** A fake office list for the list behaviours (pager, sorting, action order). */
/** List rows as the server sends them (the contract's article schema, which the portal parses replies with). */
function fakeArticles(office: string, count: number) {
  const pics = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`pic${i + 1}_url`, null]));
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return {
      article_id: 9000 + n,
      title: `Item ${String(n).padStart(2, '0')} of ${office}`,
      excerpt: '',
      type: n % 3 === 0 ? 'completed' : n % 3 === 1 ? 'news' : 'proposal',
      privacy: n % 4 === 0 ? 'private' : 'public',
      date: null,
      created_at: new Date(Date.UTC(2026, 0, n)).toISOString(),
      published_at: null,
      office,
      office_name: office.toUpperCase(),
      office_abbrev: office.toUpperCase(),
      course_abbrev: office.toUpperCase(),
      thumbnail_url: null,
      ...pics,
      view_count: 0,
      like_count: 0,
    };
  });
}

async function sortBy(page: Page, header: 'Title' | 'Created', option: string) {
  const button = page.getByRole('button', { name: header, exact: true });
  const select = page.getByLabel('Sort by');
  // The table's headers sort on wide screens, a select on phones: wait until one of them is drawn.
  await expect(visible(button.or(select))).toHaveCount(1);
  if (await button.isVisible()) await button.click();
  else await select.selectOption({ label: option });
}

test('list: pager only past ten rows, sorting, search and the empty state', async ({
  superadminPage: page,
  checkA11y,
}) => {
  await page.route('**/api/articles/office/bsed*', (route) =>
    route.fulfill({ json: { ok: true, articles: fakeArticles('bsed', 23) } }),
  );
  await page.goto('/administrator/news/bsed');
  await expect(page.getByRole('heading', { name: 'Manage BSED News' })).toBeVisible();
  await expect(page.getByText('23 articles in total')).toBeVisible();
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  // Read through expect, which waits: the rows are drawn after the heading, and again after each sort or page.
  const titles = visible(page.getByText(/^Item \d\d of bsed$/));
  // Default: created, newest first.
  await expect(titles.first()).toHaveText('Item 23 of bsed');
  await expect(titles).toHaveCount(10);
  await checkA11y();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await expect(titles.first()).toHaveText('Item 13 of bsed');

  // A new key starts ascending; the same key toggles.
  await sortBy(page, 'Title', 'Title A–Z');
  await page.getByRole('button', { name: 'Prev' }).click();
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(titles.first()).toHaveText('Item 01 of bsed');
  await sortBy(page, 'Title', 'Title Z–A');
  await expect(titles.first()).toHaveText('Item 23 of bsed');

  // A search resets to page 1 and the pager goes once the results fit one page.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await page.getByPlaceholder('Search title…').fill('item 1');
  await expect(page.getByText(/^Page \d of \d$/)).toHaveCount(0);
  await expect(titles).toHaveCount(10);
  await page.getByPlaceholder('Search title…').fill('nothing like this');
  await expect(page.getByText('No articles found.')).toBeVisible();
});

test('list: the library has no pager; bsa orders its actions Edit, Delete, View', async ({
  superadminPage: page,
}) => {
  await page.route('**/api/articles/office/library*', (route) =>
    route.fulfill({ json: { ok: true, articles: fakeArticles('library', 14) } }),
  );
  await page.goto('/administrator/news/library');
  await expect(page.getByRole('heading', { name: 'Manage Library News' })).toBeVisible();
  await expect(visible(page.getByText(/^Item \d\d of library$/))).toHaveCount(14);
  await expect(page.getByText(/^Page \d of \d$/)).toHaveCount(0);
  // A row's actions in the order drawn (the card on phones, the table row on wide screens). Read through
  // expect, which waits: the heading is drawn before the rows arrive, and a read at that moment found none.
  const actions = (name: string) =>
    visible(page.getByRole('link', { name: `Edit: ${name}` }))
      .locator('..')
      .locator('a, button');
  await expect(actions('Item 01 of library')).toHaveText(['Edit', 'View', 'Delete']);

  await page.route('**/api/articles/office/bsa*', (route) =>
    route.fulfill({ json: { ok: true, articles: fakeArticles('bsa', 2) } }),
  );
  await page.goto('/administrator/news/bsa');
  await expect(page.getByRole('heading', { name: 'Manage BSA News' })).toBeVisible();
  await expect(actions('Item 01 of bsa')).toHaveText(['Edit', 'Delete', 'View']);
  const view = visible(page.getByRole('link', { name: /^View: Item 01 of bsa/ }));
  await expect(view).toHaveAttribute('href', '/news/9001');
  await expect(view).toHaveAttribute('target', '_blank');
});

test('list: a failed load and a failed action show the error dialog and the red line', async ({
  superadminPage: page,
}) => {
  await page.route('**/api/articles/office/btvted*', (route) =>
    route.fulfill({ status: 500, json: { ok: false, message: 'Internal server error' } }),
  );
  await page.goto('/administrator/news/btvted');
  const dialog = page.getByRole('alertdialog', { name: 'Failed to fetch' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Error: Failed to fetch')).toBeVisible();

  await page.route('**/api/articles/office/extension*', (route) =>
    route.fulfill({ json: { ok: true, articles: fakeArticles('extension', 1) } }),
  );
  await page.route('**/api/admin/articles/*', (route) =>
    route.fulfill({ status: 500, json: { ok: false, message: 'Internal server error' } }),
  );
  await page.goto('/administrator/news/extension');
  await visible(page.getByRole('button', { name: 'Public, make private: Item 01 of extension' })).click();
  await page
    .getByRole('alertdialog', { name: 'Make Private' })
    .getByRole('button', { name: 'Make Private' })
    .click();
  await expect(page.getByRole('alertdialog', { name: 'Failed to update privacy' })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Error: Failed to update privacy')).toBeVisible();
  await visible(page.getByRole('button', { name: 'Delete: Item 01 of extension' })).click();
  await page
    .getByRole('alertdialog', { name: 'Delete article?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alertdialog', { name: 'Delete failed' })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Error: Delete failed')).toBeVisible();
  await expect(visible(page.getByText('Item 01 of extension', { exact: true }))).toHaveCount(1);
});
