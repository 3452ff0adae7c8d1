// The end of every article: three cards of the same office (not this article) and a link to the office's list.
import { ArrowRight } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import type { Article } from '../../../../shared/contract/articles.ts';
import { MORE_FROM_COUNT, moreFromKey } from '../../../../shared/pages/article-page.ts';
import { OFFICE_PAGE } from '../../../../shared/routes.ts';
import { NewsCard } from '../../../components/news/news-card.tsx';
import { useAsyncData } from '../../../lib/use-async-data.ts';
import { loadMoreFrom } from '../api/get-more-from-office.ts';

export function MoreFromOffice({ article }: { article: Article }) {
  const office = article.office;
  const load = useCallback((signal: AbortSignal) => loadMoreFrom(office, signal), [office]);
  const { data } = useAsyncData(moreFromKey(office), load);
  const others = (data ?? []).filter((a) => a.article_id !== article.article_id).slice(0, MORE_FROM_COUNT);
  const name = article.office_name || article.office_abbrev || article.course_abbrev || office.toUpperCase();
  const listPath = OFFICE_PAGE[office];
  // Nothing else from the office: no empty section, only nothing.
  if (data !== undefined && others.length === 0) return null;
  return (
    <section
      aria-labelledby="more-from-heading"
      className="container-page mt-16 border-t border-slate-200 pt-10"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="more-from-heading" className="heading-2 text-slate-900">
          {`More from ${name}`}
        </h2>
        <Link to={listPath} className="btn btn-outline">
          {`All ${name} articles`}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {data === undefined
          ? Array.from({ length: MORE_FROM_COUNT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={i} aria-hidden="true" className="h-96 animate-pulse rounded-2xl bg-slate-100" />
            ))
          : others.map((a) => (
              <li key={a.article_id}>
                <NewsCard article={a} newTab={false} headingLevel={3} />
              </li>
            ))}
      </ul>
    </section>
  );
}
