// Staff Directory (docs/product/public-site.md#pages): the 23 offices, each with its chart, core functions and services.
import { ArrowLeft, ArrowRight, Building, CircleCheck, Info } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import {
  coreFunctions,
  genericCoreFunctions,
  genericServices,
  officeServices,
  staffOffices,
  staffDirectoryText as text,
} from '../../../../content/directories/staff-offices.ts';
import { officeCharts } from '../../../../content/org-charts/offices.ts';
import { OrgChartFigure } from '../../components/org-chart/org-chart-figure.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { OFFICE_ICONS } from './components/directory-icons.ts';
import { DirectoryPicker, type PickerItem } from './components/directory-picker.tsx';
import { useFadeOnChange } from './lib/use-fade-on-change.ts';
import { useSelectedIndex } from './lib/use-selected-index.ts';

const ids = staffOffices.map((o) => o.id);
const items: PickerItem[] = staffOffices.map((o) => ({
  id: o.id,
  label: o.name,
  icon: OFFICE_ICONS[o.icon],
}));

export function Component() {
  usePageTitle(text.title);
  const [index, select] = useSelectedIndex('office', ids);
  const office = staffOffices[index] ?? staffOffices[0];
  const fadeRef = useFadeOnChange<HTMLDivElement>(office?.id ?? '');
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  const markLoaded = useCallback((id: string) => setLoaded((s) => (s.has(id) ? s : new Set(s).add(id))), []);
  if (!office) return null;

  const Icon = OFFICE_ICONS[office.icon];
  const chart = officeCharts[office.id];
  const functions = coreFunctions[office.id] ?? genericCoreFunctions;
  const services = officeServices[office.id] ?? genericServices;

  return (
    <>
      <PageHero
        eyebrow="Faculty & Staff"
        title={text.title}
        lead={text.subtitle}
        crumbs={[{ label: 'Faculty & Staff' }, { label: 'Staff Directory' }]}
      />
      <div className="container-page grid gap-6 py-8 sm:py-12 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-10">
        <div className="lg:self-start">
          <DirectoryPicker
            items={items}
            selectedIndex={index}
            onSelect={select}
            noun="offices"
            label={text.chooseLabel}
          />
        </div>

        <div ref={fadeRef} className="min-w-0" data-testid="directory-selection">
          <section aria-labelledby="office-heading" className="grid gap-8">
            <header>
              <div className="flex items-center gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-700 text-white sm:size-14">
                  <Icon aria-hidden="true" className="size-6 sm:size-7" />
                </span>
                <h2 id="office-heading" className="heading-2 text-slate-900">
                  {office.name}
                </h2>
              </div>
              <p className="mt-3 max-w-3xl leading-7 text-slate-600">{office.description}</p>
            </header>

            {chart ? (
              <OrgChartFigure
                key={office.id}
                chart={chart}
                loadingOverlay
                alreadyLoaded={loaded.has(office.id)}
                onSettled={() => markLoaded(office.id)}
              />
            ) : (
              <p className="flex items-center gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
                <Info aria-hidden="true" className="size-4" />
                The organizational chart of this office will be published soon.
              </p>
            )}

            <section aria-labelledby="functions-heading">
              <h3 id="functions-heading" className="heading-3 text-slate-900">
                {text.coreFunctionsTitle}
              </h3>
              <ul className="mt-4 grid gap-3">
                {functions.map((f) => (
                  <li key={f} className="flex gap-3 leading-7 text-slate-700">
                    <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                    {f}
                  </li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="services-heading">
              <h3 id="services-heading" className="heading-3 text-slate-900">
                {text.servicesTitle}
              </h3>
              <div className="mt-4 grid gap-4 md:grid-cols-2">
                <ServiceList title={text.externalTitle} items={services.external} tone="external" />
                <ServiceList title={text.internalTitle} items={services.internal} tone="internal" />
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
        <Link to="/faculty" className="btn btn-primary">
          Meet Our Faculty
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to="/about" className="btn btn-outline">
          <Building aria-hidden="true" className="size-4" />
          About Our Campus
        </Link>
      </nav>
    </>
  );
}

function ServiceList({
  title,
  items,
  tone,
}: {
  title: string;
  items: string[];
  tone: 'external' | 'internal';
}) {
  return (
    <div
      className={`rounded-2xl border p-5 ${tone === 'external' ? 'border-brand-200 bg-brand-50/60' : 'border-amber-200 bg-amber-50/60'}`}
    >
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <ul className="mt-3 grid gap-2">
        {items.map((s) => (
          <li key={s} className="flex gap-2.5 text-sm leading-6 text-slate-700">
            <span
              aria-hidden="true"
              className={`mt-2 size-1.5 shrink-0 rounded-full ${tone === 'external' ? 'bg-brand-600' : 'bg-amber-500'}`}
            />
            {s}
          </li>
        ))}
      </ul>
    </div>
  );
}
