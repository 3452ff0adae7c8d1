// The header's search: on wide screens a button that opens a search field under the header, on phones a
// field at the top of the menu. Both lead to the results page /search?q=.
import clsx from 'clsx';
import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchFieldProps } from '../lib/search-field.ts';
import { useDismiss } from '../lib/use-dismiss.ts';

function useSearchSubmit(onDone?: () => void) {
  const navigate = useNavigate();
  return (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = e.currentTarget.elements.namedItem('q') as HTMLInputElement | null;
    const q = input?.value.trim() ?? '';
    if (!q) {
      input?.focus();
      return;
    }
    navigate(`/search?${new URLSearchParams({ q })}`);
    if (input) input.value = '';
    onDone?.();
  };
}

/**
 * `desktop`: a button opening a field under the header; `mobile`: a field for the phone menu. The header
 * decides at which width each shows (`className`, e.g. "hidden lg:block"), matching its own menus.
 */
export function HeaderSearch({ variant, className }: { variant: 'desktop' | 'mobile'; className?: string }) {
  return variant === 'desktop' ? (
    <DesktopSearch className={className} />
  ) : (
    <MobileSearch className={className} />
  );
}

function DesktopSearch({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const inputId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { pathname } = useLocation();
  const submit = useSearchSubmit(() => setOpen(false));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the field
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  useDismiss(
    open,
    (byEscape) => {
      setOpen(false);
      if (byEscape) buttonRef.current?.focus();
    },
    rootRef,
  );

  return (
    <div ref={rootRef} className={clsx('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={clsx(
          'grid size-11 place-items-center rounded-full transition-colors',
          open ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Search aria-hidden="true" className="size-5" />
        )}
        {/* One name in both states: aria-expanded tells whether the field is open. */}
        <span className="sr-only">Search the site</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-3 w-[26rem] rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/10"
      >
        <search>
          <form onSubmit={submit}>
            <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
              Search the site
            </label>
            <div className="mt-2 flex gap-2">
              <input
                ref={inputRef}
                id={inputId}
                {...searchFieldProps}
                placeholder="e.g. scholarship, harvest"
                className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-[0.9375rem] text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
              />
              <button type="submit" className="btn btn-primary">
                Search
              </button>
            </div>
          </form>
        </search>
      </div>
    </div>
  );
}

function MobileSearch({ className }: { className?: string }) {
  const inputId = useId();
  const submit = useSearchSubmit();
  return (
    <search className={clsx('block py-3', className)}>
      <form onSubmit={submit}>
        <label htmlFor={inputId} className="sr-only">
          Search the site
        </label>
        <div className="flex gap-2 rounded-full border border-slate-300 bg-white p-1 focus-within:border-brand-600 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-gold-400">
          <Search aria-hidden="true" className="my-auto ml-3 size-5 shrink-0 text-slate-500" />
          <input
            id={inputId}
            {...searchFieldProps}
            placeholder="Search the site"
            className="min-w-0 flex-1 bg-transparent px-1 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
          />
          <button type="submit" className="btn btn-primary px-4">
            Search
          </button>
        </div>
      </form>
    </search>
  );
}
