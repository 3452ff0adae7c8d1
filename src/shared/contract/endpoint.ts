// One description of an API endpoint — method, path, and the zod schemas of its params, query, body and
// reply — from which the server registers it (src/server/lib/endpoint-route.ts), the client calls it
// (src/client/lib/api-client.ts) and the API tests inject it (tests/support/inject.ts). The runtime helpers
// public pages need (routeOf, urlOf) are in ./route-url.ts, which imports nothing: the public entry script
// carries it without the endpoint tables.
// docs/decisions/0020-endpoints-described-once.md explains the layer. This file imports zod for types only,
// so public pages can use it without loading zod.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDef {
  method: HttpMethod;
  /** Fastify's form: `/api/articles/:id`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The reply of a success; absent when callers use nothing of it. */
  response?: z.ZodType;
  /** The reply is a file (CSV, calendar), not JSON. */
  file?: true;
  /**
   * A contributor may call it (their own account, and drafts of their office). Every other signed-in endpoint
   * refuses contributors, so a new endpoint is closed to them until it says otherwise
   * (docs/decisions/0041-contributors-and-review.md).
   */
  contributors?: true;
}

/** Keeps the literal method and path in the type, which the client's and the tests' inputs are built from. */
export function defineEndpoint<const E extends EndpointDef>(endpoint: E): E {
  return endpoint;
}

declare const endpointType: unique symbol;
export type EndpointRoute<E extends EndpointDef> = Pick<E, 'method' | 'path'> & {
  readonly [endpointType]: E;
};

/** What a route or its route-only form stands for. */
export type EndpointOf<R> = R extends { readonly [endpointType]: infer E extends EndpointDef }
  ? E
  : R extends EndpointDef
    ? R
    : never;

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsPart<E extends EndpointDef> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E['path']>, string | number> };
type QueryPart<E extends EndpointDef> = E extends { query: infer Q extends z.ZodType }
  ? { query?: Partial<z.input<Q>> }
  : { query?: undefined };
type BodyPart<E extends EndpointDef> = E extends { body: infer B extends z.ZodType }
  ? { body: z.input<B> | FormData }
  : { body?: unknown };

/** What a caller sends: path params, query and body, as the schemas accept them. */
export type EndpointInput<E extends EndpointDef> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

/** What a handler gets once the schemas parsed the request. */
export interface ParsedInput<E extends EndpointDef> {
  params: E extends { params: infer S extends z.ZodType } ? z.output<S> : Record<string, string>;
  query: E extends { query: infer S extends z.ZodType } ? z.output<S> : Record<string, unknown>;
  body: E extends { body: infer S extends z.ZodType } ? z.output<S> : unknown;
}

/** The reply of a success. */
export type EndpointReply<E extends EndpointDef> = E extends { response: infer R extends z.ZodType }
  ? z.output<R>
  : E extends { file: true }
    ? Blob
    : unknown;
