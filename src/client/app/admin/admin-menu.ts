// The 'Admin Menu' (docs/product/admin-portal.md#shell): grouped by office and filtered by role. A superadmin sees Manage Users
// and every office; an admin sees only their own office's group; a contributor only the dashboard and that group.
import { BIDS_AWARDS_OFFICE, OFFICES, type OfficeSlug } from '../../../shared/contract/offices.ts';
import { approvalMenuLinks } from '../../features/admin-approvals/approval-routes.tsx';
import { TYPE_LISTS } from '../../features/admin-articles/lib/type-lists.ts';
import { caseMenuLinks } from '../../features/admin-cases/case-routes.tsx';
import { linkCheckMenuLinks } from '../../features/admin-link-checks/link-check-routes.tsx';
import { siteMenuLinks } from '../../features/admin-site/site-routes.tsx';
import { ADMIN_BASE, newsListPath, OFFICE_LABELS } from '../../lib/admin-paths.ts';
import type { AdminUser } from '../../lib/admin-user.ts';

export interface MenuLink {
  to: string;
  label: string;
}

export interface MenuGroup {
  key: string;
  label: string;
  office?: OfficeSlug;
  links: MenuLink[];
}

function officeGroup(office: OfficeSlug): MenuGroup {
  const label = OFFICE_LABELS[office];
  return {
    key: office,
    label,
    office,
    links: [
      { to: newsListPath(office), label: `${label} News` },
      ...TYPE_LISTS.filter((p) => p.office === office).map((p) => ({
        to: `${ADMIN_BASE}/${p.path}`,
        label: p.short,
      })),
    ],
  };
}

export function menuFor(user: AdminUser): MenuGroup[] {
  const general: MenuGroup = {
    key: 'general',
    label: 'General',
    links: [
      { to: `${ADMIN_BASE}/`, label: 'Dashboard' },
      { to: `${ADMIN_BASE}/documents`, label: 'Documents' },
      { to: `${ADMIN_BASE}/services`, label: 'Services' },
      { to: `${ADMIN_BASE}/directory`, label: 'Directory' },
      ...approvalMenuLinks(user),
      ...linkCheckMenuLinks(user),
    ],
  };
  if (user.role === 'superadmin' || (user.role === 'admin' && user.office === BIDS_AWARDS_OFFICE.slug))
    general.links.push({ to: `${ADMIN_BASE}/procurement`, label: 'Bids and awards' });
  // Concern cases come after the office menus, so the menu the portal always had keeps its order.
  const concerns: MenuGroup = { key: 'concerns', label: 'Concerns', links: caseMenuLinks(user) };
  // The Site area (alerts, events, vacancies, facts, slides, contacts, quick links) comes last.
  const site: MenuGroup = { key: 'site', label: 'Site', links: siteMenuLinks(user) };
  if (user.role === 'superadmin') {
    general.links.push({ to: `${ADMIN_BASE}/users`, label: 'Manage Users' });
    general.links.push({ to: `${ADMIN_BASE}/audit`, label: 'Audit Log' });
    return [general, ...OFFICES.map((o) => officeGroup(o.slug)), concerns, site];
  }
  // A contributor writes drafts of their office only: the server refuses them everything else (ADR 0041).
  if (user.role === 'contributor') {
    general.links = general.links.filter((l) => l.label === 'Dashboard');
    return user.homeOffice ? [general, officeGroup(user.homeOffice.slug)] : [general];
  }
  return user.homeOffice
    ? [general, officeGroup(user.homeOffice.slug), concerns, site]
    : [general, concerns, site];
}
