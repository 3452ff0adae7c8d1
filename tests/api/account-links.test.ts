// Accounts that recover themselves (issue 38): "Forgot password?" mails a single-use, 30-minute reset link
// through the mail queue with the same answer for any address; using it sets the password, ends every
// session and lifts the sign-in lock; invitations create a pending account that sets its own password; a
// superadmin resends an invitation. Mail is read from the queue, and one delivery run sends and removes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../src/server/domain/mail.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { deliverDueMail } from '../../src/server/services/case-mail.ts';
import { ACCOUNT_LINK_MESSAGES, accountLinkEndpoints } from '../../src/shared/contract/account-links.ts';
import { COMMON_PASSWORD_MESSAGE } from '../../src/shared/contract/auth.ts';
import { findOffice } from '../../src/shared/contract/offices.ts';
import { USER_MESSAGES, userEndpoints } from '../../src/shared/contract/users.ts';
import { createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { inject } from '../support/inject.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const MINUTE = 60_000;
let ip = 0;

describe('password links', () => {
  const clock = manualClock(new Date('2026-03-02T01:00:00.000Z'));
  let t: TestApp;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  const accountMail = (to: string) =>
    t.db.kysely
      .selectFrom('concern_mail')
      .selectAll()
      .where('case_id', 'is', null)
      .where('to_address', '=', to)
      .orderBy('id')
      .execute();
  const tokenOf = (body: string) => {
    const m = /\/administrator\/set-password#token=([A-Za-z0-9_-]+)/.exec(body);
    if (!m?.[1]) throw new Error(`no link in ${body}`);
    return m[1];
  };
  /** A fresh address per request, so the per-address rate limit stays out of the way. */
  const forgot = (email: string, remoteAddress = `198.51.100.${++ip}`) =>
    t.app.inject({
      method: 'POST',
      url: accountLinkEndpoints.forgotPassword.path,
      remoteAddress,
      payload: { email },
    });
  const setPassword = (token: string, password: string, confirm = password) =>
    inject(t.app, accountLinkEndpoints.setPassword, {
      body: { token, new_password: password, new_password_confirm: confirm },
    });
  const auditActions = async (userId: number) =>
    (
      await t.db.kysely
        .selectFrom('audit_log')
        .select('action')
        .where('target_type', '=', 'user')
        .where('target_id', '=', String(userId))
        .orderBy('id')
        .execute()
    ).map((r) => r.action);

  it('answers the same for a known, an unknown and a deactivated address, and mails only the known one', async () => {
    const known = await createUser(t.app, superToken);
    const gone = await createUser(t.app, superToken);
    await inject(t.app, userEndpoints.updateStatus, {
      params: { id: gone.id },
      body: { status: 'inactive' },
      token: superToken,
    });
    const replies = await Promise.all([
      forgot(known.email.toUpperCase()),
      forgot('nobody.here@campus.test'),
      forgot(gone.email),
    ]);
    for (const r of replies) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ ok: true, message: ACCOUNT_LINK_MESSAGES.resetSent });
    }
    const mail = await accountMail(known.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'reset', state: 'queued' });
    expect(mail[0]?.body).toContain('within 30 minutes');
    expect(await accountMail(gone.email)).toHaveLength(0);
    expect(await accountMail('nobody.here@campus.test')).toHaveLength(0);
    // Only the token's hash is stored.
    const token = tokenOf(mail[0]?.body ?? '');
    const stored = await t.db.kysely.selectFrom('account_links').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it('refuses a badly written address next to its field', async () => {
    const res = await forgot('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
  });

  it('sets the password once, ends every session, lifts the lock, and two-step sign-in is untouched', async () => {
    const u = await createUser(t.app, superToken);
    // A lock on the account: failed guesses from elsewhere.
    for (let i = 0; i < 3; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.9',
        payload: { email: u.email, password: 'Wrong-Guess1', admin: true },
      });
    await forgot(u.email);
    const token = tokenOf((await accountMail(u.email))[0]?.body ?? '');

    const check = await inject(t.app, accountLinkEndpoints.check, { body: { token } });
    expect(check.json()).toEqual({ ok: true, purpose: 'reset', email: u.email, first_name: 'Test' });

    const mismatch = await setPassword(token, 'Brand9NewPassword', 'Brand9Other');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Passwords do not match');
    const common = await setPassword(token, 'Password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(COMMON_PASSWORD_MESSAGE);

    // Refusals above left the link working.
    const ok = await setPassword(token, 'Brand9NewPassword');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, message: ACCOUNT_LINK_MESSAGES.passwordSet });
    // No session comes from a link: the next sign-in asks for everything again.
    expect(ok.json().token).toBeUndefined();

    const me = await inject(t.app, userEndpoints.me, { token: u.token });
    expect(me.statusCode).toBe(401);
    await expect(signIn(t.app, u.email, u.password)).rejects.toThrow();
    expect(await signIn(t.app, u.email, 'Brand9NewPassword')).toBeTruthy();

    const again = await setPassword(token, 'Another9Password');
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(ACCOUNT_LINK_MESSAGES.linkInvalid);
    expect((await inject(t.app, accountLinkEndpoints.check, { body: { token } })).statusCode).toBe(410);
    expect(await auditActions(u.id)).toEqual(
      expect.arrayContaining(['auth.password.reset_request', 'auth.password.reset']),
    );
  });

  it('stops working after 30 minutes', async () => {
    const u = await createUser(t.app, superToken);
    await forgot(u.email);
    const token = tokenOf((await accountMail(u.email))[0]?.body ?? '');
    clock.advance(30 * MINUTE + 1000);
    expect((await setPassword(token, 'Late9Password')).statusCode).toBe(410);
    expect(await signIn(t.app, u.email, u.password)).toBeTruthy();
  });

  it('mails an account at most three links an hour, answering the same', async () => {
    const u = await createUser(t.app, superToken);
    for (let i = 0; i < 5; i++)
      expect((await forgot(u.email)).json().message).toBe(ACCOUNT_LINK_MESSAGES.resetSent);
    expect(await accountMail(u.email)).toHaveLength(3);
    clock.advance(61 * MINUTE);
    await forgot(u.email);
    expect(await accountMail(u.email)).toHaveLength(4);
  });

  it('limits requests from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await forgot(`someone${i}@campus.test`, '203.0.113.77')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('invites a pending account that sets its own password, and a resend ends the earlier link', async () => {
    const office_id = findOffice('library')?.office_id ?? 0;
    const email = 'maria.santos@campus.test';
    const body = {
      email,
      first_name: 'Maria',
      middle_name: '',
      last_name: 'Santos',
      role: 'admin' as const,
      office_id,
    };
    const missing = await inject(t.app, userEndpoints.invite, {
      body: { ...body, first_name: '' },
      token: superToken,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('First name is required');
    // The same checks as "Create user" (services/accounts.ts addAccount): an office that exists.
    const noOffice = await inject(t.app, userEndpoints.invite, {
      body: { ...body, office_id: 999_999 },
      token: superToken,
    });
    expect(noOffice.statusCode).toBe(400);
    expect(noOffice.json().message).toBe(USER_MESSAGES.officeRequired);

    const res = await inject(t.app, userEndpoints.invite, { body, token: superToken });
    expect(res.statusCode).toBe(201);
    const reply = userEndpoints.invite.response.parse(res.json());
    expect(reply).toMatchObject({ message: ACCOUNT_LINK_MESSAGES.invitationQueued, mailConfigured: false });
    expect(reply.user).toMatchObject({ email, status: 'pending', office_abbrev: expect.any(String) });
    const id = reply.user?.id ?? 0;
    const taken = await inject(t.app, userEndpoints.invite, { body, token: superToken });
    expect(taken.statusCode).toBe(409);

    const first = tokenOf((await accountMail(email))[0]?.body ?? '');
    expect((await accountMail(email))[0]).toMatchObject({ kind: 'invitation' });
    // A pending account cannot ask for a reset: its invitation is the way in.
    await forgot(email);
    expect(await accountMail(email)).toHaveLength(1);

    const resent = await inject(t.app, userEndpoints.resendInvitation, { params: { id }, token: superToken });
    expect(resent.statusCode).toBe(200);
    const second = tokenOf((await accountMail(email))[1]?.body ?? '');
    expect((await setPassword(first, 'Maria9Password')).statusCode).toBe(410);

    const check = await inject(t.app, accountLinkEndpoints.check, { body: { token: second } });
    expect(check.json()).toMatchObject({ purpose: 'invitation', email, first_name: 'Maria' });
    expect((await setPassword(second, 'Maria9Password')).statusCode).toBe(200);
    expect(await signIn(t.app, email, 'Maria9Password')).toBeTruthy();

    const notPending = await inject(t.app, userEndpoints.resendInvitation, {
      params: { id },
      token: superToken,
    });
    expect(notPending.statusCode).toBe(409);
    expect(notPending.json().message).toBe(ACCOUNT_LINK_MESSAGES.notPending);
    const userActions = (await auditActions(id)).filter((a) => a.startsWith('user.'));
    expect(userActions).toEqual(['user.invite', 'user.invite.resend', 'user.invitation.accepted']);
  });

  it('lets only a superadmin invite or resend', async () => {
    const admin = await createUser(t.app, superToken);
    const office_id = findOffice('bsit')?.office_id ?? 0;
    const body = {
      email: 'x@campus.test',
      first_name: 'X',
      last_name: 'Y',
      role: 'admin',
      office_id,
    } as const;
    expect((await inject(t.app, userEndpoints.invite, { body, token: admin.token })).statusCode).toBe(403);
    expect((await inject(t.app, userEndpoints.invite, { body })).statusCode).toBe(401);
    const resend = await inject(t.app, userEndpoints.resendInvitation, {
      params: { id: 1 },
      token: admin.token,
    });
    expect(resend.statusCode).toBe(403);
  });

  it('sends account mail from the queue once and then removes it', async () => {
    const u = await createUser(t.app, superToken);
    clock.advance(61 * MINUTE);
    await forgot(u.email);
    const sent: OutgoingMail[] = [];
    const sender = { send: async (m: OutgoingMail) => void sent.push(m), close: () => undefined };
    await deliverDueMail({ db: t.db, clock }, sender);
    const mine = sent.filter((m) => m.to === u.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      subject: 'Choose a new password for the administrator portal',
      thread: [],
    });
    expect(await accountMail(u.email)).toHaveLength(0);
    await deliverDueMail({ db: t.db, clock }, sender);
    expect(sent.filter((m) => m.to === u.email)).toHaveLength(1);
  });
});
