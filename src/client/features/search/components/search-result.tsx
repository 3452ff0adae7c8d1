// One search result: picture, office and date, the title and a passage with the matches marked. The title
// is a stretched link, so the whole row opens the article.
import { Link } from 'react-router';
import type { SearchHit } from '../../../../shared/contract/search.ts';
import { previewImage } from '../../../lib/articles.ts';
import { formatShortDate, isoDate, publicationDate } from '../../../lib/format.ts';
import { FALLBACK_IMAGE, responsiveImage } from '../../../lib/image-url.ts';
import { HighlightedText } from './highlighted-text.tsx';

export function SearchResult({ hit }: { hit: SearchHit }) {
  const picture = previewImage(hit);
  const img = picture
    ? responsiveImage(picture, 'articleThumb', '(min-width: 640px) 144px, 96px')
    : { src: FALLBACK_IMAGE, srcSet: undefined, sizes: undefined };
  return (
    <article className="group relative flex gap-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition hover:border-brand-200 hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold-400 motion-reduce:transition-none sm:gap-5 sm:p-4">
      <div className="size-24 shrink-0 overflow-hidden rounded-xl bg-brand-50 sm:size-36">
        <img
          src={img.src}
          srcSet={img.srcSet}
          sizes={img.sizes}
          alt=""
          width={144}
          height={144}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-xs font-medium text-slate-600">
          <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold tracking-wide text-brand-800 uppercase">
            {hit.course_abbrev || hit.office_abbrev}
          </span>
          <time dateTime={isoDate(publicationDate(hit))}>{formatShortDate(publicationDate(hit))}</time>
        </p>
        <h3 className="mt-1.5 text-base leading-snug font-semibold text-slate-900 group-hover:text-brand-700 sm:text-lg">
          <Link
            to={`/news/${hit.article_id}`}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
          >
            <HighlightedText html={hit.title_highlight} />
          </Link>
        </h3>
        {hit.snippet && (
          <p className="mt-1.5 line-clamp-3 text-sm leading-relaxed text-slate-600">
            <HighlightedText html={hit.snippet} />
          </p>
        )}
      </div>
    </article>
  );
}

/** Placeholder row of the same size while results load. */
export function SearchResultSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse gap-4 rounded-2xl border border-slate-200 bg-white p-3 motion-reduce:animate-none sm:gap-5 sm:p-4"
    >
      <div className="size-24 shrink-0 rounded-xl bg-slate-200 sm:size-36" />
      <div className="flex flex-1 flex-col gap-3 py-1">
        <div className="h-3 w-1/4 rounded bg-slate-200" />
        <div className="h-4 w-4/5 rounded bg-slate-200" />
        <div className="h-3 w-full rounded bg-slate-100" />
        <div className="h-3 w-2/3 rounded bg-slate-100" />
      </div>
    </div>
  );
}
