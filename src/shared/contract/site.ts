// Site content that staff run from the portal's Site area: the campus alert, events, vacancies, quick facts,
// carousel slides, the contact block and quick links (docs/decisions/0015-site-content.md). Shapes, limits and
// messages used by the server, the portal, the public pages and the tests.
import { z } from 'zod';
import { SUSPENSION_REASON_PLACEHOLDER } from '../alert-templates.ts';
import { ALERT_SEVERITIES } from './alert-severities.ts';
import { EMAIL_PATTERN, idParamSchema, okMessageResponseSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { OFFICE_SLUGS } from './offices.ts';

export { ALERT_SEVERITIES, ALERT_SEVERITY_LABELS, type AlertSeverity } from './alert-severities.ts';

export const SITE_LIMITS = {
  alertTitle: 120,
  alertMessage: 500,
  url: 500,
  eventTitle: 150,
  eventPlace: 150,
  eventDescription: 4000,
  vacancyTitle: 150,
  vacancyOffice: 150,
  vacancyText: 4000,
  factLabel: 40,
  factNote: 40,
  factValueMax: 10_000_000,
  facts: 5,
  slideCaption: 120,
  slideAlt: 200,
  slidesMin: 1,
  slidesMax: 10,
  address: 300,
  email: 254,
  phone: 60,
  socialLabel: 80,
  socialMax: 10,
  linkLabel: 60,
  quickLinksMax: 12,
  intakeName: 120,
  stepTitle: 120,
  stepText: 600,
  stepsMax: 12,
  requirement: 300,
  requirementsMax: 20,
} as const;

export const SITE_MESSAGES = {
  required: (what: string) => `${what} is required`,
  tooLong: (what: string, max: number) =>
    `${what} can be at most ${new Intl.NumberFormat('en-US').format(max)} characters`,
  urlInvalid:
    'Enter a full web address (https://…), an e-mail link (mailto:…), a phone link (tel:…) or a page of this site (/…)',
  dateInvalid: 'Enter the date as YYYY-MM-DD',
  timeInvalid: 'Enter the time as HH:MM',
  instantInvalid: 'Enter a date and time',
  alertEndBeforeStart: 'The end must be after the start',
  reasonMissing: `Replace ${SUSPENSION_REASON_PLACEHOLDER} with the reason`,
  eventEndBeforeStart: 'The event cannot end before it starts',
  endTimeNeedsStart: 'Give a start time before an end time',
  officeInvalid: 'Choose an office',
  emailInvalid: 'Enter a valid e-mail address',
  factCount: 'There are exactly five quick facts',
  factValue: 'Enter a whole number of at least 0',
  slidesCount: `Keep between ${SITE_LIMITS.slidesMin} and ${SITE_LIMITS.slidesMax} slides`,
  slideImage: 'Choose an image for this slide',
  eventImage: 'Choose a picture for this event',
  eventImageAlt: 'Describe the picture for people who cannot see it',
  socialCount: `At most ${SITE_LIMITS.socialMax} social links`,
  quickLinksCount: `At most ${SITE_LIMITS.quickLinksMax} quick links`,
  quickLinkAddress: 'Enter the address this link opens, or tick “Show as a badge without a link”',
  stepsCount: `Keep between 1 and ${SITE_LIMITS.stepsMax} steps`,
  requirementsCount: `Keep between 1 and ${SITE_LIMITS.requirementsMax} documents`,
  intakeOrder: 'The last day to apply cannot come before applications open',
  alertNotFound: 'Alert not found',
  eventNotFound: 'Event not found',
  vacancyNotFound: 'Vacancy not found',
  eventForbidden: "You can only manage your own office's events",
  superadminOnly: 'Only a superadmin can change this',
  saved: 'Saved',
  deleted: 'Deleted',
} as const;

const M = SITE_MESSAGES;
const L = SITE_LIMITS;

/** Schemes a link may use; a site path starts with one slash. */
export const SAFE_URL_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;

/** True for http(s), mailto and tel addresses and this site's own paths; false for javascript:, data:, //host, … */
export function isSafeUrl(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return !/[\s\\]/.test(value);
  if (/[\s]/.test(value)) return false;
  try {
    const u = new URL(value);
    if (!(SAFE_URL_SCHEMES as readonly string[]).includes(u.protocol)) return false;
    if ((u.protocol === 'http:' || u.protocol === 'https:') && !u.hostname) return false;
    return true;
  } catch {
    return false;
  }
}

const text = (what: string, max: number) =>
  z
    .string({ message: M.required(what) })
    .trim()
    .min(1, M.required(what))
    .max(max, M.tooLong(what, max));
const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong(what, max))
    .nullish()
    .transform((v) => (v ? v : null));
