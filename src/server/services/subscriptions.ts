// E-mail subscriptions (docs/decisions/0039-subscriptions-and-push.md): subscribing with double opt-in (one
// confirmation a day to any address), signed links to manage or unsubscribe without signing in, alert mail
// queued in the alert's own transaction, digests sent exactly once per window, the purge of unconfirmed
// addresses, and the staff's counts and export. Mail leaves through the one queue (services/case-mail.ts).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { siteConfig } from '../../../config/site.ts';
import { subscriberMail } from '../../../content/pages/subscribe.ts';
import { ALERT_SEVERITY_LABELS } from '../../shared/contract/alert-severities.ts';
import { findOfficeById } from '../../shared/contract/offices.ts';
import { formatPesos } from '../../shared/contract/procurement.ts';
import type { SiteAlert } from '../../shared/contract/site.ts';
import {
  ALERTS_TOPIC,
  FREQUENCIES,
  type Frequency,
  newsTopic,
  PROCUREMENT_TOPIC,
  type SubscriberCounts,
  TOPICS,
  type TopicChoice,
  topicLabel,
} from '../../shared/contract/subscriptions.ts';
import { formatPostedTime, formatShortDate } from '../../shared/dates.ts';
import {
  alertPath,
  eventPath,
  procurementPath,
  SUBSCRIBE_CONFIRM_PATH,
  SUBSCRIBE_MANAGE_PATH,
  SUBSCRIBE_UNSUBSCRIBE_PATH,
} from '../../shared/routes.ts';
import type { Database, SubscribersTable } from '../db/schema.ts';
import { insertMail } from '../repositories/concern-cases.ts';
import * as repo from '../repositories/subscriptions.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import { escapeHtml } from '../seo/head.ts';
import type { AppContext } from './app-context.ts';
import { newMessageId, queuedMail } from './queued-mail.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An address never confirmed is deleted this long after it was entered. */
export const UNCONFIRMED_KEPT_MS = 7 * DAY;

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'sessionSecret'>;
type Db = Kysely<Database> | Transaction<Database>;
type Subscriber = { id: number; email: string; link_key: string };
export type LinkPurpose = 'confirm' | 'manage' | 'unsubscribe';

// ——— Signed links ———

const signature = (secret: string, purpose: LinkPurpose, s: Pick<Subscriber, 'id' | 'link_key'>) =>
  createHmac('sha256', secret)
    .update(`subscription-link-v1\0${purpose}\0${s.id}\0${s.link_key}`)
    .digest('base64url');

/** The token of a subscriber's link: their id and a signature keyed by the session secret and their own key. */
export const linkToken = (ctx: Pick<Ctx, 'sessionSecret'>, purpose: LinkPurpose, s: Subscriber) =>
  `${s.id}.${signature(ctx.sessionSecret, purpose, s)}`;

const PATHS: Record<LinkPurpose, string> = {
  confirm: SUBSCRIBE_CONFIRM_PATH,
  manage: SUBSCRIBE_MANAGE_PATH,
  unsubscribe: SUBSCRIBE_UNSUBSCRIBE_PATH,
};
export const linkUrl = (ctx: Pick<Ctx, 'sessionSecret' | 'config'>, purpose: LinkPurpose, s: Subscriber) =>
  `${siteBaseUrl(ctx.config)}${PATHS[purpose]}?t=${linkToken(ctx, purpose, s)}`;

/**
 * The subscriber a link names when its signature holds; 'gone' when it is well formed but names no one (an
 * address already unsubscribed), undefined when it is not a valid link.
 */
