// Staff Directory (docs/product/public-site.md#pages): the 23 offices, each with its chart, core functions and services.
import { ArrowRight, Building, CircleCheck, Info } from 'lucide-react';
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
import { island } from '../../islands/island.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { OFFICE_ICONS } from './components/directory-icons.ts';
import { DirectoryHeader, DirectoryLayout, useChartsSettled } from './components/directory-layout.tsx';
import type { PickerItem } from './components/directory-picker.tsx';
import { useSelectedIndex } from './lib/use-selected-index.ts';

const ids = staffOffices.map((o) => o.id);
const items: PickerItem[] = staffOffices.map((o) => ({
  id: o.id,
  label: o.name,
  icon: OFFICE_ICONS[o.icon],
}));

export function Component() {
  usePageTitle(text.title);
  return <DirectoryIsland />;
}

/** The whole directory is one island: its picker changes the selection in place (and the address's ?office=). */
export function StaffDirectory() {
  const [index, select] = useSelectedIndex('office', ids);
  const office = staffOffices[index] ?? staffOffices[0];
  const [settled, markSettled] = useChartsSettled();
  if (!office) return null;

  const chart = officeCharts[office.id];
  const functions = coreFunctions[office.id] ?? genericCoreFunctions;
  const services = officeServices[office.id] ?? genericServices;

  return (
    <DirectoryLayout
      title={text.title}
      lead={text.subtitle}
      crumb="Staff Directory"
      picker={{ items, selectedIndex: index, onSelect: select, noun: 'offices', label: text.chooseLabel }}
      pickerColumn="wide"
      selectedId={office.id}
      headingId="office-heading"
      links={
        <>
          <Link to="/faculty" className="btn btn-primary">
            Meet Our Faculty
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to="/about" className="btn btn-outline">
            <Building aria-hidden="true" className="size-4" />
            About Our Campus
          </Link>
        </>
      }
    >
      <DirectoryHeader
        headingId="office-heading"
        icon={OFFICE_ICONS[office.icon]}
        iconClassName="bg-brand-700 text-white"
        name={office.name}
        description={office.description}
      />

      {chart ? (
        <OrgChartFigure
          key={office.id}
          chart={chart}
          loadingOverlay
          alreadyLoaded={settled(office.id)}
          onSettled={() => markSettled(office.id)}
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
    </DirectoryLayout>
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

const DirectoryIsland = island('staff-directory', StaffDirectory);
