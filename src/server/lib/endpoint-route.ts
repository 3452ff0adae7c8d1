// Registers an endpoint of the shared contract (src/shared/contract/endpoint.ts) on Fastify: its method and
// path come from the contract, and the handler receives the request's params, query and body parsed with the
// contract's schemas (docs/decisions/0020-endpoints-described-once.md). A failed parse answers 400 with the
// first issue's message, as parseOr400 always has.
//
// Each part is parsed when the handler first reads it, so a handler that checks the path's resource before
// reading the body answers as it did when it called parseOr400 itself (a missing article is 404 whatever
// its body).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { EndpointDef, ParsedInput } from '../../shared/contract/endpoint.ts';
import { parseOr400 } from './validate.ts';

export type EndpointRouteOptions = Omit<RouteOptions, 'method' | 'url' | 'handler'> & {
  /** Rewrites the raw body before it is parsed (e.g. fields a form left out become ''). */
  prepareBody?: (body: unknown) => unknown;
};

export type EndpointHandler<E extends EndpointDef> = (
  input: ParsedInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => unknown;

/** The parsed request parts of one call, each parsed on first read and kept. */
function lazyInput<E extends EndpointDef>(
  endpoint: E,
  request: FastifyRequest,
  prepareBody: ((body: unknown) => unknown) | undefined,
): ParsedInput<E> {
  const cache: Partial<Record<'params' | 'query' | 'body', unknown>> = {};
  const part = (key: 'params' | 'query' | 'body', raw: () => unknown) => ({
    enumerable: true,
    get() {
      if (!(key in cache)) {
        const schema = endpoint[key];
        cache[key] = schema ? parseOr400(schema, raw()) : raw();
      }
      return cache[key];
    },
  });
  return Object.defineProperties({} as ParsedInput<E>, {
    params: part('params', () => request.params),
    query: part('query', () => request.query),
    body: part('body', () => (prepareBody ? prepareBody(request.body) : request.body)),
  });
}

/** A reply that does not match its endpoint's `response` schema. */
export class ReplyContractError extends Error {}

/**
 * Outside production every successful JSON reply is checked against the endpoint's `response` schema, as it
 * will be serialised: a mismatch fails the request with a 500 naming the field, so an API or browser test
 * finds it at once. Production skips the check (it would cost time on the hot public reads).
 */
function replyCheck(endpoint: EndpointDef) {
  const schema = endpoint.response;
  if (!schema) return undefined;
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode >= 300 || payload === null || typeof payload !== 'object') return payload;
    const result = schema.safeParse(JSON.parse(JSON.stringify(payload)));
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ReplyContractError(
        `The reply of ${endpoint.method} ${endpoint.path} does not match its contract (src/shared/contract): ` +
          `${issue?.path.join('.') || '(reply)'}: ${issue?.message}`,
      );
    }
    return payload;
  };
}

const hooksOf = <T>(hook: T | T[] | undefined): T[] =>
  hook === undefined ? [] : Array.isArray(hook) ? hook : [hook];

/** Registers `endpoint` with `handler`; options are Fastify's route options (preHandler, onSend, config…). */
export function endpointRoute<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void {
  const { prepareBody, ...routeOptions } = options;
  const check = app.config.production ? undefined : replyCheck(endpoint);
  app.route({
    ...routeOptions,
    // Read by the auth guard (plugins/auth.ts): contributors reach only endpoints the contract opens to them.
    config: { ...routeOptions.config, contributors: endpoint.contributors === true },
    ...(check ? { preSerialization: [...hooksOf(routeOptions.preSerialization), check] } : {}),
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => handler(lazyInput(endpoint, request, prepareBody), request, reply),
  });
}

/** `endpointRoute` bound to one plugin's instance: `const route = routesOn(app)`. */
export function routesOn(app: FastifyInstance) {
  return <E extends EndpointDef>(endpoint: E, options: EndpointRouteOptions, handler: EndpointHandler<E>) =>
    endpointRoute(app, endpoint, options, handler);
}
