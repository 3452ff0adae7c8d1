// Sticky site header (docs/product/public-site.md#header): desktop disclosure menus (one open at a time; closed by an
// outside click, Escape, leaving focus or a choice), the active section highlighted, and on phones a toggle
// opening collapsible groups.
import clsx from 'clsx';
import { ChevronDown, Menu, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { HeaderSearch } from '../../components/header-search.tsx';
import { island } from '../../islands/island.tsx';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { audiencePaths, isActive, type NavGroup, navigation } from '../navigation.ts';

/** The site's names come as props: the island then does not carry the whole site configuration. */
export function SiteHeader({ universityName, subtitle }: { universityName: string; subtitle: string }) {
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A new page closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => setMobileOpen(false), [pathname]);

  useDismiss(mobileOpen, () => {
    setMobileOpen(false);
    toggleRef.current?.focus();
  });

  return (
    <>
      {/* The paths by what visitors come to do; it scrolls away, so the sticky header stays short on phones. */}
      <nav aria-label="Paths" className="bg-brand-800 text-white">
        {/* On a phone the four paths share the width in equal cells, a long name on two lines. */}
        <ul className="container-page grid min-h-11 grid-cols-4 items-center gap-0.5 text-center text-[0.8125rem] leading-tight sm:flex sm:justify-end sm:gap-1 sm:text-sm sm:whitespace-nowrap lg:min-h-9">
          {audiencePaths.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive: current }) =>
                  clsx(
                    'flex min-h-11 items-center justify-center rounded-full px-1 font-semibold sm:inline-flex sm:px-3 lg:min-h-8',
                    current ? 'bg-white text-brand-800' : 'text-white hover:bg-white/10',
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 shadow-[0_1px_0_rgb(0_0_0/0.02)] backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div aria-hidden="true" className="h-1 bg-gradient-to-r from-brand-700 via-brand-600 to-gold-400" />
        <div className="container-page flex h-16 items-center justify-between gap-3 sm:gap-4 lg:h-[4.5rem] lg:gap-3 xl:gap-4">
          {/* The names wrap instead of being cut: at 320 px the university's name takes two short lines. */}
          <Link to="/" className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg sm:gap-3 xl:shrink-0">
            {/* Low priority: React would otherwise preload the 1 KB logo ahead of the page's hero picture. */}
            <img
              src="/favicon.svg"
              alt=""
              width="40"
              height="40"
              fetchPriority="low"
              className="size-9 shrink-0 sm:size-10"
            />
            <span className="min-w-0 lg:min-w-[8.75rem]">
              <span className="block text-[0.625rem] leading-tight font-semibold tracking-[0.1em] text-balance text-brand-700 uppercase sm:text-[0.7rem] sm:tracking-[0.12em]">
                {universityName}
              </span>
              <span className="block font-display text-base leading-tight font-bold text-slate-900 sm:text-lg lg:text-base lg:whitespace-nowrap xl:text-lg">
                {subtitle}
              </span>
            </span>
          </Link>

          <DesktopNav pathname={pathname} />
          <HeaderSearch variant="desktop" className="hidden shrink-0 lg:block" />

          {/* Phones: a plain link to the search page, so it works before and without JavaScript. */}
          <Link
            to="/search"
            className="ml-auto grid size-11 shrink-0 place-items-center rounded-full text-slate-800 hover:bg-slate-100 lg:hidden"
          >
            <Search aria-hidden="true" className="size-6" />
            <span className="sr-only">Search the site</span>
          </Link>

          <button
            ref={toggleRef}
            type="button"
            className="grid size-11 shrink-0 place-items-center rounded-full text-slate-800 hover:bg-slate-100 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls={panelId}
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
        <MobileNav id={panelId} open={mobileOpen} pathname={pathname} />
      </header>
    </>
  );
}

/** The header as an island (src/client/islands): its menus and search wake on their own on an islands page. */
export const SiteHeaderIsland = island('site-header', SiteHeader);

