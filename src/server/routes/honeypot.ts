// Concern form submissions (POST /api/honeypot/initial, POST /api/honeypot) and the submissions monitor
// (/api/honeypot-admin/*) (docs/product/server-behaviour.md#concerns-and-the-monitor). The rules are
// services/concerns.ts; the daily retention purge is jobs/concern-retention-purge.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { concernEndpoints, monitorEndpoints } from '../../shared/contract/concern.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { normalizeIp } from '../lib/geoip.ts';
import {
  assertMonitorNotLockedOut,
  authenticateMonitor,
  type ClientInfo,
  logInitialVisit,
  monitorStats,
  monitorSubmissions,
  signOutMonitor,
  submitConcern,
  verifyMonitor,
} from '../services/concerns.ts';

const MINUTE = 60_000;

/**
 * Form posts per IP: generous enough for a campus network where many students share one public address,
 * useless for a flood.
 */
export const CONCERN_RATE_LIMIT = { max: 20, timeWindow: 15 * MINUTE };
export const INITIAL_LOG_RATE_LIMIT = { max: 60, timeWindow: 15 * MINUTE };
/** Largest accepted form body; a 5000-character message in any script fits. */
export const CONCERN_BODY_LIMIT = 32 * 1024;

const headerText = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: normalizeIp(request.ip),
  userAgent: headerText(request.headers['user-agent']),
  referer: headerText(request.headers.referer),
});

const bearerOf = (request: FastifyRequest) =>
  /^Bearer\s+(.+)$/i.exec(headerText(request.headers.authorization) ?? '')?.[1]?.trim();

/** Monitor replies carry personal data: no browser or proxy may keep a copy. */
async function noStoreHook(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'no-store');
  return payload;
}

export default async function honeypotRoutes(app: FastifyInstance) {
  const route = routesOn(app);
  const form = (rateLimit: { max: number; timeWindow: number }) => ({
    bodyLimit: CONCERN_BODY_LIMIT,
    config: { rateLimit },
  });

  route(concernEndpoints.initialLog, form(INITIAL_LOG_RATE_LIMIT), async (input, request, reply) => {
    await logInitialVisit(app.ctx, clientOf(request), input.body);
    return reply.code(201).send({ ok: true });
  });

  route(concernEndpoints.submit, form(CONCERN_RATE_LIMIT), async (input, request, reply) => {
    const receipt = await submitConcern(app.ctx, clientOf(request), input.body);
    return reply.code(201).send({ ok: true, message: 'Your concern has been submitted.', ...receipt });
  });

  // ---- The monitor -----------------------------------------------------------------------------------
  const requireMonitor = (request: FastifyRequest) =>
    authenticateMonitor(app.ctx, clientOf(request), bearerOf(request));
  const signIn = {
    bodyLimit: 4096,
    config: { rateLimit: { max: 30, timeWindow: MINUTE } },
    onSend: noStoreHook,
  };
  const reads = {
    preHandler: requireMonitor,
    config: { rateLimit: { max: 120, timeWindow: MINUTE } },
    onSend: noStoreHook,
  };

  route(monitorEndpoints.verify, signIn, async (input, request) => {
    const client = clientOf(request);
    await assertMonitorNotLockedOut(app.ctx, client.ip);
    return verifyMonitor(app.ctx, client, input.body.password);
  });

  route(monitorEndpoints.logout, signIn, async (_input, request) => {
    await signOutMonitor(app.ctx, clientOf(request), bearerOf(request));
    return { ok: true as const, message: 'Signed out' };
  });

  route(monitorEndpoints.submissions, reads, async (input) =>
    monitorSubmissions(app.ctx, input.query.page, input.query.limit),
  );

  route(monitorEndpoints.stats, reads, async () => monitorStats(app.ctx));
}
