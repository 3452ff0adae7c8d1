// "Program at a glance" of a degree programme page: duration, majors, accreditation, chair, licensure,
// admission requirements and career paths (content/pages/program-glance.ts), then the links a prospective
// student needs next: the programme's faculty chart and the enrolment portal.
import {
  Award,
  BookOpen,
  Briefcase,
  CalendarClock,
  ClipboardCheck,
  ExternalLink,
  Network,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { siteConfig } from '../../../../../config/site.ts';
import {
  type DegreeProgram,
  programChair,
  programGlance,
  programGlanceText as text,
} from '../../../../../content/pages/program-glance.ts';
import { NewTabLink } from '../../../components/new-tab-link.tsx';

export function ProgramGlance({ program }: { program: DegreeProgram }) {
  const glance = programGlance[program];
  return (
    <section aria-labelledby="program-glance-heading" className="grid gap-6">
      <div>
        <h2 id="program-glance-heading" className="heading-2 text-slate-900">
          {text.title}
        </h2>
        <p className="mt-1 text-slate-600">{text.lead}</p>
      </div>

      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact icon={<CalendarClock aria-hidden="true" className="size-5" />} label={text.duration}>
          {glance.duration}
        </Fact>
        <Fact icon={<BookOpen aria-hidden="true" className="size-5" />} label={text.majors}>
          <ul className="grid gap-1">
            {glance.majors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Fact>
        <Fact icon={<Award aria-hidden="true" className="size-5" />} label={text.accreditation}>
          {glance.accreditation}
          <span className="mt-1 block text-sm font-normal text-slate-600">
            {text.licensure}: {glance.licensure}
          </span>
        </Fact>
        <Fact icon={<UserRound aria-hidden="true" className="size-5" />} label={text.chair}>
          {programChair(program)}
        </Fact>
      </dl>

      <div className="grid gap-4 lg:grid-cols-2">
        <ListPanel
          id="program-admission-heading"
          icon={<ClipboardCheck aria-hidden="true" className="size-5" />}
          title={text.admission}
          items={glance.admission}
          note={text.tuitionNote}
        />
        <ListPanel
          id="program-careers-heading"
          icon={<Briefcase aria-hidden="true" className="size-5" />}
          title={text.careers}
          items={glance.careers}
        />
      </div>

      <div className="flex flex-wrap gap-3">
        <Link to={`/faculty?program=${program}`} className="btn btn-primary">
          <Network aria-hidden="true" className="size-4" />
          {text.facultyLink}
        </Link>
        <NewTabLink href={siteConfig.enrolmentPortalUrl} className="btn btn-outline" title={text.enrolNote}>
          {text.enrolLink}
          <ExternalLink aria-hidden="true" className="size-4" />
        </NewTabLink>
      </div>
    </section>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-slate-900/5">
      <dt className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700">
        {icon}
        {label}
      </dt>
      <dd className="mt-2 font-medium leading-6 text-slate-900">{children}</dd>
    </div>
  );
}

function ListPanel({
  id,
  icon,
  title,
  items,
  note,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  items: string[];
  note?: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h3 id={id} className="flex items-center gap-2 heading-3 text-slate-900">
        <span className="text-brand-700">{icon}</span>
        {title}
      </h3>
      <ul className="mt-4 grid list-disc gap-2 pl-5 leading-7 text-slate-700 marker:text-brand-600">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {note && (
        <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm leading-6 text-brand-900">{note}</p>
      )}
    </section>
  );
}
