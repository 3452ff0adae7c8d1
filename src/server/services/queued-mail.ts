// One mail put on the queue that services/case-mail.ts sends (exactly once across instances, retried): its
// Message-ID and its row, due at once and not yet claimed. Every kind of mail (case, account, review,
// reminder, subscriber) is queued through here, so the queue's bookkeeping columns are set in one place.
import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import { siteConfig } from '../../../config/site.ts';
import type { ConcernMailTable } from '../db/schema.ts';

/** A fresh Message-ID, `<prefix.time.random@campus-domain>` (RFC 5322 3.6.4). */
export function newMessageId(prefix: string): string {
  const domain = siteConfig.contact_email.split('@')[1] ?? 'localhost';
  return `<${prefix}.${Date.now().toString(36)}.${randomBytes(9).toString('base64url')}@${domain}>`;
}

export interface MailToQueue {
  kind: ConcernMailTable['kind'];
  to: string;
  subject: string;
  body: string;
  /** When it was queued (ISO); it is due then. */
  at: string;
  messageId: string;
  /** The concern case or FOI request it belongs to; none for account, review, reminder or subscriber mail. */
  caseId?: number | null;
  /** The staff member who wrote it (a case reply), shown in the case history. */
  author?: { id: number; name: string } | null;
}

export function queuedMail(m: MailToQueue): Insertable<ConcernMailTable> {
  return {
    case_id: m.caseId ?? null,
    kind: m.kind,
    created_at: m.at,
    author_user_id: m.author?.id ?? null,
    author: m.author?.name ?? null,
    to_address: m.to,
    subject: m.subject,
    body: m.body,
    message_id: m.messageId,
    state: 'queued',
    next_attempt_at: m.at,
    lease_until: null,
    claim_token: null,
    last_error: null,
    sent_at: null,
  };
}
