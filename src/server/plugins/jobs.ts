// Background jobs (jobs/registry.ts) in one place: started once the server is ready, stopped before it
// closes its database. Article changes trigger the search index sync.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jobRegistry } from '../jobs/registry.ts';
import { createJobRunner, type JobRunner } from '../jobs/runner.ts';
import { searchIndexSync } from '../jobs/search-index-sync.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export default fp(
  async function jobs(app: FastifyInstance) {
    const runner = createJobRunner(app.ctx, jobRegistry);
    app.decorate('jobs', runner);
    app.articleEvents.onChange(() => runner.trigger(searchIndexSync.name));
    app.addHook('onReady', () => runner.start());
    // preClose runs before any onClose hook, so jobs finish while the database is still open.
    app.addHook('preClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['context', 'article-events'] },
);
