// A bounded gate for costly work (password hashing): at most `concurrency` at once, at most `queue` waiting,
// and a BusyError at once when the queue is full, so a burst is answered quickly with a plain "busy" instead of
// piling up on the thread pool and the database pool until unrelated requests stall or fail.

/** The gate (or a lock it waits on) is full: answer 503 with Retry-After (plugins/errors.ts). */
export class BusyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BusyError';
  }
}

export interface Gate {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createGate(opts: { concurrency: number; queue: number; busyMessage: string }): Gate {
  let active = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (active >= opts.concurrency) {
        if (waiting.length >= opts.queue) throw new BusyError(opts.busyMessage);
        // The slot is handed over by the finishing run, so `active` stays counted.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active++;
      }
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
