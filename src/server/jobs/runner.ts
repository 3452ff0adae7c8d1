// Runs job definitions: at start, on their interval and when triggered. A job never overlaps itself: a turn
// that comes while it runs is remembered and runs once right after. stop() clears the timers and waits for
// running jobs (up to STOP_WAIT_MS), so nothing touches the database after the server closed it.
import type { AppContext } from '../services/app-context.ts';
import type { JobDefinition } from './job.ts';

/** How long stop() waits for running jobs (below Fastify's 10 s limit for a close hook). */
export const STOP_WAIT_MS = 5_000;

export interface JobRunner {
  /** Runs the 'before-ready' jobs (and waits for them), starts the others' timers. */
  start(): Promise<void>;
  /** Asks for a run now (coalesced with a run in progress). Unknown names throw. */
  trigger(name: string): void;
  /** Clears every timer and waits for running jobs to finish (at most STOP_WAIT_MS). */
  stop(): Promise<void>;
  /** Per job: runs in progress plus one waiting to follow it (0, 1 or 2), for the metrics. */
  status(): Array<{ name: string; depth: number }>;
}

interface JobState {
  job: JobDefinition;
  running?: Promise<void>;
  again: boolean;
  timer?: NodeJS.Timeout;
}

export function createJobRunner(ctx: AppContext, jobs: readonly JobDefinition[]): JobRunner {
  const states = new Map<string, JobState>();
  for (const job of jobs) {
    if (states.has(job.name)) throw new Error(`Two background jobs are named "${job.name}".`);
    states.set(job.name, { job, again: false });
  }
  let stopped = false;

  const runOnce = async (state: JobState) => {
    try {
      await state.job.run(ctx);
    } catch (err) {
      ctx.log.error({ err, job: state.job.name }, `${state.job.name} failed`);
    }
  };

  const run = (state: JobState): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (state.running) {
      state.again = true;
      return state.running;
    }
    state.running = (async () => {
      do {
        state.again = false;
        await runOnce(state);
      } while (state.again && !stopped);
      state.running = undefined;
    })();
    return state.running;
  };

  return {
    async start() {
      for (const state of states.values()) {
        if (state.job.atStart === 'before-ready') await run(state);
        else if (state.job.atStart === 'in-background') void run(state);
        if (state.job.everyMs !== undefined && !stopped) {
          state.timer = setInterval(() => void run(state), state.job.everyMs);
          state.timer.unref();
        }
      }
    },
    trigger(name) {
      const state = states.get(name);
      if (!state) throw new Error(`No background job is named "${name}".`);
      void run(state);
    },
    status() {
      return [...states.values()].map((s) => ({
        name: s.job.name,
        depth: (s.running ? 1 : 0) + (s.again ? 1 : 0),
      }));
    },
    async stop() {
      stopped = true;
      for (const state of states.values()) clearInterval(state.timer);
      // A job stuck on a database or service that never answers must not hold the shutdown (or the server's
      // close hooks) forever: it is waited for up to STOP_WAIT_MS, then left behind with a warning.
      const running = [...states.values()].filter((s) => s.running);
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = await Promise.race([
        Promise.all(running.map((s) => s.running)).then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      if (gaveUp) {
        const names = running.filter((s) => s.running).map((s) => s.job.name);
        ctx.log.warn({ jobs: names }, 'background jobs still running at shutdown were left behind');
      }
    },
  };
}
