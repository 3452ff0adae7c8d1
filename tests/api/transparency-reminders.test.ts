// The weekly e-mail of overdue Transparency Seal items through a real SMTP server (smtp-server on a local
// port): from Monday 8:00 a.m. campus time each owner office's active admins get the list of its overdue
// items once that week, with two instances on one database; an office whose items are current, a contributor
// and a site without mail get nothing; the next week it comes again.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type Db, openDb } from '../../src/server/db/dialect.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { deliverDueMail, smtpSender } from '../../src/server/services/case-mail.ts';
import { queueOverdueReminders, reminderWeek } from '../../src/server/services/transparency-reminders.ts';
import { documentAdminEndpoints } from '../../src/shared/contract/documents.ts';
import { bearer, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { multipartBody } from '../support/image-fixtures.ts';
import { eventually, startSmtpServer, type TestSmtpServer } from '../support/smtp-test-server.ts';
import { createTestApp, type TestApp, testDbKind } from '../support/test-app.ts';

const SMTP_PORT = testDbKind() === 'postgres' ? 4144 : 4143;
const FROM = 'Campus <noreply@campus.test>';

describe('weekly reminder of overdue Transparency Seal items', () => {
  // Monday 2 February 2026, 7:00 a.m. in Manila: an hour before reminders go out.
  const clock = manualClock(new Date('2026-02-01T23:00:00.000Z'));
  let t: TestApp;
  let smtp: TestSmtpServer;
  let db2: Db;
  let app2: Awaited<ReturnType<typeof buildApp>>;
  let superToken: string;
  const admins: Record<string, string> = {};
  let contributorEmail: string;

  const mailTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  const deliver = () => deliverDueMail(t.app.ctx, smtpSender({ smtpUrl: smtp.url, from: FROM }));

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
    for (const office of ['administration', 'research', 'extension', 'library'] as const)
      admins[office] = (await createUser(t.app, superToken, { office, first_name: 'Rosa' })).email;
    contributorEmail = (
      await createUser(t.app, superToken, { office: 'administration', role: 'contributor' })
    ).email;
    // The extension office's one item is current.
    const { payload, headers } = multipartBody(
      [
        ['title', 'Beneficiaries 2025'],
        ['office', 'extension'],
        ['section', 'beneficiaries'],
        ['published_on', '2026-01-15'],
      ],
      [{ field: 'file', filename: 'beneficiaries.csv', data: Buffer.from('barangay,families\nDibut,120\n') }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: documentAdminEndpoints.create.path,
      payload,
      headers: { ...headers, ...bearer(superToken) },
    });
    expect(res.statusCode).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await app2?.close();
    await db2?.close();
    await t?.close();
    await smtp?.close();
  });

  it('knows the campus week and its Monday 8:00 a.m.', () => {
    expect(reminderWeek(new Date('2026-02-01T23:00:00.000Z'))).toEqual({ week: '2026-02-02', due: false });
    expect(reminderWeek(new Date('2026-02-02T00:00:00.000Z'))).toEqual({ week: '2026-02-02', due: true });
    // Sunday night in Manila still belongs to the week before.
    expect(reminderWeek(new Date('2026-02-08T15:00:00.000Z'))).toEqual({ week: '2026-02-02', due: true });
  });

  it('mails each owner office its overdue items once a week, with two instances on one database', async () => {
    expect(await queueOverdueReminders(t.app.ctx)).toBe(0);

    clock.set(new Date('2026-02-02T00:30:00.000Z'));
    const counts = await Promise.all([
      queueOverdueReminders(t.app.ctx),
      queueOverdueReminders(app2.ctx),
      queueOverdueReminders(t.app.ctx),
      queueOverdueReminders(app2.ctx),
    ]);
    // Administration, research and the library each have an admin to mail; extension is up to date.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    await deliver();
    await eventually(() => mailTo(admins.administration ?? '').length === 1);

    const [adminMail] = mailTo(admins.administration ?? '');
    expect(adminMail?.subject).toBe('Transparency Seal: 10 items of the Administration to update');
    expect(adminMail?.text).toContain('Good day, Rosa,');
    expect(adminMail?.text).toContain('- Annual reports (updated every year): no document posted yet');
    expect(adminMail?.text).toContain('https://campus.example/administrator/documents');
    expect(mailTo(admins.research ?? '')[0]?.subject).toBe(
      'Transparency Seal: 2 items of the Research and Development Office to update',
    );
    expect(mailTo(admins.library ?? '')).toHaveLength(1);
    expect(mailTo(admins.extension ?? '')).toHaveLength(0);
    expect(mailTo(contributorEmail)).toHaveLength(0);

    // Later that week: nothing more.
    clock.set(new Date('2026-02-05T02:00:00.000Z'));
    expect(await queueOverdueReminders(app2.ctx)).toBe(0);

    // The next Monday it comes again.
    clock.set(new Date('2026-02-09T01:00:00.000Z'));
    expect(await queueOverdueReminders(app2.ctx)).toBe(3);
    await deliver();
    await eventually(() => mailTo(admins.administration ?? '').length === 2);
    expect(smtp.received).toHaveLength(6);
  });

  it('sends nothing and claims no week when mail is not set up', async () => {
    const noMail = await createTestApp({ clock });
    try {
      clock.set(new Date('2026-02-16T01:00:00.000Z'));
      expect(await queueOverdueReminders(noMail.app.ctx)).toBe(0);
      const claimed = await noMail.db.kysely.selectFrom('transparency_reminders').selectAll().execute();
      expect(claimed).toEqual([]);
    } finally {
      await noMail.close();
    }
  });
});
