// Shared Playwright fixtures: `checkA11y` runs axe-core on the current page and fails on any violation.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export async function expectNoA11yViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const sel of options.exclude ?? []) builder = builder.exclude(sel);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe-core violations on ${page.url()}`).toEqual([]);
}

export const test = base.extend<{ checkA11y: (options?: { exclude?: string[] }) => Promise<void> }>({
  checkA11y: async ({ page }, use) => {
    await use((options) => expectNoA11yViolations(page, options));
  },
});

export { expect };