const url = (what: string) => text(what, L.url).refine(isSafeUrl, M.urlInvalid);
const optionalUrl = (what: string) =>
  z
    .string()
    .trim()
    .max(L.url, M.tooLong(what, L.url))
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isSafeUrl(v), M.urlInvalid);

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const isRealDate = (s: string) => DATE_RE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const date = z.string({ message: M.dateInvalid }).trim().refine(isRealDate, M.dateInvalid);
const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isRealDate(v), M.dateInvalid);
const optionalTime = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || TIME_RE.test(v), M.timeInvalid);
/** An instant with its offset (the portal sends UTC ISO strings); stored as UTC ISO. */
const instant = z
  .string({ message: M.instantInvalid })
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), M.instantInvalid)
  .transform((v) => new Date(v).toISOString());

/** A bundled site image (/images/site/…) or an uploaded one (its media key, site/…). */
export const SLIDE_IMAGE_PATTERN =
  /^(\/images\/site\/[a-z0-9-]+\.(svg|jpg|jpeg|png|webp)|site\/[0-9a-f-]{36}\.(jpg|png|webp|gif|avif))$/;

// ——— Campus alert ———

export const alertInputSchema = z
  .object({
    severity: z.enum(ALERT_SEVERITIES, { message: 'Choose a severity' }),
    title: text('Title', L.alertTitle),
    message: text('Message', L.alertMessage).refine(
      (v) => !v.includes(SUSPENSION_REASON_PLACEHOLDER),
      M.reasonMissing,
    ),
    link: optionalUrl('Link'),
    starts_at: instant,
    ends_at: instant.nullish().transform((v) => v ?? null),
    /** The office that posts it, named on the alert's page; the administration when not given. */
    office: z
      .enum(OFFICE_SLUGS, { message: M.officeInvalid })
      .nullish()
      .transform((v) => v ?? 'administration'),
  })
  .refine((a) => a.ends_at === null || a.ends_at > a.starts_at, {
    message: M.alertEndBeforeStart,
    path: ['ends_at'],
  });
export type AlertInput = z.infer<typeof alertInputSchema>;

/** An update to an alert ("Classes resume Monday"), or its lifting, as posted. */
export const alertUpdateSchema = z.object({
  message: z.string(),
  lifts: z.boolean(),
  posted_at: z.string(),
});
export type AlertUpdate = z.infer<typeof alertUpdateSchema>;

export const alertSchema = z.object({
  id: z.number().int(),
  severity: z.enum(ALERT_SEVERITIES),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  office: z.string(),
  office_name: z.string(),
  /** When it was first posted (its page and the banner say "Posted 5:10 a.m., Thu 27 Nov 2026"). */
  posted_at: z.string(),
  lifted_at: z.string().nullable(),
  /** Oldest first. */
  updates: z.array(alertUpdateSchema),
});
export type SiteAlert = z.infer<typeof alertSchema>;

/** POST an update to an alert; `lift` also ends it now. */
export const alertUpdateInputSchema = z.object({
  message: text('Update', L.alertMessage),
  lift: z.boolean().default(false),
});
export type AlertUpdateInput = z.infer<typeof alertUpdateInputSchema>;

// ——— Events ———

