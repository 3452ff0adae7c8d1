// Backup and restore round trip (npm run cli -- backup/restore): an install with demo articles, images and
// users is backed up, thrown away, and restored into an empty install; every table row and every stored file
// comes back byte for byte, and the restored site serves the same article and image. Local storage and S3
// (s3rver), on both databases. Restore refuses a non-empty install and a damaged backup.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { runCommand } from '../../src/server/cli.ts';
import { currentSchema, type Db, type DbTarget, openDb } from '../../src/server/db/dialect.ts';
import { systemClock } from '../../src/server/lib/clock.ts';
import { BackupError, backup, restore, verifyBackup } from '../../src/server/maintenance/backup.ts';
import { sweepMediaJournal } from '../../src/server/services/article-writes.ts';
import { createLocalStorage } from '../../src/server/storage/local-storage.ts';
import { createS3Storage } from '../../src/server/storage/s3-storage.ts';
import type { Storage } from '../../src/server/storage/storage.ts';
import { TWO_FACTOR_MESSAGES } from '../../src/shared/contract/two-factor.ts';
import { createArticleVia, imageFile, keyOf, saveMultipart, slidesOf } from '../support/article-forms.ts';
import { bearer, createUser, signInSuperadmin } from '../support/auth-helpers.ts';
import { type LocalS3, startLocalS3 } from '../support/s3-server.ts';
import { createTestApp, type TestApp, testDbKind } from '../support/test-app.ts';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
});

/** Every row of every table, in a stable order. */
async function dumpTables(db: Db): Promise<Record<string, unknown[]>> {
  const tables = await db.kysely.introspection.getTables({ withInternalKyselyTables: true });
  const out: Record<string, unknown[]> = {};
  for (const t of tables.map((x) => x.name).sort()) {
    // biome-ignore lint/suspicious/noExplicitAny: every table, whatever its shape
    const rows = await (db.kysely as any).selectFrom(t).selectAll().execute();
    out[t] = rows.map((r: unknown) => JSON.stringify(r)).sort();
  }
  return out;
}

async function readAll(storage: Storage): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const key of await storage.list()) files.set(key, (await storage.get(key)) as Buffer);
  return files;
}

const tmpDir = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `campus-${label}-`));

