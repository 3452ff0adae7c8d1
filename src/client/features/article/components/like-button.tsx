// The like button (docs/product/public-site.md#states, #constants): one like per reader; once liked it is disabled in a reacted state.
// A 'Tap me!' hint appears after 1.5 s without a like, and goes after a few seconds or at the like (issue #34):
// a hint that stays reads as nagging.
import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { abbreviateCount } from '../../../lib/format.ts';

export const LIKE_HINT_DELAY_MS = 1500;
/** How long the hint stays when the reader does not like. */
export const LIKE_HINT_SHOWN_MS = 6000;

export function LikeButton({
  liked,
  count,
  pending,
  onLike,
}: {
  liked: boolean;
  count: number;
  pending: boolean;
  onLike: () => void;
}) {
  const [hint, setHint] = useState(false);
  useEffect(() => {
    if (liked) {
      setHint(false);
      return;
    }
    const show = window.setTimeout(() => setHint(true), LIKE_HINT_DELAY_MS);
    const hide = window.setTimeout(() => setHint(false), LIKE_HINT_DELAY_MS + LIKE_HINT_SHOWN_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(hide);
    };
  }, [liked]);

  return (
    <span className="relative inline-flex items-center">
      <button
        type="button"
        onClick={onLike}
        disabled={liked || pending}
        aria-pressed={liked}
        data-reacted={liked ? 'true' : 'false'}
        className={clsx(
          'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition',
          liked
            ? 'cursor-default border-rose-200 bg-rose-50 text-rose-700'
            : 'border-slate-300 bg-white text-slate-700 hover:border-rose-300 hover:text-rose-700',
        )}
      >
        <Heart
          aria-hidden="true"
          className={clsx(
            'size-4 transition-transform',
            liked ? 'scale-110 fill-rose-500 text-rose-500' : '',
          )}
        />
        <span>{liked ? 'Liked' : 'Like'}</span>
        <span className="text-slate-500" aria-hidden="true">
          {abbreviateCount(count)}
        </span>
        <span className="sr-only">, {count} likes</span>
      </button>
      {hint && !liked && (
        <span
          role="status"
          className="like-hint pointer-events-none absolute top-full left-1/2 z-10 mt-2.5 -translate-x-1/2 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold whitespace-nowrap text-brand-900 shadow-lg sm:top-1/2 sm:left-full sm:mt-0 sm:ml-3 sm:translate-x-0 sm:-translate-y-1/2"
        >
          Tap me!
        </span>
      )}
    </span>
  );
}
