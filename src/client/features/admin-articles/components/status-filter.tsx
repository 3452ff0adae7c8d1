// "Show" in the news lists: every article, or only drafts, scheduled, published or private ones, each with
// its count, so staff find what is not live yet.
import { useId } from 'react';
import { ARTICLE_STATE_LABELS, ARTICLE_STATES, type ArticleState } from '../../../../shared/article-state.ts';
import { inputClass } from '../../../components/admin/form-field.tsx';

export function StatusFilter({
  value,
  counts,
  onChange,
}: {
  value: ArticleState | undefined;
  counts: Record<ArticleState, number>;
  onChange: (value: ArticleState | undefined) => void;
}) {
  const id = useId();
  const total = ARTICLE_STATES.reduce((n, s) => n + counts[s], 0);
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        Show
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as ArticleState | undefined)}
        className={`${inputClass} py-2`}
      >
        <option value="">All articles ({total})</option>
        {ARTICLE_STATES.map((s) => (
          <option key={s} value={s}>
            {ARTICLE_STATE_LABELS[s]} ({counts[s]})
          </option>
        ))}
      </select>
    </div>
  );
}
