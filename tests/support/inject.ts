// `inject(app, endpoint, input)`: an API test's call of an endpoint of the shared contract
// (src/shared/contract/endpoint.ts), with its path filled, its query and its JSON body, as the client sends
// them (src/client/lib/api-client.ts). The reply is Fastify's, so tests keep checking status and body.
import type { FastifyInstance } from 'fastify';
import type { EndpointDef, EndpointInput } from '../../src/shared/contract/endpoint.ts';
import { urlOf } from '../../src/shared/contract/route-url.ts';

export function inject<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  input: EndpointInput<E> & { token?: string; headers?: Record<string, string> },
) {
  const {
    token,
    headers = {},
    body,
  } = input as { token?: string; headers?: Record<string, string>; body?: unknown };
  return app.inject({
    method: endpoint.method,
    url: urlOf(endpoint, input as { params?: Record<string, string | number>; query?: unknown }),
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}
