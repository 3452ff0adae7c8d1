// Own account (me, change password), the office list, and user management for superadmins
// (policy in services/accounts.ts).
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_LINK_MESSAGES } from '../../shared/contract/account-links.ts';
import { authEndpoints } from '../../shared/contract/auth.ts';
import { userEndpoints } from '../../shared/contract/users.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { acceptEmptyJsonBodies } from '../lib/json-body.ts';
import { actorOf, signedInUser } from '../lib/request-actor.ts';
import { inviteAccount, resendInvitation } from '../services/account-links.ts';
import {
  accountList,
  changeOwnPassword,
  createAccount,
  deleteAccount,
  officeList,
  setAccountStatus,
  unlockSignIn,
} from '../services/accounts.ts';
import { canPublishAlerts } from '../services/alert-publishers.ts';
import { reviewRequiredFor } from '../services/permissions.ts';

/** Missing text fields count as empty, so the reply carries the spec's "… is required" message. */
const blankMissing = (fields: readonly string[]) => (body: unknown) => {
  const value = body ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const f of fields) if (out[f] === undefined) out[f] = '';
  return out;
};

export default async function adminUsersRoutes(app: FastifyInstance) {
  acceptEmptyJsonBodies(app);
  const route = routesOn(app);
  const auth = { preHandler: app.requireAuth };
  const superadmin = { preHandler: app.requireSuperadmin };
  const e = userEndpoints;

  route(e.me, auth, async (_input, request) => {
    const u = signedInUser(request);
    const { id, first_name, middle_name, last_name, email, role, status, office_id, office, office_abbrev } =
      u;
    return {
      ok: true,
      user: {
        id,
        first_name,
        middle_name,
        last_name,
        email,
        role,
        status,
        office_id,
        office,
        office_abbrev,
        // Whether the portal offers Post an alert and the Campus Alerts screen (services/alert-publishers.ts).
        alert_publisher: await canPublishAlerts(app.db.kysely, u),
        // Whether the portal's Publish becomes Send for review (ADR 0049).
        review_required: await reviewRequiredFor(app.ctx, u, u.office_id),
      },
    };
  });

  const passwordFields = ['current_password', 'new_password', 'new_password_confirm'];
  route(
    authEndpoints.changePassword,
    { ...auth, prepareBody: blankMissing(passwordFields) },
    async (input, request) => {
      await changeOwnPassword(app.ctx, actorOf(request), input.body);
      return { ok: true, message: 'Password updated' };
    },
  );

  route(e.offices, auth, async () => ({
    ok: true,
    offices: (await officeList(app.ctx)).map((o) => ({
      office_id: o.office_id,
      course_abbrev: o.abbrev,
      course_name: o.name,
    })),
  }));

  route(e.list, superadmin, async () => accountList(app.ctx));

  const createFields = ['email', 'first_name', 'last_name', 'password', 'password_confirm', 'office_id'];
  route(
    e.create,
    { ...superadmin, prepareBody: blankMissing(createFields) },
    async (input, request, reply) => {
      const { id, user } = await createAccount(app.ctx, actorOf(request), input.body);
      return reply.code(201).send({ ok: true, message: 'User created', id, user });
    },
  );

  const invitationReply = () => {
    const mailConfigured = app.ctx.mail.sender !== undefined;
    const message = mailConfigured
      ? ACCOUNT_LINK_MESSAGES.invitationSent
      : ACCOUNT_LINK_MESSAGES.invitationQueued;
    return { ok: true as const, message, mailConfigured };
  };
  const inviteFields = ['email', 'first_name', 'last_name', 'office_id'];
  route(
    e.invite,
    { ...superadmin, prepareBody: blankMissing(inviteFields) },
    async (input, request, reply) => {
      const user = await inviteAccount(app.ctx, actorOf(request), input.body);
      return reply.code(201).send({ ...invitationReply(), user });
    },
  );

  route(e.resendInvitation, superadmin, async (input, request) => {
    const user = await resendInvitation(app.ctx, actorOf(request), input.params.id);
    return { ...invitationReply(), user };
  });

  route(e.updateStatus, superadmin, async (input, request) => {
    const { id } = input.params;
    const { status, version } = input.body;
    const user = await setAccountStatus(app.ctx, actorOf(request), {
      id,
      status,
      version,
    });
    return { ok: true, message: status === 'active' ? 'User activated' : 'User deactivated', user };
  });

  route(e.unlock, superadmin, async (input, request) => {
    await unlockSignIn(app.ctx, actorOf(request), input.params.id);
    return { ok: true, message: 'Sign-in unlocked' };
  });

  route(e.remove, superadmin, async (input, request) => {
    await deleteAccount(app.ctx, actorOf(request), input.params.id);
    return { ok: true, message: 'User deleted' };
  });
}
