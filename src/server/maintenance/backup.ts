// Backup and restore of a whole install: a consistent snapshot of the database (SQLite's online backup API;
// pg_dump on Postgres) and every stored media file (local or S3, through the Storage interface), with a
// manifest of SHA-256 checksums. While it runs, a backup hold keeps writes from deleting the media files they
// drop (docs/decisions/0023-backups-hold-media-deletes.md), so every file the snapshot names is copied. Restore verifies every checksum before it touches anything and goes only
// into an empty install unless forced.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { type DbTarget, openDb } from '../db/dialect.ts';
import { extensionOf, SOURCE_TYPES } from '../lib/images.ts';
import { clearBackupHolds, placeBackupHold, releaseBackupHold } from '../repositories/backup-holds.ts';
import type { Storage } from '../storage/storage.ts';

const run = promisify(execFile);

export const MANIFEST_FILE = 'manifest.json';
const FILES_DIR = 'files';

export interface BackupManifest {
  format: 'campus-site-backup';
  version: 1;
  createdAt: string;
  appVersion: string;
  database:
    | { kind: 'sqlite'; file: string; bytes: number; sha256: string }
    | { kind: 'postgres'; file: string; bytes: number; sha256: string; schema: string };
  storage: { kind: 'local' | 's3'; files: Array<{ key: string; bytes: number; sha256: string }> };
}

export class BackupError extends Error {}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function fileSha256(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** The schema the install's tables live in (the URL's search_path, else public). */
async function postgresSchemaOf(target: Extract<DbTarget, { kind: 'postgres' }>): Promise<string> {
  if (target.schema) return target.schema;
  const c = new pg.Client({ connectionString: target.url });
  await c.connect();
  try {
    const { rows } = await c.query<{ schema: string | null }>('select current_schema() as schema');
    return rows[0]?.schema ?? 'public';
  } finally {
    await c.end();
  }
}

async function postgresTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') {
      throw new BackupError(
        `${tool} was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client)`,
      );
    }
    throw new BackupError(`${tool} failed: ${(e.stderr ?? e.message).trim()}`);
  }
}

/** Copies every stored file not yet in `done` into `dir`, recording it in `files`. */
async function copyStoredFiles(
  storage: Storage,
  dir: string,
  done: Set<string>,
  files: BackupManifest['storage']['files'],
): Promise<void> {
  for (const key of await storage.list()) {
    if (done.has(key)) continue;
    const data = await storage.get(key);
    if (data === undefined) continue; // deleted since it was listed
    const file = path.join(dir, FILES_DIR, key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, data);
    files.push({ key, bytes: data.length, sha256: sha256(data) });
    done.add(key);
  }
}

export interface BackupOptions {
  target: DbTarget;
  storage: Storage;
  dir: string;
  appVersion: string;
  now?: () => Date;
  /** Called once the database snapshot is written, before the files are copied (progress). */
  onSnapshot?: () => Promise<void> | void;
}

/** How long a backup hold lasts unless renewed (a killed backup stops holding deletes after this). */
export const BACKUP_HOLD_MS = 10 * 60_000;
const HOLD_RENEW_MS = 60_000;

/**
 * Writes a backup into `dir` (missing or empty). A backup hold is placed before the database snapshot and
 * released after the files are copied: files are stored before the rows that name them, and no dropped
 * file is deleted while the hold is live, so every file the snapshot refers to is still there to copy.
 * Files added after the snapshot are harmless extras.
 */
