// Article HTML is sanitised once, at save, on worker threads (docs/decisions/0012-sanitise-once-off-thread.md):
// a large body takes the sanitiser tens of milliseconds or more, which on the event loop would hold up every
// other request. A small pool of long-lived workers takes the tasks in turn; workers are unreferenced while
// idle, so a command that sanitised something still exits when it is done.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { HtmlResult, HtmlTask } from './html-worker.ts';

export interface PreparedHtml {
  /** The content sanitised to the article allow-list: what is stored and served as it is. */
  content: string;
  /** Its plain-text excerpt. */
  excerpt: string;
  /** Images from other sites the sanitiser dropped (shared/html-policy.ts isSiteImageSrc). */
  droppedImages: number;
}

interface Pending {
  resolve: (r: PreparedHtml) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Map<number, Pending>;
}

const WORKER_URL = new URL('./html-worker.ts', import.meta.url);
/** Leave one core to the event loop; the machine this runs on may have only two. */
const POOL_SIZE = Math.max(1, Math.min(2, os.availableParallelism() - 1));

const slots: Slot[] = [];
let nextId = 1;

function spawn(): Slot {
  const slot: Slot = { worker: new Worker(WORKER_URL), busy: new Map() };
  slot.worker.unref();
  slot.worker.on('message', (msg: HtmlResult) => {
    const p = slot.busy.get(msg.id);
    if (!p) return;
    slot.busy.delete(msg.id);
    if (slot.busy.size === 0) slot.worker.unref();
    if ('error' in msg) p.reject(new Error(msg.error));
    else p.resolve({ content: msg.content, excerpt: msg.excerpt, droppedImages: msg.droppedImages });
  });
  const fail = (err: Error) => {
    // A dead worker is replaced on the next task; whatever it was doing fails (the save answers 500).
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    for (const p of slot.busy.values()) p.reject(err);
    slot.busy.clear();
  };
  slot.worker.on('error', fail);
  slot.worker.on('exit', (code) => fail(new Error(`html worker exited with code ${code}`)));
  return slot;
}

/** The least busy worker, starting a new one while the pool is not full. */
function pick(): Slot {
  const idle = slots.find((s) => s.busy.size === 0);
  if (idle) return idle;
  if (slots.length < POOL_SIZE) {
    const s = spawn();
    slots.push(s);
    return s;
  }
  return slots.reduce((a, b) => (b.busy.size < a.busy.size ? b : a));
}

/** Sanitises article HTML and makes its excerpt on a worker thread. */
export function prepareArticleHtml(html: string): Promise<PreparedHtml> {
  const slot = pick();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    slot.busy.set(id, { resolve, reject });
    slot.worker.ref();
    slot.worker.postMessage({ id, html } satisfies HtmlTask);
  });
}

/** How many workers are running (tests check that saves go through them). */
export const htmlPoolWorkers = (): number => slots.length;

/** Stops every worker (tests that check for leftover handles). */
export async function closeHtmlPool(): Promise<void> {
  const all = slots.splice(0);
  await Promise.all(all.map((s) => s.worker.terminate()));
}
