// The one empty-state pattern of the public pages (office and programme lists, their searches, careers,
// home news and events, site search): an icon, a short friendly headline, the spec's sentence as secondary
// text where the spec quotes one, and the next steps as buttons.
import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({
  icon: Icon,
  title,
  text,
  actions,
  className,
}: {
  icon: LucideIcon;
  /** The headline, e.g. 'Nothing published here yet'. */
  title: string;
  /** The explanation under it (often the spec's own sentence). */
  text?: ReactNode;
  /** Buttons or links, in the shared button styles (btn btn-outline, btn btn-primary). */
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div
      data-empty-state=""
      className={clsx(
        'flex flex-col items-center rounded-2xl border border-dashed border-brand-200 bg-brand-50/50 px-6 py-10 text-center sm:py-12',
        className,
      )}
    >
      <span className="grid size-14 place-items-center rounded-full bg-white text-brand-700 shadow-sm">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 max-w-xl text-lg font-semibold text-slate-900">{title}</p>
      {text && <p className="mt-2 max-w-lg text-slate-600">{text}</p>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
