// Careers (docs/product/public-site.md#pages).
import { siteConfig } from '../../config/site.ts';
import { expect, test } from './fixtures.ts';
import { withSiteLock } from './site-lock.ts';

test('careers: positions, six benefits, three steps, disabled Apply Now and the HR mail link', async ({
  page,
  checkA11y,
}) => {
  // No vacancy may be open meanwhile (tests/e2e/site-content.spec.ts adds one).
  await withSiteLock(async () => {
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const positions = page.getByRole('region', { name: 'Available Positions' });
    await expect(positions).toContainText('No job vacancies at the moment');
    await expect(page.getByRole('region', { name: 'Why work with us' }).getByRole('listitem')).toHaveCount(6);
    const apply = page.getByRole('region', { name: 'How to Apply' });
    await expect(apply.getByRole('listitem')).toHaveCount(3);
    await expect(apply.getByRole('heading', { level: 3 })).toHaveText([
      /Prepare your documents/,
      /Submit by e-mail or visit the HR office/,
      /Interview/,
    ]);
    const applyNow = page.getByRole('button', { name: 'Apply Now' });
    await expect(applyNow).toBeDisabled();
    await expect(applyNow).toHaveAttribute('title', 'No vacancies');
    const ask = apply.getByRole('link', { name: 'Ask Questions' });
    const href = await ask.getAttribute('href');
    expect(href?.startsWith(`mailto:${siteConfig.hrEmail}`)).toBe(true);
    await checkA11y();
  });
});
