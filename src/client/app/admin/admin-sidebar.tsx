// The 'Admin Menu': a sidebar grouped by office on wide screens, a horizontally scrolling bar on phones.
import clsx from 'clsx';
import { NavLink } from 'react-router';
import type { MenuGroup } from './admin-menu.ts';

export function AdminSidebar({ groups }: { groups: MenuGroup[] }) {
  return (
    <nav
      aria-labelledby="admin-menu-title"
      className="border-b border-slate-200 bg-white lg:sticky lg:top-16 lg:h-[calc(100dvh-4rem)] lg:w-64 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0"
    >
      <h2
        id="admin-menu-title"
        className="sr-only text-xs font-semibold tracking-wider text-slate-600 uppercase lg:not-sr-only lg:block lg:px-5 lg:pt-6 lg:pb-2"
      >
        Admin Menu
      </h2>
      <div className="flex gap-4 overflow-x-auto px-4 py-2.5 [scrollbar-width:thin] lg:flex-col lg:gap-5 lg:overflow-visible lg:px-3 lg:py-2">
        {groups.map((group) => (
          <div
            key={group.key}
            className="flex shrink-0 items-center gap-1.5 lg:flex-col lg:items-stretch lg:gap-0.5"
          >
            <h3 className="text-xs font-semibold whitespace-nowrap text-slate-600 lg:px-2 lg:pb-1">
              {group.label}
            </h3>
            <ul className="flex gap-1.5 lg:flex-col lg:gap-0.5">
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to.endsWith('/')}
                    className={({ isActive }) =>
                      clsx(
                        'block rounded-lg px-3 py-2 text-sm whitespace-nowrap transition-colors',
                        isActive
                          ? 'bg-brand-700 font-semibold text-white'
                          : 'bg-slate-100 text-slate-800 hover:bg-brand-50 hover:text-brand-900 lg:bg-transparent',
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
    </nav>
  );
}