export async function backup(opts: BackupOptions): Promise<BackupManifest> {
  const dir = path.resolve(opts.dir);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    throw new BackupError(`${opts.dir} is not empty: back up into a new or empty directory`);
  }
  if (opts.target.kind === 'sqlite' && !fs.existsSync(opts.target.file)) {
    throw new BackupError(`No database at ${opts.target.file}`);
  }
  const db = openDb(opts.target);
  const holdId = randomBytes(8).toString('hex');
  const hold = () => placeBackupHold(db, holdId, new Date(Date.now() + BACKUP_HOLD_MS));
  let renewal: NodeJS.Timeout | undefined;
  try {
    await hold();
    renewal = setInterval(() => {
      hold().catch(() => {}); // the next renewal tries again; the hold lasts ten minutes
    }, HOLD_RENEW_MS);
    renewal.unref();
    return await backupHeld(opts, dir);
  } finally {
    clearInterval(renewal);
    await releaseBackupHold(db, holdId).catch(() => {}); // it expires by itself
    await db.close();
  }
}

async function backupHeld(opts: BackupOptions, dir: string): Promise<BackupManifest> {
  await fs.promises.mkdir(path.join(dir, FILES_DIR), { recursive: true });
  const files: BackupManifest['storage']['files'] = [];
  const done = new Set<string>();

  let database: BackupManifest['database'];
  if (opts.target.kind === 'sqlite') {
    const name = 'database.sqlite';
    const source = new SQLite(opts.target.file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(path.join(dir, name));
    } finally {
      source.close();
    }
    database = { kind: 'sqlite', file: name, ...(await fileSha256(path.join(dir, name))) };
  } else {
    const name = 'database.pgdump';
    const schema = await postgresSchemaOf(opts.target);
    // One transaction snapshot (pg_dump's own); custom format, restorable by pg_restore.
    await postgresTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--schema=${schema}`,
      `--file=${path.join(dir, name)}`,
      `--dbname=${opts.target.url}`,
    ]);
    database = { kind: 'postgres', file: name, schema, ...(await fileSha256(path.join(dir, name))) };
  }
  await opts.onSnapshot?.();

  await copyStoredFiles(opts.storage, dir, done, files);
  files.sort((a, b) => a.key.localeCompare(b.key));
  const manifest: BackupManifest = {
    format: 'campus-site-backup',
    version: 1,
    createdAt: (opts.now?.() ?? new Date()).toISOString(),
    appVersion: opts.appVersion,
    database,
    storage: { kind: opts.storage.kind, files },
  };
  await fs.promises.writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Reads the manifest and checks every file against it; throws BackupError naming the first mismatch. */
export async function verifyBackup(dirArg: string): Promise<BackupManifest> {
  const dir = path.resolve(dirArg);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.promises.readFile(path.join(dir, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new BackupError(`${dirArg} holds no readable ${MANIFEST_FILE}: not a backup made by this command`);
  }
  if (manifest.format !== 'campus-site-backup' || manifest.version !== 1) {
    throw new BackupError(`${dirArg}/${MANIFEST_FILE} is not a campus-site backup manifest (version 1)`);
  }
  const check = async (rel: string, expected: { bytes: number; sha256: string }) => {
    const file = path.join(dir, rel);
    if (!fs.existsSync(file)) throw new BackupError(`Backup damaged: ${rel} is missing`);
    const actual = await fileSha256(file);
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
      throw new BackupError(`Backup damaged: ${rel} does not match its checksum`);
    }
  };
  await check(manifest.database.file, manifest.database);
  for (const f of manifest.storage.files) await check(path.join(FILES_DIR, f.key), f);
  return manifest;
}

/** True when the database has no tables (a fresh install that has never started). */
async function databaseIsEmpty(target: DbTarget, schema: string | undefined): Promise<boolean> {
  if (target.kind === 'sqlite') {
    if (!fs.existsSync(target.file)) return true;
    const db = new SQLite(target.file, { readonly: true });
    try {
      const row = db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as {
        n: number;
      };
      return row.n === 0;
    } finally {
      db.close();
    }
  }
  const c = new pg.Client({ connectionString: target.url });
  await c.connect();
  try {
    const { rows } = await c.query<{ n: string }>(
      'select count(*) as n from information_schema.tables where table_schema = $1',
      [schema ?? 'public'],
    );
    return Number(rows[0]?.n ?? 0) === 0;
  } finally {
    await c.end();
  }
}

/** pg_restore's table of contents for `dump`, without the schema itself when the target already has it. */
async function restoreList(
  target: Extract<DbTarget, { kind: 'postgres' }>,
  dump: string,
  schema: string,
): Promise<{ file: string; remove(): Promise<void> }> {
  const c = new pg.Client({ connectionString: target.url });
  await c.connect();
  let exists: boolean;
  try {
    const { rows } = await c.query('select 1 from pg_namespace where nspname = $1', [schema]);
    exists = rows.length > 0;
  } finally {
    await c.end();
  }
  let toc: string;
  try {
    toc = (await run('pg_restore', ['--list', dump], { maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (err) {
    throw new BackupError(`pg_restore failed: ${(err as Error).message}`);
  }
  const schemaEntry = new RegExp(`\\bSCHEMA - ${schema.replace(/[^a-z0-9_]/gi, '')}\\b`);
  const kept = exists ? toc.split('\n').filter((line) => !schemaEntry.test(line)) : toc.split('\n');
  const file = path.join(os.tmpdir(), `campus-restore-${randomBytes(6).toString('hex')}.list`);
  await fs.promises.writeFile(file, kept.join('\n'));
  return { file, remove: () => fs.promises.rm(file, { force: true }) };
}

export interface RestoreOptions {
  target: DbTarget;
  storage: Storage;
  dir: string;
  /** Restore over a non-empty install (its database objects and same-named files are replaced). */
  force?: boolean;
}

/** Restores a verified backup. Stop every server instance first. */
export async function restore(opts: RestoreOptions): Promise<BackupManifest> {
  const dir = path.resolve(opts.dir);
  const manifest = await verifyBackup(opts.dir);
  if (manifest.database.kind !== opts.target.kind) {
    throw new BackupError(
      `This backup holds a ${manifest.database.kind} database; the install is configured for ${opts.target.kind}`,
    );
  }
  const schema = manifest.database.kind === 'postgres' ? manifest.database.schema : undefined;
  if (!opts.force) {
    const emptyDb = await databaseIsEmpty(opts.target, schema);
    const stored = await opts.storage.list();
    if (!emptyDb || stored.length > 0) {
      const what = [
        !emptyDb && 'the database has tables',
        stored.length > 0 && `storage holds ${stored.length} file(s)`,
      ]
        .filter(Boolean)
        .join(' and ');
      throw new BackupError(
        `The install is not empty (${what}). Restore into an empty install, or add --force to replace it.`,
      );
    }
  }

  const source = path.join(dir, manifest.database.file);
  if (opts.target.kind === 'sqlite') {
    const file = opts.target.file;
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.restore`;
    await fs.promises.copyFile(source, tmp);
    for (const f of [`${file}-wal`, `${file}-shm`]) await fs.promises.rm(f, { force: true });
    await fs.promises.rename(tmp, file);
  } else {
    // An existing schema (public in a new database) is kept: the dump's CREATE SCHEMA is left out of the list.
    const list = await restoreList(opts.target, source, schema ?? 'public');
    await postgresTool('pg_restore', [
      `--use-list=${list.file}`,
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(opts.force ? ['--clean', '--if-exists'] : []),
      `--dbname=${opts.target.url}`,
      source,
    ]).finally(list.remove);
  }
  // The snapshot was taken under its own backup's hold; the restored install is not being backed up.
  const db = openDb(opts.target);
  try {
    await clearBackupHolds(db);
  } finally {
    await db.close();
  }

  for (const f of manifest.storage.files) {
    const data = await fs.promises.readFile(path.join(dir, FILES_DIR, f.key));
    const type = SOURCE_TYPES[extensionOf(f.key)] ?? 'application/octet-stream';
    await opts.storage.put(f.key, data, type);
  }
  return manifest;
}
