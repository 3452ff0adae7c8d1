// The mail a case sent its requester, each message with its delivery state (concern cases and FOI requests).
import type { CaseMail } from '../../../../shared/contract/cases.ts';
import { formatCaseTime, mailStateText } from '../lib/case-format.ts';

const KIND_TEXT: Record<CaseMail['kind'], string> = {
  acknowledgement: 'Acknowledgement',
  reply: 'Reply',
  notice: 'Notice',
  survey: 'Satisfaction survey',
};

export function CaseMailList({ mail, mailConfigured }: { mail: CaseMail[]; mailConfigured: boolean }) {
  return (
    <ul className="mt-2 flex flex-col gap-3">
      {mail.map((m) => (
        <li key={m.id} className="rounded-xl border border-slate-200 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-slate-900">
              {/* A mail nobody on the staff wrote (the requester's own step, a request closed by the clock)
                  has no author: it is not said to be by staff. */}
              {m.kind === 'acknowledgement' || m.kind === 'survey' || !m.author
                ? KIND_TEXT[m.kind]
                : `${KIND_TEXT[m.kind]} by ${m.author}`}
              <span className="font-normal text-slate-600"> · {formatCaseTime(m.created_at)}</span>
            </p>
            <p
              className={
                m.state === 'sent'
                  ? 'text-sm font-medium text-brand-800'
                  : 'text-sm font-medium text-amber-900'
              }
            >
              {mailStateText(m, mailConfigured)}
            </p>
          </div>
          {m.last_error && m.state !== 'sent' ? (
            <p className="mt-1 text-sm break-words text-red-800">Last error: {m.last_error}</p>
          ) : null}
          <details className="mt-2">
            <summary className="cursor-pointer py-2 text-sm text-brand-800">{m.subject}</summary>
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{m.body}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
