// Issue 22 items 10 and 11: sign-in attempts on e-mails nobody signs in with are pruned by a job, and temp
// files that crashed writes left (media on local storage, the resized-image cache) are removed at start and
// by the media journal sweep, once older than a safe age, so writes in progress keep theirs.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttemptsPrune } from '../../src/server/jobs/login-attempts-prune.ts';
import { mediaJournalSweep } from '../../src/server/jobs/media-journal-sweep.ts';
import { recordAttempt } from '../../src/server/repositories/login-attempts.ts';
import { TEMP_FILE_GRACE_MS } from '../../src/server/storage/temp-files.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('sign-in attempt pruning', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('drops attempts older than a day on any e-mail, known or not, and keeps recent ones', async () => {
    const now = t.app.clock.now().getTime();
    const old = new Date(now - 25 * 60 * 60_000);
    const recent = new Date(now - 10 * 60_000);
    for (const emailLower of ['nobody-1@unknown.test', 'nobody-2@unknown.test', 'super@campus.test']) {
      await recordAttempt(t.db.kysely, { emailLower, ip: '203.0.113.9', success: false, at: old });
    }
    await recordAttempt(t.db.kysely, {
      emailLower: 'nobody-1@unknown.test',
      ip: '203.0.113.9',
      success: false,
      at: recent,
    });
    await loginAttemptsPrune.run(t.app.ctx);
    const rows = await t.db.kysely
      .selectFrom('login_attempts')
      .select(['email_lower', 'created_at'])
      .execute();
    expect(rows).toEqual([{ email_lower: 'nobody-1@unknown.test', created_at: recent.toISOString() }]);
  });

  it('runs in the background from the start and every hour', () => {
    expect(loginAttemptsPrune.atStart).toBe('in-background');
    expect(loginAttemptsPrune.everyMs).toBe(60 * 60_000);
  });
});

describe('stale temp files on local storage', () => {
  let t: TestApp;
  const mediaRoot = () => path.join(t.dataDir, 'media');
  const cacheRoot = () => path.join(t.dataDir, 'cache');

  /** A temp file as a crashed write leaves it, last written `ageMs` ago. */
  const leaveTemp = (root: string, rel: string, ageMs: number) => {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.alloc(2048, 1));
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(file, at, at);
    return file;
  };

  beforeAll(async () => {
    t = await createTestApp();
    expect(t.app.storage.kind).toBe('local');
  });
  afterAll(async () => {
    await t.close();
  });

  it('removes only temp files older than the safe age, in media and the image cache, and nothing else', async () => {
    await t.app.storage.put('articles/kept.jpg', Buffer.from('jpeg'), 'image/jpeg');
    const old = TEMP_FILE_GRACE_MS + 60_000;
    const stale = [
      leaveTemp(mediaRoot(), 'articles/a1b2.jpg.0123456789ab.tmp', old),
      leaveTemp(mediaRoot(), 'articles/c3d4.webp.abcdef012345.tmp', old * 10),
      leaveTemp(cacheRoot(), 'media/articles/x.jpg/v1/800-q70.webp.00ff00ff00ff.tmp', old),
    ];
    const inFlight = [
      leaveTemp(mediaRoot(), 'articles/e5f6.jpg.fedcba987654.tmp', 5_000),
      leaveTemp(
        cacheRoot(),
        'media/articles/y.jpg/v1/800-q70.avif.111111111111.tmp',
        TEMP_FILE_GRACE_MS - 60_000,
      ),
    ];
    // Old, but not a temp file of ours: left alone.
    const other = leaveTemp(mediaRoot(), 'articles/notes.tmp', old);

    await mediaJournalSweep.run(t.app.ctx);

    for (const f of stale) expect(fs.existsSync(f), f).toBe(false);
    for (const f of [...inFlight, other]) expect(fs.existsSync(f), f).toBe(true);
    expect(await t.app.storage.get('articles/kept.jpg')).toEqual(Buffer.from('jpeg'));
  });

  it('does it at start, before the server serves', () => {
    expect(mediaJournalSweep.atStart).toBe('before-ready');
  });
});
