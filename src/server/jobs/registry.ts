// Every background job of the server, in one list. To add one, write a definition (see job.ts) next to
// these and list it here; plugins/jobs.ts starts them when the server is ready and stops them on close.
import { auditLogRetention } from './audit-log-retention.ts';
import { caseHousekeeping } from './case-housekeeping.ts';
import { caseMailDelivery } from './case-mail-delivery.ts';
import { concernRetentionPurge } from './concern-retention-purge.ts';
import { csmRetention } from './csm-retention.ts';
import { foiHousekeeping } from './foi-housekeeping.ts';
import type { JobDefinition } from './job.ts';
import { linkCheck } from './link-check.ts';
import { loginAttemptsPrune } from './login-attempts-prune.ts';
import { mediaJournalSweep } from './media-journal-sweep.ts';
import { procurementDeadlines } from './procurement-deadlines.ts';
import { pushDelivery } from './push-delivery.ts';
import { scheduledPublishing } from './scheduled-publishing.ts';
import { searchIndexSync } from './search-index-sync.ts';
import { subscriptionMail } from './subscription-mail.ts';
import { transparencyReminders } from './transparency-reminders.ts';

export const jobRegistry: readonly JobDefinition[] = [
  mediaJournalSweep,
  searchIndexSync,
  concernRetentionPurge,
  caseHousekeeping,
  caseMailDelivery,
  foiHousekeeping,
  csmRetention,
  loginAttemptsPrune,
  scheduledPublishing,
  procurementDeadlines,
  transparencyReminders,
  auditLogRetention,
  subscriptionMail,
  pushDelivery,
  linkCheck,
];
