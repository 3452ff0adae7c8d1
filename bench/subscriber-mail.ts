// `node bench/subscriber-mail.ts`: one campus alert to BENCH_SUBSCRIBERS confirmed subscribers (default 5,000)
// through a real SMTP server (smtp-server, tests/support/smtp-test-server.ts) at MAIL_PER_MINUTE (default 6,000
// here): how long queueing took inside the alert's save, how long until the last mail arrived, the rate reached
// against the one configured, and that every subscriber got exactly one (none lost, none doubled). The app and
// the SMTP server run in this one process (SQLite, the app's own delivery job and pacing).
import os from 'node:os';
import { startSmtpServer } from '../tests/support/smtp-test-server.ts';
import { createTestApp, SUPERADMIN } from '../tests/support/test-app.ts';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 5000);
const PER_MINUTE = Number(process.env.MAIL_PER_MINUTE ?? 6000);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 4164);

const smtp = await startSmtpServer(SMTP_PORT);
const t = await createTestApp({
  env: {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Campus <noreply@campus.test>',
    PUBLIC_URL: 'https://sanisidro.example.edu',
    MAIL_PER_MINUTE: String(PER_MINUTE),
  },
});
try {
  const now = new Date().toISOString();
  const db = t.db.kysely;
  for (let i = 0; i < SUBSCRIBERS; i += 500) {
    const rows = Array.from({ length: Math.min(500, SUBSCRIBERS - i) }, (_, k) => ({
      email: `reader${i + k}@bench.test`,
      status: 'confirmed' as const,
      link_key: `key${i + k}`,
      created_at: now,
      confirmed_at: now,
    }));
    const ids = await db.insertInto('subscribers').values(rows).returning('id').execute();
    await db
      .insertInto('subscriber_topics')
      .values(ids.map((r) => ({ subscriber_id: Number(r.id), topic: 'alerts', frequency: 'immediately' })))
      .execute();
  }
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: SUPERADMIN.email, password: SUPERADMIN.password, admin: true },
  });
  const token = login.json().token as string;
  const posted = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/site/alerts',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      severity: 'urgent',
      office: 'administration',
      title: 'Classes suspended today',
      message: 'Classes at all levels are suspended because of Typhoon Pepito.',
      starts_at: now,
    },
  });
  const saveMs = performance.now() - posted;
  if (res.statusCode !== 201) throw new Error(`alert not saved: ${res.statusCode} ${res.body}`);
  const load = os.loadavg()[0]?.toFixed(1);
  process.stdout.write(
    `${SUBSCRIBERS} subscribers, MAIL_PER_MINUTE ${PER_MINUTE}; alert saved with its mail queued in ${saveMs.toFixed(0)} ms (load ${load})\n`,
  );
  const deadline = posted + (SUBSCRIBERS / PER_MINUTE) * 60_000 * 2 + 60_000;
  let firstAt: number | undefined;
  while (smtp.received.length < SUBSCRIBERS && performance.now() < deadline) {
    if (firstAt === undefined && smtp.received.length > 0) firstAt = performance.now();
    await new Promise((r) => setTimeout(r, 100));
  }
  const lastAt = performance.now();
  // Anything doubled would arrive just after; give it time.
  await new Promise((r) => setTimeout(r, 5000));
  const recipients = smtp.received.flatMap((m) => m.to);
  const unique = new Set(recipients);
  const seconds = (lastAt - (firstAt ?? posted)) / 1000;
  process.stdout.write(
    `received ${smtp.received.length} mails for ${unique.size} addresses (lost ${SUBSCRIBERS - unique.size}, ` +
      `doubled ${recipients.length - unique.size}); first after ${(((firstAt ?? lastAt) - posted) / 1000).toFixed(1)} s, ` +
      `last after ${((lastAt - posted) / 1000).toFixed(1)} s; ${((smtp.received.length / seconds) * 60).toFixed(0)} per minute ` +
      `(configured ${PER_MINUTE}); load ${os.loadavg()[0]?.toFixed(1)}, queue left ${
        (await db.selectFrom('concern_mail').select('id').where('kind', '=', 'subscription').execute()).length
      }\n`,
  );
  if (unique.size !== SUBSCRIBERS || recipients.length !== SUBSCRIBERS) process.exitCode = 1;
} finally {
  await t.close();
  await smtp.close();
}
