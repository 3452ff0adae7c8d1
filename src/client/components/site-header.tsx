import { Link, NavLink, useLocation } from 'react-router';
import { siteConfig } from '../../../config/site.ts';
import { isActive, navigation } from '../app/navigation.ts';

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-brand-900/20 bg-brand-700 text-white shadow-sm">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-3 font-semibold">
          <img src="/favicon.svg" alt="" width="36" height="36" className="size-9" />
          <span className="leading-tight">
            <span className="block text-base">{siteConfig.university_name}</span>
            <span className="block text-xs font-normal text-brand-100">{siteConfig.subtitle}</span>
          </span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1 text-sm">
            {navigation.map((entry) => {
              const to = entry.kind === 'link' ? entry.to : (entry.items[0]?.to ?? '/');
              const active = isActive(pathname, entry.match, entry.kind === 'link' ? entry.to : undefined);
              return (
                <li key={entry.label}>
                  <NavLink
                    to={to}
                    className={`rounded-md px-3 py-2 hover:bg-white/10 ${active ? 'bg-white/15 font-semibold' : ''}`}
                  >
                    {entry.label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
