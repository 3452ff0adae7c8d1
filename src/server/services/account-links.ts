// Accounts that recover themselves (issue 38, docs/decisions/0033-account-links.md): "Forgot password?" and
// invitations. A link is a random token mailed through the case-mail queue (ADR 0009); only its hash is
// stored. Using a link sets the password, ends every session of the account and clears its sign-in lock; it
// never signs anyone in, so two-step sign-in is still asked at the next sign-in.
import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { siteConfig } from '../../../config/site.ts';
import {
  ACCOUNT_LINK_MESSAGES,
  type AccountLinkPurpose,
  INVITATION_LINK_DAYS,
  RESET_LINK_MINUTES,
  SET_PASSWORD_PATH,
} from '../../shared/contract/account-links.ts';
import { COMMON_PASSWORD_MESSAGE } from '../../shared/contract/auth.ts';
import type { ParsedInput } from '../../shared/contract/endpoint.ts';
import type { userEndpoints } from '../../shared/contract/users.ts';
import type { Database } from '../db/schema.ts';
import { type Actor, auditActorOf } from '../domain/actor.ts';
import type { AuditAction } from '../domain/audit.ts';
import { isCommonPassword } from '../lib/common-passwords.ts';
import { badRequest, conflict, HttpError, notFound } from '../lib/http-errors.ts';
import { hashPassword } from '../lib/passwords.ts';
import {
  closeOpenLinks,
  countLinksSince,
  findOpenLink,
  insertAccountLink,
  useLink,
} from '../repositories/account-links.ts';
import { writeAudit, writeRepeatedAudit } from '../repositories/audit-log.ts';
import { insertMail } from '../repositories/concern-cases.ts';
import { clearFailures } from '../repositories/login-attempts.ts';
import { revokeUserSessions } from '../repositories/sessions.ts';
import {
  findCredentialsByEmail,
  findUserById,
  normalizeEmail,
  type PublicUser,
  setPasswordHash,
  setUserStatus,
} from '../repositories/users.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import { addAccount } from './accounts.ts';
import type { AppContext } from './app-context.ts';
import { newMessageId, queuedMail } from './queued-mail.ts';

const MINUTE = 60_000;
/** Reset links one account is sent in an hour; further requests get the same answer and no mail. */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

const lifetimeMs = (purpose: AccountLinkPurpose) =>
  purpose === 'reset' ? RESET_LINK_MINUTES * MINUTE : INVITATION_LINK_DAYS * 24 * 60 * MINUTE;

/** The mail of a link (plain text, like case mail). */
export function accountLinkMail(purpose: AccountLinkPurpose, firstName: string, link: string) {
  const portal = `${siteConfig.campus_name} administrator portal`;
  if (purpose === 'reset') {
    return {
      subject: 'Choose a new password for the administrator portal',
      body: [
        `Hello ${firstName},`,
        '',
        `Someone, we hope you, asked to choose a new password for the ${portal}. Open this link within ${RESET_LINK_MINUTES} minutes to choose it. It works once:`,
        '',
        link,
        '',
        'If you did not ask, ignore this message: your password stays as it is.',
        'Choosing a new password signs you out everywhere. If you use two-step sign-in, you will still be asked for your code.',
      ].join('\n'),
    };
  }
  return {
    subject: 'You are invited to the administrator portal',
    body: [
      `Hello ${firstName},`,
      '',
      `An account was made for you in the ${portal}. Open this link within ${INVITATION_LINK_DAYS} days to choose your password. It works once:`,
      '',
      link,
      '',
      'If you did not expect this, ignore this message, or tell the site office.',
    ].join('\n'),
  };
}

/** Stores a new link and queues its mail, in the caller's transaction; returns nothing of the token. */
async function issueLink(
  ctx: AppContext,
  trx: Transaction<Database>,
  user: { id: number; email: string; first_name: string },
  purpose: AccountLinkPurpose,
  now: Date,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await insertAccountLink(trx, {
    userId: user.id,
    purpose,
    tokenHash: hashLinkToken(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + lifetimeMs(purpose)).toISOString(),
  });
  // The token is in the fragment: browsers never send it to the server or in a Referer.
  const link = `${siteBaseUrl(ctx.config)}${SET_PASSWORD_PATH}#token=${token}`;
  const mail = accountLinkMail(purpose, user.first_name, link);
  await insertMail(
    trx,
    queuedMail({
      kind: purpose,
      at: now.toISOString(),
      to: user.email,
      subject: mail.subject,
      body: mail.body,
      messageId: newMessageId('account'),
    }),
  );
}

