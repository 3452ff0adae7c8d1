// The concern form and the FOI request form posted without JavaScript (src/shared/contract/page-forms.ts):
// the body is checked with the same contract schema the API uses, the services store it as the API would,
// and the page is drawn again by the server with the fields as typed and a message under each wrong one, or
// with the success screen. With JavaScript the pages' islands use the JSON API (routes/honeypot.ts, foi.ts).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONCERN_MESSAGES, concernFormSchema } from '../../shared/contract/concern.ts';
import { foiRequestFormSchema } from '../../shared/contract/foi.ts';
import { FOI_MESSAGES } from '../../shared/contract/foi-rules.ts';
import {
  CONCERN_RETURN_HOME_S,
  PAGE_FORM_PATHS,
  type PageFormName,
  type PostedForm,
  type PostedValues,
} from '../../shared/contract/page-forms.ts';
import { issuesToErrors } from '../../shared/field-errors.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import { submitConcern } from '../services/concerns.ts';
import { submitFoiRequest } from '../services/foi-requests.ts';
import { CONCERN_BODY_LIMIT, CONCERN_RATE_LIMIT, clientOf } from './honeypot.ts';

/** The longest value a field may come back with (the longest field takes 5,000 characters). */
const KEPT_CHARACTERS = 5000;

/** Each form's fields: a field the browser left out (an unchosen radio button) counts as empty. */
const FIELDS: Record<PageFormName, readonly string[]> = {
  concern: ['replyEmail', 'message'],
  foi: ['name', 'email', 'subject', 'information', 'purpose', 'format'],
};

/** The fields as typed, strings only, each cut to a sane length: they are drawn back into the page. */
function valuesOf(body: unknown, fields: readonly string[] = []): PostedValues {
  const out: PostedValues = Object.fromEntries(fields.map((f) => [f, '']));
  if (!body || typeof body !== 'object') return out;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') out[key] = value.slice(0, KEPT_CHARACTERS);
  }
  return out;
}

const FAILED: Record<PageFormName, string> = {
  concern: CONCERN_MESSAGES.submitFailed,
  foi: FOI_MESSAGES.submitFailed,
};

export default async function pageFormRoutes(app: FastifyInstance) {
  // Forms post as application/x-www-form-urlencoded; only these routes (this plugin's scope) read it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: CONCERN_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const formOf = (request: FastifyRequest): PageFormName =>
    request.routeOptions.url === PAGE_FORM_PATHS.foi ? 'foi' : 'concern';
  const draw = (
    request: FastifyRequest,
    reply: FastifyReply,
    posted: PostedForm<unknown>,
    status: number,
  ): Promise<FastifyReply> =>
    app.sendPostedPage(request, reply, PAGE_FORM_PATHS[formOf(request)], posted, status);

  // A refused post (too many from one address, a body too large, the database away) is still a page: the
  // fields as typed and one message over the form.
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const status = err.statusCode ?? 500;
    if (status >= 500) request.log.error({ err }, 'form post failed');
    const failed = status === 429 ? err.message : FAILED[formOf(request)];
    return draw(request, reply, { values: valuesOf(request.body), errors: {}, failed }, status);
  });

  // Another site's page may not post these forms in a visitor's name (browsers say where a post came from).
  const sameSite = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site')
      return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
  };
  const options = {
    bodyLimit: CONCERN_BODY_LIMIT,
    // Counted once the body is read, so a refused post still comes back with what was typed.
    config: { rateLimit: { ...CONCERN_RATE_LIMIT, hook: 'preHandler' as const } },
    preHandler: sameSite,
  };

  app.post(PAGE_FORM_PATHS.concern, options, async (request, reply) => {
    const values = valuesOf(request.body, FIELDS.concern);
    const parsed = concernFormSchema.safeParse(values);
    if (!parsed.success) return draw(request, reply, { values, errors: issuesToErrors(parsed.error) }, 400);
    const receipt = await submitConcern(app.ctx, clientOf(request), {
      ...parsed.data,
      fullUrl: `${siteBaseUrl(app.config)}${PAGE_FORM_PATHS.concern}`,
      // Without JavaScript there is no device position and no document.referrer: the server places the
      // sender by the address, as for every visitor who has not allowed location.
      gpsLocation: null,
      referrer: null,
    });
    // The success screen returns home after 2 seconds (docs/product/public-site.md#states), scripts or not.
    reply.header('refresh', `${CONCERN_RETURN_HOME_S}; url=/`);
    return draw(request, reply, { sent: receipt }, 200);
  });

  app.post(PAGE_FORM_PATHS.foi, options, async (request, reply) => {
    const values = valuesOf(request.body, FIELDS.foi);
    const parsed = foiRequestFormSchema.safeParse(values);
    if (!parsed.success) return draw(request, reply, { values, errors: issuesToErrors(parsed.error) }, 400);
    const { reference, due_date, mailed } = await submitFoiRequest(
      app.ctx,
      parsed.data,
      app.ctx.config.acknowledgementLimits,
    );
    if (mailed) app.ctx.mail.deliverSoon();
    return draw(request, reply, { sent: { reference, due_date } }, 200);
  });
}
