// Worker-thread side of lib/html-pool.ts: sanitises article HTML and makes its excerpt off the event loop.
import { parentPort } from 'node:worker_threads';
import { makeExcerpt, sanitizeArticleHtmlCounting } from './html.ts';

export interface HtmlTask {
  id: number;
  html: string;
}
export type HtmlResult =
  | { id: number; content: string; excerpt: string; droppedImages: number }
  | { id: number; error: string };

parentPort?.on('message', (task: HtmlTask) => {
  try {
    const { content, droppedImages } = sanitizeArticleHtmlCounting(task.html);
    parentPort?.postMessage({
      id: task.id,
      content,
      excerpt: makeExcerpt(content),
      droppedImages,
    } satisfies HtmlResult);
  } catch (err) {
    parentPort?.postMessage({ id: task.id, error: String(err) } satisfies HtmlResult);
  }
});
