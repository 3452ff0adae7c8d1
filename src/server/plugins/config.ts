// Decorates the app with the validated configuration, the clock and the session secret.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { loadOrCreateSecret } from '../lib/secrets.ts';

export default fp(
  async function config(app: FastifyInstance, opts: { config: Config; clock: Clock }) {
    app.decorate('config', opts.config);
    app.decorate('clock', opts.clock);
    app.decorate(
      'sessionSecret',
      opts.config.sessionSecret ?? loadOrCreateSecret(opts.config.dataDir, 'session-secret'),
    );
  },
  { name: 'config' },
);
