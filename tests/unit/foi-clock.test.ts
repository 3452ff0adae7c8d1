// The FOI clock over weekends and holidays: 15 working days from the day after receipt, the days a paused
// clock keeps, the restart after clarification, the one extension and the review window.
import { describe, expect, it } from 'vitest';
import {
  extendedDueDate,
  foiDueDate,
  pausedDaysLeft,
  resumedDueDate,
  reviewRequestLastDay,
} from '../../src/server/services/foi-requests.ts';

// Holy Week 2026 (Maundy Thursday 2 April, Good Friday 3 April), Araw ng Kagitingan (9 April), Labour Day (1 May).
const holidays = new Set(['2026-04-02', '2026-04-03', '2026-04-09', '2026-05-01']);

describe('FOI clock', () => {
  it('counts 15 working days from the next working day, skipping weekends and holidays', () => {
    // Received Friday 27 March: 30, 31 March, 1, 6, 7, 8, 10, 13-17, 20-22 April.
    expect(foiDueDate('2026-03-27', holidays)).toBe('2026-04-22');
    // Received on a Saturday: Monday is the first day.
    expect(foiDueDate('2026-03-28', holidays)).toBe('2026-04-22');
    // Without holidays the same request is due three working days earlier.
    expect(foiDueDate('2026-03-27', new Set())).toBe('2026-04-17');
  });

  it('pauses with the working days left and restarts with them after clarification', () => {
    // Paused on Wednesday 1 April with the answer due 22 April: 6, 7, 8, 10, 13-17, 20-22 April = 12 days.
    expect(pausedDaysLeft('2026-04-01', '2026-04-22', holidays)).toBe(12);
    expect(pausedDaysLeft('2026-04-22', '2026-04-22', holidays)).toBe(0);
    // Clarified on Thursday 30 April: 12 working days from Monday 4 May (1 May is Labour Day).
    expect(resumedDueDate('2026-04-30', 12, holidays)).toBe('2026-05-19');
    // A clock paused on its last day still gets one day to answer.
    expect(resumedDueDate('2026-04-30', 0, holidays)).toBe('2026-05-04');
  });

  it('extends by up to 20 working days after the current due date', () => {
    expect(extendedDueDate('2026-04-22', 20, holidays)).toBe('2026-05-21');
    expect(extendedDueDate('2026-03-31', 3, holidays)).toBe('2026-04-07');
  });

  it('leaves 15 calendar days to ask for a review, weekends included', () => {
    expect(reviewRequestLastDay('2026-04-22')).toBe('2026-05-07');
    expect(reviewRequestLastDay('2026-12-24')).toBe('2027-01-08');
  });
});
