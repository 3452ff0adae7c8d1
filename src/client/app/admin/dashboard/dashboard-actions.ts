// What the dashboard shows under "Needs doing now", in this order (issue 38). Each card is its own component
// that decides for itself whether it applies (the user's role, something to do) and renders nothing otherwise.
// To add one: write the card with ActionCard (src/client/components/admin/action-card.tsx) in your feature,
// import it here and add one line to the list.
import type { ComponentType } from 'react';
import { ApprovalsCard } from '../../../features/admin-approvals/components/approvals-card.tsx';
import { TransparencyOverdueCard } from '../../../features/admin-documents/components/transparency-overdue-card.tsx';
import { ReviewDueCard } from '../../../features/admin-review-dates/components/review-due-card.tsx';
import { ActiveAlertCard } from './active-alert-card.tsx';
import { CasesDueCard } from './cases-due-card.tsx';
import { DraftsCard } from './drafts-card.tsx';
import { PostAlertCard } from './post-alert-card.tsx';
import { ScheduledArticlesCard } from './scheduled-articles-card.tsx';

export interface DashboardAction {
  /** Unique within the list (React's key). */
  key: string;
  Card: ComponentType;
}

export const DASHBOARD_ACTIONS: readonly DashboardAction[] = [
  { key: 'post-alert', Card: PostAlertCard },
  { key: 'active-alert', Card: ActiveAlertCard },
  { key: 'cases-due', Card: CasesDueCard },
  { key: 'transparency-overdue', Card: TransparencyOverdueCard },
  { key: 'review-due', Card: ReviewDueCard },
  { key: 'approvals', Card: ApprovalsCard },
  { key: 'scheduled-articles', Card: ScheduledArticlesCard },
  { key: 'drafts', Card: DraftsCard },
];
