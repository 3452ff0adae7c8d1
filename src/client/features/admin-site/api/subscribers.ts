// GET /api/admin/subscribers/counts (every staff member) and /api/admin/subscribers.csv (superadmins).
import { type SubscriberCounts, subscriptionEndpoints } from '../../../../shared/contract/subscriptions.ts';
import { campusToday } from '../../../../shared/dates.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const getSubscriberCounts = (signal?: AbortSignal): Promise<SubscriberCounts> =>
  portalCall(subscriptionEndpoints.counts, {}, { signal });

export const downloadSubscribersCsv = (): Promise<void> =>
  downloadFile(subscriptionEndpoints.csv, {}, `subscribers-${campusToday()}.csv`);
