// The dashboard's "Waiting for you" card: drafts sent for review to the signed-in reviewer
// (src/client/app/admin/dashboard/dashboard-actions.ts lists it).
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ActionCard } from '../../../components/admin/action-card.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ADMIN_BASE } from '../../../lib/admin-paths.ts';
import { isContributor, useAdminUser } from '../../../lib/admin-session.ts';
import { useApprovals } from '../api/approvals.ts';

export function ApprovalsCard() {
  const user = useAdminUser();
  const approvals = useApprovals(!isContributor(user));
  const count = approvals.data?.reviews.length ?? 0;
  if (count === 0) return null;
  return (
    <ActionCard
      title={`Waiting for you: ${count}`}
      icon={<ClipboardCheck />}
      tone="attention"
      actions={
        <Link to={`${ADMIN_BASE}/approvals`} className={buttonClass('primary', 'md')}>
          Review articles
        </Link>
      }
    >
      {count === 1 ? 'An article was sent to you for review.' : 'Articles were sent to you for review.'}
    </ActionCard>
  );
}
