// Articles that will go public by themselves, soonest first, so a wrong time is caught before it goes out.
import { CalendarClock } from 'lucide-react';
import { formatPortalDateTime } from '../../../../shared/dates.ts';
import { ActionCard } from '../../../components/admin/action-card.tsx';
import { useDashboard } from '../../../features/admin-articles/api/get-dashboard.ts';
import { ArticleItems } from './article-items.tsx';

export function ScheduledArticlesCard() {
  const { data } = useDashboard();
  if (!data || data.upcoming.length === 0) return null;
  return (
    <ActionCard title={`Scheduled to publish: ${data.counts.scheduled}`} icon={<CalendarClock />}>
      <ArticleItems items={data.upcoming} when={(i) => `goes public ${formatPortalDateTime(i.publish_at)}`} />
    </ActionCard>
  );
}
