import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageItems } from '../lib/page-items.ts';

const buttonBase =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';

export function PaginationNav({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className={clsx(buttonBase, 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only sm:ml-1">Previous</span>
      </button>
      {pageItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            className={clsx(
              buttonBase,
              item === page
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={clsx(buttonBase, 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50')}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        <span className="sr-only sm:not-sr-only sm:mr-1">Next</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
