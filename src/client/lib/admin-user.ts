// The signed-in staff member as the portal's screens see them: GET /api/admin/me's user, with their office
// resolved. Shared by the shell (app/admin/) and every admin feature.
import {
  findOffice,
  findOfficeById,
  OFFICES,
  type Office,
  type Role,
} from '../../shared/contract/offices.ts';

/** The user as GET /api/admin/me describes them (features/admin-auth/api/get-me.ts checks the reply). */
export interface AdminUserReply {
  id?: number | undefined;
  first_name: string;
  middle_name?: string | null | undefined;
  last_name: string;
  email?: string | undefined;
  role: Role;
  status?: string | undefined;
  office_id?: number | undefined;
  office?: string | undefined;
  office_abbrev?: string | undefined;
  alert_publisher?: boolean | undefined;
  review_required?: boolean | undefined;
}

export type AdminUser = AdminUserReply & {
  /** The user's office, resolved from office, office_id or office_abbrev. */
  homeOffice: Office | undefined;
};

export function resolveOffice(user: AdminUserReply): Office | undefined {
  const byAbbrev = user.office_abbrev?.toLowerCase();
  return (
    (user.office ? findOffice(user.office) : undefined) ??
    (user.office_id !== undefined ? findOfficeById(user.office_id) : undefined) ??
    OFFICES.find((o) => o.abbrev.toLowerCase() === byAbbrev || o.slug === byAbbrev)
  );
}
