// Review dates (issue #39 item 5, ADR 0051): an office admin sees their programme page past its review date
// on the dashboard, marks it reviewed there, the item leaves the card, and the public programme page says it
// was last reviewed today. The item is made overdue the way a year would: a review marked long ago, written
// into the browser tests' database. Each width takes its own programme, so the two runs never share an item.
// Each Site Content section shows its own review line, where a superadmin marks it with a chosen date.
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { programPages } from '../../content/pages/office-pages.ts';
import { formatLongDate, formatPortalDate } from '../../src/shared/dates.ts';
import { apiLogin, createOfficeAdmin, expect, signInPage, test } from './fixtures.ts';

const dbFile = path.join(os.tmpdir(), `campus-e2e-${process.env.E2E_PORT ?? '3123'}`, 'campus.db');

/** Marks the programme page reviewed on 1 March 2025, due 1 March 2026: past due today. */
function reviewedLongAgo(sub: string): void {
  const db = new SQLite(dbFile);
  try {
    db.prepare(
      `insert into review_dates (kind, item_key, last_reviewed_at, next_review_on, reviewed_by)
       values ('program_page', ?, '2025-03-01T01:00:00.000Z', '2026-03-01', null)
       on conflict (kind, item_key) do update set last_reviewed_at = excluded.last_reviewed_at,
         next_review_on = excluded.next_review_on`,
    ).run(sub);
  } finally {
    db.close();
  }
}

test('an overdue page is on the dashboard until it is marked reviewed, and its page says so', async ({
  page,
  request,
  checkA11y,
}, testInfo) => {
  // Two screens, two axe runs and a sign-in on a shared machine.
  test.slow();
  const [sub, officeId] = testInfo.project.name === 'phone' ? ['btvted', 4] : ['bsed', 3];
  const program = programPages.find((p) => p.sub === sub);
  if (!program) throw new Error(`no programme page ${sub}`);
  reviewedLongAgo(sub);

  const admin = await createOfficeAdmin(request, { officeId, office: sub, prefix: 'review' });
  await signInPage(page, await apiLogin(request, admin.email, admin.password));
  await page.goto('/administrator/');
  const card = page.getByRole('region', { name: /^Review due: \d+$/ });
  // The card appears once the list of review dates has loaded.
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(program.title)).toBeVisible();
  await expect(card.getByText('Programme page · Review due Sun 1 Mar 2026')).toBeVisible();
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath(`review-due-${testInfo.project.name}.png`) });

  await card.getByRole('button', { name: `Mark as reviewed: ${program.title}` }).click();
  // Nothing else of the office is due on a fresh install: the card goes with the item.
  await expect(page.getByRole('region', { name: /^Review due: \d+$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Mark as reviewed: ${program.title}` })).toHaveCount(0);

  await page.goto(`/programs/${sub}`);
  await expect(page.getByText(`Last reviewed ${formatLongDate(new Date().toISOString())}`)).toBeVisible();
  await checkA11y();
  await page.screenshot({ path: testInfo.outputPath(`program-reviewed-${testInfo.project.name}.png`) });
});

test('each Site Content section says when it was reviewed, and a review with a chosen date moves it on', async ({
  superadminPage: page,
  checkA11y,
}, testInfo) => {
  // Each width takes its own section, so the two runs never share an item.
  const section = testInfo.project.name === 'phone' ? 'admissions' : 'contacts';
  await page.goto(`/administrator/site/content?section=${section}`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(/^Reviewed .+ · Review due .+$/)).toBeVisible();
  await checkA11y();

  const next = new Date(Date.now() + 90 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  await panel.getByLabel('Next review (optional)').fill(next);
  await panel.getByRole('button', { name: 'Mark as reviewed' }).click();
  await expect(panel.getByText(`Review due ${formatPortalDate(next)}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`site-section-reviewed-${testInfo.project.name}.png`) });
});
