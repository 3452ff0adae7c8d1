// The FOI requester's own page (/foi/request?t=…, docs/decisions/0052-…): the signed link in their mails
// opens their request's status and due date; the page's forms post to it without JavaScript to answer a
// clarification or ask for an internal review (services/foi-requests.ts `requesterActs`). Rate-limited per
// address, private and no-store, and the token never leaves in a Referer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { foiRequesterActionSchema } from '../../shared/contract/foi.ts';
import { FOI_MESSAGES } from '../../shared/contract/foi-rules.ts';
import { issuesToErrors } from '../../shared/field-errors.ts';
import { FOI_REQUESTER_PATH } from '../../shared/routes.ts';
import { PRIVATE_NO_STORE } from '../lib/request-actor.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import { type RequesterPage, requesterMessageHtml, requesterPageHtml } from '../seo/foi-requester-page.ts';
import { requesterActs, requesterLinkState, requesterView } from '../services/foi-requests.ts';

/** A clarification of at most 5,000 characters and the step's name; anything larger is not ours. */
const FORM_BODY_LIMIT = 32 * 1024;
/** A requester opens their page now and then; a script guessing links is stopped. */
const LINK_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

export default async function foiRequesterRoutes(app: FastifyInstance) {
  // The page's forms post as application/x-www-form-urlencoded; only this plugin's routes read it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const base = () => siteBaseUrl(app.config);
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', PRIVATE_NO_STORE)
      .header('referrer-policy', 'no-referrer')
      .send(body);
  const options = { bodyLimit: FORM_BODY_LIMIT, config: { rateLimit: LINK_RATE_LIMIT } };
  const tokenOf = (request: FastifyRequest) => {
    const t = (request.query as { t?: unknown }).t;
    return typeof t === 'string' ? t : undefined;
  };
  const open = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = tokenOf(request);
    const link = await requesterLinkState(app.ctx, token);
    if (link.state !== 'open') {
      const expired = link.state === 'expired';
      const text = expired ? FOI_MESSAGES.linkExpired : FOI_MESSAGES.linkInvalid;
      return { refused: html(reply, requesterMessageHtml(base(), text), expired ? 410 : 404) };
    }
    return { request: link.request, action: `${FOI_REQUESTER_PATH}?t=${token}` };
  };
  const draw = (reply: FastifyReply, p: RequesterPage, status = 200) =>
    html(reply, requesterPageHtml(base(), p), status);

  app.get(FOI_REQUESTER_PATH, options, async (request, reply) => {
    const o = await open(request, reply);
    if ('refused' in o) return o.refused;
    return draw(reply, { action: o.action, view: await requesterView(app.ctx, o.request) });
  });

  app.post(FOI_REQUESTER_PATH, options, async (request, reply) => {
    // Another site's page may not post in the requester's name (browsers say where a post came from).
    if (request.headers['sec-fetch-site'] === 'cross-site')
      return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
    const o = await open(request, reply);
    if ('refused' in o) return o.refused;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const parsed = foiRequesterActionSchema.safeParse(body);
    if (!parsed.success) {
      const action = body.action === 'review' ? 'review' : 'clarify';
      const text = issuesToErrors(parsed.error).text ?? FOI_MESSAGES.clarificationRequired;
      const value = typeof body.text === 'string' ? body.text.slice(0, 5000) : '';
      return draw(
        reply,
        { action: o.action, view: await requesterView(app.ctx, o.request), error: { action, text, value } },
        400,
      );
    }
    const taken = await requesterActs(app.ctx, o.request, parsed.data);
    if (taken) app.ctx.mail.deliverSoon();
    // Drawn again from the stored request, so the page shows the new status and due date.
    const now = await requesterLinkState(app.ctx, tokenOf(request));
    const view = await requesterView(app.ctx, now.state === 'open' ? now.request : o.request);
    const message = taken
      ? {
          text: parsed.data.action === 'clarify' ? FOI_MESSAGES.clarificationSent : FOI_MESSAGES.reviewSent,
          done: true,
        }
      : { text: FOI_MESSAGES.requesterStepClosed, done: false };
    return draw(reply, { action: o.action, view, message }, taken ? 200 : 409);
  });
}
