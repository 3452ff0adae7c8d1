// The sign-in lockout policy (services/sign-in-lockout.ts) on attempt rows, without a database: the
// thresholds, the window, the lock's length, a success starting the count again, and the address budget.
import { describe, expect, it } from 'vitest';
import { ATTEMPT } from '../../src/server/repositories/login-attempts.ts';
import {
  FAILURE_WINDOW_MS,
  failureReason,
  ipState,
  LOCK_MS,
  lockAfterFailure,
  MAX_FAILURES_PER_EMAIL,
  MAX_FAILURES_PER_PAIR,
  streakState,
} from '../../src/server/services/sign-in-lockout.ts';

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-02T08:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const failures = (n: number, stepMs = 1000) =>
  Array.from({ length: n }, (_, i) => ({ success: ATTEMPT.failure, created_at: at(i * stepMs) }));

describe('sign-in lockout policy', () => {
  it('allows five failures per pair, counting down, and locks on the fifth for 15 minutes', () => {
    expect(MAX_FAILURES_PER_PAIR).toBe(5);
    expect(LOCK_MS).toBe(15 * MINUTE);
    for (let n = 0; n < 5; n++) {
      expect(streakState(failures(n), MAX_FAILURES_PER_PAIR, T0 + 5000)).toEqual({
        locked: false,
        remainingAttempts: 5 - n,
      });
    }
    const last = T0 + 4000;
    expect(streakState(failures(5), MAX_FAILURES_PER_PAIR, last)).toEqual({ locked: true, waitMinutes: 15 });
    expect(streakState(failures(5), MAX_FAILURES_PER_PAIR, last + 10 * MINUTE)).toEqual({
      locked: true,
      waitMinutes: 5,
    });
    expect(streakState(failures(5), MAX_FAILURES_PER_PAIR, last + LOCK_MS + 1)).toEqual({
      locked: false,
      remainingAttempts: 5,
    });
  });

  it('treats a pending attempt as a failure and a success as a fresh start', () => {
    const rows = [...failures(4), { success: ATTEMPT.pending, created_at: at(4000) }];
    expect(streakState(rows, MAX_FAILURES_PER_PAIR, T0 + 5000).locked).toBe(true);
    const reset = [...failures(4), { success: ATTEMPT.success, created_at: at(4500) }, ...failures(1)];
    expect(streakState(reset, MAX_FAILURES_PER_PAIR, T0 + 5000)).toEqual({
      locked: false,
      remainingAttempts: 4,
    });
  });

  it('forgets failures older than the window', () => {
    const spread = failures(5, 4 * MINUTE); // 0, 4, 8, 12, 16 minutes: never five within 15
    expect(FAILURE_WINDOW_MS).toBe(15 * MINUTE);
    const s = streakState(spread, MAX_FAILURES_PER_PAIR, T0 + 16 * MINUTE);
    expect(s).toEqual({ locked: false, remainingAttempts: 1 });
  });

  it('locks an e-mail for everyone only after five hundred failures (by default)', () => {
    expect(MAX_FAILURES_PER_EMAIL).toBe(500);
    expect(streakState(failures(499, 1000), MAX_FAILURES_PER_EMAIL, T0 + 500_000)).toEqual({
      locked: false,
      remainingAttempts: 1,
    });
    expect(streakState(failures(500, 1000), MAX_FAILURES_PER_EMAIL, T0 + 500_000).locked).toBe(true);
  });

  it('blocks an address while its budget-th newest failure is within the window', () => {
    const times = Array.from({ length: 20 }, (_, i) => at(-i * 1000));
    expect(ipState(times.slice(0, 19), 20, T0)).toEqual({ locked: false });
    expect(ipState(times, 20, T0)).toEqual({ locked: true, waitMinutes: 15 });
  });

  it('after a failure, reports the longer of the two locks, else the pair’s attempts left', () => {
    const open = { locked: false as const, remainingAttempts: 3 };
    expect(lockAfterFailure(open, { locked: false, remainingAttempts: 40 })).toEqual(open);
    expect(lockAfterFailure(open, { locked: true, waitMinutes: 9 })).toEqual({
      locked: true,
      waitMinutes: 9,
    });
    expect(lockAfterFailure({ locked: true, waitMinutes: 15 }, { locked: true, waitMinutes: 9 })).toEqual({
      locked: true,
      waitMinutes: 15,
    });
  });

  it('keeps why a sign-in failed for the audit log', () => {
    expect(failureReason(undefined, false)).toBe('unknown_email');
    expect(failureReason({ status: 'active' }, false)).toBe('password');
    expect(failureReason({ status: 'inactive' }, true)).toBe('status_inactive');
  });
});
