// One access line per request (method, path, status, time in ms, request id), written by the async logger,
// when asked for: at LOG_LEVEL=debug or trace, or with ACCESS_LOG=1 at info (a person reading the console of
// `npm start` wants the server's events, not a line for every image the browser fetched).
// It replaces Fastify's "incoming request" and "request completed" lines (`disableRequestLogging`). Query
// values whose names suggest a secret are replaced, and no header or cookie is ever written.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pino from 'pino';
import { type AccessLine, REDACTED } from '../lib/logger.ts';

const SECRET_QUERY_KEY = /token|password|secret|key|code|sig|session/i;

/** The request's path with the values of secret-looking query parameters replaced. */
export function loggablePath(url: string): string {
  const q = url.indexOf('?');
  // Most queries (limit=6, w=800&q=70) name nothing secret: kept as they are without splitting them.
  if (q === -1 || (!SECRET_QUERY_KEY.test(url.slice(q + 1)) && !url.includes('%', q))) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_QUERY_KEY.test(decodeURIComponentSafe(key)) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Where access lines go, as the logger's `access` and ACCESS_LOG (config `accessLog`) give them. */
export interface AccessLogOptions {
  write?: (line: AccessLine) => void;
  atInfo?: boolean;
}

/**
 * The writer of access lines when they are asked for (debug or trace; info with ACCESS_LOG), else undefined:
 * the rule for every access line, the app's and the reply cache's (plugins/reply-cache.ts).
 */
export function accessLineWriter(
  app: FastifyInstance,
  opts: AccessLogOptions,
): ((line: AccessLine) => void) | undefined {
  const threshold = opts.atInfo ? 30 : 20; // 30: info, 20: debug
  return opts.write && (pino.levels.values[app.log.level] ?? Number.POSITIVE_INFINITY) <= threshold
    ? opts.write
    : undefined;
}

export default fp(
  async function accessLog(app: FastifyInstance, opts: AccessLogOptions) {
    // Not asked for (info without ACCESS_LOG, or warn and up), or without a logger: no hook at all.
    const write = accessLineWriter(app, opts);
    if (!write) return;
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      write({
        reqId: request.id,
        method: request.method,
        path: loggablePath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 100) / 100,
      });
      done();
    });
  },
  { name: 'access-log' },
);
