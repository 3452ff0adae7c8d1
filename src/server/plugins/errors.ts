// One error shape for the whole API: { ok:false, message }. 5xx replies never carry internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors.ts';

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
      if (err instanceof HttpError) {
        return reply.code(err.statusCode).send({ ok: false, message: err.message, ...err.extra });
      }
      const status = err.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err }, 'request failed');
        return reply
          .code(500)
          .send({ ok: false, message: 'Something went wrong on our side. Please try again.' });
      }
      let message = err.message;
      if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        message = 'The request body is not valid JSON';
      } else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        message = 'The request is too large';
      } else if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        message = 'Unsupported content type';
      }
      return reply.code(status).send({ ok: false, message });
    });
  },
  { name: 'errors' },
);
