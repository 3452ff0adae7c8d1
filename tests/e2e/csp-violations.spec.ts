// Pages that build zod schemas in the browser (the concern form, the admin and monitor sign-in, the editor)
// raise no Content-Security-Policy violation: zod is jitless in every bundle (src/shared/zod-jitless.ts), so
// it never probes `new Function` under script-src 'self'.
import { expect, test } from './fixtures.ts';

for (const path of ['/', '/send-concern', '/administrator', '/honeypot/admin', '/news/1']) {
  test(`no CSP violation on ${path}`, async ({ page }) => {
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __csp: string[] }).__csp ??= [];
        (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    expect([...seen, ...violations]).toEqual([]);
  });
}
