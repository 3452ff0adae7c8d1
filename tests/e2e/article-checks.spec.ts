// The body checks (src/shared/article-checks.ts) give the same verdicts in Chromium as on the server: the
// shared module, stripped of its types, runs in the browser on every failing and passing sample of
// tests/support/article-check-samples.ts, and each answer equals Node's, message and fix included.
import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { checkArticleBody } from '../../src/shared/article-checks.ts';
import { CHECK_SAMPLES } from '../support/article-check-samples.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

test('every check gives the same verdict in the browser as on the server', async ({ page }) => {
  const source = readFileSync(new URL('../../src/shared/article-checks.ts', import.meta.url), 'utf8');
  // The module has no imports and only erasable types, so stripping them leaves what the browser runs.
  const js = stripTypeScriptTypes(source);
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Checks</title></head><body><main><h1>Checks</h1></main></body></html>',
  );
  await page.addScriptTag({ type: 'module', content: `${js}\nwindow.checkArticleBody = checkArticleBody;` });
  await page.waitForFunction(() => 'checkArticleBody' in window);
  await expectNoA11yViolations(page);

  const samples = Object.entries(CHECK_SAMPLES).flatMap(([kind, s]) => [
    { kind, verdict: 'failing', html: s.failing },
    { kind, verdict: 'passing', html: s.passing },
  ]);
  const inBrowser = await page.evaluate(
    (list) =>
      list.map((s) =>
        (window as unknown as { checkArticleBody: (html: string) => unknown[] }).checkArticleBody(s.html),
      ),
    samples,
  );
  samples.forEach((s, i) => {
    const onServer = checkArticleBody(s.html);
    expect(inBrowser[i], `${s.kind} (${s.verdict})`).toEqual(onServer);
    expect(onServer.map((issue) => issue.kind)).toEqual(s.verdict === 'failing' ? [s.kind] : []);
  });
});
