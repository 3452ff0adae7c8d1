// Client Satisfaction Measurement (ARTA MC 2022-05; docs/decisions/0046-client-satisfaction.md): the questions
// of ARTA's prescribed form in its wording, the survey form's rules and messages, and the report (per service,
// per office, for the year) the portal shows and exports.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const CLIENT_TYPES = ['citizen', 'business', 'government'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
export const CLIENT_TYPE_LABELS: Record<ClientType, string> = {
  citizen: 'Citizen',
  business: 'Business',
  government: 'Government (employee or another agency)',
};

export const SEXES = ['male', 'female'] as const;
export const SEX_LABELS: Record<(typeof SEXES)[number], string> = { male: 'Male', female: 'Female' };

/** The Citizen's Charter questions with their answers, numbered as on the form (the stored value). */
export const CC_QUESTIONS = [
  {
    key: 'cc1',
    code: 'CC1',
    text: 'Which of the following best describes your awareness of a CC?',
    options: [
      'I know what a CC is and I saw this office’s CC.',
      'I know what a CC is but I did NOT see this office’s CC.',
      'I learned of the CC only when I saw this office’s CC.',
      'I do not know what a CC is and I did not see one in this office. (Answer ‘N/A’ on CC2 and CC3)',
    ],
  },
  {
    key: 'cc2',
    code: 'CC2',
    text: 'If aware of CC (answered 1-3 in CC1), would you say that the CC of this office was …?',
    options: ['Easy to see', 'Somewhat easy to see', 'Difficult to see', 'Not visible at all', 'N/A'],
  },
  {
    key: 'cc3',
    code: 'CC3',
    text: 'If aware of CC (answered codes 1-3 in CC1), how much did the CC help you in your transaction?',
    options: ['Helped very much', 'Somewhat helped', 'Did not help', 'N/A'],
  },
] as const;
export type CcKey = (typeof CC_QUESTIONS)[number]['key'];

export const CC_INTRO =
  'The Citizen’s Charter is an official document that reflects the services of a government agency/office including its requirements, fees, and processing times among others.';

/** The service quality dimensions, SQD0 to SQD8, in the form's wording. */
export const SQD_QUESTIONS = [
  { key: 'sqd0', code: 'SQD0', text: 'I am satisfied with the service that I availed.' },
  { key: 'sqd1', code: 'SQD1', text: 'I spent a reasonable amount of time for my transaction.' },
  {
    key: 'sqd2',
    code: 'SQD2',
    text: 'The office followed the transaction’s requirements and steps based on the information provided.',
  },
  {
    key: 'sqd3',
    code: 'SQD3',
    text: 'The steps (including payment) I needed to do for my transaction were easy and simple.',
  },
  {
    key: 'sqd4',
    code: 'SQD4',
    text: 'I easily found information about my transaction from the office or its website.',
  },
  {
    key: 'sqd5',
    code: 'SQD5',
    text: 'I paid a reasonable amount of fees for my transaction. (If service was free, mark the ‘N/A’ column)',
  },
  {
    key: 'sqd6',
    code: 'SQD6',
    text: 'I feel the office was fair to everyone, or “walang palakasan”, during my transaction.',
  },
  {
    key: 'sqd7',
    code: 'SQD7',
    text: 'I was treated courteously by the staff, and (if asked for help) the staff was helpful.',
  },
  {
    key: 'sqd8',
    code: 'SQD8',
    text: 'I got what I needed from the government office, or (if denied) denial of request was sufficiently explained to me.',
  },
] as const;
export type SqdKey = (typeof SQD_QUESTIONS)[number]['key'];
export const SQD_KEYS = SQD_QUESTIONS.map((q) => q.key);
/**
 * The dimensions pooled into the overall score: SQD1 to SQD8. SQD0 (overall satisfaction) is ARTA's
 * separate question and is reported on its own line, never in the pool (docs/decisions/0052-…).
 */
export const OVERALL_SQD_KEYS = SQD_KEYS.filter((k) => k !== 'sqd0');

/** The five-point scale (stored 1 to 5) and N/A (stored as null, left out of every rate). */
export const SCALE = [
  { value: '1', label: 'Strongly disagree' },
  { value: '2', label: 'Disagree' },
  { value: '3', label: 'Neither agree nor disagree' },
  { value: '4', label: 'Agree' },
  { value: '5', label: 'Strongly agree' },
  { value: 'na', label: 'N/A (not applicable)' },
] as const;

