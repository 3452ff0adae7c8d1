// Where the administrator portal's screens live and how offices are named in its headings and menus, used by the
// shell (app/admin/) and by the screens of every admin feature.
import type { OfficeSlug } from '../../shared/contract/offices.ts';

export const ADMIN_BASE = '/administrator';

/** How an office is named in headings and menus ('Manage Research News', 'BSIT News'). */
export const OFFICE_LABELS: Record<OfficeSlug, string> = {
  administration: 'Administration',
  bsit: 'BSIT',
  bsed: 'BSED',
  btvted: 'BTVTED',
  bsa: 'BSA',
  research: 'Research',
  extension: 'Extension',
  library: 'Library',
};

export function newsListPath(office: OfficeSlug): string {
  return `${ADMIN_BASE}/news/${office}`;
}
