// /foi: the Freedom of Information request form, how a request is handled, and the FOI Manual's privacy
// notice (content/foi-manual.ts). Drawn by the server; the form's card is an island (components/foi-panel.tsx)
// that works as a plain form until it wakes.
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { foiPage as text } from '../../../../content/foi-manual.ts';
import { type CaseReceipt, isSent } from '../../../shared/contract/page-forms.ts';
import { BackHomeLink } from '../../components/back-home-link.tsx';
import { PostedErrorSummary } from '../../components/error-summary.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { island } from '../../islands/island.tsx';
import { usePostedForm } from '../../lib/posted-form.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { FOI_FIELD_IDS } from './components/foi-form.tsx';
import { FoiPanel } from './components/foi-panel.tsx';

const FoiPanelIsland = island('foi-form', FoiPanel);

export function Component() {
  usePageTitle(text.title);
  const posted = usePostedForm<CaseReceipt>();

  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.title} lead={text.lead} crumbs={[{ label: text.title }]} />
      <div className="container-page grid gap-10 py-8 sm:py-12">
        <PostedErrorSummary
          errors={posted && !isSent(posted) ? posted.errors : undefined}
          fields={FOI_FIELD_IDS}
        />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <FoiPanelIsland posted={posted} />
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
