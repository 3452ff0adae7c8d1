// The audience paths (issue #34 item 7): the bar above the header offers Admissions, Students, Faculty &
// Staff and Alumni & Careers on every width, each fully on screen, beside the spec's menus; each path's page
// is server-rendered, lists the pages that group comes for, and is axe-clean.
import { expect, test } from './fixtures.ts';

const shots = process.env.VISITOR_SHOTS;

test('the paths bar leads to a page for each audience; the spec menus stay', async ({
  page,
  request,
  checkA11y,
}, testInfo) => {
  const html = await (await request.get('/students')).text();
  expect(html).toContain('For students');
  expect(html).toContain('href="/alerts"');

  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Paths' });
  const main = page.getByRole('main');
  const width = page.viewportSize()?.width ?? 0;
  for (const name of ['Admissions', 'Students', 'Faculty & Staff', 'Alumni & Careers']) {
    const link = bar.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    const box = await link.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `${name} is fully on screen`).toBe(true);
    // Touch targets on touch screens; the desktop bar is a slim one for the mouse.
    if (width < 1024) expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  // The spec's header menu is unchanged beside the paths.
  if (width >= 1024)
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Faculty & Staff', exact: true }),
    ).toBeVisible();
  else await expect(page.getByRole('button', { name: /menu/i }).first()).toBeVisible();

  await bar.getByRole('link', { name: 'Students', exact: true }).click();
  await expect(page).toHaveURL(/\/students$/);
  await expect(page.getByRole('heading', { level: 1, name: 'For students' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Students', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const name of ['Campus alerts', 'Campus Library', "Citizens' Charter", 'Send a Concern'])
    await expect(main.getByRole('link', { name: new RegExp(`^${name} `) })).toBeVisible();
  await checkA11y();
  if (shots)
    await page.screenshot({ path: `${shots}/students-${testInfo.project.name}.png`, fullPage: true });

  await bar.getByRole('link', { name: 'Faculty & Staff', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'For faculty and staff' })).toBeVisible();
  await expect(main.getByRole('link', { name: /^Faculty Directory / })).toHaveAttribute('href', '/faculty');
  await checkA11y();

  await bar.getByRole('link', { name: 'Alumni & Careers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'For alumni and job seekers' })).toBeVisible();
  await main.getByRole('link', { name: /^Careers / }).click();
  await expect(page).toHaveURL(/\/careers$/);
});
