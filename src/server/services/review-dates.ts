// Review dates (issue #39 item 5, docs/decisions/0051-review-dates.md): every site content section, programme
// page, directory entry and published charter service carries when it was last reviewed and when it is next
// due. Saving an edit counts as a review: an item saved after its last marked review (or never marked) was
// last reviewed when it was saved, and is due a year later. Programme pages are content files, never saved in
// the portal: until marked, they count from the site's first start. Office admins mark their office's items
// reviewed, superadmins every one; site content is kept by superadmins alone, as its editing is.

import { staffOffices } from '../../../content/directories/staff-offices.ts';
import { programPages } from '../../../content/pages/office-pages.ts';
import { ALL_OFFICES, type OfficeSlug } from '../../shared/contract/offices.ts';
import {
  type MarkReviewedInput,
  REVIEW_MESSAGES,
  type ReviewItem,
  type ReviewKind,
} from '../../shared/contract/review-dates.ts';
import { SITE_BLOCK_KEYS, type SiteBlockKey } from '../../shared/contract/site.ts';
import { campusDay } from '../../shared/dates.ts';
import { servicePath } from '../../shared/routes.ts';
import { type Actor, auditActorOf, type SignedInUser } from '../domain/actor.ts';
import { canManageOffice } from '../domain/permissions.ts';
import { badRequest, forbidden, notFound } from '../lib/http-errors.ts';
import { markerTime } from '../repositories/app-settings.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import * as repo from '../repositories/review-dates.ts';
import type { AppContext } from './app-context.ts';
import { SITE_SEEDED_KEY } from './site-content.ts';

const ADMIN = '/administrator';

/** What the Site Content screen calls each block (features/admin-site/components/blocks-page.tsx). */
const SECTION_TITLES: Record<SiteBlockKey, string> = {
  facts: 'Quick facts',
  slides: 'Slideshow',
  contacts: 'Contact details',
  quick_links: 'Quick links',
  admissions: 'Admissions',
};
const SECTION_PUBLIC: Record<SiteBlockKey, string> = {
  facts: '/',
  slides: '/',
  contacts: '/',
  quick_links: '/',
  admissions: '/admissions',
};

/** An item before its review dates: what it is, who keeps it, when it was last saved (null: never). */
interface Source {
  kind: ReviewKind;
  key: string;
  title: string;
  office: string;
  savedAt: string | null;
  edit_path: string | null;
  public_path: string;
}

const officeName = (slug: string) => ALL_OFFICES.find((o) => o.slug === slug)?.name ?? slug;
const directoryName = new Map(staffOffices.map((o) => [o.id, o.name]));

/** The same campus date a year on (29 February → 1 March). */
export function aYearAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
}

async function sources(ctx: Pick<AppContext, 'db'>): Promise<Source[]> {
  const db = ctx.db.kysely;
  const [blocks, offices, faculty, services] = await Promise.all([
    repo.siteBlockDates(db),
    repo.directoryOfficeDates(db),
    repo.facultyDates(db),
    repo.serviceDates(db),
  ]);
  const blockSaved = new Map(blocks.map((b) => [b.key, b.updated_at]));
  return [
    ...SITE_BLOCK_KEYS.map(
      (key): Source => ({
        kind: 'site_section',
        key,
        title: SECTION_TITLES[key],
        office: 'administration',
        savedAt: blockSaved.get(key) ?? null,
        edit_path: `${ADMIN}/site/content?section=${key}`,
        public_path: SECTION_PUBLIC[key],
      }),
    ),
    ...programPages.map(
      (p): Source => ({
        kind: 'program_page',
        key: p.sub,
        title: p.title,
        office: p.office,
        savedAt: null,
        edit_path: null,
        public_path: `/programs/${p.sub}`,
      }),
    ),
    ...offices.map(
      (o): Source => ({
        kind: 'directory_office',
        key: o.id,
        title: directoryName.get(o.id) ?? o.id,
        office: o.office,
        savedAt: o.updated_at,
        edit_path: `${ADMIN}/directory`,
        public_path: `/staff?office=${o.id}`,
      }),
    ),
    ...faculty.map(
      (f): Source => ({
        kind: 'directory_faculty',
        key: String(f.id),
        title: f.name,
        office: f.office,
        savedAt: f.updated_at,
        edit_path: `${ADMIN}/directory`,
        public_path: `/faculty?program=${f.office}`,
      }),
    ),
    ...services.map(
      (s): Source => ({
        kind: 'charter_service',
        key: String(s.id),
        title: s.title,
        office: s.office,
        savedAt: s.updated_at,
        edit_path: `${ADMIN}/services/${s.id}`,
        public_path: servicePath(s.slug),
      }),
    ),
  ];
}

