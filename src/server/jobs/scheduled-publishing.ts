// Publishes scheduled articles when their time comes: every 20 seconds, so within a minute of it. Safe on
// several instances at once: each article is claimed by one conditional UPDATE (services/article-editorial.ts).
import { publishDueArticles } from '../services/article-editorial.ts';
import { defineJob } from './job.ts';

export const scheduledPublishing = defineJob({
  name: 'scheduled publishing',
  everyMs: 20_000,
  atStart: 'in-background',
  run: async (app) => {
    const n = await publishDueArticles({
      db: app.db.kysely,
      clock: app.clock,
      log: app.log,
      emit: (change) => app.articleEvents.emitChange(change),
    });
    if (n > 0) app.log.info({ published: n }, 'published scheduled articles');
  },
});
