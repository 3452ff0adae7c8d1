// The page shown for an article or event that does not exist (or is not public): an icon, a heading, why,
// and where to go instead.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function NotFoundPanel({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The links to go on with, in the shared button styles. */
  children: ReactNode;
}) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 heading-2 text-slate-900">{title}</h1>
      <p className="mt-3 max-w-md text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
