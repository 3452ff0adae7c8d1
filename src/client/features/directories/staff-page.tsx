// Staff Directory (docs/product/public-site.md#pages): the 23 offices, each with how to reach it, its chart,
// core functions and services (those of the Citizen's Charter link to their pages). The server draws the
// office of the address (?office=) and the search's results (?q=); the search and the chart are the islands.
import { ArrowRight, Building, CircleCheck, FileText, Info, Phone } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { siteConfig } from '../../../../config/site.ts';
import {
  coreFunctions,
  genericCoreFunctions,
  genericServices,
  officeServices,
  staffOffices,
  staffDirectoryText as text,
} from '../../../../content/directories/staff-offices.ts';
import { officeCharts } from '../../../../content/org-charts/offices.ts';
import type { DirectoryOffice } from '../../../shared/contract/directory.ts';
import { directoryKey, directoryQueryOf } from '../../../shared/pages/directory-pages.ts';
import { servicePath } from '../../../shared/routes.ts';
import { OrgChartFigure } from '../../components/org-chart/org-chart-figure.tsx';
import { island } from '../../islands/island.tsx';
import { useAsyncData } from '../../lib/use-async-data.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { loadDirectory } from './api/get-directory.ts';
import { OfficeContacts } from './components/contact-details.tsx';
import { OFFICE_ICONS } from './components/directory-icons.ts';
import { DirectoryHeader, DirectoryLayout } from './components/directory-layout.tsx';
import type { PickerItem } from './components/directory-picker.tsx';
import { DirectorySearchIsland } from './components/directory-search.tsx';

const items: PickerItem[] = staffOffices.map((o) => ({
  id: o.id,
  label: o.name,
  icon: OFFICE_ICONS[o.icon],
}));

/** The chart wakes at once: its 'Loading High-Quality Chart' overlay hides when the image has loaded. */
const OrgChartIsland = island('org-chart', OrgChartFigure);

export function Component() {
  usePageTitle(text.title);
  const [params] = useSearchParams();
  const index = Math.max(
    0,
    staffOffices.findIndex((o) => o.id === params.get('office')),
  );
  const office = staffOffices[index] ?? staffOffices[0];
  const { data } = useAsyncData(directoryKey(), (signal) => loadDirectory('', signal));
  if (!office) return null;

  const chart = officeCharts[office.id];
  const functions = coreFunctions[office.id] ?? genericCoreFunctions;
  const services = officeServices[office.id] ?? genericServices;
  const contacts = data?.offices.find((o) => o.id === office.id);

  return (
    <DirectoryLayout
      title={text.title}
      lead={text.subtitle}
      crumb="Staff Directory"
      search={<DirectorySearchIsland q={directoryQueryOf(params)} action="/staff" />}
      picker={{
        items,
        selectedIndex: index,
        path: '/staff',
        param: 'office',
        noun: 'offices',
        label: text.chooseLabel,
      }}
      pickerColumn="wide"
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

      {contacts && <ReachUs office={contacts} />}

      {chart ? (
        <OrgChartIsland key={office.id} chart={chart} campusName={siteConfig.campus_name} loadingOverlay />
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
        {contacts && contacts.services.length > 0 && <CharterServices office={contacts} />}
      </section>
    </DirectoryLayout>
  );
}

/** How to reach the office: phone, e-mail, room and building, hours and head. */
function ReachUs({ office }: { office: DirectoryOffice }) {
  return (
    <section
      aria-labelledby="reach-heading"
      className="rounded-2xl border border-brand-200 bg-brand-50/60 p-5 sm:p-6"
    >
      <h3 id="reach-heading" className="heading-3 flex items-center gap-2 text-slate-900">
        <Phone aria-hidden="true" className="size-5 text-brand-700" />
        How to reach us
      </h3>
      <div className="mt-4">
        <OfficeContacts office={office} />
      </div>
    </section>
  );
}

/** The office's services in the Citizen's Charter, each with its page (requirements, steps, fees, time). */
function CharterServices({ office }: { office: DirectoryOffice }) {
  return (
    <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-5">
      <h4 className="font-semibold text-slate-900">In the Citizen’s Charter</h4>
      <p className="mt-1 text-sm text-slate-600">What to bring, the steps, fees and how long each takes.</p>
      <ul className="mt-3 grid gap-1">
        {office.services.map((s) => (
          <li key={s.slug}>
            <a
              href={servicePath(s.slug)}
              className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 underline underline-offset-2"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0" />
              {s.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
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
