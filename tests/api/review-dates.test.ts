// Review dates (issue #39 item 5, ADR 0051) on a moved clock: every site content section, programme page,
// directory entry and charter service is due a year after it was last saved; an office admin sees and marks
// their office's items reviewed (audited, next review a year on or a chosen date), saving an edit counts as a
// review, the public page's "last reviewed" follows, and the Monday mail through a real SMTP server carries
// the overdue pages beside the Transparency Seal items, once a week with two instances on one database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type Db, openDb } from '../../src/server/db/dialect.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { deliverDueMail, smtpSender } from '../../src/server/services/case-mail.ts';
import { aYearAfter } from '../../src/server/services/review-dates.ts';
import { queueOverdueReminders } from '../../src/server/services/transparency-reminders.ts';
import { directoryAdminEndpoints } from '../../src/shared/contract/directory.ts';
import {
  type ReviewItem,
  reviewDateAdminEndpoints,
  reviewDateEndpoints,
} from '../../src/shared/contract/review-dates.ts';
import { createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { inject } from '../support/inject.ts';
import { eventually, startSmtpServer, type TestSmtpServer } from '../support/smtp-test-server.ts';
import { createTestApp, type TestApp, testDbKind } from '../support/test-app.ts';

const SMTP_PORT = testDbKind() === 'postgres' ? 4252 : 4251;
const FROM = 'Campus <noreply@campus.test>';
/** Monday 2 February 2026, 7:00 a.m. in Manila: the install (and every seeded save) happens here. */
const INSTALLED = '2026-02-01T23:00:00.000Z';

describe('review dates', () => {
  const clock = manualClock(new Date(INSTALLED));
  let t: TestApp;
  let smtp: TestSmtpServer;
  let db2: Db;
  let app2: Awaited<ReturnType<typeof buildApp>>;
  let superToken: string;
  let bsit: { email: string; password: string; token: string };
  let admin: { email: string; password: string; token: string };
  let contributor: { email: string; password: string; token: string };
  let contributorToken: string;

  /** Sessions end long before a year passes: everyone signs in again at the moved clock. */
  const signInAgain = async () => {
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    for (const user of [bsit, admin, contributor])
      user.token = await signIn(t.app, user.email, user.password);
    contributorToken = contributor.token;
  };

  const list = async (token: string): Promise<ReviewItem[]> => {
    const res = await inject(t.app, reviewDateAdminEndpoints.list, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items;
  };
  const find = (items: ReviewItem[], kind: string, key: string) =>
    items.find((i) => i.kind === kind && i.key === key);
  const mark = (
    token: string,
    kind: ReviewItem['kind'],
    key: string,
    body: { next_review_on?: string } = {},
  ) => inject(t.app, reviewDateAdminEndpoints.markReviewed, { token, params: { kind, key }, body });
  const mailTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

  beforeAll(async () => {
    smtp = await startSmtpServer(SMTP_PORT);
    t = await createTestApp({
      clock,
      env: { SMTP_URL: smtp.url, MAIL_FROM: FROM, PUBLIC_URL: 'https://campus.example' },
    });
    if (t.db.kind === 'sqlite') {
      db2 = openDb({ kind: 'sqlite', file: `${t.dataDir}/test.db` });
    } else {
      const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(t.db.kysely);
      db2 = openDb({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '', schema: rows[0]?.s });
    }
    app2 = await buildApp({ config: t.config, db: db2, clock, logger: false });
    await app2.ready();
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    bsit = await createUser(t.app, superToken, { office: 'bsit', first_name: 'Lorna' });
    admin = await createUser(t.app, superToken, { office: 'administration', first_name: 'Rosa' });
    contributor = await createUser(t.app, superToken, { office: 'bsit', role: 'contributor' });
    contributorToken = contributor.token;
  }, 60_000);
  afterAll(async () => {
    await app2?.close();
    await db2?.close();
    await t?.close();
    await smtp?.close();
  });

  it('dates every item a year after its last save, and shows each office only its own', async () => {
    const all = await list(superToken);
    const kinds = new Set(all.map((i) => i.kind));
    expect([...kinds].sort()).toEqual([
      'charter_service',
      'directory_faculty',
      'directory_office',
      'program_page',
      'site_section',
    ]);
    for (const item of all) {
      expect(item.last_reviewed_at).toBe(INSTALLED);
      expect(item.next_review_on).toBe('2027-02-02');
      expect(item.due).toBe(false);
    }
    expect(find(all, 'program_page', 'bsit')).toMatchObject({
      office: 'bsit',
      edit_path: null,
      public_path: '/programs/bsit',
    });
    expect(find(all, 'site_section', 'facts')?.edit_path).toBe('/administrator/site/content?section=facts');

    const mine = await list(bsit.token);
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.every((i) => i.office === 'bsit')).toBe(true);
    expect(mine.some((i) => i.kind === 'directory_faculty')).toBe(true);
    // Site content is kept by superadmins alone, even for Administration's admins.
    expect((await list(admin.token)).some((i) => i.kind === 'site_section')).toBe(false);
    expect((await inject(t.app, reviewDateAdminEndpoints.list, { token: contributorToken })).statusCode).toBe(
      403,
    );
  });

  it('a year on the items are due; marking one reviewed is audited, dated a year on, and shown publicly', async () => {
    // Monday 8 February 2027, 8:30 a.m. in Manila.
    clock.set(new Date('2027-02-08T00:30:00.000Z'));
    await signInAgain();
    const before = await list(bsit.token);
    expect(before.every((i) => i.due)).toBe(true);

    const res = await mark(bsit.token, 'program_page', 'bsit');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: 'Marked as reviewed',
      item: { last_reviewed_at: '2027-02-08T00:30:00.000Z', next_review_on: '2028-02-08', due: false },
    });
    expect(find(await list(bsit.token), 'program_page', 'bsit')).toMatchObject({
      due: false,
      next_review_on: '2028-02-08',
    });
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['actor', 'target_type', 'target_id', 'office'])
      .where('action', '=', 'content.reviewed')
      .execute();
    expect(audit).toEqual([
      { actor: bsit.email, target_type: 'program_page', target_id: 'bsit', office: 'bsit' },
    ]);

    const pub = await inject(t.app, reviewDateEndpoints.lastReviewed, {
      params: { kind: 'program_page', key: 'bsit' },
    });
    expect(pub.json()).toEqual({ ok: true, last_reviewed_at: '2027-02-08T00:30:00.000Z' });
  });

  it('takes a chosen next review date, after today and within three years', async () => {
    const faculty = (await list(bsit.token)).find((i) => i.kind === 'directory_faculty');
    if (!faculty) throw new Error('no BSIT faculty entry');
    expect(
      (await mark(bsit.token, faculty.kind, faculty.key, { next_review_on: '2027-02-08' })).json(),
    ).toEqual({
      ok: false,
      message: 'The next review must be after today',
    });
    expect(
      (await mark(bsit.token, faculty.kind, faculty.key, { next_review_on: '2031-01-01' })).statusCode,
    ).toBe(400);
    const res = await mark(bsit.token, faculty.kind, faculty.key, { next_review_on: '2027-08-01' });
    expect(res.json().item).toMatchObject({ next_review_on: '2027-08-01', due: false });
  });

  it('refuses another office’s items, site content to office admins, and unknown items', async () => {
    expect((await mark(bsit.token, 'directory_office', 'registrar')).statusCode).toBe(403);
    expect((await mark(admin.token, 'site_section', 'facts')).statusCode).toBe(403);
    expect((await mark(contributorToken, 'program_page', 'bsit')).statusCode).toBe(403);
    expect((await mark(superToken, 'program_page', 'nursing')).statusCode).toBe(404);
    expect((await mark(superToken, 'site_section', 'facts')).statusCode).toBe(200);
  });

  it('shows a charter service’s last review on its public page', async () => {
    const service = (await list(superToken)).find((i) => i.kind === 'charter_service');
    if (!service) throw new Error('no charter service');
    const before = await t.app.inject({ method: 'GET', url: service.public_path });
    expect(before.body).toContain('Last reviewed February 2, 2026');
    clock.set(new Date('2027-02-08T00:45:00.000Z'));
    expect((await mark(superToken, service.kind, service.key)).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: service.public_path });
    expect(after.body).toContain('Last reviewed February 8, 2027');
  });

  it('counts saving an edit as a review', async () => {
    const registrar = find(await list(admin.token), 'directory_office', 'registrar');
    expect(registrar?.due).toBe(true);
    const dir = await inject(t.app, directoryAdminEndpoints.list, { token: admin.token });
    const entry = dir.json().offices.find((o: { id: string }) => o.id === 'registrar');
    clock.set(new Date('2027-02-08T01:00:00.000Z'));
    const saved = await inject(t.app, directoryAdminEndpoints.updateOffice, {
      token: admin.token,
      params: { id: 'registrar' },
      body: {
        phone: entry.phone,
        email: entry.email,
        room: entry.room,
        building: entry.building,
        hours: 'Monday to Friday, 8:00 a.m. to 5:00 p.m.',
        head_name: entry.head_name,
        head_title: entry.head_title,
        version: entry.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(find(await list(admin.token), 'directory_office', 'registrar')).toMatchObject({
      last_reviewed_at: '2027-02-08T01:00:00.000Z',
      next_review_on: '2028-02-08',
      due: false,
    });
    // The Staff Directory draws the entry's date (the browser test looks at the page).
    const pub = await t.app.inject({ method: 'GET', url: '/api/directory' });
    expect(pub.json().offices.find((o: { id: string }) => o.id === 'registrar')?.last_reviewed_at).toBe(
      '2027-02-08T01:00:00.000Z',
    );
  });

  it('mails each office its overdue pages with its Transparency Seal items, once a week on two instances', async () => {
    clock.set(new Date('2027-02-08T02:00:00.000Z'));
    const counts = await Promise.all([
      queueOverdueReminders(t.app.ctx),
      queueOverdueReminders(app2.ctx),
      queueOverdueReminders(t.app.ctx),
      queueOverdueReminders(app2.ctx),
    ]);
    // One mail per office admin: BSIT and Administration.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    await deliverDueMail(t.app.ctx, smtpSender({ smtpUrl: smtp.url, from: FROM }));
    await eventually(() => mailTo(bsit.email).length === 1 && mailTo(admin.email).length === 1);

    const stillDue = (await list(bsit.token)).filter((i) => i.due);
    const [bsitMail] = mailTo(bsit.email);
    expect(bsitMail?.subject).toBe(
      `Review due: ${stillDue.length} pages of the Bachelor of Science in Information Technology`,
    );
    expect(bsitMail?.text).toContain('Good day, Lorna,');
    for (const item of stillDue) expect(bsitMail?.text).toContain(`- ${item.title} (`);
    // Reviewed already: not listed.
    expect(bsitMail?.text).not.toContain('Programme page');
    expect(bsitMail?.text).toContain('review was due February 2, 2027');
    expect(bsitMail?.text).toContain('https://campus.example/administrator');

    const [adminMail] = mailTo(admin.email);
    expect(adminMail?.subject).toMatch(
      /^Transparency Seal: \d+ items of the Administration to update, and \d+ pages to review$/,
    );
    expect(adminMail?.text).toContain('Transparency Seal items of the Administration');
    expect(adminMail?.text).toContain('pages of the Administration are due for a review');
    expect(adminMail?.text).not.toContain('- Office of the Campus Registrar (');

    // Later that week: nothing more; the next Monday again.
    clock.set(new Date('2027-02-10T02:00:00.000Z'));
    expect(await queueOverdueReminders(app2.ctx)).toBe(0);
    clock.set(new Date('2027-02-15T01:00:00.000Z'));
    expect(await queueOverdueReminders(app2.ctx)).toBeGreaterThanOrEqual(2);
  });

  it('moves a date a year on, 29 February to 1 March', () => {
    expect(aYearAfter('2026-11-27')).toBe('2027-11-27');
    expect(aYearAfter('2028-02-29')).toBe('2029-03-01');
  });
});
