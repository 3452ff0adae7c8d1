// Outgoing mail as services hand it to a sender (services/case-mail.ts has the SMTP one).
/**
 * One mail as sent. Case mail is plain text only (text/plain, no HTML part): a reader whose client shows
 * no HTML, and a spam filter that scores HTML-only mail down, both read it as written.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
  /** The case's earlier Message-IDs, oldest first: In-Reply-To names the last, References all (RFC 5322 3.6.4). */
  thread: string[];
  /** An acknowledgement is sent by the system, not a person: Auto-Submitted: auto-replied (RFC 3834). */
  automatic: boolean;
  /** Subscriber mail (docs/decisions/0039-subscriptions-and-push.md): sent by the system, not in reply. */
  generated?: boolean;
  /** A simple HTML alternative of `text` (subscriber mail). */
  html?: string;
  /** Subscriber mail: the one-click unsubscribe address, sent as List-Unsubscribe (RFC 8058). */
  unsubscribeUrl?: string;
}

export interface MailSender {
  send(m: OutgoingMail): Promise<void>;
  close(): void;
}
