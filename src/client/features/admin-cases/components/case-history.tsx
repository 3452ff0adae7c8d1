// A case's history, oldest first (concern cases and FOI requests).
import type { CaseEvent } from '../../../../shared/contract/cases.ts';
import { formatCaseTime } from '../lib/case-format.ts';

export function CaseHistory({ history }: { history: CaseEvent[] }) {
  return (
    <ol className="flex flex-col gap-2 border-l-2 border-slate-200 pl-4">
      {history.map((h) => (
        <li key={h.id} className="text-sm">
          <p className="text-slate-900">{h.summary}</p>
          <p className="text-xs text-slate-600">
            {h.actor} · {formatCaseTime(h.created_at)}
          </p>
        </li>
      ))}
    </ol>
  );
}
