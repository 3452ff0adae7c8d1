// The green heading band of content pages: breadcrumb, small section label, title and lead.
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

export function PageHero({
  eyebrow,
  title,
  lead,
  crumbs,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** Trail after Home; the last crumb is the current page. */
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <header className="relative isolate overflow-hidden bg-brand-800 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_-10%,rgb(245_197_24/0.22),transparent_45%),radial-gradient(circle_at_0%_120%,rgb(91_180_130/0.35),transparent_50%)]"
      />
      <div className="container-page py-10 sm:py-14">
        {crumbs && (
          <nav aria-label="Breadcrumb" className="mb-3 text-sm text-brand-100">
            <ol className="flex flex-wrap items-center gap-x-1.5">
              <li>
                <Link
                  to="/"
                  className="inline-flex min-h-11 min-w-11 items-center underline-offset-4 hover:text-white hover:underline"
                >
                  Home
                </Link>
              </li>
              {crumbs.map((c, i) => (
                <li key={c.label} className="flex items-center gap-1.5">
                  <ChevronRight aria-hidden="true" className="size-3.5 opacity-70" />
                  {c.to && i < crumbs.length - 1 ? (
                    <Link
                      to={c.to}
                      className="inline-flex min-h-11 min-w-11 items-center underline-offset-4 hover:text-white hover:underline"
                    >
                      {c.label}
                    </Link>
                  ) : (
                    <span aria-current={i === crumbs.length - 1 ? 'page' : undefined} className="text-white">
                      {c.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        {eyebrow && (
          <p className="text-xs font-semibold tracking-[0.18em] text-gold-400 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 max-w-4xl heading-1">{title}</h1>
        {lead && <p className="mt-4 max-w-3xl text-base leading-7 text-brand-50 sm:text-lg">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
