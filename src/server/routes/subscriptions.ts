// E-mail subscriptions (docs/decisions/0039-subscriptions-and-push.md): the form at /subscribe and the pages
// its mail links to, all plain form posts that work without JavaScript; the one-click unsubscribe of RFC 8058
// (a POST to the List-Unsubscribe address, no sign-in); the staff's counts and the superadmins' export.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { subscribePage } from '../../../content/pages/subscribe.ts';
import {
  SUBSCRIPTION_MESSAGES,
  subscriberEmailSchema,
  subscriptionEndpoints,
  type TopicChoice,
  topicChoicesSchema,
} from '../../shared/contract/subscriptions.ts';
import { campusDay } from '../../shared/dates.ts';
import {
  SUBSCRIBE_CONFIRM_PATH,
  SUBSCRIBE_MANAGE_PATH,
  SUBSCRIBE_PATH,
  SUBSCRIBE_UNSUBSCRIBE_PATH,
} from '../../shared/routes.ts';
import { sameBearerToken } from '../lib/bearer-token.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { HttpError, notFound } from '../lib/http-errors.ts';
import { PRIVATE_NO_STORE } from '../lib/request-actor.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import { islandsScripts } from '../seo/server-render.ts';
import {
  type FormState,
  manageHtml,
  subscribeFormHtml,
  subscribeMessageHtml,
} from '../seo/subscribe-page.ts';
import {
  choicesOf,
  confirmSubscription,
  type LinkPurpose,
  linkToken,
  recordComplaint,
  saveChoices,
  subscribe,
  subscriberCounts,
  subscriberOfLink,
  subscribersCsv,
  unsubscribe,
} from '../services/subscriptions.ts';

/** A form of an address and a dozen choices; anything larger is not one of ours. */
const FORM_BODY_LIMIT = 16 * 1024;
/** Subscribing from one address: a person needs a few tries, a script trying many addresses is stopped. */
const SUBSCRIBE_RATE_LIMIT = { max: 10, timeWindow: 15 * 60_000 };
const LINK_RATE_LIMIT = { max: 60, timeWindow: 60_000 };
/** A feedback report quotes the reported mail's headers, and often the whole mail. */
const COMPLAINT_BODY_LIMIT = 1024 * 1024;

type Form = Record<string, string | undefined>;

function parseTopics(form: Form): { topics: TopicChoice[]; error?: string } {
  const parsed = topicChoicesSchema.safeParse(form);
  if (parsed.success) return { topics: parsed.data };
  // Keep what was chosen: the valid choices come back selected.
  const kept = topicChoicesSchema.safeParse(
    Object.fromEntries(
      Object.entries(form).filter(
        ([, v]) => v === '' || v === 'on' || /^(immediately|daily|weekly)$/.test(v ?? ''),
      ),
    ),
  );
  return {
    topics: kept.success ? kept.data : [],
    error: parsed.error.issues[0]?.message ?? SUBSCRIPTION_MESSAGES.topicsRequired,
  };
}

