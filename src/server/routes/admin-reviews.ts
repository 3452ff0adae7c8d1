// Review before publishing (docs/decisions/0041-contributors-and-review.md): send a draft for review, its
// history, the approvals waiting for the signed-in reviewer, and a decision. The rules are
// services/article-reviews.ts.
import type { FastifyInstance } from 'fastify';
import { reviewEndpoints as e, REVIEW_MESSAGES } from '../../shared/contract/reviews.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { actorOf } from '../lib/request-actor.ts';
import {
  articleReviews,
  decideReview,
  reviewSettings,
  reviewsWaitingFor,
  setOfficeReviewRequired,
  submitForReview,
} from '../services/article-reviews.ts';

export default async function adminReviewsRoutes(app: FastifyInstance) {
  const route = routesOn(app);
  const guard = { preHandler: app.requireAuth };
  const superOnly = { preHandler: app.requireSuperadmin };

  route(e.submit, guard, async ({ params, body }, request, reply) => {
    const review = await submitForReview(app.ctx, actorOf(request), params.id, body.note);
    return reply.code(201).send({ ok: true, message: REVIEW_MESSAGES.submitted, review });
  });
  route(e.history, guard, async ({ params }, request) => ({
    reviews: await articleReviews(app.ctx, actorOf(request).user, params.id),
  }));
  route(e.waiting, guard, async (_input, request) => ({
    reviews: await reviewsWaitingFor(app.ctx, actorOf(request).user),
  }));
  route(e.decide, guard, async ({ params, body }, request) => {
    const { review, message } = await decideReview(app.ctx, actorOf(request), params.id, body);
    return { ok: true, message, review };
  });
  // Four-eyes review per office (ADR 0049): superadmins only.
  route(e.settings, superOnly, async (_input, _request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return { ok: true, offices: await reviewSettings(app.ctx) };
  });
  route(e.putSetting, superOnly, async ({ params, body }, request) => ({
    ok: true,
    message: await setOfficeReviewRequired(app.ctx, actorOf(request), params.office, body.review_required),
  }));
}
