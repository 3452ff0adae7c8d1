// Links between the list modes of an office (news, proposals, completed), styled as tabs.
import { NavLink } from 'react-router';

export interface ModeTab {
  label: string;
  to: string;
}

export function ModeTabs({ tabs, label }: { tabs: readonly ModeTab[]; label: string }) {
  return (
    <nav aria-label={label} className="mt-7">
      <ul className="inline-flex flex-wrap gap-1 rounded-full bg-white/10 p-1 ring-1 ring-white/20">
        {tabs.map((t) => (
          <li key={t.to}>
            <NavLink
              to={t.to}
              end
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition ${
                  isActive ? 'bg-white text-brand-800 shadow-sm' : 'text-white hover:bg-white/15'
                }`
              }
            >
              {t.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
