// PDF checks, text and preview off the event loop: one worker thread per file, with its own memory limit and
// a time limit, so a large or hostile PDF neither blocks other requests nor takes the server down.
import { Worker } from 'node:worker_threads';
import type { PdfResult, PdfTask } from './pdf-worker.ts';

const WORKER_URL = new URL('./pdf-worker.ts', import.meta.url);
const TIME_LIMIT_MS = 120_000;

export function examinePdf(bytes: Buffer, previewWidth = 600): Promise<PdfResult> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_URL, {
      workerData: { bytes: new Uint8Array(bytes), previewWidth } satisfies PdfTask,
      resourceLimits: { maxOldGenerationSizeMb: 768 },
    });
    let settled = false;
    const finish = (result: PdfResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(
      () => finish({ ok: false, refused: 'the PDF took too long to read; it may be damaged.' }),
      TIME_LIMIT_MS,
    );
    worker.once('message', (result: PdfResult) => finish(result));
    worker.once('error', () => finish({ ok: false, refused: 'the PDF is damaged or too complex to read.' }));
    worker.once('exit', () => finish({ ok: false, refused: 'the PDF is damaged or too complex to read.' }));
  });
}
