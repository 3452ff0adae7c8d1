// An endpoint's address: its path with the `:name` parts filled in and its query, and the route-only form
// (method and path) of an endpoint for public pages. No imports at run time, so the public entry script
// carries only this (docs/decisions/0006-public-javascript-budget.md, 0020-endpoints-described-once.md).
import type { EndpointDef, EndpointRoute } from './endpoint.ts';

/**
 * The method and path of an endpoint without its schemas, for public pages that must not load zod
 * (docs/decisions/0006-public-javascript-budget.md). The type argument ties it to the contract's endpoint:
 * a method or path that differs from it does not compile.
 */
export function routeOf<E extends EndpointDef>(method: E['method'], path: E['path']): EndpointRoute<E> {
  return { method, path } as EndpointRoute<E>;
}

/**
 * The address of one call: the path with its `:name` parts filled in (URI-encoded; the input's type
 * demands each) and the query of the defined values.
 */
export function urlOf(
  endpoint: { path: string },
  input: { params?: Record<string, string | number>; query?: unknown } = {},
): string {
  const query = `${new URLSearchParams(
    Object.entries(input.query ?? {}).filter(([, value]) => value != null) as [string, string][],
  )}`;
  return (
    endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(input.params?.[name] ?? '')) +
    (query ? `?${query}` : '')
  );
}