export async function subscriberOfLink(
  ctx: Pick<Ctx, 'db' | 'sessionSecret'>,
  purpose: LinkPurpose,
  token: string | undefined,
): Promise<Selectable | 'gone' | undefined> {
  const m = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? '');
  if (!m) return undefined;
  const s = await repo.findSubscriber(ctx.db.kysely, Number(m[1]));
  if (!s) return 'gone';
  const expected = Buffer.from(signature(ctx.sessionSecret, purpose, s));
  const given = Buffer.from(m[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? s : undefined;
}
type Selectable = NonNullable<Awaited<ReturnType<typeof repo.findSubscriber>>>;

// ——— Mail ———

interface Letter {
  subject: string;
  /** Paragraphs; a paragraph may carry a link shown under it. */
  paragraphs: ReadonlyArray<{ text: string; link?: string; heading?: boolean }>;
}

const textOf = (l: Letter, footer: string) =>
  `${l.paragraphs.map((p) => (p.link ? `${p.text}\n${p.link}` : p.text)).join('\n\n')}\n\n-- \n${footer}\n`;

/** Simple HTML: one column, the campus green, no images or remote resources. */
function htmlOf(l: Letter, manage: string, unsubscribe: string): string {
  const body = l.paragraphs
    .map((p) =>
      p.heading
        ? `<h2 style="font-size:18px;margin:20px 0 4px">${escapeHtml(p.text)}</h2>`
        : `<p style="margin:0 0 12px">${escapeHtml(p.text).replace(/\n/g, '<br>')}${
            p.link
              ? `<br><a href="${escapeHtml(p.link)}" style="color:#006633">${escapeHtml(p.link)}</a>`
              : ''
          }</p>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(l.subject)}</title></head><body style="margin:0;background:#f4f6f5;font:16px/1.5 Arial,sans-serif;color:#1a1f1c"><div style="max-width:600px;margin:0 auto;background:#fff"><div style="background:#006633;color:#fff;padding:12px 16px;font-weight:bold">${escapeHtml(siteConfig.campus_name)}</div><div style="padding:16px">${body}</div><div style="padding:12px 16px;font-size:13px;color:#4a524d;border-top:1px solid #d5ddd8">You receive this because you subscribed at ${escapeHtml(siteConfig.campus_name)}.<br><a href="${escapeHtml(manage)}" style="color:#006633">Change your choices</a> · <a href="${escapeHtml(unsubscribe)}" style="color:#006633">Unsubscribe</a></div></div></body></html>`;
}

function subscriberMailRow(ctx: Ctx, s: Subscriber, letter: Letter, now: string): repo.SubscriberMailRow {
  const manage = linkUrl(ctx, 'manage', s);
  const unsubscribe = linkUrl(ctx, 'unsubscribe', s);
  return {
    mail: queuedMail({
      kind: 'subscription',
      at: now,
      to: s.email,
      subject: letter.subject,
      body: textOf(letter, subscriberMail.footer(manage, unsubscribe)),
      messageId: newMessageId('subscription'),
    }),
    subscriberId: s.id,
    html: htmlOf(letter, manage, unsubscribe),
    unsubscribeUrl: unsubscribe,
  };
}

// ——— Subscribing ———

/**
 * A visitor asks for mail. The reply never says whether the address was known. A new or pending address gets a
 * confirmation link, a confirmed one a link to its preferences (its choices are not changed by a stranger);
 * either at most once a day, whoever asks.
 */
export async function subscribe(
  ctx: Ctx,
  input: { email: string; topics: readonly TopicChoice[] },
): Promise<{ mailed: boolean }> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const dayAgo = new Date(now.getTime() - DAY).toISOString();
  const mailed = await ctx.db.kysely.transaction().execute(async (trx) => {
    let s = await repo.findSubscriberByEmail(trx, input.email);
    if (!s) {
      const id = await repo.insertSubscriber(trx, {
        email: input.email,
        status: 'pending',
        link_key: randomBytes(16).toString('base64url'),
        created_at: nowIso,
        confirmed_at: null,
        confirmation_sent_at: null,
        bounced_at: null,
        bounce_reason: null,
      });
      s = (await repo.findSubscriber(trx, id)) as Selectable;
    }
    const confirmed = s.status === 'confirmed';
    if (!confirmed) {
      // A bounced or complaining address starts over as pending; it is mailed again only once its owner confirms.
      if (s.status === 'bounced' || s.status === 'complained')
        await repo.updateSubscriber(trx, s.id, { status: 'pending', created_at: nowIso });
      await repo.replaceTopics(trx, s.id, input.topics);
    }
    if (!(await repo.takeConfirmationSlot(trx, s.id, nowIso, dayAgo))) return false;
    const link = linkUrl(ctx, confirmed ? 'manage' : 'confirm', s);
    await insertMail(
      trx,
      queuedMail({
        kind: 'subscription',
        at: nowIso,
        to: s.email,
        subject: confirmed ? subscriberMail.alreadySubject : subscriberMail.confirmSubject,
        body: confirmed ? subscriberMail.alreadyText(link) : subscriberMail.confirmText(link),
        messageId: newMessageId('confirm'),
      }),
    );
    return true;
  });
  return { mailed };
}

/** The confirmation link's button: the address starts receiving mail. */
export async function confirmSubscription(ctx: Ctx, s: Selectable): Promise<void> {
  if (s.status === 'confirmed') return;
  await repo.updateSubscriber(ctx.db.kysely, s.id, {
    status: 'confirmed',
    confirmed_at: ctx.clock.now().toISOString(),
    bounced_at: null,
    bounce_reason: null,
  });
}

export const choicesOf = async (ctx: Pick<Ctx, 'db'>, id: number): Promise<TopicChoice[]> =>
  (await repo.topicsOf(ctx.db.kysely, id)).map((t) => ({
    topic: t.topic,
    frequency: t.frequency as Frequency,
  }));

export async function saveChoices(
  ctx: Pick<Ctx, 'db'>,
  id: number,
  topics: readonly TopicChoice[],
): Promise<void> {
  await ctx.db.kysely.transaction().execute((trx) => repo.replaceTopics(trx, id, topics));
}

/** One-click unsubscribe: the address, its choices and its queued mail are deleted. */
export async function unsubscribe(ctx: Pick<Ctx, 'db'>, id: number): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await repo.deleteQueuedMailOf(trx, id);
    await repo.deleteSubscriber(trx, id);
  });
}

