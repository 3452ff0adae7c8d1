// The dashboard's card of overdue Transparency Seal items (issue #35): an office admin sees their office's
// items that are due for an update, a superadmin every office's, each with the date its latest document is
// as of; the link opens the Documents screen where the new document is uploaded. Nothing when all is current.
import { useQuery } from '@tanstack/react-query';
import { FileWarning } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDate } from '../../../../shared/dates.ts';
import { ActionCard, ActionCardList } from '../../../components/admin/action-card.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ADMIN_BASE } from '../../../lib/admin-paths.ts';
import { useAdminUser } from '../../../lib/admin-session.ts';
import { getRegister, TRANSPARENCY_QUERY_KEY } from '../api/documents.ts';

/** How many items the card names; the rest are on the Documents screen's checklist. */
const SHOWN = 5;

export function TransparencyOverdueCard() {
  const user = useAdminUser();
  const isSuper = user.role === 'superadmin';
  // Contributors keep no Transparency Seal items (and the register is not theirs to read).
  const mine = isSuper || user.role === 'admin';
  const register = useQuery({
    queryKey: TRANSPARENCY_QUERY_KEY,
    queryFn: ({ signal }) => getRegister(signal),
    enabled: mine,
  });
  if (!mine || !register.data) return null;
  const overdue = register.data.filter((i) => i.overdue && (isSuper || i.owner === user.office));
  if (overdue.length === 0) return null;
  return (
    <ActionCard
      title={`Transparency Seal items to update: ${overdue.length}`}
      icon={<FileWarning />}
      tone="urgent"
      actions={
        <Link to={`${ADMIN_BASE}/documents`} className={buttonClass('secondary', 'sm')}>
          Upload on the Documents screen
        </Link>
      }
    >
      <ActionCardList>
        {overdue.slice(0, SHOWN).map((i) => (
          <li key={i.key} className="flex flex-col py-2">
            <span className="font-semibold text-slate-900">{i.title}</span>
            <span>
              {i.as_of ? `Latest document as of ${formatLongDate(i.as_of)}` : 'No document posted yet'} ·{' '}
              {i.rule_text}
              {isSuper ? ` · ${i.owner_name}` : ''}
            </span>
          </li>
        ))}
      </ActionCardList>
      {overdue.length > SHOWN ? <p className="pt-2">And {overdue.length - SHOWN} more.</p> : null}
    </ActionCard>
  );
}
