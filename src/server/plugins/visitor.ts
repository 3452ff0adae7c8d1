// Anonymous visitor identity for views and likes: a random id in a signed, HttpOnly, SameSite=Lax cookie
// (Secure over HTTPS). It carries no personal data. Routes that count something use `app.identifyVisitor`
// as a preHandler; other requests never touch the cookie, so cacheable reads carry no Set-Cookie.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const VISITOR_COOKIE = 'cs_vid';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** 16 random bytes, base64url. */
const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The anonymous visitor id; set by the `identifyVisitor` preHandler, otherwise null. */
    visitorId: string | null;
    /**
     * True when the request came without a valid visitor cookie and was just given one: likes and views
     * from such a request are answered but not counted, so a client that drops the cookie cannot count again
     * and again. Article pages set the cookie on their first GET, so a real browser always holds it.
     */
    visitorIsNew: boolean;
  }
  interface FastifyInstance {
    /** preHandler: reads the visitor cookie, or issues a new one, and sets `request.visitorId`. */
    identifyVisitor(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * A Set-Cookie header giving a new visitor id, for a reply sent without Fastify (a kept article page
     * sent again by plugins/reply-cache.ts to a first visit).
     */
    newVisitorCookieHeader(secure: boolean): string;
  }
}

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/** The visitor id carried by a request's signed cookie, or null when absent, tampered or malformed. */
export function readVisitorCookie(request: FastifyRequest): string | null {
  // Cookies are parsed on demand (plugins/security.ts registers the cookie plugin with `hook: false`).
  const header = request.headers.cookie;
  request.cookies ??= header ? request.server.parseCookie(header) : {};
  const raw = request.cookies[VISITOR_COOKIE];
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  return valid && value && VISITOR_ID_PATTERN.test(value) ? value : null;
}

const COOKIE_OPTIONS = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: ONE_YEAR_SECONDS,
} as const;

/** Whether a request carries a visitor cookie at all; its signature is checked where the id is used. */
export function hasVisitorCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader?.includes(`${VISITOR_COOKIE}=`) ?? false;
}

export default fp(
  async function visitor(app: FastifyInstance) {
    // The attributes never change: serialised once per Secure flag, then only the signed id is new.
    const attributes = (secure: boolean) =>
      app.serializeCookie(VISITOR_COOKIE, '', { ...COOKIE_OPTIONS, secure }).slice(VISITOR_COOKIE.length + 1);
    const after = { true: attributes(true), false: attributes(false) };
    app.decorate(
      'newVisitorCookieHeader',
      (secure: boolean) =>
        `${VISITOR_COOKIE}=${encodeURIComponent(app.signCookie(newVisitorId()))}${after[`${secure}`]}`,
    );
    app.decorateRequest('visitorId', null);
    app.decorateRequest('visitorIsNew', false);
    app.decorate('identifyVisitor', async (request: FastifyRequest, reply: FastifyReply) => {
      const existing = readVisitorCookie(request);
      if (existing) {
        request.visitorId = existing;
        return;
      }
      const id = newVisitorId();
      request.visitorId = id;
      request.visitorIsNew = true;
      reply.setCookie(VISITOR_COOKIE, id, { ...COOKIE_OPTIONS, secure: 'auto', signed: true });
    });
  },
  { name: 'visitor', dependencies: ['security'] },
);
