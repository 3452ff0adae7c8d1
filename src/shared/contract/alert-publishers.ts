// Alert publishers (docs/decisions/0039-subscriptions-and-push.md): besides superadmins, the accounts a superadmin
// allows to post, update and lift campus alerts. Listed and changed by superadmins on the Campus Alerts screen.
import { z } from 'zod';
import { idParamSchema, okMessageResponseSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const ALERT_PUBLISHER_MESSAGES = {
  onlyPublishers: 'Only a superadmin or an alert publisher can do this',
  userNotFound: 'User not found',
  notStaff: 'Only an active office admin can post alerts',
  granted: 'They can now post alerts',
  revoked: 'They can no longer post alerts',
} as const;

export const alertPublisherSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  office_abbrev: z.string(),
  granted_at: z.string(),
});
export type AlertPublisher = z.infer<typeof alertPublisherSchema>;

export const alertPublisherEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/site/alert-publishers',
    response: z.object({ ok: z.literal(true), publishers: z.array(alertPublisherSchema) }),
  }),
  set: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/site/alert-publishers/:id',
    params: idParamSchema,
    body: z.object({ publisher: z.boolean() }),
    response: okMessageResponseSchema,
  }),
} as const;
