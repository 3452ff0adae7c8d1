// Background load for the "article read during worst-case saves" scenario (bench/scenarios.ts): saves the
// largest, most deeply nested body the content bounds accept, again and again, until it is killed. A child
// process, because the bench runs wrk synchronously and its own event loop is blocked meanwhile.
// Usage: node bench/worst-case-saves.ts <app url> <bearer token> <article id>
import { MAX_ARTICLE_DEPTH, MAX_ARTICLE_ELEMENTS } from '../src/shared/contract/articles.ts';

/** Blocks of the deepest accepted nesting, up to the element bound (well under the length limit). */
export function worstCaseContent(): string {
  const block = `${'<b>'.repeat(MAX_ARTICLE_DEPTH)}x${'</b>'.repeat(MAX_ARTICLE_DEPTH)}`;
  return block.repeat(Math.floor(MAX_ARTICLE_ELEMENTS / MAX_ARTICLE_DEPTH));
}

const [app, token, id] = process.argv.slice(2);
if (app && token && id) {
  const content = worstCaseContent();
  for (;;) {
    const res = await fetch(`${app}/api/admin/articles/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ content }),
    });
    if (!res.ok) {
      console.error(`worst-case save answered ${res.status}: ${await res.text()}`);
      process.exit(1);
    }
  }
}
