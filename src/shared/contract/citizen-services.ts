// The Citizen's Charter as services (docs/decisions/0038-charter-services.md): every external service of the
// campus with its classification, requirements, steps, fees, processing time and persons responsible. The
// public reads published services; office admins keep their office's, superadmins every office's.
import { z } from 'zod';
import { idParamSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { OFFICE_SLUGS } from './offices.ts';

export const SERVICE_CLASSIFICATIONS = ['simple', 'complex', 'highly-technical'] as const;
export type ServiceClassification = (typeof SERVICE_CLASSIFICATIONS)[number];
/** RA 11032's names and processing limits, as the charter prints them. */
export const CLASSIFICATION_LABELS: Record<ServiceClassification, string> = {
  simple: 'Simple (up to 3 working days)',
  complex: 'Complex (up to 7 working days)',
  'highly-technical': 'Highly technical (up to 20 working days)',
};
export const SERVICE_STATUSES = ['published', 'draft'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_MESSAGES = {
  saved: 'Service saved',
  notFound: 'Service not found',
  slugTaken: 'Another service already has this web address',
  otherOffice: 'You can manage only your own office’s services',
} as const;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const required = (label: string, max: number) => text(label, max).min(1, `${label} is required`);

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Addresses under /services/ that are pages of their own (src/shared/routes.ts CHARTER_PRINT_PATH). */
export const RESERVED_SLUGS: readonly string[] = ['charter'];

export const serviceRequirementSchema = z.object({
  item: required('Requirement', 300),
  where: required('Where to get it', 200),
});
export type ServiceRequirement = z.infer<typeof serviceRequirementSchema>;

export const serviceStepSchema = z.object({
  client: required('Client step', 500),
  agency: required('Agency action', 500),
  fee: text('Fee', 200).default('None'),
  time: required('Processing time', 100),
  person: required('Person responsible', 150),
});
export type ServiceStep = z.infer<typeof serviceStepSchema>;

/** What staff send when they add or change a service. */
export const serviceInputSchema = z.object({
  title: required('Service name', 200),
  /** The page's address after /services/; made from the name when left empty. */
  slug: text('Web address', 80)
    .refine((s) => s === '' || SLUG_PATTERN.test(s), 'Web address: small letters, digits and dashes only')
    .refine((s) => !RESERVED_SLUGS.includes(s), 'This web address is taken by the charter page')
    .default(''),
  office: z.enum(OFFICE_SLUGS, { message: 'Choose an office' }),
  unit: required('Office that delivers it', 150),
  description: text('Description', 1000).default(''),
  classification: z.enum(SERVICE_CLASSIFICATIONS, { message: 'Choose a classification' }),
  transaction_type: text('Type of transaction', 100).default(''),
  who_may_avail: required('Who may avail', 500),
  requirements: z.array(serviceRequirementSchema).max(30, 'At most 30 requirements'),
  steps: z.array(serviceStepSchema).min(1, 'Add at least one step').max(30, 'At most 30 steps'),
  total_fees: required('Total fees', 200),
  total_time: required('Total processing time', 100),
  status: z.enum(SERVICE_STATUSES, { message: 'Choose published or draft' }).default('published'),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;

export const citizenServiceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  office: z.string(),
  office_name: z.string(),
  unit: z.string(),
  title: z.string(),
  description: z.string(),
  classification: z.enum(SERVICE_CLASSIFICATIONS),
  transaction_type: z.string(),
  who_may_avail: z.string(),
  requirements: z.array(serviceRequirementSchema),
  steps: z.array(serviceStepSchema),
  total_fees: z.string(),
  total_time: z.string(),
  status: z.enum(SERVICE_STATUSES),
  updated_at: z.string(),
});
export type CitizenService = z.infer<typeof citizenServiceSchema>;

/** Services by the office that delivers them, in the order given (the charter's order). */
export function byUnit(services: readonly CitizenService[]): Array<[string, CitizenService[]]> {
  const groups = new Map<string, CitizenService[]>();
  for (const s of services) groups.set(s.unit, [...(groups.get(s.unit) ?? []), s]);
  return [...groups];
}

const listResponseSchema = z.object({ ok: z.literal(true), services: z.array(citizenServiceSchema) });
const oneResponseSchema = z.object({ ok: z.literal(true), service: citizenServiceSchema });
const savedResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  service: citizenServiceSchema,
});

export const slugParamSchema = z.object({
  slug: z.string().max(80).regex(SLUG_PATTERN, 'Service not found'),
});

export const citizenServiceEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/services', response: listResponseSchema }),
  bySlug: defineEndpoint({
    method: 'GET',
    path: '/api/services/:slug',
    params: slugParamSchema,
    response: oneResponseSchema,
  }),
} as const;

export const citizenServiceAdminEndpoints = {
  /** The services the caller may manage (a superadmin: every office's), drafts included. */
  list: defineEndpoint({ method: 'GET', path: '/api/admin/services', response: listResponseSchema }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/api/admin/services/:id',
    params: idParamSchema,
    response: oneResponseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/services',
    body: serviceInputSchema,
    response: savedResponseSchema,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/services/:id',
    params: idParamSchema,
    body: serviceInputSchema,
    response: savedResponseSchema,
  }),
} as const;
