// Satisfaction survey answers keep their demographics and comment for CSM_RETENTION_DAYS, then lose them
// (the ratings stay for the yearly figures): at start, then once a day.
import { purgeSurveyAnswers } from '../services/csm.ts';
import { defineJob } from './job.ts';

export const csmRetention = defineJob({
  name: 'satisfaction survey purge',
  everyMs: 24 * 60 * 60_000,
  atStart: 'in-background',
  run: async (ctx) => {
    const purged = await purgeSurveyAnswers(ctx, ctx.config.csmRetentionDays);
    if (purged > 0) ctx.log.info({ purged }, 'removed personal parts of old satisfaction survey answers');
  },
});
