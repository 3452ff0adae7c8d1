// Review dates (docs/decisions/0051-review-dates.md): the staff list of items with their next review, marking
// one reviewed, and the public "last reviewed" of a page. The rules are services/review-dates.ts.
import type { FastifyInstance } from 'fastify';
import {
  REVIEW_MESSAGES,
  reviewDateAdminEndpoints,
  reviewDateEndpoints,
} from '../../shared/contract/review-dates.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { notFound } from '../lib/http-errors.ts';
import { actorOf, PRIVATE_NO_STORE, signedInUser } from '../lib/request-actor.ts';
import { lastReviewedOf, markReviewed, staffReviewItems } from '../services/review-dates.ts';

export default async function reviewDateRoutes(app: FastifyInstance) {
  const route = routesOn(app);
  const auth = { preHandler: app.requireAuth };

  route(reviewDateEndpoints.lastReviewed, {}, async (input, _request, reply) => {
    const at = await lastReviewedOf(app.ctx, input.params.kind, input.params.key);
    if (!at) throw notFound(REVIEW_MESSAGES.notFound);
    reply.header('cache-control', 'public, max-age=60');
    return { ok: true, last_reviewed_at: at };
  });

  const a = reviewDateAdminEndpoints;
  route(a.list, auth, async (_input, request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return { ok: true, items: await staffReviewItems(app.ctx, signedInUser(request)) };
  });
  route(a.markReviewed, auth, async (input, request) => ({
    ok: true,
    message: REVIEW_MESSAGES.reviewed,
    item: await markReviewed(app.ctx, actorOf(request), input.params.kind, input.params.key, input.body),
  }));
}
