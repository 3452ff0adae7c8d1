// The four lists of docs/product/admin-portal.md#screens (Manage Research Proposals, …): each is its office's
// news list showing one type only, with Create opening the form with that type chosen (issue 38).
import type { ArticleType, OfficeSlug } from '../../../../shared/contract/offices.ts';

export interface TypeList {
  /** Under /administrator/. */
  path: string;
  office: OfficeSlug;
  type: ArticleType;
  title: string;
  /** The menu's label. */
  short: string;
}

export const TYPE_LISTS = [
  {
    path: 'research/proposals',
    office: 'research',
    type: 'proposal',
    title: 'Manage Research Proposals',
    short: 'Research Proposals',
  },
  {
    path: 'research/published',
    office: 'research',
    type: 'completed',
    title: 'Manage Published Research',
    short: 'Published Research',
  },
  {
    path: 'extension/proposals',
    office: 'extension',
    type: 'proposal',
    title: 'Manage Extension Proposals',
    short: 'Extension Proposals',
  },
  {
    path: 'extension/completed',
    office: 'extension',
    type: 'completed',
    title: 'Manage Completed Extensions',
    short: 'Completed Extensions',
  },
] as const satisfies readonly TypeList[];