export const eventInputSchema = z
  .object({
    title: text('Title', L.eventTitle),
    office: z.enum(OFFICE_SLUGS, { message: M.officeInvalid }),
    date,
    start_time: optionalTime,
    end_date: optionalDate,
    end_time: optionalTime,
    place: text('Place', L.eventPlace),
    description: text('Description', L.eventDescription),
    /** A picture uploaded with POST /api/admin/site/event-images (or a bundled one); optional. */
    image: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || SLIDE_IMAGE_PATTERN.test(v), M.eventImage),
    image_alt: optionalText('Picture description', L.slideAlt),
  })
  .superRefine((e, ctx) => {
    if (e.image && !e.image_alt)
      ctx.addIssue({ code: 'custom', message: M.eventImageAlt, path: ['image_alt'] });
    if (e.end_time && !e.start_time)
      ctx.addIssue({ code: 'custom', message: M.endTimeNeedsStart, path: ['start_time'] });
    const start = `${e.date}T${e.start_time ?? '00:00'}`;
    const end = `${e.end_date ?? e.date}T${e.end_time ?? (e.end_date ? '23:59' : (e.start_time ?? '00:00'))}`;
    if ((e.end_date && e.end_date < e.date) || (e.end_time && end <= start))
      ctx.addIssue({
        code: 'custom',
        message: M.eventEndBeforeStart,
        path: [e.end_date && e.end_date < e.date ? 'end_date' : 'end_time'],
      });
  });
export type EventInput = z.infer<typeof eventInputSchema>;

export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  office: z.string(),
  office_name: z.string(),
  /** yyyy-mm-dd; times are HH:MM in the campus time zone (Asia/Manila). */
  date: z.string(),
  start_time: z.string().nullable(),
  end_date: z.string().nullable(),
  end_time: z.string().nullable(),
  place: z.string(),
  description: z.string(),
  /** Uploaded key (site/…) or bundled address (/images/site/…), with its description; null without one. */
  image: z.string().nullable(),
  image_alt: z.string().nullable(),
});
export type SiteEvent = z.infer<typeof eventSchema>;

/** An event in the home block: `past` marks one that has ended (shown as "Past event"). */
export const homeEventSchema = eventSchema.extend({ past: z.boolean() });
export type HomeEvent = z.infer<typeof homeEventSchema>;
export const HOME_EVENT_COUNT = 3;

// ——— Vacancies ———

export const vacancyInputSchema = z.object({
  title: text('Title', L.vacancyTitle),
  office: text('Office', L.vacancyOffice),
  /** Applications are taken until the end of this day in the campus time zone. */
  closing_date: date,
  description: text('Description', L.vacancyText),
  requirements: text('Requirements', L.vacancyText),
  how_to_apply: text('How to apply', L.vacancyText),
});
export type VacancyInput = z.infer<typeof vacancyInputSchema>;

export const vacancySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  office: z.string(),
  closing_date: z.string(),
  description: z.string(),
  requirements: z.string(),
  how_to_apply: z.string(),
});
export type Vacancy = z.infer<typeof vacancySchema>;

// ——— Blocks: quick facts, slides, contacts, quick links ———

export const factSchema = z.object({
  label: text('Label', L.factLabel),
  value: z.coerce
    .number({ message: M.factValue })
    .int(M.factValue)
    .min(0, M.factValue)
    .max(L.factValueMax, M.factValue),
  note: optionalText('Note', L.factNote),
});
export type QuickFact = z.infer<typeof factSchema>;
export const factsSchema = z.array(factSchema).length(L.facts, M.factCount);

export const slideSchema = z.object({
  image: z.string({ message: M.slideImage }).regex(SLIDE_IMAGE_PATTERN, M.slideImage),
  caption: text('Caption', L.slideCaption),
  alt: text('Image description', L.slideAlt),
});
export type Slide = z.infer<typeof slideSchema>;
export const slidesSchema = z
  .array(slideSchema)
  .min(L.slidesMin, M.slidesCount)
  .max(L.slidesMax, M.slidesCount);

export const socialLinkSchema = z.object({
  label: text('Label', L.socialLabel),
  url: url('Address'),
});
export const contactsSchema = z.object({
  address: text('Address', L.address),
  email: text('E-mail', L.email).regex(EMAIL_PATTERN, M.emailInvalid),
  phone: text('Phone', L.phone),
  social: z.array(socialLinkSchema).max(L.socialMax, M.socialCount),
});
export type Contacts = z.infer<typeof contactsSchema>;

