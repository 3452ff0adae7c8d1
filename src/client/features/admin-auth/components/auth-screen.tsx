// The frame of the portal's screens before sign-in (sign-in, forgot password, set password): the campus
// green background, the university's name and one white card.
import type { ReactNode } from 'react';
import { siteConfig } from '../../../../../config/site.ts';

export function AuthScreen({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-4 py-10">
      <div className="m-auto w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-3 text-white">
          <img src="/favicon.svg" alt="" width="44" height="44" className="size-11" />
          <p className="leading-tight">
            <span className="block font-semibold">{siteConfig.university_name}</span>
            <span className="block text-sm text-brand-100">{siteConfig.subtitle}</span>
          </p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">{lead}</p>
          {children}
        </div>
        <p className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-center text-sm text-brand-100">
          {footer}
          <a href="/" className="underline underline-offset-4 hover:text-white">
            Back to the public site
          </a>
        </p>
      </div>
    </main>
  );
}

/** The red summary line at the top of a card's form. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-2.5 text-sm font-medium text-red-800"
    >
      {children}
    </p>
  );
}
