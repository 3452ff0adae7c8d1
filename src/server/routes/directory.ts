// The directories' contacts (docs/decisions/0045-directory-contacts.md): the public list and search, and the
// portal's list and saves. The rules are services/directory.ts.
import type { FastifyInstance } from 'fastify';
import {
  DIRECTORY_MESSAGES,
  directoryAdminEndpoints,
  directoryEndpoints,
} from '../../shared/contract/directory.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { actorOf, PRIVATE_NO_STORE, signedInUser } from '../lib/request-actor.ts';
import {
  publicDirectory,
  staffDirectory,
  updateFacultyContact,
  updateOfficeContact,
} from '../services/directory.ts';

export default async function directoryRoutes(app: FastifyInstance) {
  const route = routesOn(app);
  const auth = { preHandler: app.requireAuth };

  route(directoryEndpoints.list, {}, async (input, _request, reply) => {
    reply.header('cache-control', 'public, max-age=30');
    return { ok: true, ...(await publicDirectory(app.ctx, input.query.q)) };
  });

  const a = directoryAdminEndpoints;
  route(a.list, auth, async (_input, request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return { ok: true, ...(await staffDirectory(app.ctx, signedInUser(request))) };
  });
  route(a.updateOffice, auth, async (input, request) => ({
    ok: true,
    message: DIRECTORY_MESSAGES.saved,
    office: await updateOfficeContact(app.ctx, actorOf(request), input.params.id, input.body),
  }));
  route(a.updateFaculty, auth, async (input, request) => ({
    ok: true,
    message: DIRECTORY_MESSAGES.saved,
    person: await updateFacultyContact(app.ctx, actorOf(request), input.params.id, input.body),
  }));
}
