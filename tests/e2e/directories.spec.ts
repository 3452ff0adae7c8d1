// Faculty and Staff Directories (docs/product/public-site.md#pages, #states): selection by side list (large screens) or dropdown with
// wrapping previous/next, each choice a page of its own (?office=, ?program=) and the 'N of M' counter (small screens), charts, functions, services and links.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Each choice is a page of its own (?office=): the dropdown's Show button on phones, a link of the side list. */
async function selectEntry(page: Page, isMobile: boolean, pickerLabel: string, name: string) {
  if (isMobile) {
    await page.getByRole('combobox', { name: pickerLabel }).selectOption({ label: name });
    await page.getByRole('button', { name: 'Show' }).click();
  } else await page.getByRole('navigation', { name: pickerLabel }).getByRole('link', { name }).click();
}

test.describe('Faculty Directory', () => {
  test('four programmes with chart, overview and links', async ({ page, isMobile, checkA11y }) => {
    test.slow();
    await page.goto('/faculty');
    await expect(page.getByRole('heading', { level: 1, name: 'Faculty Directory' })).toBeVisible();
    const selection = page.getByTestId('directory-selection');
    await expect(selection.getByRole('heading', { level: 2 })).toHaveText(
      'Bachelor of Science in Information Technology',
    );
    // The overlay shows until the chart has loaded once.
    await expect(page.getByText('Loading High-Quality Chart')).toBeHidden();
    await expect(selection.getByRole('img', { name: 'BSIT Faculty Organizational Chart' })).toBeVisible();
    await expect(selection.getByRole('heading', { name: 'Faculty Overview' })).toBeVisible();
    await checkA11y();

    if (isMobile) {
      const counter = page.getByTestId('picker-counter');
      await expect(counter).toHaveText('1 of 4 programs');
      await page.getByRole('link', { name: 'Previous program' }).click();
      await expect(counter).toHaveText('4 of 4 programs');
      await expect(selection.getByRole('heading', { level: 2 })).toHaveText(
        'Bachelor of Science in Agriculture',
      );
      await page.getByRole('link', { name: 'Next program' }).click();
      await expect(counter).toHaveText('1 of 4 programs');
      await page.getByRole('link', { name: 'Next program' }).click();
      await expect(counter).toHaveText('2 of 4 programs');
    } else {
      const list = page.getByRole('navigation', { name: 'Choose a program' });
      await expect(list.getByRole('link')).toHaveCount(4);
      await expect(page.getByRole('combobox', { name: 'Choose a program' })).toBeHidden();
      await list.getByRole('link', { name: /BSED/ }).click();
      await expect(list.getByRole('link', { name: /BSED/ })).toHaveAttribute('aria-current', 'page');
    }
    await expect(selection.getByRole('heading', { level: 2 })).toHaveText('Bachelor of Secondary Education');
    await expect(selection).toContainText('fourteen members of the BSED faculty');
    await expect(page).toHaveURL(/[?&]program=bsed/);

    // The chart opens in the full-size viewer, and its text list names the faculty.
    await selection
      .getByRole('button', { name: 'View full size: BSED Faculty Organizational Chart' })
      .click();
    const viewer = page.getByRole('dialog', { name: 'BSED Faculty Organizational Chart' });
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
    await expect(viewer).toBeHidden();
    await selection.getByText('Show the chart as a list').click();
    await expect(selection.getByRole('group').getByText('Dr. Cristina L. Navarro')).toBeVisible();

    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.getByRole('main').getByRole('link', { name: 'Staff Directory', exact: true }).click();
    await expect(page).toHaveURL(/\/staff$/);
  });
});

test.describe('Staff Directory', () => {
  test('23 offices, first selected, cycling wraps, functions and services', async ({
    page,
    isMobile,
    checkA11y,
  }) => {
    test.slow();
    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Campus Staff Directory' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('organizational structure');
    const selection = page.getByTestId('directory-selection');
    const name = selection.getByRole('heading', { level: 2 });
    await expect(name).toHaveText('Office of the Campus Administrator');
    await expect(page.getByText('Loading High-Quality Chart')).toBeHidden();
    await expect(selection.getByRole('heading', { name: 'Core Functions' })).toBeVisible();
    await expect(selection.getByRole('region', { name: 'Core Functions' }).getByRole('listitem')).toHaveCount(
      5,
    );
    await expect(selection.getByRole('heading', { name: 'External Services' })).toBeVisible();
    await expect(selection.getByRole('heading', { name: 'Internal Services' })).toBeVisible();
    await checkA11y();

    if (isMobile) {
      const counter = page.getByTestId('picker-counter');
      await expect(counter).toHaveText('1 of 23 offices');
      await page.getByRole('link', { name: 'Previous office' }).click();
      await expect(counter).toHaveText('23 of 23 offices');
      await expect(name).toHaveText('Bids and Awards Committee');
      await page.getByRole('link', { name: 'Next office' }).click();
      await expect(counter).toHaveText('1 of 23 offices');
      await page.getByRole('link', { name: 'Next office' }).click();
      await expect(counter).toHaveText('2 of 23 offices');
      await expect(name).toHaveText('Administrative and Finance Services');
    } else {
      const list = page.getByRole('navigation', { name: 'Choose an office' });
      await expect(list.getByRole('link')).toHaveCount(23);
      await expect(list.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
    }

    // An office after the first six: four generic core functions.
    await selectEntry(page, isMobile, 'Choose an office', 'Budget Office');
    await expect(name).toHaveText('Budget Office');
    await expect(selection.getByRole('region', { name: 'Core Functions' }).getByRole('listitem')).toHaveCount(
      4,
    );
    await expect(page).toHaveURL(/[?&]office=budget/);

    await selectEntry(page, isMobile, 'Choose an office', 'Procurement Office');
    await expect(selection).toContainText('under 200,000 pesos');

    // An office without its own service list gets the generic lines.
    await selectEntry(page, isMobile, 'Choose an office', 'Sports Development Office');
    await expect(selection).toContainText(
      'Consultation and information on the programs and activities of the office',
    );
    await checkA11y();

    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'About Our Campus' })).toHaveAttribute('href', '/about');
    await page.getByRole('link', { name: 'Meet Our Faculty' }).click();
    await expect(page).toHaveURL(/\/faculty$/);
  });

  test('an office can be opened from its address', async ({ page }) => {
    await page.goto('/staff?office=registrar');
    await expect(page.getByTestId('directory-selection').getByRole('heading', { level: 2 })).toHaveText(
      'Office of the Campus Registrar',
    );
  });
});
