// What a background job is: a name, when it runs, and what it does. Definitions are plain data so the
// runner (plugins/jobs.ts) can decide how and where they run (one instance, several, tests with fake timers).
import type { AppContext } from '../services/app-context.ts';

export interface JobDefinition {
  /** Unique; used in logs and by `app.jobs.trigger(name)`. */
  name: string;
  /** Run again every this many milliseconds; omit for a job that runs only at start or when triggered. */
  everyMs?: number;
  /**
   * At start: 'before-ready' runs it once before the server serves (ready() waits for it),
   * 'in-background' starts it without waiting, 'no' waits for the first interval or trigger.
   */
  atStart: 'before-ready' | 'in-background' | 'no';
  /** The work. Failures are logged by the runner and the job runs again at its next turn. */
  run: (ctx: AppContext) => Promise<void>;
}

export const defineJob = (job: JobDefinition): JobDefinition => job;
