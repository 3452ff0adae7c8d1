// A titled organisational chart section of an office page.
import { siteConfig } from '../../../../../config/site.ts';
import type { OrgChart } from '../../../../../content/org-charts/chart-types.ts';
import { OrgChartFigure } from '../../../components/org-chart/org-chart-figure.tsx';
import { island } from '../../../islands/island.tsx';

/** The chart opens in the viewer: an island of the office pages. */
const OrgChartIsland = island('org-chart', OrgChartFigure, { when: 'touched' });

export function ChartSection({ chart, title, lead }: { chart: OrgChart; title: string; lead?: string }) {
  const id = `${chart.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section aria-labelledby={id} className="grid gap-5">
      <div>
        <h2 id={id} className="heading-2 text-slate-900">
          {title}
        </h2>
        {lead && <p className="mt-1 text-slate-600">{lead}</p>}
      </div>
      <OrgChartIsland chart={chart} campusName={siteConfig.campus_name} />
    </section>
  );
}