describe.each(['local', 's3'] as const)('backup and restore (%s storage)', (storageKind) => {
  const s3Storage = (prefix: string) => createS3Storage({ ...s3, prefix });
  let t: TestApp;
  let source: DbTarget;
  let backupDir: string;
  let tables: Record<string, unknown[]>;
  let files: Map<string, Buffer>;
  let article: { id: number; thumbnail: string };
  let staffEmail: string;

  beforeAll(async () => {
    t = await createTestApp({
      seedDemo: true,
      storage: storageKind === 's3' ? s3Storage(`src-${randomBytes(4).toString('hex')}`) : undefined,
    });
    const staff = await createUser(t.app, await signInSuperadmin(t.app), { office: 'research' });
    staffEmail = staff.email;
    source =
      testDbKind() === 'sqlite'
        ? { kind: 'sqlite', file: path.join(t.dataDir, 'test.db') }
        : {
            kind: 'postgres',
            url: process.env.TEST_DATABASE_URL as string,
            schema: (await currentSchema(t.db.kysely, 'postgres')) as string,
          };
    tables = await dumpTables(t.db);
    files = await readAll(t.app.storage);
    const row = await t.db.kysely
      .selectFrom('articles')
      .select(['article_id', 'thumbnail'])
      .where('privacy', '=', 'public')
      .orderBy('article_id')
      .executeTakeFirstOrThrow();
    article = { id: row.article_id, thumbnail: row.thumbnail as string };
    backupDir = path.join(tmpDir('backup'), 'snapshot');
  });
  afterAll(async () => {
    await t.close().catch(() => {});
    fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
  });

  it('writes the database and every stored file with checksums', async () => {
    const manifest = await backup({
      target: source,
      storage: t.app.storage,
      dir: backupDir,
      appVersion: '1',
    });
    expect(manifest.database.kind).toBe(testDbKind());
    expect(manifest.storage.kind).toBe(storageKind);
    expect(manifest.storage.files.map((f) => f.key)).toEqual([...files.keys()].sort());
    expect(files.size).toBeGreaterThan(20);
    expect(await verifyBackup(backupDir)).toEqual(manifest);
    await expect(
      backup({ target: source, storage: t.app.storage, dir: backupDir, appVersion: '1' }),
    ).rejects.toThrow('is not empty');
  });

  it('refuses to restore over a non-empty install', async () => {
    await expect(restore({ target: source, storage: t.app.storage, dir: backupDir })).rejects.toThrow(
      /The install is not empty \(the database has tables and storage holds \d+ file\(s\)\)/,
    );
  });

  it('refuses a damaged backup before touching anything', async () => {
    const damaged = path.join(tmpDir('damaged'), 'copy');
    fs.cpSync(backupDir, damaged, { recursive: true });
    const manifest = await verifyBackup(damaged);
    const victim = path.join(damaged, 'files', manifest.storage.files[0]?.key as string);
    const bytes = fs.readFileSync(victim);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    fs.writeFileSync(victim, bytes);
    const empty = createLocalStorage(path.join(damaged, 'target-media'));
    await expect(
      restore({ target: { kind: 'sqlite', file: path.join(damaged, 'x.db') }, storage: empty, dir: damaged }),
    ).rejects.toThrow(BackupError);
    await expect(verifyBackup(damaged)).rejects.toThrow('does not match its checksum');
    expect(await empty.list()).toEqual([]);
    fs.rmSync(path.dirname(damaged), { recursive: true, force: true });
  });

  it('restores into an empty install: every row and file byte for byte, served again', async () => {
    // The original install is gone: its database (schema or file) and its media.
    const config = t.config;
    await t.close();
    const targetDir = tmpDir('restored');
    const target: DbTarget =
      source.kind === 'sqlite' ? { kind: 'sqlite', file: path.join(targetDir, 'test.db') } : source;
    const storage =
      storageKind === 's3'
        ? s3Storage(`dst-${randomBytes(4).toString('hex')}`)
        : createLocalStorage(path.join(targetDir, 'media'));
    await restore({ target, storage, dir: backupDir });

    const db = openDb(target);
    const app = await buildApp({ config: { ...config, dataDir: targetDir }, db, storage, logger: false });
    try {
      expect(await dumpTables(db)).toEqual(tables);
      const restored = await readAll(storage);
      expect([...restored.keys()]).toEqual([...files.keys()]);
      for (const [key, data] of files) expect(restored.get(key)?.equals(data)).toBe(true);

      const users = await db.kysely.selectFrom('users').select('email').execute();
      expect(users.map((u) => u.email)).toContain(staffEmail);
      const read = await app.inject({ method: 'GET', url: `/api/articles/${article.id}` });
      expect(read.statusCode).toBe(200);
      const image = await app.inject({ method: 'GET', url: `/media/${article.thumbnail}` });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(files.get(article.thumbnail) as Buffer)).toBe(true);
    } finally {
      await app.close();
      await db.close();
      if (source.kind === 'postgres') {
        const cleanup = openDb({ kind: 'postgres', url: source.url });
        await cleanup.kysely.schema
          .dropSchema(source.schema as string)
          .ifExists()
          .cascade()
          .execute();
        await cleanup.close();
      }
      fs.rmSync(targetDir, { recursive: true, force: true });
    }
  });
});

/** Every storage key the database's articles reference (thumbnails and slider images). */
async function referencedFiles(db: Db): Promise<string[]> {
  const thumbs = await db.kysely.selectFrom('articles').select('thumbnail').execute();
  const slides = await db.kysely.selectFrom('article_images').select('storage_key').execute();
  return [
    ...thumbs.map((r) => r.thumbnail).filter((k): k is string => Boolean(k)),
    ...slides.map((r) => r.storage_key),
  ].sort();
}

