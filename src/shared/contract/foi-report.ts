// The quarterly FOI report in the eFOI summary's layout (docs/decisions/0038-charter-services.md): the requests
// received in a quarter, how they were decided (denials by the exception invoked), how many are pending or were
// extended, and the average working days to a decision. Public: counts only, no personal data.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const foiReportQuerySchema = z.object({
  year: z.coerce
    .number({ message: 'Choose a year' })
    .int('Choose a year')
    .min(2016, 'Choose a year from 2016')
    .max(2100, 'Choose a year')
    .optional(),
  quarter: z.coerce
    .number({ message: 'Choose a quarter' })
    .int('Choose a quarter')
    .min(1, 'Choose a quarter from 1 to 4')
    .max(4, 'Choose a quarter from 1 to 4')
    .optional(),
});

export const foiQuarterReportSchema = z.object({
  year: z.number().int(),
  quarter: z.number().int(),
  /** yyyy-mm-dd, the quarter's first and last days. */
  from: z.string(),
  to: z.string(),
  received: z.number().int(),
  granted: z.number().int(),
  partly_granted: z.number().int(),
  denied: z.number().int(),
  /** Denials by the exception invoked (every exception of the manual, zero included), in the manual's order. */
  denied_by_exception: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int() })),
  referred: z.number().int(),
  pending: z.number().int(),
  extended: z.number().int(),
  /** Working days from receipt to decision, averaged over the decided requests; null when none was decided. */
  average_working_days: z.number().nullable(),
});
export type FoiQuarterReport = z.infer<typeof foiQuarterReportSchema>;

export const FOI_REPORT_PATH = '/foi/report';
export const FOI_REPORT_CSV_PATH = '/foi/report.csv';

export const foiReportEndpoints = {
  quarter: defineEndpoint({
    method: 'GET',
    path: '/api/foi/report',
    query: foiReportQuerySchema,
    response: z.object({ ok: z.literal(true), report: foiQuarterReportSchema }),
  }),
} as const;
