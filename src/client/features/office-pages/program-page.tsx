// Programme page /programs/{sub} (docs/product/public-site.md#pages): bsit, bsed, btvted, bsa, research or extension in any
// letter case, with its title, description and news list; research and extension add their chart, the four
// degree programmes their 'Program at a glance' with links to the faculty chart and the enrolment portal.
import { ArrowRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { extensionChart } from '../../../../content/org-charts/extension.ts';
import { researchChart } from '../../../../content/org-charts/research.ts';
import { admissionsPage } from '../../../../content/pages/admissions.ts';
import {
  PROGRAM_FALLBACK_TEXT,
  PROGRAM_FALLBACK_TITLE,
  programPages,
} from '../../../../content/pages/office-pages.ts';
import { isDegreeProgram } from '../../../../content/pages/program-glance.ts';
import { formatLongDate } from '../../../shared/dates.ts';
import { findProgramPage, lastReviewedKey } from '../../../shared/pages/office-pages.ts';
import { NewsList } from '../../components/news/news-list.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { useAsyncData } from '../../lib/use-async-data.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { loadLastReviewed } from './api/get-last-reviewed.ts';
import { ChartSection } from './components/chart-section.tsx';
import { PageLinks } from './components/page-links.tsx';
import { ProgramGlance } from './components/program-glance.tsx';

const CHARTS = {
  research: { chart: researchChart, title: 'Research Organizational Chart' },
  extension: { chart: extensionChart, title: 'Extension Organizational Chart' },
};

export function Component() {
  const { sub } = useParams();
  const program = findProgramPage(sub);
  usePageTitle(program?.title ?? PROGRAM_FALLBACK_TITLE);
  const reviewed = useAsyncData(program ? lastReviewedKey('program_page', program.sub) : null, (signal) =>
    loadLastReviewed('program_page', program?.sub ?? '', signal),
  );
  if (!program) return <ProgramFallback />;
  const chart = program.chart ? CHARTS[program.chart] : undefined;

  return (
    <>
      <PageHero
        eyebrow={program.chart ? program.chart.charAt(0).toUpperCase() + program.chart.slice(1) : 'Programs'}
        title={program.title}
        lead={program.description}
        crumbs={[{ label: 'Programs', to: '/programs' }, { label: program.title }]}
      >
        {isDegreeProgram(program.sub) && (
          <p className="mt-8">
            <Link to="/admissions" className="btn btn-gold">
              {admissionsPage.howToApply}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        )}
      </PageHero>
      <div className="container-page grid gap-16 py-10 sm:py-14">
        {isDegreeProgram(program.sub) && <ProgramGlance program={program.sub} />}
        <NewsList
          key={program.office}
          office={program.office}
          title={program.listTitle}
          emptyText={program.emptyText}
          imagePlace="programList"
        />
        {chart && <ChartSection chart={chart.chart} title={chart.title} />}
        <PageLinks links={[]} />
        {reviewed.data ? (
          <p className="text-sm text-slate-600">
            Last reviewed {formatLongDate(reviewed.data.last_reviewed_at)}
          </p>
        ) : null}
      </div>
    </>
  );
}

// An unknown programme: the page header every page has, the spec's sentence as its lead, and the four
// degree programmes to choose from.
function ProgramFallback() {
  const degrees = programPages.filter((p) => isDegreeProgram(p.sub));
  return (
    <>
      <PageHero
        eyebrow="Programs"
        title={PROGRAM_FALLBACK_TITLE}
        lead={PROGRAM_FALLBACK_TEXT}
        crumbs={[{ label: 'Programs' }]}
      />
      <div className="container-page grid gap-10 py-10 sm:py-14">
        <ul className="grid max-w-4xl gap-3 sm:grid-cols-2" aria-label="Degree programs">
          {degrees.map((p) => (
            <li key={p.sub}>
              <Link
                to={`/programs/${p.sub}`}
                className="group flex h-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 font-medium text-slate-800 shadow-sm shadow-slate-900/5 hover:border-brand-300 hover:text-brand-800"
              >
                {p.title}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              </Link>
            </li>
          ))}
        </ul>
        <PageLinks links={[]} />
      </div>
    </>
  );
}
