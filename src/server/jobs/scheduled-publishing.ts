// Publishes scheduled articles when their time comes: every 20 seconds, so within a minute of it. Safe on
// several instances at once: each article is claimed by one conditional UPDATE (services/article-editorial.ts).
import { publishDueArticles } from '../services/article-editorial.ts';
import { defineJob } from './job.ts';

export const scheduledPublishing = defineJob({
  name: 'scheduled publishing',
  everyMs: 20_000,
  atStart: 'in-background',
  run: async (ctx) => {
    const n = await publishDueArticles(ctx);
    if (n > 0) ctx.log.info({ published: n }, 'published scheduled articles');
  },
});
