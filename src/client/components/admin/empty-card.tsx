// The portal's per-office 'No ... yet' card (docs/product/admin-portal.md#errors): a headline, one line on
// what will appear here, and the next step.
import type { ReactNode } from 'react';

export function EmptyCard({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-lg text-slate-600">{children}</p>
      {action ? <div className="mt-6 flex justify-center">{action}</div> : null}
    </section>
  );
}
