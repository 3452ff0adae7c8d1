// The browser entry of islands pages (docs/decisions/0026-public-pages-as-islands.md), built with Preact in
// place of React (vite.islands.config.ts): the page is already drawn by the server; this wakes its interactive
// parts, each from its own small module, and marks <html data-hydrated> once they answer presses (browser tests
// wait for it). Links are plain links: the next page is a document of its own, drawn by the server.
import { type ComponentType, h, hydrate } from 'preact';
import type { IslandName } from './island-names.ts';
import { ISLANDS } from './registry.ts';

async function wake(el: HTMLElement): Promise<void> {
  const load = ISLANDS[el.dataset.island as IslandName];
  if (!load) return;
  // The parts are written against React's types; this build runs them on Preact's compatibility layer.
  const Part = (await load()) as unknown as ComponentType;
  hydrate(h(Part, JSON.parse(el.dataset.props ?? '{}')), el);
}

// Article content never carries data-* attributes (src/shared/html-policy.ts); a part inside it is not woken all the same.
const parts = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
  (el) => !el.closest('.article-content'),
);
void Promise.all(
  parts.map((el) =>
    wake(el).catch((error: unknown) => console.error(`The ${el.dataset.island} part did not start`, error)),
  ),
).then(() => {
  document.documentElement.dataset.hydrated = 'true';
});
