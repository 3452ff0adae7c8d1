// The header's menus (docs/product/public-site.md#header): desktop disclosure dropdowns and the phone toggle.
import { expect, test } from './fixtures.ts';

test.describe('desktop dropdowns', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('one open at a time; Escape, an outside click and a choice close it; the section is highlighted', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const admin = nav.getByRole('button', { name: 'Administration' });
    const programs = nav.getByRole('button', { name: 'Programs' });
    await admin.click();
    await expect(admin).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Administration News' })).toBeVisible();
    await checkA11y();

    // Opening another closes the first.
    await programs.click();
    await expect(programs).toHaveAttribute('aria-expanded', 'true');
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Administration News' })).toBeHidden();

    // Escape closes and puts focus back on the button.
    await page.keyboard.press('Escape');
    await expect(programs).toHaveAttribute('aria-expanded', 'false');
    await expect(programs).toBeFocused();

    // Keyboard: Enter opens, Tab reaches the links.
    await page.keyboard.press('Enter');
    await expect(programs).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'BS Information Technology' })).toBeFocused();

    // An outside click closes.
    await page.mouse.click(640, 600);
    await expect(programs).toHaveAttribute('aria-expanded', 'false');

    // A choice closes and navigates; the section is highlighted.
    await nav.getByRole('button', { name: 'Research' }).click();
    await nav.getByRole('link', { name: 'Research News' }).click();
    await expect(page).toHaveURL(/\/research\/news$/);
    const research = nav.getByRole('button', { name: /^Research/ });
    await expect(research).toHaveAccessibleName('Research (current section)');
    await expect(research).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('button', { name: 'Programs' })).toHaveAccessibleName('Programs');

    const people = nav.getByRole('button', { name: 'Faculty & Staff' });
    await people.click();
    await nav.getByRole('link', { name: 'Staff Directory' }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(people).toHaveAttribute('aria-expanded', 'false');
    await expect(people).toHaveAccessibleName('Faculty & Staff (current section)');
    await expect(nav.getByRole('button', { name: /^Research/ })).toHaveAccessibleName('Research');
  });

  test('Home and Library are direct links; Home is current only on /', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Library' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(nav.getByRole('link', { name: 'Library' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });
});

test.describe('phone menu', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the toggle opens collapsible groups; a choice navigates and closes the menu', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await checkA11y();

    const research = nav.getByRole('button', { name: 'Research' });
    await expect(research).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Research Proposals' })).toBeHidden();
    await research.click();
    await expect(research).toHaveAttribute('aria-expanded', 'true');
    // Opening another group closes the first.
    await nav.getByRole('button', { name: 'About' }).click();
    await expect(research).toHaveAttribute('aria-expanded', 'false');
    await research.click();
    await nav.getByRole('link', { name: 'Research Proposals' }).click();
    await expect(page).toHaveURL(/\/research\/proposals$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    // Escape closes the menu and returns focus to the toggle.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.getByRole('button', { name: 'Research (current section)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the header stays at the top while the page scrolls', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect.poll(async () => (await page.locator('header').first().boundingBox())?.y).toBe(0);
  });
});
