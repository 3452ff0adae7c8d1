// The demo seed dates its articles by the Manila calendar (src/shared/dates.ts): seeded at 00:30 Manila time
// (16:30 UTC the day before), an article of today is dated today in Manila, as its card and page show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoArticles } from '../../content/demo-articles.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { campusDay } from '../../src/shared/dates.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('demo seed dates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true, clock: manualClock(new Date('2026-11-24T16:30:00.000Z')) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes each article’s publication date as the Manila day it was created', async () => {
    const rows = await t.db.kysely.selectFrom('articles').select(['title', 'date', 'created_at']).execute();
    expect(rows).toHaveLength(demoArticles.length);
    for (const row of rows) expect(row.date, row.title).toBe(campusDay(String(row.created_at)));
    const today = demoArticles.find((a) => a.daysAgo === 0);
    if (today) expect(rows.find((r) => r.title === today.title)?.date).toBe('2026-11-25');
    // 16:30 UTC is after midnight in Manila for every demo article, whatever its age.
    expect(rows.every((r) => r.date !== String(r.created_at).slice(0, 10))).toBe(true);
  });
});
