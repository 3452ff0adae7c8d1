// History, mission and vision, quality policy, research program and agenda, extension program and agenda:
// one layout for every static text page, chosen by the route handle's `page`.
import { ArrowRight } from 'lucide-react';
import { Link, useMatches } from 'react-router';
import type { PageHandle } from '../../../shared/routes.ts';
import { BackHomeLink } from '../../components/back-home-link.tsx';
import { ContentSectionView } from '../../components/content/content-blocks.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { staticPages } from './static-pages.ts';

export function Component() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as PageHandle | undefined;
  const entry = staticPages[handle?.page ?? ''] ?? staticPages.history;
  if (!entry) throw new Error('Static page content is missing');
  const { page, section } = entry;
  usePageTitle(page.title);

  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        crumbs={[section, { label: page.title }]}
      />
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <aside className="hidden lg:block">
          <nav aria-label="On this page" className="sticky top-24">
            <p className="text-xs font-semibold tracking-[0.14em] text-slate-500 uppercase">On this page</p>
            <ul className="mt-3 grid border-l border-slate-200">
              {page.sections.map((s) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="-ml-px flex min-h-11 items-center border-l-2 border-transparent py-1.5 pl-4 text-sm text-slate-600 hover:border-brand-600 hover:text-brand-800"
                  >
                    {s.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </aside>

        <article className="grid max-w-3xl gap-12">
          {page.sections.map((s) => (
            <ContentSectionView key={s.id} section={s} />
          ))}

          <footer className="grid gap-8 border-t border-slate-200 pt-8">
            {page.related.length > 0 && (
              <nav aria-label="Related pages">
                <h2 className="text-sm font-semibold tracking-[0.14em] text-slate-500 uppercase">
                  Related pages
                </h2>
                <ul className="mt-3 grid gap-3 sm:grid-cols-3">
                  {page.related.map((r) => (
                    <li key={r.to}>
                      <Link
                        to={r.to}
                        className="group flex h-full items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 font-medium text-slate-800 shadow-sm shadow-slate-900/5 transition hover:border-brand-300 hover:text-brand-800"
                      >
                        {r.label}
                        <ArrowRight
                          aria-hidden="true"
                          className="size-4 shrink-0 text-brand-600 transition group-hover:translate-x-0.5"
                        />
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            <div>
              <BackHomeLink />
            </div>
          </footer>
        </article>
      </div>
    </>
  );
}
