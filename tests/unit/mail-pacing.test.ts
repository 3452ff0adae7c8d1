// The pacing of outgoing mail (services/case-mail.ts): MAIL_PER_MINUTE is the rate reached, not a ceiling that
// timer lateness lowers, and an idle sender does not start with a burst.
import { describe, expect, it } from 'vitest';
import { nextSendSlot } from '../../src/server/services/case-mail.ts';

/** Sends `count` mails on a simulated clock: each wait ends `lateMs` after its slot, each send takes `sendMs`. */
function simulate(count: number, gapMs: number, lateMs: number, sendMs: number, start = 1_000_000) {
  let now = start;
  let nextAt = 0;
  const sentAt: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const slot = nextSendSlot(nextAt, now, gapMs);
    nextAt = slot.nextAt;
    if (slot.waitMs > 0) now += slot.waitMs + lateMs;
    sentAt.push(now);
    now += sendMs;
  }
  return sentAt;
}

describe('mail pacing', () => {
  it('sends at the configured rate though every timer fires late', () => {
    // 6,000 a minute: a slot every 10 ms; timers 1 ms late, each send 2 ms.
    const sentAt = simulate(6000, 10, 1, 2);
    const minutes = ((sentAt.at(-1) ?? 0) - (sentAt[0] ?? 0)) / 60_000;
    expect(6000 / minutes).toBeGreaterThan(5990);
    expect(6000 / minutes).toBeLessThan(6020);
  });

  it('catches up a slow send within a second, and after an idle spell starts again from now', () => {
    // 600 a minute: a slot every 100 ms. The third send is 250 ms late: the slots it missed go at once.
    let nextAt = 0;
    const sentAt: number[] = [];
    for (const now of [10_000, 10_000, 10_450, 10_450, 10_450, 10_450, 10_450]) {
      const slot = nextSendSlot(nextAt, now, 100);
      nextAt = slot.nextAt;
      sentAt.push(now + slot.waitMs);
    }
    expect(sentAt).toEqual([10_000, 10_100, 10_450, 10_450, 10_450, 10_500, 10_600]);
    // A minute idle: the next send goes at once, and the slots count from then, with no burst.
    const afterIdle = nextSendSlot(nextAt, 100_000, 100);
    expect(afterIdle).toEqual({ waitMs: 0, nextAt: 100_100 });
  });

  it('never sends ahead of the rate', () => {
    // 6,000 a minute, every send ready at once: one per slot from the first.
    const sentAt = simulate(6000, 10, 0, 0);
    const first = sentAt[0] ?? 0;
    for (let i = 0; i < sentAt.length; i += 1) expect(sentAt[i] ?? 0).toBeGreaterThanOrEqual(first + i * 10);
  });

  it('does not wait when no rate is set', () => {
    expect(nextSendSlot(0, 5000, 0)).toEqual({ waitMs: 0, nextAt: 5000 });
    expect(nextSendSlot(5000, 5000, 0)).toEqual({ waitMs: 0, nextAt: 5000 });
  });
});
