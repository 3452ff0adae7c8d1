// Citizens' Charter (docs/product/public-site.md#pages, #states, #errors): the PDF in a tall embedded viewer, links to open or download
// it, a 'Redirecting to PDF...' screen on phones, and a fallback panel with five ways to reach the document.
import { Download, ExternalLink, FileText, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { siteConfig } from '../../../../config/site.ts';
import { charterPage as text } from '../../../../content/pages/charter.ts';
import { charterPdfUrl } from '../../../shared/charter.ts';
import { BackHomeLink } from '../../components/back-home-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CharterFallback } from './components/charter-fallback.tsx';
import { useMobileDevice } from './lib/device.ts';
import { useCharterViewer } from './lib/use-charter-viewer.ts';

export function Component() {
  usePageTitle(text.title);
  const pdfUrl = charterPdfUrl(siteConfig);
  const mobile = useMobileDevice();
  const { status, kind, retries, onViewerLoad, onViewerError, retry } = useCharterViewer(pdfUrl, mobile);
  // The viewer is made in the browser only: a server-rendered frame could finish loading before hydration
  // attaches onLoad, and the page would wait forever. The server draws the loading state.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  if (status === 'redirecting') {
    return (
      <section
        className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center"
        aria-labelledby="redirecting-heading"
      >
        <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
          <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
        </span>
        <h1 id="redirecting-heading" className="mt-6 heading-2 text-slate-900">
          {text.redirecting}
        </h1>
        <p className="mt-3 max-w-sm text-slate-600">{text.redirectingHint}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={pdfUrl} className="btn btn-primary">
            <FileText aria-hidden="true" className="size-4" />
            {text.options.view}
          </a>
          <button type="button" className="btn btn-outline" onClick={() => retry('frame')}>
            {text.stayLabel}
          </button>
        </div>
      </section>
    );
  }

  return (
    <>
      <PageHero
        eyebrow="Quick Links"
        title={text.title}
        lead={text.tagline}
        crumbs={[{ label: 'About', to: '/about/history' }, { label: text.title }]}
      >
        <div className="mt-7 flex flex-wrap gap-3">
          <a href={pdfUrl} download={text.fileName} className="btn btn-gold">
            <Download aria-hidden="true" className="size-4" />
            {text.downloadCharter}
          </a>
          <BackHomeLink className="btn btn-ghost-light" />
        </div>
      </PageHero>

      <div className="container-page py-8 sm:py-12">
        <section
          aria-label="Charter document"
          data-state={status}
          data-viewer={kind}
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/5"
        >
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3">
            <p className="flex items-center gap-2 text-sm font-semibold text-slate-800">
              <FileText aria-hidden="true" className="size-4 text-brand-700" />
              {text.fileName}
            </p>
            <div className="flex flex-wrap gap-2 text-sm">
              <a
                href={pdfUrl}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-medium text-brand-800 hover:bg-brand-50"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {text.openInNewTab}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <a
                href={pdfUrl}
                download={text.fileName}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-medium text-brand-800 hover:bg-brand-50"
              >
                <Download aria-hidden="true" className="size-4" />
                {text.download}
              </a>
            </div>
          </div>

          {status === 'fallback' ? (
            <CharterFallback pdfUrl={pdfUrl} onRetry={retry} />
          ) : (
            <div className="relative h-[75vh] min-h-[32rem] bg-slate-100 lg:h-[85vh]">
              {mounted && (
                <iframe
                  key={`${kind}-${retries}`}
                  src={kind === 'frame' ? pdfUrl : `${pdfUrl}#view=FitH&toolbar=1`}
                  title={text.frameTitle}
                  onLoad={onViewerLoad}
                  onError={onViewerError}
                  className="size-full border-0"
                />
              )}
              {status === 'loading' && (
                <div
                  role="status"
                  className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white/95 text-slate-700"
                >
                  <LoaderCircle aria-hidden="true" className="size-9 animate-spin text-brand-600" />
                  <span className="font-medium">{text.loading}</span>
                </div>
              )}
            </div>
          )}
        </section>
      </div>
    </>
  );
}
