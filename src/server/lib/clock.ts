/** Injectable time source, so tests can move time (lockout windows, retention, view windows). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export function manualClock(start = new Date('2026-01-15T08:00:00.000Z')) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    set: (d: Date) => {
      t = d.getTime();
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}
