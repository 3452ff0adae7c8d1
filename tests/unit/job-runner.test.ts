// The background job runner: start-up runs, intervals, triggers that never overlap a run, and a stop that
// waits for running jobs.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineJob } from '../../src/server/jobs/job.ts';
import { createJobRunner, STOP_WAIT_MS } from '../../src/server/jobs/runner.ts';
import type { AppContext } from '../../src/server/services/app-context.ts';

const errors: unknown[] = [];
const warnings: unknown[] = [];
const ctx = {
  log: {
    error: (...args: unknown[]) => errors.push(args),
    warn: (...args: unknown[]) => warnings.push(args),
  },
} as unknown as AppContext;

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

afterEach(() => {
  vi.useRealTimers();
  errors.length = 0;
  warnings.length = 0;
});

describe('job runner', () => {
  it('waits for before-ready jobs at start, not for background ones', async () => {
    const order: string[] = [];
    const slow = gate();
    const runner = createJobRunner(ctx, [
      defineJob({ name: 'first', atStart: 'before-ready', run: async () => void order.push('first') }),
      defineJob({
        name: 'background',
        atStart: 'in-background',
        run: async () => {
          await slow.opened;
          order.push('background');
        },
      }),
      defineJob({ name: 'later', atStart: 'no', run: async () => void order.push('later') }),
    ]);
    await runner.start();
    expect(order).toEqual(['first']);
    slow.open();
    await runner.stop();
    expect(order).toEqual(['first', 'background']);
  });

  it('runs on its interval and stops running after stop()', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let runs = 0;
    const runner = createJobRunner(ctx, [
      defineJob({ name: 'tick', everyMs: 1000, atStart: 'no', run: async () => void runs++ }),
    ]);
    await runner.start();
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(3);
    await runner.stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(3);
  });

  it('coalesces triggers during a run into one more run, and stop() waits for it', async () => {
    const g = gate();
    let runs = 0;
    const runner = createJobRunner(ctx, [
      defineJob({
        name: 'sync',
        atStart: 'no',
        run: async () => {
          runs++;
          if (runs === 1) await g.opened;
        },
      }),
    ]);
    await runner.start();
    runner.trigger('sync');
    runner.trigger('sync');
    runner.trigger('sync');
    expect(runs).toBe(1);
    const stopped = runner.stop();
    let done = false;
    void stopped.then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    g.open();
    await stopped;
    // stop() came while triggers were pending: the pending run is dropped, the running one finished.
    expect(runs).toBe(1);
  });

  it('reruns once after a run when triggered during it', async () => {
    const g = gate();
    let runs = 0;
    const runner = createJobRunner(ctx, [
      defineJob({
        name: 'sync',
        atStart: 'no',
        run: async () => {
          runs++;
          if (runs === 1) await g.opened;
        },
      }),
    ]);
    runner.trigger('sync');
    runner.trigger('sync');
    runner.trigger('sync');
    g.open();
    await vi.waitFor(() => expect(runs).toBe(2));
    await runner.stop();
    expect(runs).toBe(2);
  });

  it('logs a failing job and keeps running it on its turns', async () => {
    let runs = 0;
    const runner = createJobRunner(ctx, [
      defineJob({
        name: 'flaky',
        atStart: 'before-ready',
        run: async () => {
          runs++;
          throw new Error('boom');
        },
      }),
    ]);
    await runner.start();
    runner.trigger('flaky');
    await runner.stop();
    expect(runs).toBe(2);
    expect(errors).toHaveLength(2);
  });

  it('stops within STOP_WAIT_MS when a job hangs on a service that never answers, and says which', async () => {
    vi.useFakeTimers();
    const runner = createJobRunner(ctx, [
      defineJob({ name: 'hung', atStart: 'in-background', run: () => new Promise<void>(() => {}) }),
      defineJob({ name: 'quick', atStart: 'in-background', run: async () => {} }),
    ]);
    await runner.start();
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(STOP_WAIT_MS - 1);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(stopped).toBe(true);
    expect(warnings).toEqual([
      [{ jobs: ['hung'] }, 'background jobs still running at shutdown were left behind'],
    ]);
  });

  it('rejects duplicate and unknown names', () => {
    const job = defineJob({ name: 'x', atStart: 'no', run: async () => {} });
    expect(() => createJobRunner(ctx, [job, job])).toThrow('Two background jobs are named "x".');
    expect(() => createJobRunner(ctx, [job]).trigger('y')).toThrow('No background job is named "y".');
  });
});
