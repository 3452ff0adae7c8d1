// The weekly e-mail of overdue Transparency Seal items (issue #35, docs/decisions/0037-procurement-notices.md)
// and of pages past their review date (issue #39, docs/decisions/0051-review-dates.md): from Monday 8:00 a.m.
// campus time, each owner office with an overdue item is mailed both lists in one mail once that week,
// through the mail queue (services/case-mail.ts delivers it), only when mail is set up. Exactly once across
// instances: the insert of the office's week row is the claim. Like the procurement closing, claim and queued
// mail are separate statements: on SQLite a transaction would hold the write lock another instance waits on.
import { siteConfig } from '../../../config/site.ts';
import { findAnyOffice } from '../../shared/contract/offices.ts';
import { REVIEW_KIND_LABELS, type ReviewItem } from '../../shared/contract/review-dates.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { campusDate } from '../lib/working-days.ts';
import { insertMail } from '../repositories/concern-cases.ts';
import { activeAdminsOf, claimReminder } from '../repositories/transparency-reminders.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import type { AppContext } from './app-context.ts';
import { transparencyRegister } from './documents.ts';
import { newMessageId, queuedMail } from './queued-mail.ts';
import { reviewRegister } from './review-dates.ts';

const DAY = 86_400_000;
/** Reminders go out from 8:00 a.m. on Monday in Manila (UTC+8, no daylight saving). */
const SEND_HOUR_CAMPUS = 8;

/** The Monday (yyyy-mm-dd) of the campus week `now` is in, and whether the reminder hour has come. */
export function reminderWeek(now: Date): { week: string; due: boolean } {
  const campus = new Date(now.getTime() + 8 * 3_600_000);
  const sinceMonday = (campus.getUTCDay() + 6) % 7;
  const monday = new Date(
    Date.UTC(campus.getUTCFullYear(), campus.getUTCMonth(), campus.getUTCDate()) - sinceMonday * DAY,
  );
  return {
    week: monday.toISOString().slice(0, 10),
    due: sinceMonday > 0 || campus.getUTCHours() >= SEND_HOUR_CAMPUS,
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One subject for the Transparency Seal items, the pages due for review, or both. */
function reminderSubject(office: string, seal: number, review: number): string {
  const sealPart = `Transparency Seal: ${plural(seal, 'item')} of the ${office} to update`;
  if (review === 0) return sealPart;
  if (seal === 0) return `Review due: ${plural(review, 'page')} of the ${office}`;
  return `${sealPart}, and ${plural(review, 'page')} to review`;
}

/**
 * Queues this week's reminder for every owner office with an overdue item that has not had it; returns how
 * many mails were queued. Does nothing without a mail sender, so a site without mail claims no week.
 */
export async function queueOverdueReminders(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'mail'>,
): Promise<number> {
  if (!ctx.mail.sender) return 0;
  const now = ctx.clock.now();
  const { week, due } = reminderWeek(now);
  if (!due) return 0;
  const items = await transparencyRegister(ctx, { today: campusDate(now), withOverdue: true });
  const byOffice = new Map<string, { seal: typeof items; review: ReviewItem[] }>();
  const of = (slug: string) => {
    const entry = byOffice.get(slug) ?? { seal: [], review: [] };
    byOffice.set(slug, entry);
    return entry;
  };
  for (const item of items.filter((i) => i.overdue)) of(item.owner).seal.push(item);
  // Pages and entries past their review date (ADR 0051) ride in the same mail; site content is kept by
  // superadmins, who get no office mail.
  for (const item of (await reviewRegister(ctx)).filter((i) => i.due && i.kind !== 'site_section'))
    of(item.office).review.push(item);
  const db = ctx.db.kysely;
  const base = siteBaseUrl(ctx.config);
  let queued = 0;
  for (const [slug, due] of byOffice) {
    const office = findAnyOffice(slug);
    if (!office) continue;
    if (
      !(await claimReminder(db, {
        officeId: office.office_id,
        week,
        items: due.seal.length + due.review.length,
        at: now.toISOString(),
      }))
    )
      continue;
    const subject = reminderSubject(office.name, due.seal.length, due.review.length);
    const body = [
      ...(due.seal.length > 0
        ? [
            `These Transparency Seal items of the ${office.name} are due for an update on the ${siteConfig.site_name} website:`,
            '',
            ...due.seal.map(
              (i) =>
                `- ${i.title} (${i.rule_text.toLowerCase()}): ${i.as_of ? `latest document as of ${formatLongDate(i.as_of)}` : 'no document posted yet'}`,
            ),
            '',
            `Upload the new documents on the Documents screen of the portal: ${base}/administrator/documents`,
            '',
          ]
        : []),
      ...(due.review.length > 0
        ? [
            `These pages of the ${office.name} are due for a review: check that they are still right, change what is not, and mark them reviewed:`,
            '',
            ...due.review.map(
              (i) =>
                `- ${i.title} (${REVIEW_KIND_LABELS[i.kind]}): review was due ${formatLongDate(i.next_review_on)}`,
            ),
            '',
            `They are listed on the dashboard of the portal: ${base}/administrator`,
            '',
          ]
        : []),
      'You receive this reminder each Monday while an item of your office is due.',
    ];
    for (const admin of await activeAdminsOf(db, office.office_id)) {
      await insertMail(
        db,
        queuedMail({
          kind: 'reminder',
          at: now.toISOString(),
          to: admin.email,
          subject,
          messageId: newMessageId('transparency'),
          body: [`Good day, ${admin.first_name},`, '', ...body].join('\n'),
        }),
      );
      queued += 1;
    }
  }
  return queued;
}
