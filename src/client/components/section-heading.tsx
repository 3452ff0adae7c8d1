// The heading block every home and list section uses: a small eyebrow, the title and an optional intro.
import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  action,
  tone = 'light',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  action?: ReactNode;
  tone?: 'light' | 'dark';
}) {
  const dark = tone === 'dark';
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        {eyebrow && (
          <p
            className={`text-xs font-semibold tracking-[0.16em] uppercase ${dark ? 'text-gold-400' : 'text-brand-700'}`}
          >
            {eyebrow}
          </p>
        )}
        <h2 id={id} className={`mt-1 heading-2 ${dark ? 'text-white' : 'text-slate-900'}`}>
          {title}
        </h2>
        {intro && (
          <p className={`mt-3 text-base sm:text-lg ${dark ? 'text-brand-100' : 'text-slate-600'}`}>{intro}</p>
        )}
      </div>
      {action}
    </div>
  );
}