/**
 * "Forgot password?": mails a reset link to an active account with this address, at most
 * RESETS_PER_ACCOUNT_PER_HOUR an hour. The caller answers the same whatever happened here.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string | null) {
  const db = ctx.db.kysely;
  const now = ctx.clock.now();
  const emailLower = normalizeEmail(email);
  const user = await findCredentialsByEmail(db, emailLower);
  if (user?.status !== 'active') {
    // Recorded (one row per address and hour), so a superadmin can see someone trying addresses.
    await writeRepeatedAudit(
      db,
      ctx.db.kind,
      now,
      {
        actorUserId: null,
        actor: emailLower,
        action: 'auth.password.reset_refused',
        targetType: 'user',
        targetId: user?.id ?? null,
        ip,
        details: { reason: user ? user.status : 'unknown_email' },
      },
      60 * MINUTE,
    );
    return;
  }
  const since = new Date(now.getTime() - 60 * MINUTE).toISOString();
  if ((await countLinksSince(db, user.id, 'reset', since)) >= RESETS_PER_ACCOUNT_PER_HOUR) {
    await writeRepeatedAudit(
      db,
      ctx.db.kind,
      now,
      {
        actorUserId: user.id,
        actor: emailLower,
        action: 'auth.password.reset_refused',
        targetType: 'user',
        targetId: user.id,
        ip,
        details: { reason: 'limit' },
      },
      60 * MINUTE,
    );
    return;
  }
  await db.transaction().execute(async (trx) => {
    await issueLink(ctx, trx, user, 'reset', now);
    await writeAudit(trx, now, {
      actorUserId: user.id,
      actor: user.email,
      action: 'auth.password.reset_request',
      targetType: 'user',
      targetId: user.id,
      ip,
    });
  });
  ctx.mail.deliverSoon();
}

const linkGone = () => new HttpError(410, ACCOUNT_LINK_MESSAGES.linkInvalid);

/** The account a working link is for (the set-password page greets its owner); 410 when it no longer works. */
export async function checkAccountLink(ctx: AppContext, token: string) {
  const link = await findOpenLink(ctx.db.kysely, hashLinkToken(token), ctx.clock.now().toISOString());
  if (!link || !linkFitsAccount(link.purpose, link.status)) throw linkGone();
  return { purpose: link.purpose, email: link.email, first_name: link.first_name };
}

/** A reset is for an active account, an invitation for one still waiting (pending). */
const linkFitsAccount = (purpose: AccountLinkPurpose, status: string) =>
  purpose === 'reset' ? status === 'active' : status === 'pending';

/** Sets the password through a link, once; the account's sessions end and its sign-in lock is lifted. */
export async function setPasswordWithLink(
  ctx: AppContext,
  input: { token: string; new_password: string },
  ip: string | null,
): Promise<void> {
  const db = ctx.db.kysely;
  // Refusals that do not use the link come first, so a too-common password leaves it working.
  const open = await findOpenLink(db, hashLinkToken(input.token), ctx.clock.now().toISOString());
  if (!open || !linkFitsAccount(open.purpose, open.status)) throw linkGone();
  if (isCommonPassword(input.new_password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
  const hash = await hashPassword(input.new_password);
  const now = ctx.clock.now();
  const iso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await useLink(trx, open.id, iso))) throw linkGone();
    await setPasswordHash(trx, open.user_id, hash, now);
    if (open.purpose === 'invitation') await setUserStatus(trx, open.user_id, 'active', now);
    // Whoever had the old password (or a session) is out; other links of the account stop working.
    const revokedSessions = await revokeUserSessions(trx, open.user_id, now);
    await closeOpenLinks(trx, open.user_id, iso);
    const clearedAttempts = await clearFailures(trx, normalizeEmail(open.email));
    await writeAudit(trx, now, {
      actorUserId: open.user_id,
      actor: open.email,
      action: open.purpose === 'reset' ? 'auth.password.reset' : 'user.invitation.accepted',
      targetType: 'user',
      targetId: open.user_id,
      ip,
      details: { via: 'link', revokedSessions, clearedAttempts },
    });
  });
}

const auditOf = (actor: Actor, action: AuditAction, id: number, details: object) => ({
  ...auditActorOf(actor),
  action,
  targetType: 'user',
  targetId: id,
  details: { ...details },
});

/** "Send an invitation instead": a pending account that sets its own password through the mailed link. */
export async function inviteAccount(
  ctx: AppContext,
  actor: Actor,
  body: ParsedInput<typeof userEndpoints.invite>['body'],
): Promise<PublicUser | undefined> {
  const id = await addAccount(ctx, actor, body, {
    status: 'pending',
    // No one knows this password: the account is pending until its owner sets one through the link.
    password: () => hashPassword(randomBytes(24).toString('base64url')),
    action: 'user.invite',
    also: (trx, newId, now) =>
      issueLink(ctx, trx, { id: newId, email: body.email, first_name: body.first_name }, 'invitation', now),
  });
  ctx.mail.deliverSoon();
  return findUserById(ctx.db.kysely, id);
}

/** A new invitation link for a pending account (superadmin); the earlier ones stop working. */
export async function resendInvitation(ctx: AppContext, actor: Actor, id: number) {
  const db = ctx.db.kysely;
  const user = await findUserById(db, id);
  if (!user) throw notFound('User not found');
  if (user.status !== 'pending') throw conflict(ACCOUNT_LINK_MESSAGES.notPending);
  const now = ctx.clock.now();
  await db.transaction().execute(async (trx) => {
    const closed = await closeOpenLinks(trx, id, now.toISOString(), 'invitation');
    await issueLink(ctx, trx, user, 'invitation', now);
    await writeAudit(
      trx,
      now,
      auditOf(actor, 'user.invite.resend', id, { email: user.email, closedLinks: closed }),
    );
  });
  ctx.mail.deliverSoon();
  return findUserById(db, id);
}
