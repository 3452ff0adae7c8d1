// Retention periods in the portal's words (issue 38): months, not a setting's days.
import { describe, expect, it } from 'vitest';
import { retentionInWords } from '../../src/shared/contract/audit.ts';

describe('retentionInWords', () => {
  it('says months from two months up, weeks for whole weeks, days otherwise', () => {
    expect(retentionInWords(365)).toBe('12 months');
    expect(retentionInWords(180)).toBe('6 months');
    expect(retentionInWords(730)).toBe('24 months');
    expect(retentionInWords(28)).toBe('4 weeks');
    expect(retentionInWords(10)).toBe('10 days');
    expect(retentionInWords(1)).toBe('1 day');
  });
});
