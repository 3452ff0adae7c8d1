// The Transparency Seal's mandated items (General Appropriations Act, Transparency Seal section) and the items
// campuses add, in the order the /transparency page shows them. Each names the office that keeps it current
// and how often it must be updated: an item whose latest document is older than its rule allows (or that has
// none) is overdue to staff (docs/decisions/0030-document-library.md).
import type { OfficeSlug } from '../src/shared/contract/offices.ts';

export type UpdateRule = 'yearly' | 'quarterly' | 'on-change';

export interface TransparencySection {
  /** Stable key stored with each document of the section. */
  key: string;
  title: string;
  /** One sentence for visitors: what the documents are. */
  summary: string;
  owner: OfficeSlug;
  rule: UpdateRule;
}

/** How the update rules read to staff and visitors. */
export const UPDATE_RULE_TEXT: Record<UpdateRule, string> = {
  yearly: 'Updated every year',
  quarterly: 'Updated every quarter',
  'on-change': 'Updated when it changes',
};

/** Days after the latest document's date before an item is overdue (on-change items are overdue only when empty). */
export const UPDATE_RULE_DAYS: Record<UpdateRule, number | null> = {
  yearly: 366,
  quarterly: 92,
  'on-change': null,
};

export const TRANSPARENCY_INTRO =
  'Every state university keeps these documents public under the Transparency Seal of the General Appropriations Act. Each item shows the date its latest document is as of.';

/** The public list of every published document, /documents (src/server/seo/documents-page.ts). */
export const DOCUMENTS_TITLE = 'Documents';
export const DOCUMENTS_INTRO =
  'Every document the campus has published: reports, plans, budgets, manuals and notices, newest first. ' +
  'Narrow the list by office, year or Transparency Seal item.';
export const DOCUMENTS_NONE = 'No published document matches these choices.';

export const TRANSPARENCY_SECTIONS: readonly TransparencySection[] = [
  {
    key: 'mandate',
    title: 'Mandate, functions, officials and contacts',
    summary:
      "The campus's mandate and functions, with the names, positions and contact details of its officials.",
    owner: 'administration',
    rule: 'on-change',
  },
  {
    key: 'annual-reports',
    title: 'Annual reports',
    summary: 'Annual financial and physical reports of the last three years.',
    owner: 'administration',
    rule: 'yearly',
  },
  {
    key: 'budget',
    title: 'Approved budget and targets',
    summary: 'The approved budget of the current year and its corresponding targets.',
    owner: 'administration',
    rule: 'yearly',
  },
  {
    key: 'programs-projects',
    title: 'Major programmes and projects',
    summary: 'Major programmes and projects, grouped by key result area.',
    owner: 'research',
    rule: 'yearly',
  },
  {
    key: 'beneficiaries',
    title: 'Programme and project beneficiaries',
    summary: 'The intended beneficiaries of the major programmes and projects.',
    owner: 'extension',
    rule: 'yearly',
  },
  {
    key: 'implementation-status',
    title: 'Status of implementation and evaluation reports',
    summary: 'Status of implementation, evaluation and assessment reports of the programmes and projects.',
    owner: 'research',
    rule: 'quarterly',
  },
  {
    key: 'procurement',
    title: 'Annual procurement plan, contracts awarded and contractors',
    summary: 'The annual procurement plan, the contracts awarded and the names of the contractors.',
    owner: 'administration',
    rule: 'quarterly',
  },
  {
    key: 'far',
    title: 'Quarterly financial accountability reports',
    summary: 'Financial accountability reports, each quarter.',
    owner: 'administration',
    rule: 'quarterly',
  },
  {
    key: 'qms',
    title: 'Quality management system certification',
    summary: 'The ISO 9001 certificate of the quality management system.',
    owner: 'administration',
    rule: 'on-change',
  },
  {
    key: 'ranking',
    title: 'System of ranking delivery units',
    summary: 'How offices and staff are ranked for the performance-based bonus.',
    owner: 'administration',
    rule: 'yearly',
  },
  {
    key: 'saln',
    title: 'SALN review and compliance procedure',
    summary: 'How statements of assets, liabilities and net worth are reviewed and complied with.',
    owner: 'administration',
    rule: 'on-change',
  },
  {
    key: 'foi-manual',
    title: 'Freedom of Information manual',
    summary: 'How to request information from the campus, and how requests are handled.',
    owner: 'administration',
    rule: 'on-change',
  },
  {
    key: 'foi-reports',
    title: 'Freedom of Information reports',
    summary: 'Registries and summaries of information requests received and answered.',
    owner: 'administration',
    rule: 'quarterly',
  },
  {
    key: 'information-inventory',
    title: 'Information inventory',
    summary: 'The list of information the campus holds.',
    owner: 'library',
    rule: 'yearly',
  },
];

export function findTransparencySection(key: string): TransparencySection | undefined {
  return TRANSPARENCY_SECTIONS.find((s) => s.key === key);
}
