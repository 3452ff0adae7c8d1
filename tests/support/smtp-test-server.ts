// A real SMTP server (the smtp-server package) on a local port for tests: it keeps every message it accepts
// and can be told to refuse mail, as a mail server that is down or over quota would.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  raw: string;
  /** The raw message with quoted-printable undone (soft line breaks joined, =XX bytes decoded). */
  text: string;
  subject: string;
  messageId: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** While true, every recipient is refused with 451 (temporary failure). */
  refuse: boolean;
  /** Recipients refused with 550 (no such mailbox), a permanent failure. */
  refusePermanently: Set<string>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header of a raw message, folded lines unfolded; '' when absent. */
export const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.+(?:\\r?\\n[ \\t].+)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim() ?? '';

export async function startSmtpServer(port: number): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    refuse: false,
    refusePermanently: new Set(),
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.refusePermanently.has(address.address)) {
        const err = new Error('No such mailbox') as Error & { responseCode: number };
        err.responseCode = 550;
        callback(err);
        return;
      }
      if (state.refuse) {
        const err = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
        err.responseCode = 451;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        state.received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw,
          text: decodeQuotedPrintable(raw),
          subject: header(raw, 'Subject'),
          messageId: header(raw, 'Message-ID'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** Polls until `check` passes or the time runs out (mail is sent by a background job). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
