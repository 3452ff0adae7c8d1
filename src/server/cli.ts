// Server-side commands, run from the server's shell: `npm run cli -- reset-password EMAIL [--stdin]` (for a
// superadmin who has forgotten their password or is locked out: it needs shell access, not a session),
// `reset-2fa EMAIL` (for one who has lost their authenticator and recovery codes), and
// `backup DIR` / `restore DIR [--force]` (see maintenance/backup.ts).
// First: zod must be jitless before any schema is built.
import '../shared/zod-config.ts';
import fs from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import {
  COMMON_PASSWORD_MESSAGE,
  meetsPasswordRule,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULE_MESSAGE,
} from '../shared/contract/auth.ts';
import type { Config } from './config.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type Db, openDb } from './db/dialect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { isCommonPassword } from './lib/common-passwords.ts';
import { generatePassword, hashPassword } from './lib/passwords.ts';
import { BackupError, backup, restore } from './maintenance/backup.ts';
import { storageFromConfig } from './plugins/storage.ts';
import { writeAudit } from './repositories/audit-log.ts';
import { clearFailures, recordAttempt } from './repositories/login-attempts.ts';
import { revokeUserSessions } from './repositories/sessions.ts';
import { countConfirmedTotp } from './repositories/two-factor.ts';
import { findCredentialsByEmail, normalizeEmail, setPasswordHash } from './repositories/users.ts';
import { resetSecondFactor } from './services/two-factor.ts';

export class CliError extends Error {}

export interface ResetResult {
  email: string;
  password: string;
  generated: boolean;
  status: string;
  revokedSessions: number;
}

/**
 * Sets a user's password (the given one, or a generated one), ends all their sessions and clears their
 * sign-in lockout.
 */
export async function resetPassword(
  db: Db,
  clock: Clock,
  email: string,
  password?: string,
): Promise<ResetResult> {
  const user = await findCredentialsByEmail(db.kysely, email);
  if (!user) throw new CliError(`No user with the e-mail ${email}`);
  const generated = password === undefined;
  const next = password ?? generatePassword();
  if (next.length > PASSWORD_MAX_LENGTH || !meetsPasswordRule(next))
    throw new CliError(PASSWORD_RULE_MESSAGE);
  if (isCommonPassword(next)) throw new CliError(COMMON_PASSWORD_MESSAGE);
  const now = clock.now();
  const hash = await hashPassword(next);
  const revokedSessions = await db.kysely.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, hash, now);
    // A success row starts the lockout count again, so the new password works at once.
    await recordAttempt(trx, { emailLower: normalizeEmail(user.email), ip: null, success: true, at: now });
    return revokeUserSessions(trx, user.id, now);
  });
  await writeAudit(db.kysely, now, {
    actor: 'cli',
    action: 'auth.password.reset',
    targetType: 'user',
    targetId: user.id,
    details: { revokedSessions, generated },
  });
  return { email: user.email, password: next, generated, status: user.status, revokedSessions };
}

/**
 * Removes a user's second factor (authenticator and recovery codes), ends all their sessions and clears
 * their sign-in lockout; they sign in with their password and may set up a new authenticator.
 */
export async function resetTwoFactor(
  db: Db,
  clock: Clock,
  email: string,
): Promise<{ email: string; removed: boolean; revokedSessions: number }> {
  const user = await findCredentialsByEmail(db.kysely, email);
  if (!user) throw new CliError(`No user with the e-mail ${email}`);
  const r = await resetSecondFactor({ db, clock }, user, { id: null, label: 'cli' }, null);
  await clearFailures(db.kysely, normalizeEmail(user.email));
  return { email: user.email, ...r };
}

async function readFirstLine(stream: Readable): Promise<string> {
  let data = '';
  for await (const chunk of stream) {
    data += String(chunk);
    if (data.includes('\n')) break;
  }
  return data.split(/\r?\n/)[0] ?? '';
}

const USAGE = [
  'Usage: npm run cli -- reset-password EMAIL [--stdin]',
  '  Sets a new password for EMAIL and signs them out everywhere. Without --stdin a password is',
  '  generated and printed; with --stdin the first line of standard input is used.',
  '       npm run cli -- reset-2fa EMAIL',
  '  Turns off two-step sign-in for EMAIL (authenticator and recovery codes), signs them out everywhere',
  '  and lifts their sign-in lockout.',
  '       npm run cli -- backup DIR',
  '  Writes a consistent snapshot of the database and every stored file, with checksums, into DIR',
  '  (new or empty). Safe while the site runs.',
  '       npm run cli -- restore DIR [--force]',
  '  Verifies the backup in DIR and restores it into this install, which must be empty (never started)',
  '  unless --force is given. Stop every server instance first.',
].join('\n');

