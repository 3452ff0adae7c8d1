// Careers (docs/product/public-site.md#careers): hero, the open vacancies of the Site area (or the spec's 'No job
// vacancies at the moment' and a disabled Apply Now), six benefits, how to apply, and the HR contact.
import {
  BriefcaseBusiness,
  CalendarDays,
  FlaskConical,
  GraduationCap,
  type LucideIcon,
  Mail,
  SearchX,
  ShieldCheck,
  Users,
  Wallet,
} from 'lucide-react';
import { siteConfig } from '../../../../config/site.ts';
import { careersPage as text } from '../../../../content/pages/careers.ts';
import type { Vacancy } from '../../../shared/contract/site.ts';
import { BackHomeLink } from '../../components/back-home-link.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSiteContent } from '../../lib/use-site-content.ts';

const BENEFIT_ICONS: Record<string, LucideIcon> = {
  wallet: Wallet,
  shield: ShieldCheck,
  graduation: GraduationCap,
  calendar: CalendarDays,
  flask: FlaskConical,
  users: Users,
};

export function Component() {
  usePageTitle(text.title);
  const { data, error } = useSiteContent();
  const vacancies = data?.vacancies;
  const hasVacancies = vacancies !== undefined && vacancies.length > 0;
  // With one open position Apply Now leads to it; with several, to the list.
  const applyTarget = vacancies?.length === 1 ? `#vacancy-${vacancies[0]?.id}` : '#positions';
  const mailto = `mailto:${siteConfig.hrEmail}?subject=${encodeURIComponent('Question about careers at the San Isidro Campus')}`;

  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.heading} lead={text.lead} crumbs={[{ label: text.title }]}>
        <div className="mt-7 flex flex-wrap gap-3">
          <a href="#positions" className="btn btn-gold">
            <BriefcaseBusiness aria-hidden="true" className="size-4" />
            {text.positionsTitle}
          </a>
          <a href={mailto} className="btn btn-ghost-light">
            <Mail aria-hidden="true" className="size-4" />
            {text.askLabel}
          </a>
        </div>
      </PageHero>

      <div className="container-page grid gap-16 py-12 sm:py-16">
        <section id="positions" aria-labelledby="positions-heading" className="scroll-mt-24">
          <h2 id="positions-heading" className="heading-2 text-slate-900">
            {text.positionsTitle}
          </h2>
          {vacancies === undefined ? (
            <p className="mt-6 text-slate-600" aria-busy={error === undefined}>
              {error === undefined ? text.loadingVacancies : text.vacanciesFailed}
            </p>
          ) : hasVacancies ? (
            <ul className="mt-6 grid gap-4 lg:grid-cols-2">
              {vacancies.map((v) => (
                <VacancyCard key={v.id} vacancy={v} />
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={SearchX}
              title={text.noVacancies}
              text={text.noVacanciesHint}
              className="mt-6"
            />
          )}
        </section>

        <section aria-labelledby="benefits-heading">
          <h2 id="benefits-heading" className="heading-2 text-slate-900">
            {text.benefitsTitle}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {text.benefits.map((b) => {
              const Icon = BENEFIT_ICONS[b.icon] ?? Users;
              return (
                <li
                  key={b.title}
                  className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm shadow-slate-900/5 transition hover:-translate-y-0.5 hover:shadow-md"
                >
                  <span className="grid size-11 place-items-center rounded-xl bg-brand-700 text-white">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{b.title}</h3>
                  <p className="mt-2 leading-7 text-slate-600">{b.text}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="apply-heading" className="rounded-3xl bg-brand-50 p-6 sm:p-10">
          <h2 id="apply-heading" className="heading-2 text-slate-900">
            {text.howToApplyTitle}
          </h2>
          <ol className="mt-8 grid gap-6 lg:grid-cols-3">
            {text.steps.map((step, i) => (
              <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm shadow-slate-900/5">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-full bg-gold-400 font-bold text-brand-900"
                >
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 leading-7 text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            {hasVacancies ? (
              <a href={applyTarget} className="btn btn-primary">
                {text.applyLabel}
              </a>
            ) : (
              <button type="button" className="btn btn-primary" disabled title={text.applyDisabledTitle}>
                {text.applyLabel}
              </button>
            )}
            <a href={mailto} className="btn btn-outline">
              <Mail aria-hidden="true" className="size-4" />
              {text.askLabel}
            </a>
            <p className="text-sm text-slate-600 sm:ml-2">
              Human Resource Management Office ·{' '}
              <a
                href={`mailto:${siteConfig.hrEmail}`}
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                {siteConfig.hrEmail}
              </a>
            </p>
          </div>
        </section>

        <p className="max-w-3xl text-sm leading-6 text-slate-600">{text.equalOpportunity}</p>

        <div>
          <BackHomeLink />
        </div>
      </div>
    </>
  );
}

function VacancyCard({ vacancy: v }: { vacancy: Vacancy }) {
  const subject = encodeURIComponent(`Application: ${v.title}`);
  return (
    <li
      id={`vacancy-${v.id}`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id={`vacancy-${v.id}-title`} className="text-lg font-semibold break-words text-slate-900">
        {v.title}
      </h3>
      <p className="mt-1 text-slate-600">{v.office}</p>
      <p className="mt-2 text-sm font-medium text-brand-800">
        {text.applyBy} <time dateTime={v.closing_date}>{formatLongDate(v.closing_date)}</time>
      </p>
      <p className="mt-4 leading-7 break-words whitespace-pre-line text-slate-700">{v.description}</p>
      <h4 className="mt-4 text-sm font-semibold text-slate-900">{text.requirementsTitle}</h4>
      <p className="mt-1 leading-7 break-words whitespace-pre-line text-slate-700">{v.requirements}</p>
      <h4 className="mt-4 text-sm font-semibold text-slate-900">{text.howToApplyVacancyTitle}</h4>
      <p className="mt-1 leading-7 break-words whitespace-pre-line text-slate-700">{v.how_to_apply}</p>
      <a href={`mailto:${siteConfig.hrEmail}?subject=${subject}`} className="btn btn-outline mt-5">
        <Mail aria-hidden="true" className="size-4" />
        Send your application
      </a>
    </li>
  );
}
