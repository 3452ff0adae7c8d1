// Quick facts (docs/product/public-site.md#pages, #states, #constants): each figure counts up from 0 once, when the block is 20 % visible,
// over 900 ms with an ease-out curve.
import { useEffect, useRef, useState } from 'react';
import { homePage } from '../../../../../content/pages/home.ts';
import type { QuickFact } from '../../../../shared/contract/site.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { island } from '../../../islands/island.tsx';
import { useInViewOnce } from '../../../lib/use-in-view.ts';
import { usePrefersReducedMotion } from '../../../lib/use-media-query.ts';
import { useSiteBlocks } from '../../../lib/use-site-content.ts';

export const COUNTER_MS = 900;
export const QUICK_FACTS_THRESHOLD = 0.2;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

function useCountUp(target: number, start: boolean, instant: boolean): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!start) return;
    if (instant) {
      setValue(target);
      return;
    }
    let frame = 0;
    const t0 = performance.now();
    const tick = (now: number) => {
      const t = Math.min((now - t0) / COUNTER_MS, 1);
      setValue(Math.round(target * easeOut(t)));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [start, instant, target]);
  return value;
}

// The figures' code loads as the block comes near; the count starts once 20 % of it is in view.
const QuickFactsIsland = island('quick-facts', QuickFactFigures, { when: 'visible' });

/** The quick facts staff keep in the portal's Site area (config/site.ts's until they arrive). */
export function QuickFacts({ id = 'quickfacts' }: { id?: string }) {
  return <QuickFactsIsland id={id} facts={useSiteBlocks().facts} />;
}

export function QuickFactFigures({ id, facts }: { id: string; facts: QuickFact[] }) {
  const ref = useRef<HTMLDListElement>(null);
  const visible = useInViewOnce(ref, { threshold: QUICK_FACTS_THRESHOLD });
  const reduced = usePrefersReducedMotion();
  return (
    <div id={id} className="scroll-mt-24">
      <SectionHeading
        id={`${id}-title`}
        eyebrow={homePage.quickFactsTitle}
        title={homePage.quickFactsIntro}
      />
      <dl ref={ref} className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
        {facts.map((fact, i) => (
          <Fact
            key={fact.label}
            label={fact.label}
            value={fact.value}
            note={fact.note ?? undefined}
            start={visible}
            instant={reduced}
            wide={i === facts.length - 1}
          />
        ))}
      </dl>
    </div>
  );
}

/** Figures with a thousands separator, as an editor writes them ("1,564"). */
const FIGURE = new Intl.NumberFormat('en-US');

function Fact({
  label,
  value,
  note,
  start,
  instant,
  wide,
}: {
  label: string;
  value: number;
  note?: string;
  start: boolean;
  instant: boolean;
  wide: boolean;
}) {
  const shown = useCountUp(value, start, instant);
  return (
    // A <dl>'s groups may hold only <dt> and <dd> (HTML's content model; the Nu Html Checker rejected the
    // decorative bar as a <span> here), so the gold bar is drawn by ::before.
    <div
      className={`relative flex flex-col-reverse overflow-hidden rounded-2xl border border-brand-100 bg-white p-5 shadow-sm before:absolute before:top-0 before:left-0 before:h-1 before:w-12 before:rounded-br-full before:bg-gold-400 before:content-[''] sm:p-6 ${wide ? 'col-span-2 md:col-span-1' : ''}`}
    >
      <dt className="mt-1 text-sm font-medium text-slate-600">
        {label}
        {note && <span className="block text-xs font-normal text-slate-500">({note})</span>}
      </dt>
      <dd className="font-display text-4xl font-bold tracking-tight text-brand-700 tabular-nums sm:text-5xl">
        <span aria-hidden="true">{FIGURE.format(shown)}</span>
        <span className="sr-only">{FIGURE.format(value)}</span>
      </dd>
    </div>
  );
}
