// "Post an alert", first of the dashboard's actions for those who may post campus alerts.
import { PostAlertEntry } from '../../../features/admin-site/components/post-alert-entry.tsx';
import { canPostAlerts, useAdminUser } from '../../../lib/admin-session.ts';

export function PostAlertCard() {
  return canPostAlerts(useAdminUser()) ? <PostAlertEntry /> : null;
}
