// One published document that matches the search: its title, office and date, the page of the PDF where
// the words are, and the passage with the matches marked. The title opens the file at that page; "Details and
// versions" opens the document's own page.
import { FileText } from 'lucide-react';
import type { DocumentHit } from '../../../../shared/contract/documents.ts';
import { formatShortDate } from '../../../../shared/dates.ts';
import { HighlightedText } from './highlighted-text.tsx';

export function DocumentResult({ hit }: { hit: DocumentHit }) {
  return (
    <article className="group relative flex gap-3 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm transition hover:border-brand-400 hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold-400 motion-reduce:transition-none sm:gap-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <FileText aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
          {hit.office_name} · {formatShortDate(hit.published_on)}
          {hit.page !== null && ` · Page ${hit.page}`}
        </p>
        <h3 className="mt-0.5 text-base leading-snug font-semibold text-slate-900 group-hover:text-brand-700 sm:text-lg">
          <a
            href={hit.url}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
          >
            {hit.title}
          </a>
        </h3>
        {hit.snippet && (
          <p className="mt-1 line-clamp-3 text-sm leading-relaxed text-slate-600">
            <HighlightedText html={hit.snippet} />
          </p>
        )}
        <a
          href={hit.page_url}
          className="relative z-10 mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:no-underline"
        >
          Details and versions<span className="sr-only">: {hit.title}</span>
        </a>
      </div>
    </article>
  );
}
