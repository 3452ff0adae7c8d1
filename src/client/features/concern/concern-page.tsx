// /send-concern (docs/product/public-site.md#pages, #states): drawn by the server; the form's card is an island
// (components/concern-panel.tsx) that works as a plain form until it wakes.
import { type CaseReceipt, isSent } from '../../../shared/contract/page-forms.ts';
import { BackHomeLink } from '../../components/back-home-link.tsx';
import { PostedErrorSummary } from '../../components/error-summary.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { island } from '../../islands/island.tsx';
import { usePostedForm } from '../../lib/posted-form.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CONCERN_FIELD_IDS } from './components/concern-form.tsx';
import { ConcernPanel } from './components/concern-panel.tsx';
import { PrivacyNotice } from './components/privacy-notice.tsx';

const ConcernPanelIsland = island('concern-form', ConcernPanel);

export function Component() {
  usePageTitle('Send a Concern');
  const posted = usePostedForm<CaseReceipt>();

  return (
    <>
      <PageHero
        eyebrow="We are listening"
        title="Send a Concern"
        lead="Have a question, a suggestion or a problem on campus? Write to us and the right office will reply by e-mail."
        crumbs={[{ label: 'Send a Concern' }]}
      />
      <div className="container-page grid gap-10 py-8 sm:py-12">
        <PostedErrorSummary
          errors={posted && !isSent(posted) ? posted.errors : undefined}
          fields={CONCERN_FIELD_IDS}
        />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <ConcernPanelIsland posted={posted} />
          </div>
          <PrivacyNotice />
        </div>
        <nav aria-label="More" className="border-t border-slate-200 pt-8">
          <BackHomeLink />
        </nav>
      </div>
    </>
  );
}
