// The reset-password command, called directly on the test database.
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliError, resetPassword, runCommand } from '../../src/server/cli.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { PASSWORD_RULE_MESSAGE } from '../../src/shared/contract/auth.ts';
import { bearer, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

function io(input = '') {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c) => {
    out += String(c);
  });
  stderr.on('data', (c) => {
    err += String(c);
  });
  return { stdin: Readable.from([input]), stdout, stderr, out: () => out, err: () => err };
}

describe('cli reset-password', () => {
  let t: TestApp;
  const clock = manualClock();
  let superToken: string;

  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: '10.9.9.9',
    });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  it('prints a generated password that signs in, ends old sessions and lifts a lockout', async () => {
    // Lock the superadmin out first.
    for (let i = 0; i < 5; i++) await login(SUPERADMIN.email, 'Wrong-Password1');
    expect((await login(SUPERADMIN.email, SUPERADMIN.password)).statusCode).toBe(429);

    const cli = io();
    const code = await runCommand(['reset-password', SUPERADMIN.email.toUpperCase()], t.db, clock, cli);
    expect(code).toBe(0);
    const generated = /New password: (\S+)/.exec(cli.out())?.[1] ?? '';
    expect(generated.length).toBeGreaterThanOrEqual(12);
    expect(cli.out()).toContain('1 session(s) signed out');

    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(superToken) });
    expect(me.statusCode).toBe(401);
    expect((await login(SUPERADMIN.email, SUPERADMIN.password)).statusCode).toBe(401);
    const ok = await login(SUPERADMIN.email, generated);
    expect(ok.statusCode).toBe(200);
    superToken = ok.json().token;

    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('action', '=', 'auth.password.reset')
      .execute();
    expect(audit).toEqual([{ actor: 'cli', action: 'auth.password.reset' }]);
  });

  it('reads the new password from stdin with --stdin and prints no password', async () => {
    const user = await createUser(t.app, superToken);
    const cli = io('Chosen7Harbour\nignored second line\n');
    expect(await runCommand(['reset-password', user.email, '--stdin'], t.db, clock, cli)).toBe(0);
    expect(cli.out()).not.toContain('Chosen7Harbour');
    expect((await login(user.email, 'Chosen7Harbour')).statusCode).toBe(200);
  });

  it('refuses weak and common passwords and unknown e-mails', async () => {
    const user = await createUser(t.app, superToken);
    await expect(resetPassword(t.db, clock, user.email, 'weak')).rejects.toThrow(PASSWORD_RULE_MESSAGE);
    await expect(resetPassword(t.db, clock, user.email, 'Password1')).rejects.toBeInstanceOf(CliError);
    const cli = io();
    expect(await runCommand(['reset-password', 'nobody@campus.test'], t.db, clock, cli)).toBe(1);
    expect(cli.err()).toContain('No user with the e-mail nobody@campus.test');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('prints usage for a wrong command line', async () => {
    for (const args of [
      [],
      ['reset-password'],
      ['reset-password', 'a@b.co', 'c@d.co'],
      ['drop-db'],
      ['reset-password', 'a@b.co', '--force'],
    ]) {
      const cli = io();
      expect(await runCommand(args, t.db, clock, cli)).toBe(2);
      expect(cli.err()).toContain('Usage: npm run cli -- reset-password EMAIL');
    }
  });
});
