// The articles a dashboard card names (scheduled, drafts): each a link to its edit screen, with its office
// and the time that matters.
import { Link } from 'react-router';
import type { DashboardItem } from '../../../../shared/contract/articles.ts';
import { ActionCardList } from '../../../components/admin/action-card.tsx';
import { newsListPath, OFFICE_LABELS } from '../../../lib/admin-paths.ts';

export function ArticleItems({
  items,
  when,
}: {
  items: DashboardItem[];
  when: (item: DashboardItem) => string;
}) {
  return (
    <ActionCardList>
      {items.map((i) => (
        <li key={i.article_id} className="py-1">
          <Link
            to={`${newsListPath(i.office)}/edit/${i.article_id}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            {i.title || 'Untitled'}
          </Link>
          <p className="text-slate-600">
            {OFFICE_LABELS[i.office]} · {when(i)}
          </p>
        </li>
      ))}
    </ActionCardList>
  );
}