/**
 * A permanent delivery failure (`bounced`) or a recipient's complaint (`complained`): the address is marked and
 * nothing more is sent to it. The two are kept apart so staff see which it was (ADR 0054).
 */
export async function markBounced(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  subscriberId: number,
  reason: string,
  status: 'bounced' | 'complained' = 'bounced',
) {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await repo.updateSubscriber(trx, subscriberId, {
      status,
      bounced_at: ctx.clock.now().toISOString(),
      bounce_reason: reason.slice(0, 300),
    });
    await repo.deleteQueuedMailOf(trx, subscriberId);
  });
}

// ——— Complaints (feedback loops) ———

/** Quoted-printable soft breaks and `=3D` undone, so a link split across lines of a report is whole again. */
const unfoldQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

/**
 * A complaint reported by a mail provider's feedback loop (an ARF report, RFC 5965): the subscriber it is about
 * is marked as complained with the reason, and nothing more is sent to them (as for a permanent refusal). Found by
 * the signed one-click unsubscribe link that every subscriber mail carries in its headers, which the report
 * quotes; else by the report's Original-Rcpt-To. Returns how many subscribers were marked.
 */
export async function recordComplaint(
  ctx: Pick<Ctx, 'db' | 'clock' | 'sessionSecret'>,
  report: string,
): Promise<number> {
  const text = unfoldQuotedPrintable(report);
  const kind = /^Feedback-Type:\s*([\w-]+)/im.exec(text)?.[1]?.toLowerCase() ?? 'abuse';
  const ids = new Set<number>();
  for (const m of text.matchAll(/\/subscribe\/unsubscribe\?t=(\d{1,12}\.[\w-]{43})/g)) {
    const s = await subscriberOfLink(ctx, 'unsubscribe', m[1]);
    if (s && s !== 'gone') ids.add(s.id);
  }
  if (ids.size === 0) {
    const rcpt = /^Original-Rcpt-To:\s*(?:rfc822;)?\s*<?([^\s<>;]+@[^\s<>;]+?)>?\s*$/im.exec(text)?.[1];
    const s = rcpt ? await repo.findSubscriberByEmail(ctx.db.kysely, rcpt.toLowerCase()) : undefined;
    if (s) ids.add(s.id);
  }
  for (const id of ids)
    await markBounced(ctx, id, `Complaint (${kind}) from the recipient's mail provider`, 'complained');
  return ids.size;
}

export const purgeUnconfirmed = (ctx: Pick<Ctx, 'db' | 'clock'>) =>
  repo.deleteUnconfirmedBefore(
    ctx.db.kysely,
    new Date(ctx.clock.now().getTime() - UNCONFIRMED_KEPT_MS).toISOString(),
  );

// ——— Alert mail ———

export type AlertNews = { kind: 'posted' } | { kind: 'update' | 'lifted'; message: string };

/**
 * Queues one mail per confirmed alert subscriber, in the caller's transaction (the alert's own), so an alert
 * that is saved is mailed and one that fails is not; returns how many were queued.
 */
