// Every hour: the external links of published articles that are due (never checked, or a day since) are
// checked, politely and a bounded number per run (services/link-checks.ts). Off unless LINK_CHECK is on (the
// default in production), so tests and development never fetch from the Internet.
import { runLinkChecks } from '../services/link-checks.ts';
import { defineJob } from './job.ts';

export const linkCheck = defineJob({
  name: 'link check',
  everyMs: 60 * 60_000,
  atStart: 'no',
  run: async (ctx) => {
    if (!ctx.config.linkCheck.enabled) return;
    const checked = await runLinkChecks(ctx);
    if (checked > 0) ctx.log.info({ checked }, 'checked external links of published articles');
  },
});