const packageVersion = (): string =>
  JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;

/** Runs `backup DIR` or `restore DIR [--force]` with the configured database and storage. */
export async function runBackupCommand(args: string[], config: Config, io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  const flags = rest.filter((a) => a.startsWith('--'));
  const positional = rest.filter((a) => !a.startsWith('--'));
  const allowed = command === 'restore' ? ['--force'] : [];
  if (positional.length !== 1 || flags.some((f) => !allowed.includes(f))) {
    io.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const dir = positional[0] ?? '';
  const storage = storageFromConfig(config);
  try {
    if (command === 'backup') {
      const m = await backup({ target: config.database, storage, dir, appVersion: packageVersion() });
      io.stdout.write(
        `Backup written to ${dir}: ${m.database.kind} database (${m.database.bytes} bytes) and ` +
          `${m.storage.files.length} stored file(s), with checksums in manifest.json.\n`,
      );
    } else {
      const m = await restore({ target: config.database, storage, dir, force: flags.includes('--force') });
      io.stdout.write(
        `Restored the backup of ${m.createdAt} from ${dir}: ${m.database.kind} database and ` +
          `${m.storage.files.length} stored file(s), all checksums verified.\n`,
      );
      const db = openDb(config.database);
      const twoStep = await countConfirmedTotp(db.kysely).finally(() => db.close());
      // Authenticator secrets are sealed with a key derived from the session secret, which no backup holds.
      if (twoStep > 0) {
        io.stdout.write(
          `${twoStep} account(s) use two-step sign-in. Their authenticator codes work only with the session ` +
            'secret of the install this backup came from: set SESSION_SECRET to it (or copy its ' +
            'DATA_DIR/secrets/session-secret) before starting, or run npm run cli -- reset-2fa EMAIL for each ' +
            'of them.\n',
        );
      }
    }
    return 0;
  } catch (err) {
    if (err instanceof BackupError) {
      io.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  } finally {
    if ('client' in storage) (storage as { client: { destroy(): void } }).client.destroy();
  }
}

export interface CliIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
}

/** Runs one command against an open database; returns the process exit code. */
export async function runCommand(args: string[], db: Db, clock: Clock, io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  const flags = rest.filter((a) => a.startsWith('--'));
  const positional = rest.filter((a) => !a.startsWith('--'));
  const unknown = flags.filter((f) => f !== '--stdin' || command !== 'reset-password');
  const known = command === 'reset-password' || command === 'reset-2fa';
  if (!known || positional.length !== 1 || unknown.length > 0) {
    io.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const email = positional[0] ?? '';
  try {
    if (command === 'reset-2fa') {
      const r = await resetTwoFactor(db, clock, email);
      io.stdout.write(
        r.removed
          ? `Two-step sign-in of ${r.email} reset; ${r.revokedSessions} session(s) signed out.\n`
          : `${r.email} had no two-step sign-in; ${r.revokedSessions} session(s) signed out.\n`,
      );
      return 0;
    }
    const password = flags.includes('--stdin') ? await readFirstLine(io.stdin) : undefined;
    const r = await resetPassword(db, clock, email, password);
    io.stdout.write(`Password of ${r.email} reset; ${r.revokedSessions} session(s) signed out.\n`);
    if (r.generated) io.stdout.write(`New password: ${r.password}\n`);
    if (r.status !== 'active')
      io.stdout.write(`Note: this account is ${r.status}, so it cannot sign in yet.\n`);
    return 0;
  } catch (err) {
    if (err instanceof CliError) {
      io.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  }
}

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    console.info(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const io = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
  // Backup and restore must not migrate first: a restore goes into an install that has no tables yet.
  if (args[0] === 'backup' || args[0] === 'restore') return runBackupCommand(args, config, io);
  const db = openDb(config.database);
  try {
    await migrateToLatest(db.kysely, db.kind);
    return await runCommand(args, db, systemClock, io);
  } finally {
    await db.close();
  }
}

if (import.meta.main) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      console.error('Failed:', err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