export async function queueAlertMail(ctx: Ctx, trx: Db, alert: SiteAlert, news: AlertNews): Promise<number> {
  const recipients = await repo.recipientsOf(trx, [ALERTS_TOPIC], 'immediately');
  if (recipients.length === 0) return 0;
  const base = siteBaseUrl(ctx.config);
  const label = ALERT_SEVERITY_LABELS[alert.severity];
  const subject =
    news.kind === 'posted'
      ? subscriberMail.alertSubject(label, alert.title)
      : news.kind === 'lifted'
        ? subscriberMail.liftedSubject(alert.title)
        : subscriberMail.updateSubject(alert.title);
  const letter: Letter = {
    subject,
    paragraphs: [
      ...(news.kind === 'posted'
        ? []
        : [{ text: `${news.kind === 'lifted' ? 'Lifted' : 'Update'}: ${news.message}` }]),
      { text: alert.title, heading: true },
      { text: alert.message },
      {
        text: `${alert.office_name} · Posted ${formatPostedTime(alert.posted_at)}. The official page of this alert:`,
        link: `${base}${alertPath(alert.id)}`,
      },
    ],
  };
  const now = ctx.clock.now().toISOString();
  await repo.insertSubscriberMail(
    trx,
    recipients.map((r) => subscriberMailRow(ctx, r, letter, now)),
  );
  return recipients.length;
}

// ——— Digests (news, events, vacancies, bids and awards) ———

const MINUTE = 60_000;
/** Digests go out at 7:00 a.m. in Manila (UTC+8, no daylight saving): 23:00 UTC the day before. */
const SEVEN_AM_MANILA_UTC_MS = 23 * HOUR;
/** 1 Jan 1970 was a Thursday: Sunday 23:00 UTC (Monday 7:00 a.m. in Manila) is 3 days and 23 hours after it. */
const MONDAY_SEVEN_AM_MS = 3 * DAY + 23 * HOUR;

/** The end of the latest window of `frequency` at `now`: a minute, a day or a week, ending at 7:00 a.m. Manila. */
export function windowEnd(frequency: Frequency, now: Date): Date {
  const t = now.getTime();
  const floor = (period: number, offset: number) => Math.floor((t - offset) / period) * period + offset;
  if (frequency === 'immediately') return new Date(floor(MINUTE, 0));
  if (frequency === 'daily') return new Date(floor(DAY, SEVEN_AM_MANILA_UTC_MS));
  return new Date(floor(7 * DAY, MONDAY_SEVEN_AM_MS));
}

interface DigestItem {
  topic: string;
  title: string;
  detail: string;
  link: string;
}

async function itemsBetween(ctx: Ctx, db: Db, from: string, to: string): Promise<DigestItem[]> {
  const base = siteBaseUrl(ctx.config);
  const [articles, events, vacancies, posted, awarded] = await Promise.all([
    repo.articlesPublishedBetween(db, from, to),
    repo.eventsCreatedBetween(db, from, to),
    repo.vacanciesCreatedBetween(db, from, to),
    repo.opportunitiesPostedBetween(db, from, to),
    repo.opportunitiesAwardedBetween(db, from, to),
  ]);
  return [
    ...articles.map((a) => ({
      topic: newsTopic(findOfficeById(Number(a.office_id))?.slug ?? 'administration'),
      title: a.title,
      detail: a.excerpt,
      link: `${base}/news/${a.article_id}`,
    })),
    ...events.map((e) => ({
      topic: 'events',
      title: e.title,
      detail: `${formatShortDate(e.date)} · ${e.place}`,
      link: `${base}${eventPath(Number(e.id))}`,
    })),
    ...vacancies.map((v) => ({
      topic: 'vacancies',
      title: v.title,
      detail: `Apply by ${formatShortDate(v.closing_date)}`,
      link: `${base}/careers`,
    })),
    ...posted.map((o) => ({
      topic: PROCUREMENT_TOPIC,
      title: `${o.title} (${o.reference})`,
      detail: `Approved budget ${formatPesos(Number(o.abc_centavos))} · Bids due ${formatPostedTime(o.deadline_at)}`,
      link: `${base}${procurementPath(Number(o.id))}`,
    })),
    ...awarded.map((o) => ({
      topic: PROCUREMENT_TOPIC,
      title: `Awarded: ${o.title} (${o.reference})`,
      detail:
        o.contract_centavos === null
          ? `To ${o.awardee}`
          : `To ${o.awardee} for ${formatPesos(Number(o.contract_centavos))}`,
      link: `${base}${procurementPath(Number(o.id))}`,
    })),
  ];
}

