// Builds the app's one AppContext (services/app-context.ts) from what the other plugins decorate, so routes
// and jobs hand services plain values and services never see Fastify.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { caseMailDelivery } from '../jobs/case-mail-delivery.ts';
import type { AppContext } from '../services/app-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What services take (services/app-context.ts). */
    ctx: AppContext;
  }
}

export default fp(
  async function context(app: FastifyInstance) {
    const imageCache = Object.assign(Object.create(app.imageCache) as typeof app.imageCache, {
      // Other instances drop their resized copies too.
      purge: async (id: string) => {
        await app.imageCache.purge(id);
        app.articleEvents.emitChange({ kind: 'media', id });
      },
    });
    const ctx: AppContext = {
      db: app.db,
      clock: app.clock,
      config: app.config,
      sessionSecret: app.sessionSecret,
      storage: app.storage,
      imageCache,
      emit: (change) => app.articleEvents.emitChange(change),
      mail: {
        get sender() {
          return app.caseMail.sender;
        },
        deliverSoon: () => {
          if (app.caseMail.sender) app.jobs.trigger(caseMailDelivery.name);
        },
      },
      log: app.log,
    };
    app.decorate('ctx', ctx);
  },
  { name: 'context', dependencies: ['config', 'db', 'storage', 'article-events', 'case-mail'] },
);