/**
 * The item's dates: its marked review when that is newer than its last save, else its last save (or the
 * site's first start for what is never saved) with the next review a year on.
 */
function withDates(
  s: Source,
  review: repo.ReviewRow | undefined,
  installedAt: string,
  today: string,
): ReviewItem {
  const { savedAt, ...rest } = s;
  const marked = review && (!savedAt || Date.parse(review.last_reviewed_at) >= Date.parse(savedAt));
  const last = marked ? review.last_reviewed_at : (savedAt ?? installedAt);
  const next = marked ? review.next_review_on : aYearAfter(campusDay(last));
  return {
    ...rest,
    office_name: officeName(s.office),
    last_reviewed_at: last,
    next_review_on: next,
    due: next <= today,
  };
}

const key = (kind: string, k: string) => `${kind}\u0000${k}`;

/** Every item with its review dates at the app clock's campus date. */
export async function reviewRegister(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<ReviewItem[]> {
  const db = ctx.db.kysely;
  const [items, reviews, seeded] = await Promise.all([
    sources(ctx),
    repo.listReviews(db),
    markerTime(db, SITE_SEEDED_KEY),
  ]);
  const now = ctx.clock.now();
  const today = campusDay(now);
  const installedAt = seeded ?? now.toISOString();
  const byKey = new Map(reviews.map((r) => [key(r.kind, r.item_key), r]));
  return items.map((s) => withDates(s, byKey.get(key(s.kind, s.key)), installedAt, today));
}

/** Site content is edited by superadmins alone (services/site-content.ts), so only they review it. */
function mayReview(user: Pick<SignedInUser, 'role' | 'office'>, item: Pick<ReviewItem, 'kind' | 'office'>) {
  if (user.role === 'superadmin') return true;
  if (user.role !== 'admin' || item.kind === 'site_section') return false;
  return canManageOffice(user, item.office as OfficeSlug);
}

/** The items a staff member reviews: their office's (a superadmin: every one). Contributors review nothing. */
export async function staffReviewItems(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: SignedInUser,
): Promise<ReviewItem[]> {
  if (user.role === 'contributor') throw forbidden(REVIEW_MESSAGES.notYours);
  return (await reviewRegister(ctx)).filter((i) => mayReview(user, i));
}

/** When a public page's item was last reviewed, or undefined when there is no such item. */
export async function lastReviewedOf(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  kind: ReviewKind,
  itemKey: string,
): Promise<string | undefined> {
  return (await reviewRegister(ctx)).find((i) => i.kind === kind && i.key === itemKey)?.last_reviewed_at;
}

/** Last reviewed of every item of one kind, by key (the directory draws its offices'). */
export async function lastReviewedByKey(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  kind: ReviewKind,
): Promise<Map<string, string>> {
  return new Map(
    (await reviewRegister(ctx)).filter((i) => i.kind === kind).map((i) => [i.key, i.last_reviewed_at]),
  );
}

/** The longest a chosen next review may be put off. */
const MAX_YEARS_AHEAD = 3;

/** Marks an item reviewed now: next review a year on, or on the chosen date (after today, within 3 years). */
export async function markReviewed(
  ctx: AppContext,
  actor: Actor,
  kind: ReviewKind,
  itemKey: string,
  input: MarkReviewedInput | undefined,
): Promise<ReviewItem> {
  const item = (await reviewRegister(ctx)).find((i) => i.kind === kind && i.key === itemKey);
  if (!item) throw notFound(REVIEW_MESSAGES.notFound);
  if (!mayReview(actor.user, item)) throw forbidden(REVIEW_MESSAGES.notYours);
  const at = ctx.clock.now();
  const today = campusDay(at);
  const next = input?.next_review_on ?? aYearAfter(today);
  if (next <= today) throw badRequest(REVIEW_MESSAGES.futureDate);
  let latest = today;
  for (let i = 0; i < MAX_YEARS_AHEAD; i++) latest = aYearAfter(latest);
  if (next > latest) throw badRequest(REVIEW_MESSAGES.tooFar);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await repo.saveReview(trx, { kind, key: itemKey, at: at.toISOString(), next, by: actor.user.id });
    await writeAudit(trx, at, {
      ...auditActorOf(actor),
      action: 'content.reviewed',
      targetType: kind,
      targetId: itemKey,
      details: { office: item.office, title: item.title, next_review_on: next },
    });
  });
  ctx.emit({ kind: 'content', area: 'review-dates' });
  return { ...item, last_reviewed_at: at.toISOString(), next_review_on: next, due: false };
}