/**
 * Sends every digest whose window has closed: for each frequency, the instance that moves its watermark (a
 * conditional update, in the same transaction as the queued mail) mails each subscriber what appeared in the
 * window on their topics. A first run only sets the watermark, so an install never mails its history.
 */
export async function sendDueDigests(ctx: Ctx): Promise<number> {
  let queued = 0;
  for (const frequency of FREQUENCIES) {
    const end = windowEnd(frequency, ctx.clock.now()).toISOString();
    const db = ctx.db.kysely;
    const from = await repo.digestSentUntil(db, frequency);
    if (from === undefined) {
      await repo.startDigest(db, frequency, end);
      continue;
    }
    if (Date.parse(from) >= Date.parse(end)) continue;
    queued += await db.transaction().execute(async (trx) => {
      if (!(await repo.advanceDigest(trx, frequency, from, end))) return 0;
      const items = await itemsBetween(ctx, trx, new Date(from).toISOString(), end);
      if (items.length === 0) return 0;
      const topics = [...new Set(items.map((i) => i.topic))];
      const rows = await repo.recipientsOf(trx, topics, frequency);
      const bySubscriber = new Map<number, { s: repo.Recipient; topics: Set<string> }>();
      for (const r of rows) {
        const entry = bySubscriber.get(r.id) ?? { s: r, topics: new Set<string>() };
        entry.topics.add(r.topic);
        bySubscriber.set(r.id, entry);
      }
      const now = ctx.clock.now().toISOString();
      const mail = [...bySubscriber.values()].map(({ s, topics: mine }) => {
        const paragraphs: Letter['paragraphs'][number][] = [];
        for (const t of TOPICS.filter((t) => mine.has(t.key))) {
          paragraphs.push({ text: t.label, heading: true });
          for (const i of items.filter((i) => i.topic === t.key))
            paragraphs.push({ text: i.detail ? `${i.title}\n${i.detail}` : i.title, link: i.link });
        }
        return subscriberMailRow(
          ctx,
          s,
          { subject: subscriberMail.digestSubject(frequency), paragraphs },
          now,
        );
      });
      await repo.insertSubscriberMail(trx, mail);
      return mail.length;
    });
  }
  return queued;
}

// ——— Staff ———

export async function subscriberCounts(ctx: Pick<Ctx, 'db'>): Promise<Omit<SubscriberCounts, 'ok'>> {
  const db = ctx.db.kysely;
  const [byTopic, byStatus] = await Promise.all([repo.countsByTopic(db), repo.countsByStatus(db)]);
  const n = (topic: string, f: Frequency) =>
    Number(byTopic.find((r) => r.topic === topic && r.frequency === f)?.n ?? 0);
  const status = (s: SubscribersTable['status']) => Number(byStatus.find((r) => r.status === s)?.n ?? 0);
  return {
    topics: TOPICS.map((t) => ({
      topic: t.key,
      label: topicLabel(t.key),
      immediately: n(t.key, 'immediately'),
      daily: n(t.key, 'daily'),
      weekly: n(t.key, 'weekly'),
    })),
    confirmed: status('confirmed'),
    pending: status('pending'),
    bounced: status('bounced'),
    complained: status('complained'),
  };
}

const csvCell = (v: string | null | undefined) => {
  const s = v ?? '';
  // A cell a spreadsheet would run as a formula is prefixed with an apostrophe.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The whole list for the campus's records (superadmins): one line per subscriber, topics in one cell. */
export async function subscribersCsv(ctx: Pick<Ctx, 'db'>): Promise<string> {
  const rows = await repo.allSubscribersWithTopics(ctx.db.kysely);
  const lines = ['E-mail,Status,Subscribed,Confirmed,Failing since,Failure,Topics'];
  let i = 0;
  while (i < rows.length) {
    const first = rows[i] as (typeof rows)[number];
    const topics: string[] = [];
    for (; i < rows.length && rows[i]?.id === first.id; i += 1) {
      const r = rows[i] as (typeof rows)[number];
      if (r.topic) topics.push(`${topicLabel(r.topic)} (${r.frequency})`);
    }
    lines.push(
      [
        first.email,
        first.status,
        first.created_at,
        first.confirmed_at,
        first.bounced_at,
        first.bounce_reason,
        topics.join('; '),
      ]
        .map((v) => csvCell(v === null || v === undefined ? '' : String(v)))
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
