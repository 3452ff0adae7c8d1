// /admissions: who can apply, the current intake's dates (or a plain "not announced yet"), the steps and
// documents staff keep in the portal, free tuition and scholarships, the fees that remain, where to ask, the
// enrolment portal, and the four degree programmes with a link to each. Plain server-rendered markup.
import {
  ArrowRight,
  CalendarDays,
  ExternalLink,
  FileCheck2,
  GraduationCap,
  HelpCircle,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { siteConfig } from '../../../../config/site.ts';
import { facultyPrograms } from '../../../../content/directories/faculty-programs.ts';
import { admissionsPage as text } from '../../../../content/pages/admissions.ts';
import { programGlance } from '../../../../content/pages/program-glance.ts';
import type { AdmissionsBlock } from '../../../shared/contract/site.ts';
import { ADMISSIONS_KEY } from '../../../shared/pages/admissions-page.ts';
import { NewTabLink } from '../../components/new-tab-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { PageLoadError } from '../../components/page-load-error.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { useAsyncData } from '../../lib/use-async-data.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { loadAdmissions } from './api/get-admissions.ts';

export function Component() {
  usePageTitle(text.title);
  const { data, error, reload } = useAsyncData(ADMISSIONS_KEY, loadAdmissions);
  const block = data?.admissions;

  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.heading} lead={text.lead} crumbs={[{ label: text.title }]}>
        <p className="mt-8">
          <NewTabLink href={siteConfig.enrolmentPortalUrl} className="btn btn-gold" title={text.enrolNote}>
            {text.enrolLink}
            <ExternalLink aria-hidden="true" className="size-4" />
          </NewTabLink>
        </p>
      </PageHero>

      <div className="container-page grid gap-12 py-10 sm:py-14 lg:grid-cols-[1fr_20rem] lg:gap-14">
        <div className="grid min-w-0 gap-12">
          <Section id="admissions-intake" title={text.intakeTitle} icon={<CalendarDays className="size-5" />}>
            {block ? (
              <Intake intake={block.intake} />
            ) : error !== undefined ? (
              <PageLoadError error={error} onRetry={reload} />
            ) : (
              <p className="text-slate-600">Loading…</p>
            )}
          </Section>

          <Section id="admissions-who" title={text.whoTitle} icon={<GraduationCap className="size-5" />}>
            <ul className="grid list-disc gap-2 pl-5 leading-7 text-slate-700 marker:text-brand-600">
              {text.who.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </Section>

          {block && (
            <Section id="admissions-steps" title={text.stepsTitle} icon={<ArrowRight className="size-5" />}>
              <ol className="grid gap-4">
                {block.steps.map((s, i) => (
                  <li key={s.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
                    <span
                      aria-hidden="true"
                      className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
                    >
                      {i + 1}
                    </span>
                    <div>
                      <h3 className="font-semibold text-slate-900">{s.title}</h3>
                      <p className="mt-1 leading-7 text-slate-700">{s.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </Section>
          )}

          {block && (
            <Section
              id="admissions-documents"
              title={text.documentsTitle}
              icon={<FileCheck2 className="size-5" />}
            >
              <ul className="grid list-disc gap-2 pl-5 leading-7 text-slate-700 marker:text-brand-600">
                {block.requirements.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
              <p className="mt-3 text-sm text-slate-600">{text.documentsNote}</p>
            </Section>
          )}

          <Section id="admissions-tuition" title={text.tuitionTitle} icon={<Wallet className="size-5" />}>
            {text.tuition.map((p) => (
              <p key={p} className="mb-3 leading-7 text-slate-700">
                {p}
              </p>
            ))}
            <h3 className="mt-6 font-semibold text-slate-900">{text.feesTitle}</h3>
            <ul className="mt-2 grid list-disc gap-2 pl-5 leading-7 text-slate-700 marker:text-brand-600">
              {text.fees.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </Section>

          <Section
            id="admissions-programmes"
            title={text.programmesTitle}
            icon={<GraduationCap className="size-5" />}
          >
            <p className="mb-4 text-slate-600">{text.programmesLead}</p>
            <ul className="grid gap-4 sm:grid-cols-2">
              {facultyPrograms.map((p) => (
                <li
                  key={p.id}
                  className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <h3 className="font-semibold text-slate-900">{p.name}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-700">{p.description}</p>
                  <dl className="mt-3 grid gap-1 text-sm text-slate-700">
                    <div>
                      <dt className="inline font-semibold">Duration: </dt>
                      <dd className="inline">{programGlance[p.id].duration}</dd>
                    </div>
                    <div>
                      <dt className="inline font-semibold">Majors: </dt>
                      <dd className="inline">{programGlance[p.id].majors.join('; ')}</dd>
                    </div>
                  </dl>
                  <Link
                    to={`/programs/${p.id}`}
                    className="mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline"
                  >
                    {text.programmeLink}
                    <span className="sr-only">: {p.name}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        </div>

        <aside
          aria-labelledby="admissions-ask-heading"
          className="h-fit rounded-2xl bg-brand-50 p-6 lg:sticky lg:top-24"
        >
          <h2 id="admissions-ask-heading" className="flex items-center gap-2 heading-3 text-brand-900">
            <HelpCircle aria-hidden="true" className="size-5" />
            {text.askTitle}
          </h2>
          <p className="mt-3 leading-7 text-slate-800">{text.ask}</p>
          <ul className="mt-4 grid gap-2">
            <li>
              <Link
                to="/staff?office=registrar"
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
              >
                {text.askRegistrar}
              </Link>
            </li>
            <li>
              <Link
                to="/send-concern"
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
              >
                {text.askConcern}
              </Link>
            </li>
          </ul>
        </aside>
      </div>
    </>
  );
}

function Section({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 flex items-center gap-2 heading-2 text-slate-900">
        <span aria-hidden="true" className="text-brand-700">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Intake({ intake }: { intake: AdmissionsBlock['intake'] }) {
  const dates = [
    ['opens', text.intakeLabels.opens],
    ['closes', text.intakeLabels.closes],
    ['exam', text.intakeLabels.exam],
    ['classes', text.intakeLabels.classes],
  ] as const;
  const announced = dates.some(([key]) => intake[key]);
  return (
    <div className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm">
      <p className="font-semibold text-brand-800">{intake.name}</p>
      {announced ? (
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          {dates.map(([key, label]) => (
            <div key={key}>
              <dt className="text-sm font-semibold text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900">
                {intake[key] ? (
                  <time dateTime={intake[key]}>{formatLongDate(intake[key])}</time>
                ) : (
                  text.dateToBeAnnounced
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 leading-7 text-slate-700">{text.noDates}</p>
      )}
    </div>
  );
}
