// The panel shown when the charter cannot be displayed inline: the message of docs/product/public-site.md#errors and five options.
import { Download, ExternalLink, FileText, RefreshCw, Smartphone } from 'lucide-react';
import { charterPage as text } from '../../../../../content/pages/charter.ts';
import { NewTabLink } from '../../../components/new-tab-link.tsx';
import type { ViewerKind } from '../lib/use-charter-viewer.ts';

export function CharterFallback({
  pdfUrl,
  onRetry,
}: {
  pdfUrl: string;
  onRetry: (kind: ViewerKind) => void;
}) {
  // The online viewer fetches the document itself, so it needs the full public address.
  const absolute = new URL(pdfUrl, window.location.href).href;
  const option =
    'flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3.5 text-left font-semibold text-slate-800 shadow-sm shadow-slate-900/5 transition hover:border-brand-300 hover:bg-brand-50 hover:text-brand-900';
  const icon = 'grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700';

  return (
    <div className="px-4 py-10 sm:px-10 sm:py-14">
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-gold-400/20 text-brand-800">
          <FileText aria-hidden="true" className="size-7" />
        </span>
        <h2 className="mt-4 heading-2 text-slate-900">{text.fallbackTitle}</h2>
        <p role="alert" className="mt-3 text-slate-700">
          {text.fallbackMessage}
        </p>
      </div>
      <ul className="mx-auto mt-8 grid max-w-3xl gap-3 sm:grid-cols-2">
        <li>
          <a href={pdfUrl} target="_blank" rel="noopener" className={option}>
            <span className={icon}>
              <ExternalLink aria-hidden="true" className="size-5" />
            </span>
            {text.options.view}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <button type="button" onClick={() => onRetry('embedded')} className={`${option} w-full`}>
            <span className={icon}>
              <FileText aria-hidden="true" className="size-5" />
            </span>
            {text.options.embedded}
          </button>
        </li>
        <li>
          <a href={pdfUrl} download={text.fileName} className={option}>
            <span className={icon}>
              <Download aria-hidden="true" className="size-5" />
            </span>
            {text.options.download}
          </a>
        </li>
        <li>
          <button type="button" onClick={() => onRetry('frame')} className={`${option} w-full`}>
            <span className={icon}>
              <RefreshCw aria-hidden="true" className="size-5" />
            </span>
            {text.options.retry}
          </button>
        </li>
        <li className="sm:col-span-2">
          <NewTabLink href={`${text.advancedViewerUrl}${encodeURIComponent(absolute)}`} className={option}>
            <span className={icon}>
              <Smartphone aria-hidden="true" className="size-5" />
            </span>
            {text.options.advanced}
          </NewTabLink>
        </li>
      </ul>
    </div>
  );
}
