// Chooses the programme or office shown by a directory: a side list on large screens; on small screens a
// dropdown with previous/next and an 'N of M …' counter. Previous and next wrap around. Every choice is an
// address (?office=registrar) the server draws, so the picker works without JavaScript and ships none: the
// list and previous/next are links, the dropdown a GET form with its Show button.
import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

export interface PickerItem {
  id: string;
  label: string;
  /** Shown under the label in the side list. */
  detail?: string;
  icon: LucideIcon;
}

export interface DirectoryPickerProps {
  items: PickerItem[];
  selectedIndex: number;
  /** The page's path, e.g. /staff. */
  path: string;
  /** The address parameter naming the selection, e.g. office. */
  param: string;
  /** Plural noun of the counter, e.g. 'programs' in '2 of 4 programs'. */
  noun: string;
  /** Label of the dropdown and of the side list. */
  label: string;
}

export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export function DirectoryPicker({ items, selectedIndex, path, param, noun, label }: DirectoryPickerProps) {
  const selectId = useId();
  const count = items.length;
  const hrefOf = (index: number) => `${path}?${param}=${items[wrapIndex(index, count)]?.id ?? ''}`;

  return (
    <>
      {/* Small screens: dropdown, previous/next and counter. */}
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 lg:hidden">
        <form method="get" action={path}>
          <label htmlFor={selectId} className="text-sm font-semibold text-slate-700">
            {label}
          </label>
          <div className="mt-2 flex gap-2">
            <select
              id={selectId}
              name={param}
              defaultValue={items[selectedIndex]?.id}
              className="h-12 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
            >
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.label}
                </option>
              ))}
            </select>
            <button type="submit" className="btn btn-primary px-4">
              Show
            </button>
          </div>
        </form>
        <div className="mt-3 flex items-center justify-between gap-3">
          <Link
            to={hrefOf(selectedIndex - 1)}
            className="btn btn-outline min-w-0 px-3"
            aria-label={`Previous ${noun.replace(/s$/, '')}`}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="hidden sm:inline">Previous</span>
          </Link>
          <p
            className="text-sm font-medium text-slate-700 tabular-nums"
            aria-live="polite"
            data-testid="picker-counter"
          >
            {selectedIndex + 1} of {count} {noun}
          </p>
          <Link
            to={hrefOf(selectedIndex + 1)}
            className="btn btn-outline min-w-0 px-3"
            aria-label={`Next ${noun.replace(/s$/, '')}`}
          >
            <span className="hidden sm:inline">Next</span>
            <ChevronRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>

      {/* Large screens: side list. */}
      <nav aria-label={label} className="hidden lg:block">
        <ul className="grid gap-1 rounded-2xl border border-slate-200 bg-white p-2 shadow-sm shadow-slate-900/5">
          {items.map((item, i) => {
            const Icon = item.icon;
            const active = i === selectedIndex;
            return (
              <li key={item.id}>
                <Link
                  to={hrefOf(i)}
                  aria-current={active ? 'page' : undefined}
                  className={`flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm transition ${
                    active
                      ? 'bg-brand-700 font-semibold text-white shadow-sm'
                      : 'text-slate-700 hover:bg-brand-50 hover:text-brand-900'
                  }`}
                >
                  <Icon
                    aria-hidden="true"
                    className={`size-4 shrink-0 ${active ? 'text-gold-400' : 'text-brand-600'}`}
                  />
                  <span className="min-w-0">
                    <span className="block leading-snug">{item.label}</span>
                    {item.detail && (
                      <span className={`block text-xs ${active ? 'text-brand-100' : 'text-slate-500'}`}>
                        {item.detail}
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
