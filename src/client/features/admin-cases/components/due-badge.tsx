// The due state of a case as a coloured label (overdue and due-today stand out in every list).
import clsx from 'clsx';
import { DUE_STATE_LABELS, type DueState } from '../../../../shared/contract/cases.ts';
import { DUE_BADGE } from '../lib/case-format.ts';

export function DueBadge({ state }: { state: DueState }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        DUE_BADGE[state],
      )}
    >
      {DUE_STATE_LABELS[state]}
    </span>
  );
}
