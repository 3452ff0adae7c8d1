// Shared layout of the Research and Extension pages: hero with mode tabs and static-page links, the news list
// of the current mode, and the office's organisational chart.
import type { ReactNode } from 'react';
import type { OrgChart } from '../../../../../content/org-charts/chart-types.ts';
import type { ListMode } from '../../../../../content/pages/office-pages.ts';
import { NewsList } from '../../../components/news/news-list.tsx';
import { PageHero } from '../../../components/page-hero.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ChartSection } from './chart-section.tsx';
import { type ModeTab, ModeTabs } from './mode-tabs.tsx';
import { PageLinks } from './page-links.tsx';

export interface OfficeListPageProps {
  office: 'research' | 'extension' | 'library';
  section: string;
  title: string;
  lead: string;
  mode: ListMode;
  listTitles: Record<ListMode, string>;
  emptyText: string;
  tabs: readonly ModeTab[];
  chart: OrgChart;
  chartTitle: string;
  links: { label: string; to: string }[];
  /** Hero extras under the lead, e.g. the library's opening hours. */
  heroExtra?: ReactNode;
  /** Sections between the list and the chart. */
  children?: ReactNode;
}

export function OfficeListPage(props: OfficeListPageProps) {
  const listTitle = props.listTitles[props.mode];
  usePageTitle(listTitle);
  return (
    <>
      <PageHero
        eyebrow={props.section}
        title={props.title}
        lead={props.lead}
        crumbs={[{ label: props.section }, { label: listTitle }]}
      >
        {props.heroExtra}
        <ModeTabs tabs={props.tabs} label={`${props.section} articles`} />
      </PageHero>
      <div className="container-page grid gap-16 py-10 sm:py-14">
        <NewsList
          key={`${props.office}-${props.mode}`}
          office={props.office}
          mode={props.mode}
          title={listTitle}
          emptyText={props.emptyText}
        />
        {props.children}
        <ChartSection chart={props.chart} title={props.chartTitle} />
        <PageLinks links={props.links} />
      </div>
    </>
  );
}