export default async function subscriptionRoutes(app: FastifyInstance) {
  const route = routesOn(app);
  const base = () => siteBaseUrl(app.config);
  // Forms post as application/x-www-form-urlencoded; only these routes (this plugin's scope) read it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // Feedback reports (the complaint endpoint) arrive as the mail they are, read as text.
  app.addContentTypeParser(
    ['message/rfc822', 'message/feedback-report', 'multipart/report'],
    { parseAs: 'string', bodyLimit: COMPLAINT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  const html = (reply: FastifyReply, body: string, status = 200, personal = false) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', personal ? PRIVATE_NO_STORE : 'no-cache')
      // A link's token is in its address: no other site may see it in a Referer.
      .header('referrer-policy', 'no-referrer')
      .send(body);

  const invalidLink = (reply: FastifyReply) =>
    html(
      reply,
      subscribeMessageHtml(base(), { title: subscribePage.title, text: SUBSCRIPTION_MESSAGES.linkInvalid }),
      400,
      true,
    );

  const tokenOf = (query: unknown) => (query as { t?: string }).t;
  const actionOf = (path: string, purpose: LinkPurpose, s: { id: number; email: string; link_key: string }) =>
    `${path}?t=${linkToken(app.ctx, purpose, s)}`;

  // Read once: the islands bundle of this build, whose "Alerts on this device" part the form's page carries.
  let islands: readonly string[] | undefined;
  const scripts = () => {
    islands ??= islandsScripts(app.config.clientDir);
    return islands;
  };
  app.get(SUBSCRIBE_PATH, async (_request, reply) =>
    html(reply, subscribeFormHtml(base(), undefined, scripts())),
  );

  app.post(
    SUBSCRIBE_PATH,
    { bodyLimit: FORM_BODY_LIMIT, config: { rateLimit: SUBSCRIBE_RATE_LIMIT } },
    async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      const email = subscriberEmailSchema.safeParse(form.email ?? '');
      const topics = parseTopics(form);
      if (!email.success || topics.error) {
        const state: FormState = {
          email: typeof form.email === 'string' ? form.email.slice(0, 254) : '',
          topics: topics.topics,
          errors: { email: email.success ? undefined : email.error.issues[0]?.message, topics: topics.error },
        };
        return html(reply, subscribeFormHtml(base(), state, scripts()), 400, true);
      }
      const { mailed } = await subscribe(app.ctx, { email: email.data, topics: topics.topics });
      if (mailed) app.ctx.mail.deliverSoon();
      return html(reply, subscribeMessageHtml(base(), { ...subscribePage.sent, done: true }), 200, true);
    },
  );

  const linkLimited = { bodyLimit: FORM_BODY_LIMIT, config: { rateLimit: LINK_RATE_LIMIT } };

  // Confirm: the link opens a page with a button, so a mail scanner that follows links confirms nothing.
  app.get(SUBSCRIBE_CONFIRM_PATH, linkLimited, async (request, reply) => {
    const s = await subscriberOfLink(app.ctx, 'confirm', tokenOf(request.query));
    if (!s || s === 'gone') return invalidLink(reply);
    const c = subscribePage.confirm;
    if (s.status === 'confirmed')
      return html(
        reply,
        subscribeMessageHtml(base(), { title: c.title, text: c.done, done: true }),
        200,
        true,
      );
    return html(
      reply,
      subscribeMessageHtml(base(), {
        title: c.title,
        text: c.text,
        button: c.button,
        action: actionOf(SUBSCRIBE_CONFIRM_PATH, 'confirm', s),
      }),
      200,
      true,
    );
  });
  app.post(SUBSCRIBE_CONFIRM_PATH, linkLimited, async (request, reply) => {
    const s = await subscriberOfLink(app.ctx, 'confirm', tokenOf(request.query));
    if (!s || s === 'gone') return invalidLink(reply);
    await confirmSubscription(app.ctx, s);
    const c = subscribePage.confirm;
    return html(reply, subscribeMessageHtml(base(), { title: c.title, text: c.done, done: true }), 200, true);
  });

  const managePage = async (
    reply: FastifyReply,
    s: { id: number; email: string; link_key: string },
    state: { topics: readonly TopicChoice[]; error?: string; saved?: boolean },
    status = 200,
  ) =>
    html(
      reply,
      manageHtml(
        base(),
        {
          email: s.email,
          action: actionOf(SUBSCRIBE_MANAGE_PATH, 'manage', s),
          unsubscribeAction: actionOf(SUBSCRIBE_UNSUBSCRIBE_PATH, 'unsubscribe', s),
        },
        state,
      ),
      status,
      true,
    );

  app.get(SUBSCRIBE_MANAGE_PATH, linkLimited, async (request, reply) => {
    const s = await subscriberOfLink(app.ctx, 'manage', tokenOf(request.query));
    if (!s || s === 'gone') return invalidLink(reply);
    return managePage(reply, s, { topics: await choicesOf(app.ctx, s.id) });
  });
  app.post(SUBSCRIBE_MANAGE_PATH, linkLimited, async (request, reply) => {
    const s = await subscriberOfLink(app.ctx, 'manage', tokenOf(request.query));
    if (!s || s === 'gone') return invalidLink(reply);
    const topics = parseTopics((request.body ?? {}) as Form);
    if (topics.error) return managePage(reply, s, topics, 400);
    await saveChoices(app.ctx, s.id, topics.topics);
    return managePage(reply, s, { topics: topics.topics, saved: true });
  });

  // One-click unsubscribe (RFC 8058): a mail client POSTs "List-Unsubscribe=One-Click" to the link; a person
  // opening it gets a page whose button posts the same. No sign-in either way.
  const u = subscribePage.unsubscribe;
  app.get(SUBSCRIBE_UNSUBSCRIBE_PATH, linkLimited, async (request, reply) => {
    const s = await subscriberOfLink(app.ctx, 'unsubscribe', tokenOf(request.query));
    if (s === 'gone')
      return html(
        reply,
        subscribeMessageHtml(base(), { title: u.title, text: u.done, done: true }),
        200,
        true,
      );
    if (!s) return invalidLink(reply);
    return html(
      reply,
      subscribeMessageHtml(base(), {
        title: u.title,
        text: u.text,
        button: u.button,
        action: actionOf(SUBSCRIBE_UNSUBSCRIBE_PATH, 'unsubscribe', s),
      }),
      200,
      true,
    );
  });
  app.post(SUBSCRIBE_UNSUBSCRIBE_PATH, linkLimited, async (request, reply) => {
    const s = await subscriberOfLink(app.ctx, 'unsubscribe', tokenOf(request.query));
    if (!s) return invalidLink(reply);
    if (s !== 'gone') await unsubscribe(app.ctx, s.id);
    return html(reply, subscribeMessageHtml(base(), { title: u.title, text: u.done, done: true }), 200, true);
  });

  // A mail provider's feedback loop (or the campus mail server piping its reports here) tells of a complaint:
  // that address gets nothing more. Bearer COMPLAINTS_TOKEN; unset, the endpoint is off.
  route(
    subscriptionEndpoints.complaint,
    { bodyLimit: COMPLAINT_BODY_LIMIT, config: { rateLimit: LINK_RATE_LIMIT } },
    async (_input, request, reply) => {
      const token = app.config.complaintsToken;
      if (!token) throw notFound(SUBSCRIPTION_MESSAGES.complaintsOff);
      if (!sameBearerToken(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, SUBSCRIPTION_MESSAGES.complaintsToken);
      }
      const report = typeof request.body === 'string' ? request.body : '';
      const marked = await recordComplaint(app.ctx, report);
      return {
        ok: true,
        marked,
        message:
          marked > 0 ? SUBSCRIPTION_MESSAGES.complaintRecorded : SUBSCRIPTION_MESSAGES.complaintUnknown,
      };
    },
  );

  // ——— Staff ———
  route(subscriptionEndpoints.counts, { preHandler: app.requireAuth }, async (_input, _request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return { ok: true, ...(await subscriberCounts(app.ctx)) };
  });
  route(subscriptionEndpoints.csv, { preHandler: app.requireSuperadmin }, async (_input, _request, reply) => {
    reply
      .header('cache-control', PRIVATE_NO_STORE)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="subscribers-${campusDay(app.clock.now())}.csv"`);
    return subscribersCsv(app.ctx);
  });
}
