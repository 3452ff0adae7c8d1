// The article's views badge and like button, with the view recording behind them
// (docs/product/public-site.md#states): an island of the article page (src/client/islands).
import { Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ArticleStats } from '../../../../shared/contract/articles.ts';
import { island } from '../../../islands/island.tsx';
import { errorReason } from '../../../lib/api-client.ts';
import { abbreviateCount } from '../../../lib/format.ts';
import { getArticleStats } from '../api/get-article-stats.ts';
import { likeArticle } from '../api/like-article.ts';
import type { ViewCounts } from '../api/record-article-view.ts';
import { useViewRecording } from '../lib/use-view-recording.ts';
import { LikeButton } from './like-button.tsx';

export interface ArticleEngagementProps {
  id: number;
  /** The counts the page was drawn with. */
  viewCount: number;
  likeCount: number;
  /** The editor's preview: no view recorded, no stats read. */
  preview: boolean;
}

export function ArticleEngagement({ id, viewCount, likeCount, preview }: ArticleEngagementProps) {
  const [stats, setStats] = useState<ArticleStats | null>(null);
  const [statsError, setStatsError] = useState<string | null>(null);
  const [likeError, setLikeError] = useState<string | null>(null);
  const [liking, setLiking] = useState(false);
  const [liked, setLiked] = useState(false);
  const [likes, setLikes] = useState(likeCount);

  // Stats are read after the view is recorded (see useViewRecording), so they include this visit.
  const [viewSettled, setViewSettled] = useState(false);
  // The view reply's counts include this visit: the views badge shows them as soon as the view is counted.
  const [viewCounts, setViewCounts] = useState<ViewCounts | undefined>(undefined);
  useViewRecording(preview ? undefined : id, (counts) => {
    setViewCounts(counts);
    setViewSettled(true);
  });
  useEffect(() => {
    if (!viewSettled) return;
    const controller = new AbortController();
    getArticleStats(id, controller.signal).then(
      (s) => {
        setStats(s);
        setLikes(s.total_likes);
        if (s.user_has_liked) setLiked(true);
        setStatsError(null);
      },
      (e: unknown) => {
        if (!controller.signal.aborted) setStatsError(errorReason(e));
      },
    );
    return () => controller.abort();
  }, [id, viewSettled]);

  const onLike = async () => {
    if (liked || liking) return;
    setLiking(true);
    setLikeError(null);
    try {
      const result = await likeArticle(id);
      setLiked(result.liked);
      setLikes(result.totalLikes);
    } catch (e) {
      setLikeError(errorReason(e));
    } finally {
      setLiking(false);
    }
  };

  const views = stats?.total_views ?? viewCounts?.total_views ?? viewCount;
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3">
      <span
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-200"
        title={`${views} views`}
      >
        <Eye aria-hidden="true" className="size-4 text-brand-700" />
        <span data-testid="views-count">{abbreviateCount(views)}</span>
        <span className="font-normal text-slate-500">views</span>
      </span>
      <LikeButton liked={liked} count={likes} pending={liking} onLike={onLike} />
      {(statsError || likeError) && (
        <span role="alert" className="text-sm font-medium text-red-700">
          {[statsError, likeError].filter(Boolean).join(' · ')}
        </span>
      )}
    </div>
  );
}

export const ArticleEngagementIsland = island('article-engagement', ArticleEngagement);
