// The dashboard's card of pages and entries past their review date (issue #39 item 5, ADR 0051): an office
// admin sees their office's, a superadmin every office's; each links to where it is edited and can be marked
// reviewed on the spot (programme pages have no edit screen). Nothing when all are current.
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { REVIEW_KIND_LABELS } from '../../../../shared/contract/review-dates.ts';
import { formatPortalDate } from '../../../../shared/dates.ts';
import { ActionCard, ActionCardList } from '../../../components/admin/action-card.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { MarkReviewedButton } from '../../../components/admin/mark-reviewed-button.tsx';
import { useAdminUser } from '../../../lib/admin-session.ts';
import { getReviewItems, REVIEW_DATES_QUERY_KEY } from '../../../lib/api/review-dates.ts';

/** How many items the card names at once. */
const SHOWN = 8;

export function ReviewDueCard() {
  const user = useAdminUser();
  const isSuper = user.role === 'superadmin';
  const mine = isSuper || user.role === 'admin';
  const items = useQuery({
    queryKey: REVIEW_DATES_QUERY_KEY,
    queryFn: ({ signal }) => getReviewItems(signal),
    enabled: mine,
  });
  if (!mine || !items.data) return null;
  const due = items.data.filter((i) => i.due);
  if (due.length === 0) return null;
  return (
    <ActionCard title={`Review due: ${due.length}`} icon={<CalendarClock />} tone="attention">
      <p>Check that these pages are still right, change what is not, and mark them reviewed.</p>
      <ActionCardList>
        {due.slice(0, SHOWN).map((i) => (
          <li key={`${i.kind}:${i.key}`} className="flex flex-col gap-2 py-2">
            <span className="flex flex-col">
              <span className="font-semibold text-slate-900">{i.title}</span>
              <span>
                {REVIEW_KIND_LABELS[i.kind]}
                {isSuper ? ` · ${i.office_name}` : ''} · Review due {formatPortalDate(i.next_review_on)}
              </span>
            </span>
            <span className="flex flex-wrap items-start gap-2">
              {i.edit_path ? (
                <Link
                  to={i.edit_path}
                  className={buttonClass('secondary', 'sm')}
                  aria-label={`Edit ${i.title}`}
                >
                  Edit
                </Link>
              ) : (
                <a
                  href={i.public_path}
                  className={buttonClass('secondary', 'sm')}
                  aria-label={`View page: ${i.title}`}
                >
                  View page
                </a>
              )}
              <MarkReviewedButton item={i} label={`Mark as reviewed: ${i.title}`} />
            </span>
          </li>
        ))}
      </ActionCardList>
      {due.length > SHOWN ? <p className="pt-2">And {due.length - SHOWN} more.</p> : null}
    </ActionCard>
  );
}
