// A list of external e-resources, each opening in a new tab.
import { ExternalLink } from 'lucide-react';
import type { ExternalResource } from '../../../../../content/pages/library.ts';

export function ResourceList({ resources }: { resources: ExternalResource[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {resources.map((r) => (
        <li key={r.url}>
          <a
            href={r.url}
            target="_blank"
            rel="noopener noreferrer"
            className="group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
          >
            <span
              aria-hidden="true"
              className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 font-display text-lg font-bold text-brand-800"
            >
              {r.name.charAt(0)}
            </span>
            <span className="min-w-0">
              <span className="flex items-center gap-1.5 font-semibold text-slate-900 group-hover:text-brand-800">
                {r.name}
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
                <span className="sr-only">(opens in a new tab)</span>
              </span>
              <span className="mt-1 block text-sm leading-6 text-slate-600">{r.description}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
