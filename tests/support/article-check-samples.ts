// A failing and a passing sample for each body check (src/shared/article-checks.ts), shared by the unit test
// (Node) and the browser test (Chromium), which must give the same verdicts.
import type { BodyIssueKind } from '../../src/shared/article-checks.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

export const CHECK_SAMPLES: Record<BodyIssueKind, { failing: string; passing: string }> = {
  'heading-skip': { failing: '<h2>Plan</h2><h4>Week one</h4>', passing: '<h2>Plan</h2><h3>Week one</h3>' },
  'heading-bold': {
    failing: '<h2>Please remember to bring your registration form on the first day of classes.</h2>',
    passing: '<h2>What to bring</h2><p><strong>Bring your registration form.</strong></p>',
  },
  'empty-link': { failing: '<p><a href="/news"></a></p>', passing: '<p><a href="/news">Campus news</a></p>' },
  'vague-link': {
    failing: '<p>For the schedule <a href="/events">click here</a>.</p>',
    passing: '<p>See <a href="/events">the events calendar</a>.</p>',
  },
  'pdf-link': {
    failing: '<p><a href="/files/guide-2026.pdf">guide-2026.pdf</a></p>',
    passing: '<p><a href="/files/guide-2026.pdf">2026 enrolment guide (PDF)</a></p>',
  },
  'image-alt': {
    failing: '<p><img src="/a.jpg"></p>',
    passing: '<p><img src="/a.jpg" alt="Students at the gate"></p>',
  },
  'table-header': {
    failing:
      '<table><tbody><tr><td>Day</td><td>Time</td></tr><tr><td>Monday</td><td>8:00</td></tr></tbody></table>',
    passing:
      '<table><thead><tr><th>Day</th><th>Time</th></tr></thead><tbody><tr><td>Monday</td><td>8:00</td></tr></tbody></table>',
  },
  'all-caps': {
    failing: '<p>ALL STUDENTS MUST ATTEND THE ASSEMBLY ON MONDAY.</p>',
    passing: '<p>All students must attend the assembly on Monday (CHED, DOST, BSIT).</p>',
  },
  'long-paragraph': { failing: `<p>${words(151)}</p>`, passing: `<p>${words(150)}</p>` },
  'low-contrast': {
    failing: '<p style="color: #dddddd">Faint notice</p>',
    passing: '<p style="color: #1e3a8a">Dark blue notice</p>',
  },
};
