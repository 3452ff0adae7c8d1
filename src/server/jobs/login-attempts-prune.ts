// Sign-in attempts older than a day no longer affect any lock (repositories/login-attempts.ts); a sign-in
// prunes its own e-mail's, but attempts on e-mails nobody signs in with (guesses, unknown addresses) would
// stay for good. This drops them every hour, and the password links (reset, invitation) used or expired more
// than a day ago.
import { pruneAccountLinks } from '../repositories/account-links.ts';
import { pruneAllAttempts } from '../repositories/login-attempts.ts';
import { defineJob } from './job.ts';

export const loginAttemptsPrune = defineJob({
  name: 'login attempts prune',
  everyMs: 60 * 60_000,
  atStart: 'in-background',
  run: async (ctx) => {
    const n = await pruneAllAttempts(ctx.db.kysely, ctx.clock.now());
    if (n > 0) ctx.log.info({ pruned: n }, 'pruned old sign-in attempts');
    const dayAgo = new Date(ctx.clock.now().getTime() - 24 * 60 * 60_000).toISOString();
    await pruneAccountLinks(ctx.db.kysely, dayAgo);
  },
});
