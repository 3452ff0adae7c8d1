// Prev / 'Page X of Y' / Next under an admin table (docs/product/admin-portal.md#constants: 10 rows per page).
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClass } from './button-styles.ts';

export const ADMIN_PAGE_SIZE = 10;

export function pageCount(total: number, size = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export function Pager({
  page,
  pages,
  onPage,
  label,
  prevLabel = 'Prev',
  nextLabel = 'Next',
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
  /** The buttons' words, e.g. 'Newer' and 'Older' for a list newest first. */
  prevLabel?: string;
  nextLabel?: string;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-4">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {prevLabel}
      </button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {page} of {pages}
      </p>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {nextLabel}
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
