// A native post of the sign-in or monitor form (src/shared/contract/sign-in-forms.ts): the browser sent it
// before the page's scripts took over. The body (the password among it) is read and dropped, never parsed,
// logged or checked, and the visitor goes back to the page (303, so a reload does not post again), which then
// says they were not signed in.
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_FORM_PATHS,
  SIGN_IN_FORM_PATHS,
  UNFINISHED_SIGN_IN_PARAM,
  UNFINISHED_SIGN_IN_VALUE,
} from '../../shared/contract/sign-in-forms.ts';
import { PRIVATE_NO_STORE } from '../lib/request-actor.ts';

/** A form of two short fields; anything larger is not one of ours. */
const FORM_BODY_LIMIT = 8 * 1024;

export default async function signInFormRoutes(app: FastifyInstance) {
  // Any content type (a form's default, multipart, text): the body is discarded unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, (_request, _body, done) =>
    done(null, undefined),
  );
  for (const path of [...Object.values(SIGN_IN_FORM_PATHS), ...Object.values(ACCOUNT_FORM_PATHS)]) {
    app.post(path, { bodyLimit: FORM_BODY_LIMIT }, async (_request, reply) =>
      reply
        .header('cache-control', PRIVATE_NO_STORE)
        .redirect(`${path}?${UNFINISHED_SIGN_IN_PARAM}=${UNFINISHED_SIGN_IN_VALUE}`, 303),
    );
  }
}