describe('a backup taken while staff edit', () => {
  it('holds every file its database snapshot references, and the sweep removes dropped files afterwards', async () => {
    const t = await createTestApp();
    const token = await signInSuperadmin(t.app);
    const source: DbTarget =
      testDbKind() === 'sqlite'
        ? { kind: 'sqlite', file: path.join(t.dataDir, 'test.db') }
        : {
            kind: 'postgres',
            url: process.env.TEST_DATABASE_URL as string,
            schema: (await currentSchema(t.db.kysely, 'postgres')) as string,
          };
    // The editing script: creates an article with images, replaces the thumbnail and a slide of the one
    // before, and deletes the one before that, round after round until the backup is done.
    const live: number[] = [];
    let rounds = 0;
    let stop = false;
    const round = async () => {
      const a = await createArticleVia(t.app, token, { office: 'research', title: `Edited ${rounds}` });
      live.push(a.article_id);
      const previous = live.at(-2);
      if (previous !== undefined) {
        const before = await t.app.inject({ method: 'GET', url: `/api/articles/${previous}` });
        const kept = slidesOf(before.json().article).slice(1).map(keyOf);
        const edit = await saveMultipart(
          t.app,
          token,
          'PUT',
          `/api/admin/articles/${previous}`,
          [
            ['title', `Edited again ${rounds}`],
            ['version', String(before.json().article.version)],
            ...kept.map((k) => ['existing_pics[]', k] as [string, string]),
          ],
          [
            await imageFile('thumbnail', 'new-thumb.jpg'),
            await imageFile('slider_images[]', 'new-slide.jpg'),
          ],
        );
        expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      }
      if (live.length > 2) {
        const gone = live.shift() as number;
        const del = await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/articles/${gone}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(del.statusCode, del.body).toBe(200);
      }
      rounds++;
    };
    for (let i = 0; i < 3; i++) await round();
    const editing = (async () => {
      while (!stop) await round();
    })();
    const backupDir = path.join(tmpDir('edit-backup'), 'snapshot');
    const targetDir = tmpDir('edit-restored');
    try {
      await backup({
        target: source,
        storage: t.app.storage,
        dir: backupDir,
        appVersion: '1',
        // Two more rounds between the snapshot and the file copy: the script deletes and replaces files
        // the snapshot still names.
        onSnapshot: async () => {
          const until = rounds + 2;
          while (rounds < until) await new Promise((r) => setTimeout(r, 20));
        },
      });
      stop = true;
      await editing;
      // Files dropped during the backup were kept; once it is over the sweep removes them (checked below).
      const kept = await t.app.storage.list();
      const named = await referencedFiles(t.db);
      const deps = { db: t.db, storage: t.app.storage, imageCache: t.app.imageCache, clock: t.app.clock };
      await sweepMediaJournal({ ...deps, log: t.app.log }, new Date(Date.now() + 60_000));
      const swept = (await t.app.storage.list()).sort();

      // Restored into an empty install: every file the restored rows name is there.
      await t.app.close();
      const target: DbTarget =
        source.kind === 'sqlite' ? { kind: 'sqlite', file: path.join(targetDir, 'test.db') } : source;
      if (source.kind === 'postgres') {
        const c = openDb({ kind: 'postgres', url: source.url });
        await c.kysely.schema
          .dropSchema(source.schema as string)
          .cascade()
          .execute();
        await c.kysely.schema.createSchema(source.schema as string).execute();
        await c.close();
      }
      const storage = createLocalStorage(path.join(targetDir, 'media'));
      await restore({ target, storage, dir: backupDir });
      const db = openDb(target);
      try {
        const referenced = await referencedFiles(db);
        expect(referenced.length).toBeGreaterThanOrEqual(6);
        const stored = new Set(await storage.list());
        expect(referenced.filter((k) => !stored.has(k))).toEqual([]);
        // The restored install is not held by the backup it came from.
        const holds = await db.kysely
          .selectFrom('app_settings')
          .select('key')
          .where('key', 'like', 'backup-hold:%');
        expect(await holds.execute()).toEqual([]);
      } finally {
        await db.close();
      }
      expect(kept.length).toBeGreaterThan(named.length);
      expect(swept).toEqual(named);
    } finally {
      stop = true;
      await editing.catch(() => {});
      await t.close().catch(() => {});
      fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
      fs.rmSync(targetDir, { recursive: true, force: true });
    }
  });
});

