// Which content file each static route shows (the route handle's `page`), and its breadcrumb section.
import { extensionAgendaPage } from '../../../../content/pages/extension-agenda.ts';
import { extensionProgramPage } from '../../../../content/pages/extension-program.ts';
import { historyPage } from '../../../../content/pages/history.ts';
import { missionVisionPage } from '../../../../content/pages/mission-vision.ts';
import type { ContentPage } from '../../../../content/pages/page-types.ts';
import { qualityPolicyPage } from '../../../../content/pages/quality-policy.ts';
import { researchAgendaPage } from '../../../../content/pages/research-agenda.ts';
import { researchProgramPage } from '../../../../content/pages/research-program.ts';

export interface StaticPageEntry {
  page: ContentPage;
  section: { label: string; to: string };
}

const about = { label: 'About', to: '/about/history' };
const research = { label: 'Research', to: '/research/news' };
const extension = { label: 'Extension', to: '/extension/news' };

export const staticPages: Record<string, StaticPageEntry> = {
  history: { page: historyPage, section: about },
  'mission-vision': { page: missionVisionPage, section: about },
  'quality-policy': { page: qualityPolicyPage, section: about },
  'research-program': { page: researchProgramPage, section: research },
  'research-agenda': { page: researchAgendaPage, section: research },
  'extension-program': { page: extensionProgramPage, section: extension },
  'extension-agenda': { page: extensionAgendaPage, section: extension },
};