export const CSM_MESSAGES = {
  clientTypeRequired: 'Choose your client type',
  answerRequired: 'Choose an answer',
  ageInvalid: 'Enter your age in years, or leave it empty',
  tooLong: 'This answer is too long',
  linkInvalid: 'This survey link is not valid. Open the link in the latest message we sent you.',
  linkUsed: 'This survey has already been answered. Thank you: each case is rated once.',
  thanks:
    'Thank you. Your answers help us serve you better; they are read only as figures and comments, never with your name.',
};

const choice = (max: number) =>
  z
    .string({ message: CSM_MESSAGES.answerRequired })
    .regex(new RegExp(`^[1-${max}]$`), CSM_MESSAGES.answerRequired)
    .transform(Number);
const rating = z
  .string({ message: CSM_MESSAGES.answerRequired })
  .regex(/^([1-5]|na)$/, CSM_MESSAGES.answerRequired)
  .transform((v) => (v === 'na' ? null : Number(v)));
const optionalText = (max: number) =>
  z
    .string()
    .max(max, CSM_MESSAGES.tooLong)
    .optional()
    .transform((v) => v?.trim() || null);

/** The survey as the form posts it (every value a string; N/A and empty optional fields become null). */
export const csmFormSchema = z.object({
  client_type: z.enum(CLIENT_TYPES, { message: CSM_MESSAGES.clientTypeRequired }),
  cc1: choice(4),
  cc2: choice(5),
  cc3: choice(4),
  ...(Object.fromEntries(SQD_KEYS.map((k) => [k, rating])) as Record<SqdKey, typeof rating>),
  sex: z
    .enum(['', ...SEXES])
    .optional()
    .transform((v) => (v ? v : null)),
  age: z
    .string()
    .regex(/^(\d{1,3})?$/, CSM_MESSAGES.ageInvalid)
    .optional()
    .transform((v) => (v ? Number(v) : null))
    .refine((v) => v === null || (v >= 10 && v <= 120), CSM_MESSAGES.ageInvalid),
  region: optionalText(80),
  service_availed: optionalText(160),
  suggestions: optionalText(2000),
});
export type CsmForm = z.infer<typeof csmFormSchema>;

// ——— Report ———

/** One dimension's counts: answered = every answer but N/A; the rate is (agree + strongly agree) / answered. */
export const dimensionSchema = z.object({
  key: z.string(),
  code: z.string(),
  /** Answers 1 to 5, N/A apart. */
  counts: z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]),
  na: z.number().int(),
  answered: z.number().int(),
  positive: z.number().int(),
  /** Percent with one decimal; null when nobody answered. */
  rate: z.number().nullable(),
});
export type DimensionResult = z.infer<typeof dimensionSchema>;

export const csmGroupSchema = z.object({
  /** `service:12`, `concern`, `foi`, `office:3`, `year`. */
  key: z.string(),
  label: z.string(),
  responses: z.number().int(),
  dimensions: z.array(dimensionSchema),
  /** Every SQD1–SQD8 answer of the group together, as ARTA's overall score (SQD0 is reported apart). */
  overall: dimensionSchema,
});
export type CsmGroup = z.infer<typeof csmGroupSchema>;

export const csmSuggestionSchema = z.object({
  answered_on: z.string(),
  office: z.string(),
  service: z.string(),
  text: z.string(),
});
export type CsmSuggestion = z.infer<typeof csmSuggestionSchema>;

export const csmReportSchema = z.object({
  year: z.number().int(),
  year_total: csmGroupSchema,
  by_service: z.array(csmGroupSchema),
  by_office: z.array(csmGroupSchema),
  client_types: z.array(z.object({ type: z.enum(CLIENT_TYPES), label: z.string(), count: z.number().int() })),
  /** CC1 answers 1 to 4 (awareness of the Citizen's Charter). */
  cc1: z.array(z.number().int()),
  /** The free-text suggestions of the year, newest first: the words only, with where they were given. */
  suggestions: z.array(csmSuggestionSchema),
});
export type CsmReport = z.infer<typeof csmReportSchema>;

export const csmReportQuerySchema = z.object({
  year: z.coerce
    .number({ message: 'Choose a year' })
    .int('Choose a year')
    .min(2020, 'Choose a year from 2020')
    .max(2100, 'Choose a year')
    .optional(),
});

export const csmEndpoints = {
  report: defineEndpoint({
    method: 'GET',
    path: '/api/admin/csm-report',
    query: csmReportQuerySchema,
    response: z.object({ ok: z.literal(true), report: csmReportSchema }),
  }),
  reportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/csm-report.csv',
    query: csmReportQuerySchema,
    file: true,
  }),
} as const;
