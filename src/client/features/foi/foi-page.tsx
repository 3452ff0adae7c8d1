// /foi: the Freedom of Information request form, how a request is handled, and the FOI Manual's privacy
// notice (content/foi-manual.ts). The texts are server-rendered; the form works once the page hydrates.
import { CircleCheck, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { foiPage as text } from '../../../../content/foi-manual.ts';
import { formatLongDate } from '../../../shared/dates.ts';
import { BackHomeLink } from '../../components/back-home-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { submitFoiRequest } from './api/submit-foi-request.ts';
import { FoiForm } from './components/foi-form.tsx';

export function Component() {
  usePageTitle(text.title);
  const [sent, setSent] = useState<{ reference: string; due_date: string } | null>(null);

  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.title} lead={text.lead} crumbs={[{ label: text.title }]} />
      <div className="container-page grid gap-10 py-8 sm:py-12">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            {sent ? (
              <div role="status" className="flex flex-col items-center py-10 text-center">
                <CircleCheck aria-hidden="true" className="size-14 text-brand-600" />
                <h2 className="mt-4 heading-2 text-slate-900">Request received</h2>
                <p className="mt-3 text-slate-700">
                  Your reference number is{' '}
                  <strong className="font-mono text-lg tracking-wide text-slate-900">{sent.reference}</strong>
                </p>
                <p className="mt-2 max-w-md text-slate-700">
                  We will answer by <strong>{formatLongDate(sent.due_date)}</strong>. We are also sending the
                  reference and this date to your e-mail address.
                </p>
                <Link to="/foi/register" className="btn btn-outline mt-6">
                  {text.registerLink}
                </Link>
              </div>
            ) : (
              <FoiForm
                onSent={async (values) => {
                  setSent(await submitFoiRequest(values));
                }}
              />
            )}
          </div>
          <div className="grid gap-6">
            <section
              aria-labelledby="foi-how-title"
              className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700 sm:p-6"
            >
              <h2 id="foi-how-title" className="text-base font-semibold text-slate-900">
                How your request is handled
              </h2>
              <ol className="mt-3 list-decimal space-y-2 pl-5">
                {text.howItWorks.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ol>
              <p className="mt-4">
                <Link
                  to="/foi/register"
                  className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2"
                >
                  {text.registerLink}
                </Link>
              </p>
            </section>
            <aside
              aria-labelledby="foi-privacy-title"
              className="rounded-2xl border border-brand-100 bg-brand-50/70 p-5 text-sm text-slate-700 sm:p-6"
            >
              <h2
                id="foi-privacy-title"
                className="flex items-center gap-2 text-base font-semibold text-brand-900"
              >
                <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
                {text.privacyTitle}
              </h2>
              {text.privacy.map((p) => (
                <p key={p} className="mt-3">
                  {p}
                </p>
              ))}
            </aside>
          </div>
        </div>
        <nav aria-label="More" className="border-t border-slate-200 pt-8">
          <BackHomeLink />
        </nav>
      </div>
    </>
  );
}
