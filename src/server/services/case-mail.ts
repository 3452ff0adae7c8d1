// Outgoing case mail (acknowledgements and replies): rows queued in concern_mail are claimed one at a time
// with a conditional update, so of several server instances exactly one sends each message; a failure puts
// the row back with its error and a later attempt time (backoff), so nothing is lost. Account mail (a
// password reset or an invitation, no case) and subscriber mail (docs/decisions/0039-subscriptions-and-push.md)
// go through the same queue and are deleted once sent; a subscriber's address that is refused for good is
// marked and mailed no more. The sender paces itself to MAIL_PER_MINUTE.
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { MailSender, OutgoingMail } from '../domain/mail.ts';
import {
  claimMail,
  deleteSentAccountMail,
  dueMailIds,
  earlierMessageIds,
  findMail,
  markMailFailed,
  markMailSent,
  releaseExpiredLeases,
} from '../repositories/concern-cases.ts';
import { deleteSubscriberMail, findSubscriptionPart } from '../repositories/subscriptions.ts';
import type { AppContext } from './app-context.ts';
import { markBounced } from './subscriptions.ts';

const MINUTE = 60_000;
/** An attempt holds its row this long; a sender that dies mid-attempt releases it when the lease runs out. */
export const MAIL_LEASE_MS = 5 * MINUTE;
const BATCH = 20;

/** Wait before the next attempt after `attempts` failures: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * MINUTE, MINUTE * 2 ** Math.max(0, attempts - 1));
}

/** The threading and auto-reply headers of a case mail. */
export function caseMailHeaders(m: OutgoingMail): Record<string, string> {
  const headers: Record<string, string> = {};
  if (m.automatic) headers['Auto-Submitted'] = 'auto-replied';
  if (m.generated) headers['Auto-Submitted'] = 'auto-generated';
  if (m.unsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${m.unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  const last = m.thread.at(-1);
  if (last) {
    headers['In-Reply-To'] = last;
    headers.References = m.thread.join(' ');
  }
  return headers;
}

type MailConfig = Omit<NonNullable<Config['mail']>, 'perMinute'> & { perMinute?: number };

/** How far behind its slots a sender may be and still catch up (a timer that fired late, a slow send). */
const CATCH_UP_MS = 1000;

/**
 * The pacing of one instance's sends (MAIL_PER_MINUTE): each send takes the next slot, `gapMs` after the one
 * before, and never goes before its slot. A send that starts late does not push every later slot back: slots
 * missed within the last second are caught up, and a longer idle spell starts them again from now (no burst).
 * So a run of mail goes out at the rate set, and any minute holds at most a second's worth more than it. Slots
 * counted from the moment a send was ready instead lost every timer's lateness (5,382 a minute where 6,000
 * were set).
 */
export function nextSendSlot(nextAt: number, now: number, gapMs: number): { waitMs: number; nextAt: number } {
  const slot = nextAt >= now - Math.max(gapMs, CATCH_UP_MS) ? nextAt : now;
  return { waitMs: Math.max(0, slot - now), nextAt: slot + gapMs };
}

export function smtpSender(mail: MailConfig): MailSender {
  // Paced per instance: one send every 60000/perMinute ms at most, so thousands of subscriber mails do not
  // flood the mail server (or trip its limits).
  const gapMs = mail.perMinute ? 60_000 / mail.perMinute : 0;
  let nextAt = 0;
  const transport: Transporter = nodemailer.createTransport(
    {
      url: mail.smtpUrl,
      // One connection reused for many messages (a list of thousands), closed when idle.
      pool: true,
      maxConnections: 1,
      // A mail server that hangs must not hold a claim for long; the row is retried later.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as Parameters<typeof nodemailer.createTransport>[0],
    { from: mail.from },
  );
  return {
    async send(m) {
      const slot = nextSendSlot(nextAt, Date.now(), gapMs);
      nextAt = slot.nextAt;
      if (slot.waitMs > 0) await new Promise((r) => setTimeout(r, slot.waitMs));
      await transport.sendMail({
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
        messageId: m.messageId,
        headers: caseMailHeaders(m),
      });
    },
    close: () => transport.close(),
  };
}

function describeError(err: unknown): string {
  const e = err as { message?: string; responseCode?: number; code?: string };
  const text = (e?.message ?? String(err)).replace(/\s+/g, ' ').trim();
  return text.slice(0, 500) || 'Unknown error';
}

/** A refusal that will not change on retry: an SMTP 5xx reply (no such mailbox, domain, policy). */
export function isPermanentFailure(err: unknown): boolean {
  const code = (err as { responseCode?: number })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Sends every due queued mail this instance can claim; returns how many were sent. */
export async function deliverDueMail(
  ctx: Pick<AppContext, 'db' | 'clock'> & Partial<Pick<AppContext, 'log'>>,
  sender: MailSender,
): Promise<number> {
  const { clock } = ctx;
  const db = ctx.db.kysely;
  await releaseExpiredLeases(db, clock.now().toISOString(), 'The previous attempt was interrupted');
  let sent = 0;
  for (;;) {
    const ids = await dueMailIds(db, clock.now().toISOString(), BATCH);
    if (ids.length === 0) break;
    let claimedAny = false;
    for (const id of ids) {
      const token = randomUUID();
      const now = clock.now();
      const claimed = await claimMail(db, id, {
        token,
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + MAIL_LEASE_MS).toISOString(),
      });
      if (!claimed) continue;
      claimedAny = true;
      const row = await findMail(db, id);
      if (!row) continue;
      const subscription = row.kind === 'subscription';
      const part = subscription ? await findSubscriptionPart(db, id) : undefined;
      try {
        await sender.send({
          to: row.to_address,
          subject: row.subject,
          text: row.body,
          messageId: row.message_id,
          // Every mail of a case answers the ones before it, so mail clients show the case as one thread.
          thread: row.case_id === null ? [] : await earlierMessageIds(db, row.case_id, row.id),
          automatic: row.kind === 'acknowledgement' || row.kind === 'survey',
          generated: subscription,
          ...(part ? { html: part.html, unsubscribeUrl: part.unsubscribe_url } : {}),
        });
        if (subscription) await deleteSubscriberMail(db, id);
        else if (row.case_id === null) await deleteSentAccountMail(db, id, token);
        else await markMailSent(db, id, token, clock.now().toISOString());
        sent += 1;
      } catch (err) {
        if (subscription && isPermanentFailure(err)) {
          // Refused for good: the subscriber is marked and mailed no more; a confirmation just leaves the queue.
          if (part) await markBounced(ctx, Number(part.subscriber_id), describeError(err));
          await deleteSubscriberMail(db, id);
          ctx.log?.warn(
            { mailId: id, err: describeError(err) },
            'subscriber mail refused for good; address marked',
          );
          continue;
        }
        const next = new Date(clock.now().getTime() + retryDelayMs(Number(row.attempts))).toISOString();
        await markMailFailed(db, id, token, describeError(err), next);
        ctx.log?.warn({ mailId: id, err: describeError(err) }, 'case mail not sent; will retry');
      }
    }
    // Everything left was claimed by another instance or failed: the next turn picks it up.
    if (!claimedAny || ids.length < BATCH) break;
  }
  return sent;
}
