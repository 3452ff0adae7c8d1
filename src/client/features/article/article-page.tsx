// The article page /news/{id} (docs/product/public-site.md#article-page, #states, #errors, #constants).

import { ArrowLeft, CalendarDays, Newspaper } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { Article } from '../../../shared/contract/articles.ts';
import { articleKey, articleMeta } from '../../../shared/pages/article-page.ts';
import { numericIdOf } from '../../../shared/routes.ts';
import { NotFoundPanel } from '../../components/not-found-panel.tsx';
import { PageLoadError } from '../../components/page-load-error.tsx';
import { articleAbbrev, articlePictures, previewImage } from '../../lib/articles.ts';
import { ContentAnchorsIsland } from '../../lib/content-anchor.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { formatLongDate, isoDate, publicationDate } from '../../lib/format.ts';
import { imageUrl, responsiveImage } from '../../lib/image-url.ts';
import { useArticleHtml } from '../../lib/sanitize-article-html.ts';
import { absoluteUrl, useSiteUrl } from '../../lib/site-url.ts';
import { useAsyncData } from '../../lib/use-async-data.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ArticleNotFoundError, getArticle } from './api/get-article.ts';
import { ArticleEngagementIsland } from './components/article-engagement.tsx';
import { GalleryIsland } from './components/article-gallery.tsx';
import { MoreFromOffice } from './components/more-from-office.tsx';
import { ShareLinks, shareText } from './components/share-links.tsx';

const notFoundError = () => new ArticleNotFoundError();

/** Where "back to the list" goes for each office. */
const OFFICE_LIST: Record<string, string> = {
  administration: '/administration/news',
  research: '/research/news',
  extension: '/extension/news',
  library: '/library',
  bsit: '/programs/bsit',
  bsed: '/programs/bsed',
  btvted: '/programs/btvted',
  bsa: '/programs/bsa',
};

export function Component() {
  const { id: rawId } = useParams();
  const id = numericIdOf(rawId);
  const load = useCallback((signal: AbortSignal) => getArticle(id as number, signal), [id]);
  const {
    data: article,
    error,
    loading,
    reload,
  } = useAsyncData(id === undefined ? null : articleKey(id), load, { notFoundError });

  if (id === undefined || error instanceof ArticleNotFoundError) return <NotFound />;
  if (article) return <ArticleView article={article} />;
  if (error !== undefined && !loading) {
    return <PageLoadError error={error} onRetry={reload} />;
  }
  return <ArticleLoading />;
}

function ArticleLoading() {
  usePageTitle('Loading');
  return (
    <section className="container-page py-12" aria-busy="true">
      <p role="status" className="text-sm font-medium text-slate-600">
        Loading…
      </p>
      <div aria-hidden="true" className="mt-6 max-w-3xl animate-pulse space-y-4 motion-reduce:animate-none">
        <div className="h-10 w-11/12 rounded-lg bg-slate-200" />
        <div className="h-10 w-2/3 rounded-lg bg-slate-200" />
        <div className="h-4 w-1/3 rounded bg-slate-200" />
        <div className="mt-8 h-72 rounded-2xl bg-slate-100" />
      </div>
    </section>
  );
}

function NotFound() {
  usePageTitle('Article not found');
  return (
    <NotFoundPanel
      icon={Newspaper}
      title="Article not found"
      text="The article may have been removed or made private, or the link may be mistyped."
    >
      <Link to="/research/news" className="btn btn-primary">
        Explore campus news
      </Link>
      <Link to="/" className="btn btn-outline">
        Go home
      </Link>
    </NotFoundPanel>
  );
}

/**
 * The article as the public sees it. `preview` (the editor's staff-only preview of a draft or unsaved
 * changes) leaves out view recording, stats and the page's meta.
 */
export function ArticleView({
  article,
  preview: isPreview = false,
}: {
  article: Article;
  preview?: boolean;
}) {
  const id = article.article_id;
  const pictures = useMemo(() => articlePictures(article), [article]);
  const html = useArticleHtml(article.content ?? '');
  // The page's metadata is its module's (src/shared/pages/article-page.ts), as the server wrote it in the head.
  const { title, description } = useMemo(() => articleMeta(article), [article]);
  const preview = previewImage(article);
  const url = `/news/${id}`;
  const siteUrl = useSiteUrl();
  useDocumentMeta(
    isPreview
      ? undefined
      : { title, description, url, image: preview ? imageUrl(preview, 1200, 80) : null, type: 'article' },
  );

  const date = publicationDate(article);
  const abbrev = articleAbbrev(article);
  const shareUrl = absoluteUrl(siteUrl, url);
  const lead = article.thumbnail_url
    ? responsiveImage(article.thumbnail_url, 'articleBody', '(min-width: 1024px) 760px, 100vw')
    : null;

  return (
    <article className="pb-16">
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-8 sm:py-12">
          <Link
            to={OFFICE_LIST[article.office] ?? '/research/news'}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {article.office_name || 'Campus news'}
          </Link>
          <h1 className="mt-2 max-w-4xl heading-1 text-balance text-slate-900">{article.title}</h1>
          <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
              <time dateTime={isoDate(date)}>{formatLongDate(date)}</time>
            </span>
            <span>
              Published by{' '}
              <strong className="font-semibold text-slate-800">{article.office_name || 'Unknown'}</strong>
            </span>
          </div>
          <ArticleEngagementIsland
            id={id}
            viewCount={article.view_count}
            likeCount={article.like_count}
            preview={isPreview}
          />
        </div>
      </header>

      <div className="container-page mt-8 grid gap-10 lg:mt-10 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {lead && (
            <img
              src={lead.src}
              srcSet={lead.srcSet}
              sizes={lead.sizes}
              alt={article.thumbnail_alt ?? ''}
              width={1200}
              height={675}
              fetchPriority="high"
              className="mb-8 aspect-[16/9] w-full rounded-2xl object-cover shadow-sm"
            />
          )}
          <ContentAnchorsIsland />
          <div
            className="article-content"
            // Sanitised to the article allow-list (useArticleHtml).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised article HTML
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <section aria-label="Images" className="mt-10 lg:hidden">
            <h2 className="mb-3 text-sm font-semibold tracking-wider text-slate-700 uppercase">Gallery</h2>
            <GalleryIsland pictures={pictures} alts={article.slider_alts} title={article.title} />
          </section>
          <div className="mt-10 border-t border-slate-200 pt-6">
            <h2 className="text-sm font-semibold tracking-wider text-slate-700 uppercase">
              Share this article
            </h2>
            <div className="mt-3">
              <ShareLinks url={shareUrl} text={shareText(abbrev, article.title)} />
            </div>
          </div>
        </div>
        <aside className="hidden lg:block" aria-label="Images">
          <div className="sticky top-28">
            <h2 className="mb-3 text-sm font-semibold tracking-wider text-slate-700 uppercase">Gallery</h2>
            <GalleryIsland pictures={pictures} alts={article.slider_alts} title={article.title} />
          </div>
        </aside>
      </div>

      {/* The staff preview shows the article alone: other articles would only be in the way. */}
      {!isPreview && <MoreFromOffice article={article} />}
    </article>
  );
}