export const quickLinkSchema = z.object({
  label: text('Label', L.linkLabel),
  /**
   * null: a badge shown without a link (the spec's ISO Certified). An empty address is refused rather than
   * read as a badge (issue 38): a link card whose address was forgotten must not go on the home page linkless.
   */
  url: z
    .string()
    .trim()
    .min(1, M.quickLinkAddress)
    .max(L.url, M.tooLong('Address', L.url))
    .refine(isSafeUrl, M.urlInvalid)
    .nullable()
    .default(null),
  external: z.boolean().default(false),
});
export type QuickLink = z.infer<typeof quickLinkSchema>;
export const quickLinksSchema = z.array(quickLinkSchema).max(L.quickLinksMax, M.quickLinksCount);

/**
 * The Admissions page's intake, steps and documents (content/pages/admissions.ts seeds it). Dates left empty
 * are not set yet: the page then says so plainly.
 */
export const admissionsBlockSchema = z.object({
  intake: z
    .object({
      name: text('Intake', L.intakeName),
      opens: optionalDate,
      closes: optionalDate,
      exam: optionalDate,
      classes: optionalDate,
    })
    .refine((i) => !i.opens || !i.closes || i.closes >= i.opens, {
      message: M.intakeOrder,
      path: ['closes'],
    }),
  steps: z
    .array(z.object({ title: text('Step title', L.stepTitle), text: text('Step text', L.stepText) }))
    .min(1, M.stepsCount)
    .max(L.stepsMax, M.stepsCount),
  requirements: z
    .array(text('Document', L.requirement))
    .min(1, M.requirementsCount)
    .max(L.requirementsMax, M.requirementsCount),
});
export type AdmissionsBlock = z.infer<typeof admissionsBlockSchema>;

export const SITE_BLOCKS = {
  facts: factsSchema,
  slides: slidesSchema,
  contacts: contactsSchema,
  quick_links: quickLinksSchema,
  admissions: admissionsBlockSchema,
} as const;
export type SiteBlockKey = keyof typeof SITE_BLOCKS;
export const SITE_BLOCK_KEYS = Object.keys(SITE_BLOCKS) as SiteBlockKey[];
export interface SiteBlocks {
  facts: QuickFact[];
  slides: Slide[];
  contacts: Contacts;
  quick_links: QuickLink[];
  admissions: AdmissionsBlock;
}
export const blockParamSchema = z.object({
  key: z.enum(SITE_BLOCK_KEYS as [SiteBlockKey, ...SiteBlockKey[]], { message: 'Unknown block' }),
});

// ——— Public read: GET /api/site ———

export const siteResponseSchema = z.object({
  ok: z.literal(true),
  alert: alertSchema.nullable(),
  events: z.array(homeEventSchema),
  vacancies: z.array(vacancySchema),
  facts: z.array(factSchema),
  slides: z.array(slideSchema),
  contacts: contactsSchema,
  quick_links: z.array(quickLinkSchema),
});
export type SiteContent = z.infer<typeof siteResponseSchema>;

export const eventResponseSchema = z.object({ ok: z.literal(true), event: eventSchema, past: z.boolean() });
export type EventResponse = z.infer<typeof eventResponseSchema>;

export const admissionsResponseSchema = z.object({ ok: z.literal(true), admissions: admissionsBlockSchema });

/** GET /api/site/events?office=: the /events page. An empty office (the "All offices" link) is no filter. */
export const eventsQuerySchema = z.object({
  office: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(OFFICE_SLUGS, { message: 'Unknown office' }).optional(),
  ),
});
export type EventsQuery = z.infer<typeof eventsQuerySchema>;
export const eventsResponseSchema = z.object({
  ok: z.literal(true),
  /** The campus date (yyyy-mm-dd) the lists were split on. */
  today: z.string(),
  /** Soonest first. */
  upcoming: z.array(eventSchema),
  /** Most recent first. */
  past: z.array(eventSchema),
  /** The calendar feed's address for calendar apps (webcal://…/events.ics). */
  subscribe: z.string(),
});
export type EventsResponse = z.infer<typeof eventsResponseSchema>;
export type AdmissionsResponse = z.infer<typeof admissionsResponseSchema>;

// ——— Portal lists ———

