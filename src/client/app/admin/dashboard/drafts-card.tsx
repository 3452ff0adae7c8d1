// Drafts waiting to be finished and published, the most recently edited first.
import { FilePen } from 'lucide-react';
import { formatPortalDateTime } from '../../../../shared/dates.ts';
import { ActionCard } from '../../../components/admin/action-card.tsx';
import { useDashboard } from '../../../features/admin-articles/api/get-dashboard.ts';
import { ArticleItems } from './article-items.tsx';

export function DraftsCard() {
  const { data } = useDashboard();
  if (!data || data.drafts.length === 0) return null;
  return (
    <ActionCard title={`Drafts waiting: ${data.counts.draft}`} icon={<FilePen />} tone="attention">
      <ArticleItems items={data.drafts} when={(i) => `last edited ${formatPortalDateTime(i.updated_at)}`} />
    </ActionCard>
  );
}
