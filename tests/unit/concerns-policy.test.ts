// The concern and monitor rules (services/concerns.ts, services/monitor-tokens.ts) without a database: the
// campus day in Asia/Manila, stored text without control characters, the monitor's budgets and lock
// message, and a token's expiry and password binding.
import { describe, expect, it } from 'vitest';
import {
  MONITOR_MAX_FAILURES,
  monitorLimits,
  monitorLockedMessage,
  plainText,
  startOfCampusDay,
} from '../../src/server/services/concerns.ts';
import {
  looksLikeMonitorToken,
  tokenRowValid,
  tokenRowValue,
} from '../../src/server/services/monitor-tokens.ts';

describe('concern and monitor rules', () => {
  it('starts the campus day at midnight in Manila (UTC+8), whatever the UTC date', () => {
    expect(startOfCampusDay(new Date('2026-03-02T15:59:59Z'), 'Asia/Manila')).toBe(
      '2026-03-01T16:00:00.000Z',
    );
    expect(startOfCampusDay(new Date('2026-03-02T16:00:00Z'), 'Asia/Manila')).toBe(
      '2026-03-02T16:00:00.000Z',
    );
  });

  it('stores text without control characters, trimmed and cut, and blank as null', () => {
    expect(plainText(' a\u0000b\u0007c\n\td\u007f ', 100)).toBe('abc\n\td');
    expect(plainText('abcdef', 3)).toBe('abc');
    expect(plainText('   ', 10)).toBeNull();
    expect(plainText(undefined, 10)).toBeNull();
  });

  it('gives the monitor ten failures per address and the account count for everyone', () => {
    expect(MONITOR_MAX_FAILURES).toBe(10);
    expect(monitorLimits({ loginFailuresPerAccount: 500 })).toEqual({ perPair: 10, perKey: 500 });
    expect(monitorLockedMessage(1)).toBe('Too many failed attempts. Please try again in 1 minute.');
    expect(monitorLockedMessage(15)).toBe('Too many failed attempts. Please try again in 15 minutes.');
  });

  it('accepts a token only before its expiry and under the password hash it was issued with', () => {
    const value = tokenRowValue(1000, 'scrypt$hash-a');
    expect(tokenRowValid(value, 'scrypt$hash-a', 999)).toBe(true);
    expect(tokenRowValid(value, 'scrypt$hash-a', 1000)).toBe(false);
    expect(tokenRowValid(value, 'scrypt$hash-b', 999)).toBe(false);
    expect(looksLikeMonitorToken(`m2.${'A'.repeat(43)}`)).toBe(true);
    expect(looksLikeMonitorToken(`m2.${'A'.repeat(42)}`)).toBe(false);
  });
});
