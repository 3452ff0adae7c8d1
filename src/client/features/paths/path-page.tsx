// An audience path's page (/students, /faculty-staff, /alumni): the pages of the site that group of visitors
// comes for, as plain links in sections (content/pages/paths.ts). Server-rendered markup with no island.
import { ArrowRight } from 'lucide-react';
import { useMatches } from 'react-router';
import { type PathPageKey, pathPages } from '../../../../content/pages/paths.ts';
import type { PageHandle } from '../../../shared/routes.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  const page = pathPages[(handle?.page ?? 'students') as PathPageKey] ?? pathPages.students;
  usePageTitle(page.title);
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        crumbs={[{ label: page.eyebrow }]}
      />
      <div className="container-page grid gap-12 py-10 sm:py-14">
        {page.sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={`path-section-${i}`}>
            <h2 id={`path-section-${i}`} className="heading-2 text-slate-900">
              {section.heading}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {section.links.map((link) => (
                <li key={link.href}>
                  {/* Plain links: some of these pages are drawn by the server alone (alerts, transparency). */}
                  <a
                    href={link.href}
                    className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
                  >
                    <span className="flex items-center justify-between gap-2 text-lg font-semibold text-brand-800 group-hover:underline">
                      {link.title}
                      <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                    </span>
                    <span className="mt-1 text-sm text-slate-600">{link.text}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
