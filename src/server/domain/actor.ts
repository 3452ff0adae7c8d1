// Who does something: the signed-in user of a request (or of a job) and the address it came from. Routes make
// it (lib/request-actor.ts), services decide with it and write it into the audit log. Plain data: the domain
// imports nothing of the server, so every layer may use it (docs/decisions/0027-server-layers.md).
import type { OfficeSlug, Role, UserStatus } from '../../shared/contract/offices.ts';

/** A signed-in user as the session check reads them: role and office come from the database each request. */
export interface SignedInUser {
  id: number;
  email: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  role: Role;
  status: UserStatus;
  office_id: number;
  office: OfficeSlug;
  /** Abbreviation of the user's office, e.g. BSIT. */
  office_abbrev: string;
  sessionId: string;
}

/** The one actor type: who acts, and from which address (null when not known, e.g. a job). */
export interface Actor {
  user: SignedInUser;
  ip: string | null;
}

/** The actor columns of an audit entry. */
export interface AuditActor {
  actorUserId: number | null;
  actor: string | null;
  ip: string | null;
}

export const auditActorOf = (actor: Actor): AuditActor => ({
  actorUserId: actor.user.id,
  actor: actor.user.email,
  ip: actor.ip,
});

/** Where a request came from, as services record it (sessions, sign-in attempts, audit entries). */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}
