// Faculty Directory (docs/product/public-site.md#pages): the four programmes, each with its faculty chart and overview.
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import {
  facultyPrograms,
  facultyDirectoryText as text,
} from '../../../../content/directories/faculty-programs.ts';
import { facultyCharts } from '../../../../content/org-charts/faculty.ts';
import { OrgChartFigure } from '../../components/org-chart/org-chart-figure.tsx';
import { island } from '../../islands/island.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PROGRAM_ICONS } from './components/directory-icons.ts';
import { DirectoryHeader, DirectoryLayout, useChartsSettled } from './components/directory-layout.tsx';
import type { PickerItem } from './components/directory-picker.tsx';
import { useSelectedIndex } from './lib/use-selected-index.ts';

const THEMES = {
  sky: 'bg-sky-100 text-sky-800',
  violet: 'bg-violet-100 text-violet-800',
  amber: 'bg-amber-100 text-amber-900',
  emerald: 'bg-emerald-100 text-emerald-800',
} as const;

const ids = facultyPrograms.map((p) => p.id);
const items: PickerItem[] = facultyPrograms.map((p) => ({
  id: p.id,
  label: p.short,
  detail: p.name,
  icon: PROGRAM_ICONS[p.icon],
}));

export function Component() {
  usePageTitle(text.title);
  return <DirectoryIsland />;
}

/** The whole directory is one island: its picker changes the selection in place (and the address's ?program=). */
export function FacultyDirectory() {
  const [index, select] = useSelectedIndex('program', ids);
  const program = facultyPrograms[index] ?? facultyPrograms[0];
  // The overlay shows until a programme's chart has loaded once.
  const [settled, markSettled] = useChartsSettled();
  if (!program) return null;

  return (
    <DirectoryLayout
      title={text.title}
      lead={text.subtitle}
      crumb={text.title}
      picker={{ items, selectedIndex: index, onSelect: select, noun: 'programs', label: text.chooseLabel }}
      pickerColumn="narrow"
      stickyPicker
      selectedId={program.id}
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

      <OrgChartFigure
        key={program.id}
        chart={facultyCharts[program.id]}
        loadingOverlay
        alreadyLoaded={settled(program.id)}
        onSettled={() => markSettled(program.id)}
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
    </DirectoryLayout>
  );
}

const DirectoryIsland = island('faculty-directory', FacultyDirectory);
