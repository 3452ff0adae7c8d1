// GET /api/admin/site/alert-publishers and PUT …/:id (superadmins): who besides superadmins may post alerts.
import {
  type AlertPublisher,
  alertPublisherEndpoints,
} from '../../../../shared/contract/alert-publishers.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const ALERT_PUBLISHERS_KEY = ['admin', 'site', 'alert-publishers'] as const;

export const getAlertPublishers = async (): Promise<AlertPublisher[]> =>
  (await portalCall(alertPublisherEndpoints.list, {})).publishers;

export const setAlertPublisher = async (userId: number, publisher: boolean): Promise<string> =>
  (await portalCall(alertPublisherEndpoints.set, { params: { id: userId }, body: { publisher } })).message;
