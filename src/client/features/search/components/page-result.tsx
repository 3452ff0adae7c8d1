// One page of the site that matches the search (ADR 0019): the part of the site it belongs to, its title with
// the matches marked, and its description or the passage that matched. The title is a stretched link, so the
// whole card opens the page.
import { Building2, FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { PageHit } from '../../../../shared/contract/search.ts';
import { isServerDrawnPath } from '../../../../shared/routes.ts';
import { HighlightedText } from './highlighted-text.tsx';

export function PageResult({ hit }: { hit: PageHit }) {
  // The Staff Directory's offices are addresses with ?office=; every other hit is a page of its own.
  const Icon = hit.path.startsWith('/staff?') ? Building2 : FileText;
  return (
    <article className="group relative flex gap-3 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm transition hover:border-brand-400 hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold-400 motion-reduce:transition-none sm:gap-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        {hit.section && (
          <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{hit.section}</p>
        )}
        <h3 className="mt-0.5 text-base leading-snug font-semibold text-slate-900 group-hover:text-brand-700 sm:text-lg">
          <Link
            to={hit.path}
            reloadDocument={isServerDrawnPath(hit.path)}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
          >
            <HighlightedText html={hit.title_highlight} />
          </Link>
        </h3>
        {hit.snippet && (
          <p className="mt-1 line-clamp-3 text-sm leading-relaxed text-slate-600">
            <HighlightedText html={hit.snippet} />
          </p>
        )}
      </div>
    </article>
  );
}