describe('a restore with two-step sign-in on', () => {
  const codeAt = (secret: string, ms: number) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: ms,
    });

  it('signs in with the code when the session secret came along, and says what to do when it did not', async () => {
    const t = await createTestApp();
    const user = await createUser(t.app, await signInSuperadmin(t.app), { office: 'research' });
    const post = (app: TestApp['app'], url: string, payload: object, token?: string) =>
      app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });
    const setup = await post(t.app, '/api/admin/account/two-factor/setup', {}, user.token);
    const { secret } = setup.json() as { secret: string };
    const confirm = await post(
      t.app,
      '/api/admin/account/two-factor/confirm',
      { current_password: user.password, code: codeAt(secret, Date.now()) },
      user.token,
    );
    expect(confirm.statusCode).toBe(200);
    const recovery = confirm.json().recovery_codes as string[];

    const source: DbTarget =
      testDbKind() === 'sqlite'
        ? { kind: 'sqlite', file: path.join(t.dataDir, 'test.db') }
        : {
            kind: 'postgres',
            url: process.env.TEST_DATABASE_URL as string,
            schema: (await currentSchema(t.db.kysely, 'postgres')) as string,
          };
    const backupDir = path.join(tmpDir('totp-backup'), 'snapshot');
    const targetDir = tmpDir('totp-restored');
    const originalSecret = fs.readFileSync(path.join(t.dataDir, 'secrets', 'session-secret'));
    try {
      await backup({ target: source, storage: t.app.storage, dir: backupDir, appVersion: '1' });
      await t.app.close();
      const target: DbTarget =
        source.kind === 'sqlite' ? { kind: 'sqlite', file: path.join(targetDir, 'test.db') } : source;
      if (source.kind === 'postgres') {
        const c = openDb({ kind: 'postgres', url: source.url });
        await c.kysely.schema
          .dropSchema(source.schema as string)
          .cascade()
          .execute();
        await c.kysely.schema.createSchema(source.schema as string).execute();
        await c.close();
      }
      await restore({ target, storage: createLocalStorage(path.join(targetDir, 'media')), dir: backupDir });
      const db = openDb(target);
      const serve = () =>
        buildApp({
          config: { ...t.config, dataDir: targetDir },
          db,
          storage: createLocalStorage(path.join(targetDir, 'media')),
          logger: false,
        });
      const challenge = async (app: TestApp['app']) => {
        const res = await post(app, '/api/auth/login', {
          email: user.email,
          password: user.password,
          admin: true,
        });
        expect(res.json().step).toBe('code');
        return res.json().challenge as string;
      };
      try {
        // The session secret kept with the configuration (here its generated file) : codes work.
        fs.mkdirSync(path.join(targetDir, 'secrets'), { recursive: true });
        fs.writeFileSync(path.join(targetDir, 'secrets', 'session-secret'), originalSecret);
        let app = await serve();
        const ok = await post(app, '/api/auth/login/code', {
          challenge: await challenge(app),
          code: codeAt(secret, Date.now() + 30_000),
        });
        expect(ok.statusCode, ok.body).toBe(200);
        expect(ok.json().token).toEqual(expect.any(String));
        await app.close();

        // Without it: the code step says what happened and what to do, never a 500.
        fs.rmSync(path.join(targetDir, 'secrets'), { recursive: true });
        app = await serve();
        const refused = await post(app, '/api/auth/login/code', {
          challenge: await challenge(app),
          code: codeAt(secret, Date.now() + 60_000),
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ ok: false, message: TWO_FACTOR_MESSAGES.keyChanged });
        expect(TWO_FACTOR_MESSAGES.keyChanged).toContain('npm run cli -- reset-2fa EMAIL');
        // Recovery codes are keyed from the same secret: they are refused the same way, so reset-2fa is the way.
        const byRecovery = await post(app, '/api/auth/login/code', {
          challenge: await challenge(app),
          recovery_code: recovery[0],
        });
        expect(byRecovery.statusCode, byRecovery.body).toBe(409);
        expect(byRecovery.json()).toMatchObject({ ok: false, message: TWO_FACTOR_MESSAGES.keyChanged });
        expect(TWO_FACTOR_MESSAGES.keyChanged).not.toMatch(/sign in with a recovery code/i);
        const cli = { stdin: Readable.from(['']), stdout: new PassThrough(), stderr: new PassThrough() };
        expect(await runCommand(['reset-2fa', user.email], db, systemClock, cli)).toBe(0);
        const plain = await post(app, '/api/auth/login', {
          email: user.email,
          password: user.password,
          admin: true,
        });
        expect(plain.statusCode).toBe(200);
        expect(plain.json().token).toEqual(expect.any(String));
        await app.close();
      } finally {
        await db.close();
      }
    } finally {
      await t.close().catch(() => {});
      fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
      fs.rmSync(targetDir, { recursive: true, force: true });
    }
  });
});

describe('backup commands', () => {
  it('explain a missing backup and a missing database in one line each', () => {
    const dataDir = tmpDir('cli');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['src/server/cli.ts', ...args], { env, encoding: 'utf8' });
    const missing = cli('restore', path.join(dataDir, 'nowhere'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('holds no readable manifest.json');
    const noDb = cli('backup', path.join(dataDir, 'out'));
    expect(noDb.status).toBe(1);
    expect(noDb.stderr).toContain('No database at');
    const usage = cli('restore', 'a', '--everything');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('restore DIR [--force]');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
