// Outside production the server checks each JSON reply against its endpoint's response schema
// (src/server/lib/endpoint-route.ts): a reply that strays from the contract fails loudly instead of reaching
// the client; production skips the check.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointRoute } from '../../src/server/lib/endpoint-route.ts';
import { defineEndpoint } from '../../src/shared/contract/endpoint.ts';

const endpoint = defineEndpoint({
  method: 'GET',
  path: '/probe',
  response: z.object({ ok: z.literal(true), count: z.number() }),
});

async function appReplying(reply: unknown, production: boolean) {
  const app = Fastify();
  app.decorate('config', { production } as never);
  endpointRoute(app, endpoint, {}, async () => reply);
  await app.ready();
  return app;
}

describe('reply check', () => {
  it('passes a reply that matches the contract', async () => {
    const app = await appReplying({ ok: true, count: 3, extra: 'kept' }, false);
    const res = await app.inject({ method: 'GET', url: '/probe' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, count: 3, extra: 'kept' });
  });

  it('fails a reply that does not, naming the endpoint and the field', async () => {
    const app = await appReplying({ ok: true, count: '3' }, false);
    const res = await app.inject({ method: 'GET', url: '/probe' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain('The reply of GET /probe does not match its contract');
    expect(res.json().message).toContain('count');
  });

  it('does not check in production', async () => {
    const app = await appReplying({ ok: true, count: '3' }, true);
    const res = await app.inject({ method: 'GET', url: '/probe' });
    expect(res.statusCode).toBe(200);
  });
});
