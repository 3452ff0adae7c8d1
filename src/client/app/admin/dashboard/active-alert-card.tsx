// The campus alert on the public site now, and when it ends, so no one forgets to lift a suspension.
import { useQuery } from '@tanstack/react-query';
import { Siren } from 'lucide-react';
import { Link } from 'react-router';
import { ALERT_SEVERITY_LABELS } from '../../../../shared/contract/alert-severities.ts';
import { siteEndpoints } from '../../../../shared/contract/site.ts';
import { formatPortalDateTime } from '../../../../shared/dates.ts';
import { alertPath } from '../../../../shared/routes.ts';
import { ActionCard } from '../../../components/admin/action-card.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ADMIN_BASE } from '../../../lib/admin-paths.ts';
import { canPostAlerts, useAdminUser } from '../../../lib/admin-session.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export function ActiveAlertCard() {
  const user = useAdminUser();
  const site = useQuery({
    queryKey: ['site', 'content'],
    queryFn: ({ signal }) => portalCall(siteEndpoints.content, {}, { signal }),
    staleTime: 0,
  });
  const alert = site.data?.alert;
  if (!alert) return null;
  return (
    <ActionCard
      title="Alert on the site now"
      icon={<Siren />}
      tone="urgent"
      actions={
        <>
          <a href={alertPath(alert.id)} className={buttonClass('secondary', 'sm')}>
            Open the alert's page
          </a>
          {canPostAlerts(user) ? (
            <Link to={`${ADMIN_BASE}/site/alerts`} className={buttonClass('primary', 'sm')}>
              Update or lift it
            </Link>
          ) : null}
        </>
      }
    >
      <p className="font-semibold text-slate-900">{alert.title}</p>
      <p>
        {ALERT_SEVERITY_LABELS[alert.severity]} ·{' '}
        {alert.ends_at ? `ends ${formatPortalDateTime(alert.ends_at)}` : 'no end set: it stays until lifted'}
      </p>
    </ActionCard>
  );
}
