// Home's notice of the concern this tab has just sent (issue #34): its reference and reply date, a Copy button
// and a dismiss button, kept for the session (src/client/lib/concern-receipt.ts). An island that draws nothing
// on the server; in the browser it shows over the page's foot (fixed, so nothing on the page moves).
import { Check, Copy, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { CaseReceipt } from '../../../../shared/contract/page-forms.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { forgetConcernReceipt, readConcernReceipt } from '../../../lib/concern-receipt.ts';

export function ConcernReceiptNotice() {
  const [receipt, setReceipt] = useState<CaseReceipt | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReceipt(readConcernReceipt()), []);
  if (!receipt) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(receipt.reference);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, a refused permission): the reference stays on screen to copy by hand.
    }
  };
  const dismiss = () => {
    forgetConcernReceipt();
    setReceipt(null);
  };

  return (
    <section
      aria-labelledby="concern-receipt-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-xl rounded-2xl border border-brand-200 bg-white p-4 shadow-lg shadow-slate-900/15 sm:bottom-5 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="concern-receipt-title" className="font-semibold text-slate-900">
            Your concern was sent
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Reference{' '}
            <strong className="font-mono tracking-wide text-slate-900 select-all">{receipt.reference}</strong>
            . We will reply by <strong>{formatLongDate(receipt.due_date)}</strong>.
          </p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          className="-m-1 grid size-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Dismiss this notice</span>
        </button>
      </div>
      <button type="button" onClick={() => void copy()} className="btn btn-outline mt-3 min-h-11">
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {copied ? 'Copied' : 'Copy reference'}
      </button>
      <span role="status" className="sr-only">
        {copied ? 'Reference copied' : ''}
      </span>
    </section>
  );
}
