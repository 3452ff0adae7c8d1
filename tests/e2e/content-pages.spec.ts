// Static content pages (docs/product/public-site.md#pages): titles, the facts each page must carry, Back to Home, and axe-core.
import { expect, test } from './fixtures.ts';

test('Historical Background tells the founding, land, heads, courses and staffing', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Historical Background' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('created through a presidential decree in 1978');
  await expect(main).toContainText('donated 12 hectares of farmland');
  await expect(page.getByRole('heading', { name: 'Heads of the campus' })).toBeVisible();
  await expect(main.getByText('Dr. Teresita M. Villanueva').filter({ visible: true }).first()).toBeVisible();
  await expect(main).toContainText('Bachelor of Science in Information Technology (BSIT)');
  await expect(main).toContainText('47 faculty members');
  await expect(main).toContainText('33 administrative staff');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await checkA11y();
});

test('Mission & Vision quotes the vision exactly', async ({ page, checkA11y }) => {
  await page.goto('/about/mission-vision');
  await expect(page.getByRole('heading', { level: 1, name: 'Mission & Vision' })).toBeVisible();
  await expect(page.locator('#vision blockquote')).toHaveText(
    'A leading Research University in the ASEAN Region.',
  );
  await expect(page.locator('#mission blockquote')).toContainText('Sierra Madre State University develops');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await checkA11y();
});

test('Quality Policy has a statement and six numbered objectives', async ({ page, checkA11y }) => {
  await page.goto('/about/quality-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Quality Policy' })).toBeVisible();
  await expect(page.locator('#policy blockquote')).toContainText('commits to provide quality instruction');
  await expect(page.locator('#objectives ol > li')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await checkA11y();
});

test('Research Program covers its five parts with the spec figures', async ({ page, checkA11y }) => {
  await page.goto('/research/program');
  await expect(page.getByRole('heading', { level: 1, name: 'Research Program' })).toBeVisible();
  for (const heading of [
    'Research thrusts',
    'Strategies',
    'Technology management',
    'Policy advocacy',
    'Capability building',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('main')).toContainText('10 to 20 percent of the campus’s supplemental budget');
  await expect(page.getByRole('main')).toContainText('over 2 to 3 seasons');
  await checkA11y();
});

test('Research Agenda lists 8 commodity-based and 7 thematic thrusts', async ({ page, checkA11y }) => {
  await page.goto('/research/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Research Agenda' })).toBeVisible();
  await expect(page.locator('#commodity-based ol > li')).toHaveCount(8);
  await expect(page.locator('#thematic ol > li')).toHaveCount(7);
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await checkA11y();
});

test('Extension Program has strategic goals, objectives 2.1 to 2.10 and guiding principles', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/extension/program');
  await expect(page.getByRole('heading', { level: 1, name: 'Extension Program' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Strategic goals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '3. Guiding principles' })).toBeVisible();
  const objectives = page.locator('#objectives ol > li');
  await expect(objectives).toHaveCount(10);
  for (let i = 1; i <= 10; i++) await expect(objectives.nth(i - 1)).toContainText(`2.${i}`);
  await checkA11y();
});

test('Extension Agenda has four umbrella programs with activities', async ({ page, checkA11y }) => {
  await page.goto('/extension/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Extension Agenda' })).toBeVisible();
  const programs = page.getByRole('heading', { level: 2, name: /^Program \d:/ });
  await expect(programs).toHaveCount(4);
  for (const id of ['agri-fishery', 'education', 'digital', 'resilience']) {
    await expect(page.locator(`#${id} ul > li`).nth(3)).toBeVisible();
  }
  await checkA11y();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/test/stack shows the build version and the API health', async ({ page, request, checkA11y }) => {
  const health = (await (await request.get('/api/health')).json()) as { version: string; db: string };
  await page.goto('/test/stack');
  await expect(page.getByRole('heading', { level: 1, name: 'Stack check' })).toBeVisible();
  await expect(page.getByTestId('api-status')).toHaveText('OK');
  await expect(page.getByTestId('server-version')).toHaveText(health.version);
  await expect(page.getByTestId('client-version')).toHaveText(health.version);
  await expect(page.getByTestId('database')).toHaveText(health.db);
  await checkA11y();
});
