// Extension (docs/product/public-site.md#pages): /extension/news, /extension/proposals, /extension/completed.

import { extensionChart } from '../../../../content/org-charts/extension.ts';
import { extensionPage as text } from '../../../../content/pages/office-pages.ts';
import { OFFICE_LIST_TABS } from '../../../shared/routes.ts';
import { OfficeListPage } from './components/office-list-page.tsx';
import { usePageHandle } from './lib/use-page-handle.ts';

export function Component() {
  const { mode = 'news' } = usePageHandle();
  return (
    <OfficeListPage
      office="extension"
      section="Extension"
      title={text.title}
      lead={text.lead}
      mode={mode}
      listTitles={text.listTitles}
      emptyText={text.emptyText}
      tabs={OFFICE_LIST_TABS.extension}
      chart={extensionChart}
      chartTitle={text.chartTitle}
      links={[
        { label: 'Extension Program', to: '/extension/program' },
        { label: 'Extension Agenda', to: '/extension/agenda' },
      ]}
    />
  );
}
