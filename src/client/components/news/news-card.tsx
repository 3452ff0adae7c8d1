// One article as a card (grid, 24rem tall) or a compact row (phones). The title is a stretched link, so the
// whole card is clickable while screen readers hear only the title.
import clsx from 'clsx';
import { Eye, Heart } from 'lucide-react';
import { Link } from 'react-router';
import type { Article } from '../../../shared/contract/articles.ts';
import { previewAlt, previewImage } from '../../lib/articles.ts';
import {
  abbreviateCount,
  formatShortDate,
  isoDate,
  publicationDate,
  stripHtml,
  truncateChars,
  truncateWords,
} from '../../lib/format.ts';
import { FALLBACK_IMAGE, type ImagePlace, responsiveImage } from '../../lib/image-url.ts';

export interface NewsCardProps {
  article: Article;
  /** card: image on top, fixed 24rem height; compact: small image beside the text. */
  variant?: 'card' | 'compact';
  /** Words kept from the title (docs/product/public-site.md#validation: 12 in lists, 10 on cards). */
  titleWords?: number;
  /** Characters kept from the excerpt (400 in lists, 220 on the home page). */
  excerptChars?: number;
  /** Width and quality of the image for this place (docs/product/public-site.md#calls). */
  imagePlace?: ImagePlace;
  /** Rendered image width for srcset selection. */
  sizes?: string;
  /** Extension and library lists read only the thumbnail. */
  thumbnailOnly?: boolean;
  /** Lists open the article in a new tab; the home page opens it in place. */
  newTab?: boolean;
  /** Load the image at once (cards above the fold). */
  eager?: boolean;
  headingLevel?: 2 | 3 | 4;
}

export function NewsCard({
  article,
  variant = 'card',
  titleWords = 10,
  excerptChars = 400,
  imagePlace = 'list',
  sizes,
  thumbnailOnly = false,
  newTab = true,
  eager = false,
  headingLevel = 3,
}: NewsCardProps) {
  const Heading = `h${headingLevel}` as const;
  const compact = variant === 'compact';
  const picture = previewImage(article, thumbnailOnly);
  const img = picture
    ? responsiveImage(
        picture,
        imagePlace,
        sizes ?? (compact ? '112px' : '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'),
      )
    : { src: FALLBACK_IMAGE, srcSet: undefined, sizes: undefined };
  const title = truncateWords(article.title, titleWords);
  const excerpt = truncateChars(stripHtml(article.excerpt || article.content || ''), excerptChars);
  const href = `/news/${article.article_id}`;
  const date = publicationDate(article);
  const linkClass =
    'after:absolute after:inset-0 after:rounded-2xl after:content-[""] focus-visible:outline-none';
  const label = (
    <>
      {title}
      {newTab && <span className="sr-only"> (opens in a new tab)</span>}
    </>
  );

  return (
    <article
      data-variant={variant}
      className={clsx(
        'group relative flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition',
        'hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-gold-400 has-[a:focus-visible]:outline-offset-2 motion-reduce:transition-none motion-reduce:hover:translate-y-0',
        compact ? 'flex-row gap-3 p-3' : 'h-96 flex-col',
      )}
    >
      <div
        className={clsx(
          'shrink-0 overflow-hidden bg-brand-50',
          compact ? 'size-24 rounded-xl sm:size-28' : 'h-40 w-full',
        )}
      >
        <img
          src={img.src}
          srcSet={img.srcSet}
          sizes={img.sizes}
          alt={previewAlt(article, thumbnailOnly)}
          width={compact ? 112 : 640}
          height={compact ? 112 : 360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      {/* A long unbroken word (an address, a pasted code) wraps instead of widening the card past a phone's screen. */}
      <div className={clsx('flex min-w-0 flex-1 flex-col wrap-anywhere', compact ? '' : 'p-5')}>
        <p className="flex items-center gap-2 text-xs font-medium text-slate-600">
          {article.office_abbrev && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold tracking-wide text-brand-800 uppercase">
              {article.course_abbrev || article.office_abbrev}
            </span>
          )}
          <time dateTime={isoDate(date)}>{formatShortDate(date)}</time>
        </p>
        <Heading
          className={clsx(
            'mt-2 font-semibold text-slate-900 group-hover:text-brand-700',
            compact ? 'line-clamp-2 text-[0.95rem] leading-snug' : 'line-clamp-2 text-lg leading-snug',
          )}
        >
          {newTab ? (
            <a href={href} target="_blank" rel="noopener" className={linkClass}>
              {label}
            </a>
          ) : (
            <Link to={href} className={linkClass}>
              {label}
            </Link>
          )}
        </Heading>
        {excerpt && (
          <p
            className={clsx(
              'text-slate-600',
              compact
                ? 'mt-1 line-clamp-2 text-[0.8125rem] leading-snug'
                : 'mt-2 line-clamp-3 text-sm leading-relaxed',
            )}
          >
            {excerpt}
          </p>
        )}
        <p
          className={clsx(
            'flex items-center gap-3 text-xs text-slate-600',
            compact ? 'mt-auto pt-2' : 'mt-auto pt-3',
          )}
        >
          <span className="inline-flex items-center gap-1" title={`${article.view_count} views`}>
            <Eye aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Views: </span>
            {abbreviateCount(article.view_count)}
          </span>
          {article.like_count > 0 && (
            <span className="inline-flex items-center gap-1" title={`${article.like_count} likes`}>
              <Heart aria-hidden="true" className="size-3.5 text-rose-500" />
              <span className="sr-only">Likes: </span>
              {abbreviateCount(article.like_count)}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

/** Placeholder card with the same size as a loaded one, so nothing shifts when data arrives. */
export function NewsCardSkeleton({ variant = 'card' }: { variant?: 'card' | 'compact' }) {
  const compact = variant === 'compact';
  return (
    <div
      aria-hidden="true"
      className={clsx(
        'flex animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white motion-reduce:animate-none',
        compact ? 'flex-row gap-3 p-3' : 'h-96 flex-col',
      )}
    >
      <div
        className={clsx('shrink-0 bg-slate-200', compact ? 'size-24 rounded-xl sm:size-28' : 'h-40 w-full')}
      />
      <div className={clsx('flex flex-1 flex-col gap-3', compact ? 'py-1' : 'p-5')}>
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-11/12 rounded bg-slate-200" />
        <div className="h-4 w-2/3 rounded bg-slate-200" />
        {!compact && <div className="mt-2 h-3 w-full rounded bg-slate-100" />}
        {!compact && <div className="h-3 w-5/6 rounded bg-slate-100" />}
      </div>
    </div>
  );
}