export const adminAlertsResponseSchema = z.object({ ok: z.literal(true), alerts: z.array(alertSchema) });
export const adminEventsResponseSchema = z.object({ ok: z.literal(true), events: z.array(eventSchema) });
export const adminVacanciesResponseSchema = z.object({
  ok: z.literal(true),
  vacancies: z.array(vacancySchema),
});
export const adminBlocksResponseSchema = z.object({
  ok: z.literal(true),
  facts: z.array(factSchema),
  slides: z.array(slideSchema),
  contacts: contactsSchema,
  quick_links: z.array(quickLinkSchema),
  admissions: admissionsBlockSchema,
});
export const slideUploadResponseSchema = z.object({ ok: z.literal(true), image: z.string() });

// ——— Endpoints (src/shared/contract/endpoint.ts) ———

export const siteEndpoints = {
  content: defineEndpoint({ method: 'GET', path: '/api/site', response: siteResponseSchema }),
  event: defineEndpoint({
    method: 'GET',
    path: '/api/site/events/:id',
    params: idParamSchema,
    response: eventResponseSchema,
  }),
  eventIcs: defineEndpoint({
    method: 'GET',
    path: '/api/site/events/:id/ics',
    params: idParamSchema,
    file: true,
  }),
  /** Every event, or one office's with `?office=`. */
  eventsIcs: defineEndpoint({ method: 'GET', path: '/events.ics', query: eventsQuerySchema, file: true }),
  events: defineEndpoint({
    method: 'GET',
    path: '/api/site/events',
    query: eventsQuerySchema,
    response: eventsResponseSchema,
  }),
  admissions: defineEndpoint({
    method: 'GET',
    path: '/api/site/admissions',
    response: admissionsResponseSchema,
  }),
} as const;

/** The kinds of record of the Site area, each with the same four calls (src/server/services/site-records.ts). */
export type SiteRecordKind = 'alerts' | 'events' | 'vacancies';

/** The reply of adding a record: its id and the message to show. */
export const recordCreatedResponseSchema = okMessageResponseSchema.extend({ id: z.number().int() });

/** The same calls for each kind of record of the Site area. */
function recordEndpoints<const K extends SiteRecordKind, S extends z.ZodType, R extends z.ZodType>(
  kind: K,
  input: S,
  list: R,
) {
  return {
    list: defineEndpoint({ method: 'GET', path: `/api/admin/site/${kind}`, response: list }),
    create: defineEndpoint({
      method: 'POST',
      path: `/api/admin/site/${kind}`,
      body: input,
      response: recordCreatedResponseSchema,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `/api/admin/site/${kind}/:id`,
      params: idParamSchema,
      body: input,
      response: okMessageResponseSchema,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `/api/admin/site/${kind}/:id`,
      params: idParamSchema,
      response: okMessageResponseSchema,
    }),
  } as const;
}

/** The endpoints of a kind of record whose input schema is `S`. */
export type RecordEndpoints<S extends z.ZodType> = ReturnType<
  typeof recordEndpoints<SiteRecordKind, S, z.ZodType>
>;

export const siteAdminEndpoints = {
  alerts: recordEndpoints('alerts', alertInputSchema, adminAlertsResponseSchema),
  alertUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/site/alerts/:id/updates',
    params: idParamSchema,
    body: alertUpdateInputSchema,
    response: okMessageResponseSchema,
  }),
  events: recordEndpoints('events', eventInputSchema, adminEventsResponseSchema),
  vacancies: recordEndpoints('vacancies', vacancyInputSchema, adminVacanciesResponseSchema),
  blocks: defineEndpoint({
    method: 'GET',
    path: '/api/admin/site/blocks',
    response: adminBlocksResponseSchema,
  }),
  /** The body is checked against SITE_BLOCKS[key]. */
  saveBlock: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/site/blocks/:key',
    params: blockParamSchema,
    response: okMessageResponseSchema,
  }),
  /** Multipart with one `image` file: an event's picture (office admins and superadmins). */
  uploadEventImage: defineEndpoint({
    method: 'POST',
    path: '/api/admin/site/event-images',
    response: slideUploadResponseSchema,
  }),
  /** Multipart with one `image` file. */
  uploadSlide: defineEndpoint({
    method: 'POST',
    path: '/api/admin/site/slide-images',
    response: slideUploadResponseSchema,
  }),
} as const;
