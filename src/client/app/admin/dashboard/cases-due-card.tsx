// Concern cases overdue and due today, the ones a citizen is waiting on, with a link to each.
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import type { DueState } from '../../../../shared/contract/cases.ts';
import { ActionCard, ActionCardList } from '../../../components/admin/action-card.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { CASES_QUERY_KEY, getCases } from '../../../features/admin-cases/api/get-cases.ts';
import { DueBadge } from '../../../features/admin-cases/components/due-badge.tsx';
import { CASES_PATH, casePath } from '../../../features/admin-cases/lib/case-routes.ts';
import { isContributor, useAdminUser } from '../../../lib/admin-session.ts';

/** How many cases the card names; the rest are a tap away in the filtered list. */
const SHOWN = 3;

function useDue(due: DueState, enabled: boolean) {
  return useQuery({
    queryKey: [...CASES_QUERY_KEY, { page: 1, due }],
    queryFn: ({ signal }) => getCases({ page: 1, due }, signal),
    staleTime: 0,
    enabled,
  });
}

export function CasesDueCard() {
  // A contributor answers no concerns (ADR 0041): the cases list refuses them, so the card never asks.
  const answers = !isContributor(useAdminUser());
  const overdue = useDue('overdue', answers);
  const today = useDue('due_today', answers);
  const overdueCount = overdue.data?.pagination.total ?? 0;
  const todayCount = today.data?.pagination.total ?? 0;
  if (overdueCount + todayCount === 0) return null;
  const cases = [...(overdue.data?.cases ?? []), ...(today.data?.cases ?? [])].slice(0, SHOWN);
  const counts = [
    overdueCount ? `${overdueCount} overdue` : '',
    todayCount ? `${todayCount} due today` : '',
  ].filter(Boolean);
  return (
    <ActionCard
      title={`Concerns to answer: ${counts.join(', ')}`}
      icon={<Inbox />}
      tone={overdueCount ? 'urgent' : 'attention'}
      actions={
        <>
          {overdueCount ? (
            <Link to={`${CASES_PATH}?due=overdue`} className={buttonClass('secondary', 'sm')}>
              All overdue
            </Link>
          ) : null}
          {todayCount ? (
            <Link to={`${CASES_PATH}?due=due_today`} className={buttonClass('secondary', 'sm')}>
              All due today
            </Link>
          ) : null}
        </>
      }
    >
      <ActionCardList>
        {cases.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <Link
              to={casePath(c.id)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              {c.reference}
            </Link>
            <DueBadge state={c.due_state} />
            <span className="w-full truncate text-slate-600">{c.message_preview}</span>
          </li>
        ))}
      </ActionCardList>
    </ActionCard>
  );
}
