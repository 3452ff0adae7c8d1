// The 'Admin Menu' (docs/product/admin-portal.md#shell): a sidebar grouped by office from 1024 px; below that a
// bar naming the current place with a Menu button that opens the same groups in a drawer (issue 38), instead
// of one sideways strip thousands of pixels wide.
import clsx from 'clsx';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import type { MenuGroup, MenuLink } from './admin-menu.ts';

/** The menu link of the current page: the longest one the address starts with (Dashboard only exactly). */
export function currentPlace(
  groups: MenuGroup[],
  pathname: string,
): { group: MenuGroup; link: MenuLink } | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  let best: { group: MenuGroup; link: MenuLink } | null = null;
  for (const group of groups)
    for (const link of group.links) {
      const to = link.to.endsWith('/') ? link.to : `${link.to}/`;
      const matches = link.to.endsWith('/') ? path === to : path.startsWith(to);
      if (matches && (!best || link.to.length > best.link.to.length)) best = { group, link };
    }
  return best;
}

function MenuGroups({ groups, onNavigate }: { groups: MenuGroup[]; onNavigate?: () => void }) {
  return (
    <div className="flex flex-col gap-5 px-3 py-2">
      {groups.map((group) => (
        <div key={group.key} className="flex flex-col gap-0.5">
          <h3 className="px-2 pb-1 text-xs font-semibold whitespace-nowrap text-slate-600">{group.label}</h3>
          <ul className="flex flex-col gap-0.5">
            {group.links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to.endsWith('/')}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    clsx(
                      'flex min-h-11 items-center rounded-lg px-3 py-2 text-sm transition-colors lg:block lg:min-h-0',
                      isActive
                        ? 'bg-brand-700 font-semibold text-white'
                        : 'text-slate-800 hover:bg-brand-50 hover:text-brand-900',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function AdminSidebar({ groups }: { groups: MenuGroup[] }) {
  return (
    <>
      <nav
        aria-labelledby="admin-menu-title"
        className="hidden border-slate-200 bg-white lg:sticky lg:top-16 lg:block lg:h-[calc(100dvh-4rem)] lg:w-64 lg:shrink-0 lg:overflow-y-auto lg:border-r"
      >
        <h2
          id="admin-menu-title"
          className="px-5 pt-6 pb-2 text-xs font-semibold tracking-wider text-slate-600 uppercase"
        >
          Admin Menu
        </h2>
        <MenuGroups groups={groups} />
      </nav>
      <PhoneMenuBar groups={groups} />
    </>
  );
}

/** Below 1024 px: where you are, and a Menu button for the drawer. */
function PhoneMenuBar({ groups }: { groups: MenuGroup[] }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const place = currentPlace(groups, pathname);
  // A link chosen in the drawer (or any other navigation) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every route change by design
  useEffect(() => setOpen(false), [pathname]);
  return (
    // A landmark like the sidebar it stands for: the button that opens the menu and the current place.
    <nav
      aria-label="Current place"
      className="sticky top-16 z-30 flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-1.5 lg:hidden"
    >
      <button
        type="button"
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-slate-300 px-3 font-medium text-slate-900 hover:bg-brand-50"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" className="size-5" />
        Menu
      </button>
      {place ? (
        <p className="min-w-0 truncate text-sm text-slate-700">
          <span className="sr-only">You are in: </span>
          {place.group.label === 'General' ? null : (
            <span className="text-slate-600">{place.group.label} › </span>
          )}
          <span className="font-semibold text-slate-900">{place.link.label}</span>
        </p>
      ) : null}
      {open ? <MenuDrawer groups={groups} onClose={() => setOpen(false)} /> : null}
    </nav>
  );
}

function MenuDrawer({ groups, onClose }: { groups: MenuGroup[]; onClose: () => void }) {
  const { ref, close, onCancel } = useModalDialog(onClose);
  const titleId = useId();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape (onCancel) or the Close button
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={onCancel}
      // A tap on the backdrop (the dialog element itself, outside its panel) closes it.
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
      className="m-0 h-dvh max-h-none w-[min(20rem,88vw)] max-w-none overflow-y-auto bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <nav aria-labelledby={titleId} className="pb-6">
        <div className="sticky top-0 flex items-center justify-between border-b border-slate-200 bg-white px-5 py-2">
          <h2 id={titleId} className="text-sm font-semibold tracking-wider text-slate-700 uppercase">
            Admin Menu
          </h2>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            aria-label="Close the menu"
            onClick={close}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <MenuGroups groups={groups} onNavigate={close} />
      </nav>
    </dialog>
  );
}
