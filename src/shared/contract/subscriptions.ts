// E-mail subscriptions (docs/decisions/0039-subscriptions-and-push.md): the topics and frequencies a visitor
// picks at /subscribe, the form's rules and messages, and the staff's counts and the superadmins' export.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { OFFICES } from './offices.ts';

export const FREQUENCIES = ['immediately', 'daily', 'weekly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  immediately: 'Immediately',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
};

/** The topic of campus alerts: always sent immediately. */
export const ALERTS_TOPIC = 'alerts';
export const newsTopic = (officeSlug: string) => `news-${officeSlug}`;
/** Procurement opportunities posted and contracts awarded (/procurement). */
export const PROCUREMENT_TOPIC = 'procurement';

export interface TopicDef {
  /** Stored and used as the form field's name. */
  key: string;
  label: string;
}

/** Every topic in the order the form lists them; news is one topic per office or programme. */
export const TOPICS: readonly TopicDef[] = [
  { key: ALERTS_TOPIC, label: 'Campus alerts (class suspensions, advisories)' },
  ...OFFICES.map((o) => ({ key: newsTopic(o.slug), label: `News: ${o.name}` })),
  { key: 'events', label: 'Events' },
  { key: 'vacancies', label: 'Job vacancies' },
  { key: PROCUREMENT_TOPIC, label: 'Bids and awards (procurement opportunities and contracts awarded)' },
];
export const TOPIC_KEYS = TOPICS.map((t) => t.key);
export const topicLabel = (key: string) => TOPICS.find((t) => t.key === key)?.label ?? key;

export const SUBSCRIPTION_MESSAGES = {
  emailRequired: 'Enter your e-mail address',
  emailInvalid: 'Enter an e-mail address like name@example.com',
  topicsRequired: 'Choose at least one topic',
  frequencyInvalid: 'Choose how often',
  linkInvalid: 'This link is not valid. Open the latest link we sent you, or subscribe again.',
  complaintsOff: 'Complaint reports are not set up (COMPLAINTS_TOKEN)',
  complaintsToken: 'Complaint reports need the COMPLAINTS_TOKEN bearer token',
  complaintRecorded: 'Complaint recorded: no more mail goes to that address',
  complaintUnknown: 'The report names no subscriber of this site',
} as const;

/** A topic's choice in the form: '' for not subscribed, else a frequency (alerts: 'immediately' only). */
const choice = z.union([z.literal(''), z.enum(FREQUENCIES)], {
  error: SUBSCRIPTION_MESSAGES.frequencyInvalid,
});

/** The topics part of the form: field name → choice; alerts is a checkbox ('on' when ticked). */
export const topicChoicesSchema = z
  .object({
    [ALERTS_TOPIC]: z.string().optional(),
    ...Object.fromEntries(TOPIC_KEYS.filter((k) => k !== ALERTS_TOPIC).map((k) => [k, choice.optional()])),
  })
  .transform((form) => {
    const topics: Array<{ topic: string; frequency: Frequency }> = [];
    for (const key of TOPIC_KEYS) {
      const v = (form as Record<string, string | undefined>)[key];
      if (key === ALERTS_TOPIC) {
        if (v) topics.push({ topic: key, frequency: 'immediately' });
      } else if (v) topics.push({ topic: key, frequency: v as Frequency });
    }
    return topics;
  })
  .refine((topics) => topics.length > 0, { message: SUBSCRIPTION_MESSAGES.topicsRequired, path: ['topics'] });
export type TopicChoice = { topic: string; frequency: Frequency };

export const subscriberEmailSchema = z
  .string({ error: SUBSCRIPTION_MESSAGES.emailRequired })
  .trim()
  .min(1, SUBSCRIPTION_MESSAGES.emailRequired)
  .max(254, SUBSCRIPTION_MESSAGES.emailInvalid)
  .regex(/^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/, SUBSCRIPTION_MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase());

// ——— Staff: counts per topic; superadmins: the list as CSV ———

const countSchema = z.object({
  topic: z.string(),
  label: z.string(),
  immediately: z.number().int(),
  daily: z.number().int(),
  weekly: z.number().int(),
});
export const subscriberCountsSchema = z.object({
  ok: z.literal(true),
  /** Confirmed subscribers per topic and frequency. */
  topics: z.array(countSchema),
  confirmed: z.number().int(),
  pending: z.number().int(),
  /** Addresses whose mail server refused our mail for good. */
  bounced: z.number().int(),
  /** Addresses whose recipient reported our mail as spam (a provider's feedback loop). */
  complained: z.number().int(),
});
export type SubscriberCounts = z.infer<typeof subscriberCountsSchema>;

export const subscriptionEndpoints = {
  counts: defineEndpoint({
    method: 'GET',
    path: '/api/admin/subscribers/counts',
    response: subscriberCountsSchema,
  }),
  csv: defineEndpoint({ method: 'GET', path: '/api/admin/subscribers.csv', file: true }),
  /**
   * A complaint from a mail provider's feedback loop: the ARF report (RFC 5965) as it arrived, posted as
   * `message/rfc822` (or text/plain) with `Authorization: Bearer COMPLAINTS_TOKEN`. The subscriber is found by
   * the signed unsubscribe link in the reported mail's headers, else by the report's Original-Rcpt-To.
   */
  complaint: defineEndpoint({
    method: 'POST',
    path: '/api/subscriptions/complaints',
    response: z.object({ ok: z.literal(true), message: z.string(), marked: z.number().int() }),
  }),
} as const;
