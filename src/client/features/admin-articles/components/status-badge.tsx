// An article's state as a badge in the news lists: Draft, Scheduled (with its time), Published or Private.
import clsx from 'clsx';
import { CalendarClock, Globe, Lock, PencilLine } from 'lucide-react';
import { type ArticleState, articleStateOf, articleStateText } from '../../../../shared/article-state.ts';
import type { Article } from '../../../../shared/contract/articles.ts';

const LOOKS: Record<ArticleState, { className: string; Icon: typeof Globe }> = {
  draft: { className: 'bg-amber-50 text-amber-900 ring-amber-300', Icon: PencilLine },
  scheduled: { className: 'bg-sky-50 text-sky-900 ring-sky-300', Icon: CalendarClock },
  published: { className: 'bg-emerald-50 text-emerald-900 ring-emerald-300', Icon: Globe },
  private: { className: 'bg-slate-100 text-slate-800 ring-slate-300', Icon: Lock },
};

export function StatusBadge({ article }: { article: Article }) {
  const { className, Icon } = LOOKS[articleStateOf(article)];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {articleStateText(article)}
    </span>
  );
}
