// The class suspension template (src/shared/alert-templates.ts): urgent, from now to 11:59 p.m. of the Manila
// day (which differs from the UTC day after 4 p.m. UTC), the level's wording, and a reason the contract
// refuses to post until it is written.
import { describe, expect, it } from 'vitest';
import { CLASS_SUSPENSION_LEVELS, classSuspensionAlert } from '../../src/shared/alert-templates.ts';
import { alertInputSchema, SITE_MESSAGES } from '../../src/shared/contract/site.ts';

describe('class suspension template', () => {
  it('runs from now to the end of the Manila day', () => {
    // 4:30 a.m. on Friday 27 November in Manila is still the 26th in UTC.
    const a = classSuspensionAlert('classes', new Date('2026-11-26T20:30:00.000Z'));
    expect(a).toMatchObject({
      severity: 'urgent',
      office: 'administration',
      title: 'Classes suspended today, Fri 27 Nov 2026',
      starts_at: '2026-11-26T20:30:00.000Z',
      ends_at: '2026-11-27T15:59:00.000Z',
    });
    expect(a.message).toBe(
      'Classes at all levels are suspended today, Fri 27 Nov 2026, because of [reason]. Offices stay open. Watch this page for updates.',
    );
  });

  it('words each level, and every level fits the alert limits once the reason is written', () => {
    const now = new Date('2026-11-27T01:00:00.000Z');
    expect(classSuspensionAlert('face-to-face', now).message).toContain(
      'Online classes continue as scheduled.',
    );
    expect(classSuspensionAlert('all', now).message).not.toContain('Offices stay open');
    for (const level of CLASS_SUSPENSION_LEVELS) {
      const a = classSuspensionAlert(level.value, now);
      const unfinished = alertInputSchema.safeParse(a);
      expect(unfinished.success).toBe(false);
      expect(unfinished.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['message', SITE_MESSAGES.reasonMissing],
      ]);
      const done = alertInputSchema.safeParse({
        ...a,
        message: a.message.replace('[reason]', 'Typhoon Pepito'),
      });
      expect(done.success, level.value).toBe(true);
    }
  });
});
