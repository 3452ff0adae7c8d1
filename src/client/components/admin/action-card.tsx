// One card of the dashboard's "Needs doing now" (src/client/app/admin/dashboard/dashboard-actions.ts): a
// heading with an icon, a line or a short list, and the links that do the task. Every feature's card uses it,
// so the list reads as one.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useId } from 'react';

export type ActionCardTone = 'urgent' | 'attention' | 'calm';

const TONES: Record<ActionCardTone, string> = {
  urgent: 'border-l-red-600',
  attention: 'border-l-amber-500',
  calm: 'border-l-brand-600',
};

export function ActionCard({
  title,
  icon,
  tone = 'calm',
  children,
  actions,
}: {
  title: string;
  icon: ReactNode;
  tone?: ActionCardTone;
  children?: ReactNode;
  /** The links or buttons that do the task (44 px each). */
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={clsx(
        'flex flex-col gap-3 rounded-2xl border-l-4 bg-white p-5 shadow-sm ring-1 ring-slate-200',
        TONES[tone],
      )}
    >
      <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <span aria-hidden="true" className="text-brand-700 [&>svg]:size-5">
          {icon}
        </span>
        {title}
      </h2>
      {children ? <div className="text-sm text-slate-700">{children}</div> : null}
      {actions ? <div className="mt-auto flex flex-col gap-2 sm:flex-row sm:flex-wrap">{actions}</div> : null}
    </section>
  );
}

/** A short list of things inside a card, each a link to the place where it is done. */
export function ActionCardList({ children }: { children: ReactNode }) {
  return <ul className="flex flex-col divide-y divide-slate-100">{children}</ul>;
}
