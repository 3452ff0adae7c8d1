// Faculty Directory (docs/product/public-site.md#pages): the four programmes, each with its faculty chart,
// overview and how to reach each member (e-mail, consultation hours). The server draws the programme of the
// address (?program=); the search and the chart are the islands.
import { Users } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { siteConfig } from '../../../../config/site.ts';
import {
  facultyPrograms,
  facultyDirectoryText as text,
} from '../../../../content/directories/faculty-programs.ts';
import { facultyCharts } from '../../../../content/org-charts/faculty.ts';
import { directoryKey, directoryQueryOf } from '../../../shared/pages/directory-pages.ts';
import { OrgChartFigure } from '../../components/org-chart/org-chart-figure.tsx';
import { island } from '../../islands/island.tsx';
import { useAsyncData } from '../../lib/use-async-data.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { loadDirectory } from './api/get-directory.ts';
import { FacultyContacts } from './components/contact-details.tsx';
import { PROGRAM_ICONS } from './components/directory-icons.ts';
import { DirectoryHeader, DirectoryLayout } from './components/directory-layout.tsx';
import type { PickerItem } from './components/directory-picker.tsx';
import { DirectorySearchIsland } from './components/directory-search.tsx';

const THEMES = {
  sky: 'bg-sky-100 text-sky-800',
  violet: 'bg-violet-100 text-violet-800',
  amber: 'bg-amber-100 text-amber-900',
  emerald: 'bg-emerald-100 text-emerald-800',
} as const;

const items: PickerItem[] = facultyPrograms.map((p) => ({
  id: p.id,
  label: p.short,
  detail: p.name,
  icon: PROGRAM_ICONS[p.icon],
}));

/** The chart wakes at once: its 'Loading High-Quality Chart' overlay hides when the image has loaded. */
const OrgChartIsland = island('org-chart', OrgChartFigure);

export function Component() {
  usePageTitle(text.title);
  const [params] = useSearchParams();
  const index = Math.max(
    0,
    facultyPrograms.findIndex((p) => p.id === params.get('program')),
  );
  const program = facultyPrograms[index] ?? facultyPrograms[0];
  const { data } = useAsyncData(directoryKey(), (signal) => loadDirectory('', signal));
  if (!program) return null;
  const members = data?.faculty.filter((p) => p.program === program.id) ?? [];

  return (
    <DirectoryLayout
      title={text.title}
      lead={text.subtitle}
      crumb={text.title}
      search={<DirectorySearchIsland q={directoryQueryOf(params)} action="/faculty" />}
      picker={{
        items,
        selectedIndex: index,
        path: '/faculty',
        param: 'program',
        noun: 'programs',
        label: text.chooseLabel,
      }}
      pickerColumn="narrow"
      stickyPicker
      headingId="program-heading"
      links={
        <Link to="/staff" className="btn btn-primary">
          Staff Directory
        </Link>
      }
    >
      <DirectoryHeader
        headingId="program-heading"
        icon={PROGRAM_ICONS[program.icon]}
        iconClassName={THEMES[program.theme]}
        eyebrow={program.short}
        name={program.name}
        description={program.description}
      />

      <OrgChartIsland
        key={program.id}
        chart={facultyCharts[program.id]}
        campusName={siteConfig.campus_name}
        loadingOverlay
      />

      <section aria-labelledby="overview-heading" className="rounded-2xl bg-brand-50 p-6 sm:p-8">
        <h3 id="overview-heading" className="heading-3 flex items-center gap-2 text-slate-900">
          <Users aria-hidden="true" className="size-5 text-brand-700" />
          {text.overviewTitle}
        </h3>
        <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_14rem] lg:gap-8">
          <div className="grid gap-4">
            {program.overview.map((p) => (
              <p key={p} className="leading-7 text-slate-700">
                {p}
              </p>
            ))}
          </div>
          <dl className="grid grid-cols-2 gap-3 self-start lg:grid-cols-1">
            {program.facts.map((f) => (
              <div key={f.label} className="rounded-xl bg-white p-4 shadow-sm shadow-slate-900/5">
                <dt className="text-sm text-slate-600">{f.label}</dt>
                <dd className="font-display text-3xl font-bold text-brand-800">{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {members.length > 0 && (
        <section aria-labelledby="members-heading">
          <h3 id="members-heading" className="heading-3 text-slate-900">
            How to reach the faculty
          </h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {members.map((p) => (
              <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-semibold text-slate-900">{p.name}</p>
                <p className="text-sm text-slate-600">{p.position}</p>
                <FacultyContacts person={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </DirectoryLayout>
  );
}
