// Browsers' fetch helpers often send `Content-Type: application/json` on calls without a body (sign-out,
// delete). Fastify answers those with 400; within a route plugin that calls this, an empty JSON body is
// simply no body. Non-empty bodies still go through Fastify's own parser (prototype-poisoning checks).
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parse(request, text, done);
  });
}
