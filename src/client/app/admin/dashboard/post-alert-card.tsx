// "Post an alert", first of the dashboard's actions for those who may post campus alerts.
import { PostAlertEntry } from '../../../features/admin-site/components/post-alert-entry.tsx';
import { isSuperadmin, useAdminUser } from '../../../lib/admin-session.ts';

export function PostAlertCard() {
  return isSuperadmin(useAdminUser()) ? <PostAlertEntry /> : null;
}
