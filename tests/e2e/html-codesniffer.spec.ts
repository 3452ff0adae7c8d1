// pa11y's checker, HTML_CodeSniffer (@pa11y/html_codesniffer, the build pa11y runs), at WCAG 2 AA on the admin
// sign-in page: no errors. Its H98 rule checks that each autocomplete value suits its control (`username` is a
// text field's value, not an e-mail field's).
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from './fixtures.ts';

const HTMLCS = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/package.json')),
  'build/HTMLCS.js',
);

// The checker is injected as a script, which the site's Content Security Policy rightly refuses.
test.use({ bypassCSP: true });

interface Finding {
  type: number;
  code: string;
  msg: string;
  element: string;
}

test('the admin sign-in page has no HTML_CodeSniffer errors at WCAG 2 AA', async ({ page }) => {
  await page.goto('/administrator/login');
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  await page.addScriptTag({ path: HTMLCS });
  const findings = await page.evaluate(
    () =>
      new Promise<Finding[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: Record<string, (...a: unknown[]) => unknown> }).HTMLCS;
        htmlcs.process?.(
          'WCAG2AA',
          document,
          (() => {
            const messages = htmlcs.getMessages?.() as Array<{
              type: number;
              code: string;
              msg: string;
              element: Element;
            }>;
            resolve(
              messages.map((m) => ({
                type: m.type,
                code: m.code,
                msg: m.msg,
                element: (m.element.outerHTML ?? m.element.nodeName).slice(0, 160),
              })),
            );
          }) as unknown,
          reject as unknown,
          'en',
        );
      }),
  );
  // HTMLCS.ERROR is 1 (2 warnings, 3 notices), as pa11y reports them.
  expect(findings.filter((f) => f.type === 1)).toEqual([]);
});
