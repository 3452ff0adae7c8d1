// Replies to the hot public reads, kept for a second and sent straight from the HTTP server's request event,
// before routing, hooks, handler and serialisation: what those produced for the same request a moment ago
// (security headers, ETag, Cache-Control, encoding, bytes) is sent again as it was. A route opts in with
// `config: { replyCache: true }`, and only when its public answer depends on nothing but the URL and the
// headers in the key below (no cookie, no client address). Only a GET answered 200 with
// `Cache-Control: public`, no Set-Cookie and a Buffer body is kept, and only for requests without an
// Authorization header (a signed-in reader's answer differs). A kept server-rendered page (plugins/client.ts)
// opts in per reply (`reply.keepInReplyCache`): it is public but sent `no-cache` so browsers revalidate. An
// article page hands out the anonymous visitor cookie (`reply.handsOutVisitorCookie`): it is kept without
// it, and a request that comes without one gets a new id of its own with the kept bytes. The
// key holds every request header those answers vary on (Accept-Encoding, Accept, the phone guess from
// Sec-CH-UA-Mobile or User-Agent) and the scheme (HSTS is sent over https only). Each reply still
// gets its access line and its latency in the metrics. Entries are dropped on every article change and when
// the server closes; at most a second old otherwise, which the routes' own `max-age=5` and 5-second list
// cache already allow (a rendered page may show a starting or ending alert a second late). docs/decisions/0018-request-path-at-the-runtime-limit.md has the figures.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isMobileBrowser } from '../lib/screen-guess.ts';
import { type AccessLogOptions, accessLineWriter, loggablePath } from './access-log.ts';
import { hasVisitorCookie } from './visitor.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep this route's public 200 replies in the reply cache (plugins/reply-cache.ts). */
    replyCache?: boolean;
  }
  interface FastifyInstance {
    replyCache: { clear(): void; readonly size: number };
  }
  interface FastifyReply {
    /** Keep this public 200 reply in the reply cache though it is not `Cache-Control: public`. */
    keepInReplyCache: boolean;
    /** The reply gives a first visit the visitor cookie (plugins/visitor.ts), and so must each kept copy. */
    handsOutVisitorCookie: boolean;
  }
}

const TTL_MS = 1000;
const MAX_ENTRIES = 1000;
const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  headers: Record<string, string | number | string[]>;
  body: Buffer;
  until: number;
  loggedPath: string;
  observe: (seconds: number) => void;
  /** Set for a page that hands out the visitor cookie: whether that cookie is Secure for this key. */
  visitorCookie?: { secure: boolean };
}

function keyOf(req: IncomingMessage): string {
  const h = req.headers;
  const tls = (req.socket as TLSSocket).encrypted ? 's' : '';
  const phone = isMobileBrowser(h) ? 'm' : '';
  return `${req.url}\n${h['accept-encoding'] ?? ''}\n${h.accept ?? ''}\n${h['x-forwarded-proto'] ?? ''}\n${tls}\n${phone}`;
}

export default fp(
  async function replyCache(app: FastifyInstance, opts: AccessLogOptions) {
    const entries = new Map<string, Entry>();
    let bytes = 0;
    let closing = false;
    const clear = () => {
      entries.clear();
      bytes = 0;
    };
    app.decorate('replyCache', {
      clear,
      get size() {
        return entries.size;
      },
    });
    app.articleEvents.onChange(clear);
    app.addHook('preClose', (done) => {
      closing = true;
      clear();
      done();
    });

    // The same rule as every other access line: debug and trace, or info with ACCESS_LOG.
    const write = accessLineWriter(app, opts);
    let served = 0;

    const capture: onSendHookHandler = (request: FastifyRequest, reply: FastifyReply, payload, done) => {
      const cacheControl = reply.getHeader('cache-control');
      if (
        !closing &&
        request.method === 'GET' &&
        reply.statusCode === 200 &&
        Buffer.isBuffer(payload) &&
        request.headers.authorization === undefined &&
        // Never served from the cache (answered by the app, usually 304), so not kept either.
        request.headers['if-none-match'] === undefined &&
        (reply.keepInReplyCache || (typeof cacheControl === 'string' && cacheControl.startsWith('public'))) &&
        (reply.handsOutVisitorCookie || !reply.hasHeader('set-cookie'))
      ) {
        if (entries.size >= MAX_ENTRIES || bytes + payload.length > MAX_BYTES) clear();
        // A copy: the visitor cookie of this reply is its visitor's own and is never sent again.
        const { 'set-cookie': _own, ...headers } = reply.getHeaders() as Entry['headers'];
        headers['content-length'] = payload.length;
        const key = keyOf(request.raw);
        const old = entries.get(key);
        if (old) bytes -= old.body.length;
        entries.set(key, {
          headers,
          body: payload,
          until: Date.now() + TTL_MS,
          loggedPath: loggablePath(request.url),
          observe: app.metrics.requestObserver('GET', request.routeOptions.url ?? 'unmatched', 200),
          // The key holds the scheme, so every request sent this copy asks for the same Secure flag.
          visitorCookie: reply.handsOutVisitorCookie ? { secure: request.protocol === 'https' } : undefined,
        });
        bytes += payload.length;
      }
      done(null, payload);
    };
    // Replies that opt in one by one (rendered pages, answered by the not-found handler, which has no route
    // options). Registered after the compress and cookie hooks, so it sees the final bytes and headers.
    app.decorateReply('keepInReplyCache', false);
    app.decorateReply('handsOutVisitorCookie', false);
    app.addHook('onSend', (request, reply, payload, done) =>
      reply.keepInReplyCache ? capture.call(app, request, reply, payload, done) : done(null, payload),
    );
    app.addHook('onRoute', (route) => {
      if (!route.config?.replyCache) return;
      route.onSend = [...(route.onSend ? [route.onSend].flat() : []), capture];
    });

    /** Sends a kept reply; false when there is none for this request (Fastify answers it). */
    const serve = (req: IncomingMessage, res: ServerResponse): boolean => {
      if (req.method !== 'GET' || closing) return false;
      const h = req.headers;
      if (h.authorization !== undefined || h['if-none-match'] !== undefined) return false;
      const key = keyOf(req);
      const entry = entries.get(key);
      if (!entry) return false;
      const start = performance.now();
      if (Date.now() >= entry.until) {
        entries.delete(key);
        bytes -= entry.body.length;
        return false;
      }
      // A first visit gets its own visitor id; a cookie whose signature fails is replaced where it is used
      // (the view and like calls' identifyVisitor).
      const headers =
        entry.visitorCookie && !hasVisitorCookie(h.cookie)
          ? { ...entry.headers, 'set-cookie': app.newVisitorCookieHeader(entry.visitorCookie.secure) }
          : entry.headers;
      res.writeHead(200, headers);
      res.end(entry.body);
      const seconds = (performance.now() - start) / 1000;
      entry.observe(seconds);
      write?.({
        reqId: `req-c${(served++).toString(36)}`,
        method: 'GET',
        path: entry.loggedPath,
        status: 200,
        ms: Math.round(seconds * 100_000) / 100,
      });
      return true;
    };

    // Fastify's handler is the server's only 'request' listener: it runs when the cache has nothing.
    const server = app.server;
    const handlers = server.listeners('request') as Array<
      (req: IncomingMessage, res: ServerResponse) => void
    >;
    const fastifyHandler = handlers[0];
    if (handlers.length !== 1 || !fastifyHandler) return;
    server.removeListener('request', fastifyHandler);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!serve(req, res)) fastifyHandler(req, res);
    });
  },
  { name: 'reply-cache', dependencies: ['article-events', 'metrics'] },
);
