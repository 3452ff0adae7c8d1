// The FOI request form's card as an island (docs/decisions/0026-public-pages-as-islands.md): the form, then
// the reference and due date once the request is received. The server draws it with what a post without
// JavaScript came to (`posted`, src/server/routes/page-forms.ts); awake, it sends by the API.
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { foiPage as text } from '../../../../../content/foi-manual.ts';
import { type CaseReceipt, isSent, type PostedForm } from '../../../../shared/contract/page-forms.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { submitFoiRequest } from '../api/submit-foi-request.ts';
import { FoiForm } from './foi-form.tsx';

export function FoiPanel({ posted }: { posted?: PostedForm<CaseReceipt> }) {
  const [sent, setSent] = useState<CaseReceipt | null>(isSent(posted) ? posted.sent : null);
  if (!sent)
    return (
      <FoiForm
        initial={posted && !isSent(posted) ? posted : undefined}
        onSent={async (values) => {
          setSent(await submitFoiRequest(values));
        }}
      />
    );
  return (
    <div role="status" className="flex flex-col items-center py-10 text-center">
      <CircleCheck aria-hidden="true" className="size-14 text-brand-600" />
      <h2 className="mt-4 heading-2 text-slate-900">Request received</h2>
      <p className="mt-3 text-slate-700">
        Your reference number is{' '}
        <strong className="font-mono text-lg tracking-wide text-slate-900">{sent.reference}</strong>
      </p>
      <p className="mt-2 max-w-md text-slate-700">
        We will answer by <strong>{formatLongDate(sent.due_date)}</strong>. We are also sending the reference
        and this date to your e-mail address.
      </p>
      <Link to="/foi/register" className="btn btn-outline mt-6">
        {text.registerLink}
      </Link>
    </div>
  );
}
