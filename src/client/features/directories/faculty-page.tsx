// Faculty Directory (docs/product/public-site.md#pages): the four programmes, each with its faculty chart and overview.
import { ArrowLeft, Users } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import {
  facultyPrograms,
  facultyDirectoryText as text,
} from '../../../../content/directories/faculty-programs.ts';
import { facultyCharts } from '../../../../content/org-charts/faculty.ts';
import { OrgChartFigure } from '../../components/org-chart/org-chart-figure.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PROGRAM_ICONS } from './components/directory-icons.ts';
import { DirectoryPicker, type PickerItem } from './components/directory-picker.tsx';
import { useFadeOnChange } from './lib/use-fade-on-change.ts';
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
  const [index, select] = useSelectedIndex('program', ids);
  const program = facultyPrograms[index] ?? facultyPrograms[0];
  const fadeRef = useFadeOnChange<HTMLDivElement>(program?.id ?? '');
  // The overlay shows until a programme's chart has loaded once.
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  const markLoaded = useCallback((id: string) => setLoaded((s) => (s.has(id) ? s : new Set(s).add(id))), []);
  if (!program) return null;
  const Icon = PROGRAM_ICONS[program.icon];

  return (
    <>
      <PageHero
        eyebrow="Faculty & Staff"
        title={text.title}
        lead={text.subtitle}
        crumbs={[{ label: 'Faculty & Staff' }, { label: text.title }]}
      />
      <div className="container-page grid gap-6 py-8 sm:py-12 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-10">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <DirectoryPicker
            items={items}
            selectedIndex={index}
            onSelect={select}
            noun="programs"
            label={text.chooseLabel}
          />
        </div>

        <div ref={fadeRef} className="min-w-0" data-testid="directory-selection">
          <section aria-labelledby="program-heading" className="grid gap-8">
            <header>
              <div className="flex items-center gap-4">
                <span
                  className={`grid size-12 shrink-0 place-items-center rounded-2xl sm:size-14 ${THEMES[program.theme]}`}
                >
                  <Icon aria-hidden="true" className="size-6 sm:size-7" />
                </span>
                <div>
                  <p className="text-sm font-semibold tracking-wide text-brand-700">{program.short}</p>
                  <h2 id="program-heading" className="heading-2 text-slate-900">
                    {program.name}
                  </h2>
                </div>
              </div>
              <p className="mt-3 max-w-3xl leading-7 text-slate-600">{program.description}</p>
            </header>

            <OrgChartFigure
              key={program.id}
              chart={facultyCharts[program.id]}
              loadingOverlay
              alreadyLoaded={loaded.has(program.id)}
              onSettled={() => markLoaded(program.id)}
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
          </section>
        </div>
      </div>

      <nav aria-label="More" className="container-page flex flex-wrap gap-3 pb-14">
        <Link to="/" className="btn btn-outline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
        <Link to="/staff" className="btn btn-primary">
          Staff Directory
        </Link>
      </nav>
    </>
  );
}