function DesktopNav({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes any open menu
  useEffect(() => setOpen(null), [pathname]);

  useDismiss(
    open !== null,
    (byEscape) => {
      if (byEscape && open) buttons.current.get(open)?.focus();
      setOpen(null);
    },
    navRef,
  );

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center text-[0.8125rem] whitespace-nowrap xl:gap-0.5 xl:text-sm min-[85.375rem]:text-[0.9375rem]">
        {navigation.map((entry, index) => {
          if (entry.kind === 'link') {
            const active = isActive(pathname, entry.match, entry.to);
            return (
              <li key={entry.label}>
                <NavLink to={entry.to} end className={topItemClass(active)}>
                  {entry.label}
                </NavLink>
              </li>
            );
          }
          return (
            <DesktopGroup
              key={entry.label}
              group={entry}
              // The menus of the last items open leftwards, so they stay on a 1024 px screen.
              alignEnd={index >= navigation.length - 3}
              active={isActive(pathname, entry.match)}
              open={open === entry.label}
              onToggle={() => setOpen((o) => (o === entry.label ? null : entry.label))}
              onClose={() => setOpen(null)}
              buttonRef={(el) => {
                if (el) buttons.current.set(entry.label, el);
                else buttons.current.delete(entry.label);
              }}
            />
          );
        })}
      </ul>
    </nav>
  );
}

function topItemClass(active: boolean) {
  return clsx(
    'relative inline-flex items-center gap-0.5 rounded-full px-1.5 py-2 font-medium transition-colors xl:gap-1 xl:px-2.5 min-[85.375rem]:px-3',
    active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );
}

function DesktopGroup({
  group,
  alignEnd,
  active,
  open,
  onToggle,
  onClose,
  buttonRef,
}: {
  group: NavGroup;
  alignEnd: boolean;
  active: boolean;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  buttonRef: (el: HTMLButtonElement | null) => void;
}) {
  const menuId = useId();
  return (
    <li
      className="relative"
      onBlur={(e) => {
        // Tabbing out of an open menu closes it.
        const next = e.relatedTarget as Node | null;
        if (open && next && !e.currentTarget.contains(next)) onClose();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onToggle}
        className={topItemClass(active)}
      >
        {group.label}
        {active && <span className="sr-only"> (current section)</span>}
        <ChevronDown
          aria-hidden="true"
          className={clsx(
            'size-3.5 transition-transform motion-reduce:transition-none xl:size-4',
            open && 'rotate-180',
          )}
        />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className={clsx(
          'absolute top-full z-50 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10',
          alignEnd ? 'right-0' : 'left-0',
        )}
      >
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              onClick={onClose}
              className={({ isActive: current }) =>
                clsx(
                  'block rounded-xl px-3 py-2.5 text-sm transition-colors',
                  current
                    ? 'bg-brand-50 font-semibold text-brand-800'
                    : 'text-slate-700 hover:bg-slate-50 hover:text-brand-800',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

function MobileNav({ id, open, pathname }: { id: string; open: boolean; pathname: string }) {
  const [expanded, setExpanded] = useState<string | null>(() => {
    const current = navigation.find((e) => e.kind === 'group' && isActive(pathname, e.match));
    return current?.label ?? null;
  });
  return (
    <nav
      id={id}
      aria-label="Main"
      hidden={!open}
      className="max-h-[calc(100dvh-4.25rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white lg:hidden"
    >
      <HeaderSearch variant="mobile" className="container-page border-b border-slate-100" />
      <ul className="container-page divide-y divide-slate-100 py-2">
        {navigation.map((entry) => {
          if (entry.kind === 'link') {
            const active = isActive(pathname, entry.match, entry.to);
            return (
              <li key={entry.label}>
                <NavLink
                  to={entry.to}
                  end
                  className={clsx(
                    'flex min-h-12 items-center rounded-lg px-2 font-medium',
                    active ? 'text-brand-700' : 'text-slate-800',
                  )}
                >
                  {entry.label}
                </NavLink>
              </li>
            );
          }
          const isOpen = expanded === entry.label;
          const active = isActive(pathname, entry.match);
          const listId = `${id}-${entry.label.replace(/\W+/g, '-').toLowerCase()}`;
          return (
            <li key={entry.label}>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => setExpanded(isOpen ? null : entry.label)}
                className={clsx(
                  'flex min-h-12 w-full items-center justify-between rounded-lg px-2 text-left font-medium',
                  active ? 'text-brand-700' : 'text-slate-800',
                )}
              >
                <span>
                  {entry.label}
                  {active && <span className="sr-only"> (current section)</span>}
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className={clsx(
                    'size-5 transition-transform motion-reduce:transition-none',
                    isOpen && 'rotate-180',
                  )}
                />
              </button>
              <ul id={listId} hidden={!isOpen} className="mb-2 ml-2 border-l-2 border-brand-100 pl-3">
                {entry.items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end
                      className={({ isActive: current }) =>
                        clsx(
                          'flex min-h-11 items-center rounded-lg px-2 text-[0.9375rem]',
                          current ? 'font-semibold text-brand-700' : 'text-slate-700',
                        )
                      }
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
