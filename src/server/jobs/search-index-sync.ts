// Indexes queued article writes for full-text search in the background (after a start and after every
// article change, see plugins/jobs.ts), so a search rarely has to wait for it.
import { syncSearchIndex } from '../repositories/search-index.ts';
import { defineJob } from './job.ts';

export const searchIndexSync = defineJob({
  name: 'search index sync',
  atStart: 'in-background',
  run: async (ctx) => {
    await syncSearchIndex(ctx.db.kysely, ctx.db.kind);
  },
});
