// Library (docs/product/public-site.md#pages): news, proposals and completed lists; the Rules and Regulations modal; subscribed
// e-resources and free databases opening in new tabs; the library's organisational chart.
import { BookOpenText, Clock, Database, Library, MapPin } from 'lucide-react';
import { libraryChart } from '../../../../content/org-charts/library.ts';
import {
  freeDatabases,
  libraryIntro,
  libraryRules,
  subscribedEResources,
} from '../../../../content/pages/library.ts';
import { libraryPage as text } from '../../../../content/pages/office-pages.ts';
import { OFFICE_LIST_TABS } from '../../../shared/routes.ts';
import { LibraryRulesIsland } from './components/library-rules-dialog.tsx';
import { OfficeListPage } from './components/office-list-page.tsx';
import { ResourceList } from './components/resource-list.tsx';
import { usePageHandle } from './lib/use-page-handle.ts';

const HIGHLIGHT_ICONS = [Clock, MapPin, BookOpenText];

export function Component() {
  const { mode = 'news' } = usePageHandle();

  return (
    <OfficeListPage
      office="library"
      section="Library"
      title={libraryIntro.title}
      lead={libraryIntro.lead}
      mode={mode}
      listTitles={text.listTitles}
      emptyText={text.emptyText}
      tabs={OFFICE_LIST_TABS.library}
      chart={libraryChart}
      chartTitle={text.chartTitle}
      links={[{ label: 'Research Agenda', to: '/research/agenda' }]}
      heroExtra={
        <ul className="mt-6 grid gap-3 sm:grid-cols-3">
          {libraryIntro.highlights.map((h, i) => {
            const Icon = HIGHLIGHT_ICONS[i] ?? Library;
            return (
              <li key={h.label} className="flex gap-3 rounded-2xl bg-white/10 p-4 ring-1 ring-white/15">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-400" />
                <span>
                  <span className="block text-xs font-semibold tracking-wide text-brand-100 uppercase">
                    {h.label}
                  </span>
                  <span className="block text-sm text-white">{h.value}</span>
                </span>
              </li>
            );
          })}
        </ul>
      }
    >
      <section
        aria-labelledby="rules-heading"
        className="grid items-center gap-6 rounded-3xl bg-brand-50 p-6 sm:p-10 md:grid-cols-[minmax(0,1fr)_auto]"
      >
        <div>
          <h2 id="rules-heading" className="heading-2 text-slate-900">
            Rules and Regulations
          </h2>
          <p className="mt-2 max-w-2xl leading-7 text-slate-700">{libraryRules.intro}</p>
        </div>
        <LibraryRulesIsland />
      </section>

      <section aria-labelledby="eresources-heading">
        <h2 id="eresources-heading" className="flex items-center gap-2 heading-2 text-slate-900">
          <Database aria-hidden="true" className="size-6 text-brand-700" />
          Subscribed E-Resources
        </h2>
        <p className="mt-1 mb-5 text-slate-600">
          Available on the campus network, or with the credentials issued at the circulation desk.
        </p>
        <ResourceList resources={subscribedEResources} />
      </section>

      <section aria-labelledby="free-heading">
        <h2 id="free-heading" className="flex items-center gap-2 heading-2 text-slate-900">
          <BookOpenText aria-hidden="true" className="size-6 text-brand-700" />
          Free Electronic Databases
        </h2>
        <p className="mt-1 mb-5 text-slate-600">Open to everyone, on or off campus.</p>
        <ResourceList resources={freeDatabases} />
      </section>
    </OfficeListPage>
  );
}
