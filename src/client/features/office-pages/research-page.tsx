// Research (docs/product/public-site.md#pages): /research/news, /research/proposals, /research/published.

import { researchChart } from '../../../../content/org-charts/research.ts';
import { researchPage as text } from '../../../../content/pages/office-pages.ts';
import { OFFICE_LIST_TABS } from '../../../shared/routes.ts';
import { OfficeListPage } from './components/office-list-page.tsx';
import { usePageHandle } from './lib/use-page-handle.ts';

export function Component() {
  const { mode = 'news' } = usePageHandle();
  return (
    <OfficeListPage
      office="research"
      section="Research"
      title={text.title}
      lead={text.lead}
      mode={mode}
      listTitles={text.listTitles}
      emptyText={text.emptyText}
      tabs={OFFICE_LIST_TABS.research}
      chart={researchChart}
      chartTitle={text.chartTitle}
      links={[
        { label: 'Research Program', to: '/research/program' },
        { label: 'Research Agenda', to: '/research/agenda' },
      ]}
    />
  );
}
