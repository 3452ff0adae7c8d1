// One error shape for the whole API: { ok:false, message }. 5xx replies never carry internals.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BusyError } from '../lib/gate.ts';
import { HttpError } from '../lib/http-errors.ts';
import { StorageUnavailableError } from '../storage/storage.ts';
import { securityHeaders } from './security.ts';

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
      if (err instanceof HttpError) {
        return reply.code(err.statusCode).send({ ok: false, message: err.message, ...err.extra });
      }
      // A burst beyond what the server checks at once (lib/gate.ts): a quick, retryable answer, never a 500.
      if (err instanceof BusyError) {
        return reply.code(503).header('retry-after', '5').send({ ok: false, message: err.message });
      }
      // Down or hung object storage: a bounded, retryable answer, not a 500 (nginx may try the other instance).
      if (err instanceof StorageUnavailableError) {
        request.log.warn({ err }, 'media storage unavailable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ ok: false, message: 'Media storage is not answering. Please try again in a moment.' });
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

/**
 * Errors Fastify raises before any route runs (a malformed percent-encoding in the path, an over-long path
 * parameter): the same `{ok:false,message}` shape as every other error. Passed as the `frameworkErrors` option.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    err.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid (bad percent-encoding)'
      : 'The address is not valid';
  // Raised before the onRequest hooks: the security headers are set here, as on every other reply.
  void reply
    .headers(securityHeaders())
    .code(400)
    .type('application/json; charset=utf-8')
    .send({ ok: false, message });
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers too large, malformed requests,
 * timeouts), answered in the API's shape with a plain message. Passed as the `clientErrorHandler` option.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'The request is malformed'];
  const body = JSON.stringify({ ok: false, message });
  // The same security headers as every other reply (header values never hold CR or LF).
  const security = Object.entries(securityHeaders())
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `${security}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
