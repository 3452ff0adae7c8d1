// The browser entry of islands pages (docs/decisions/0026-public-pages-as-islands.md), built with Preact in
// place of React (vite.islands.config.ts): the page is already drawn by the server; this wakes its interactive
// parts, each from its own small module, and marks <html data-hydrated> once they answer presses (browser tests
// wait for it). Links are plain links: the next page is a document of its own, drawn by the server.
import { type ComponentType, h, hydrate } from 'preact';
import { type PageData, PageDataContext } from '../lib/page-data.ts';
import { primeAsyncData } from '../lib/use-async-data.ts';
import { ViewportGuessContext } from '../lib/use-media-query.ts';
import type { IslandName } from './island-names.ts';
import { ISLANDS } from './registry.ts';

// The contexts are React's types; this build runs them on Preact's compatibility layer.
const PageDataProvider = PageDataContext.Provider as unknown as ComponentType<{ value: PageData }>;
const ViewportProvider = ViewportGuessContext.Provider as unknown as ComponentType<{
  value: { mobile: boolean };
}>;

async function wake(el: HTMLElement): Promise<void> {
  const load = ISLANDS[el.dataset.island as IslandName];
  if (!load) return;
  const Part = (await load()) as unknown as ComponentType;
  const props = JSON.parse(el.dataset.props ?? '{}');
  // The data the server drew the part with: in the cache, so its loads find it fresh and fetch nothing.
  const pageData: PageData = el.dataset.page ? JSON.parse(el.dataset.page) : {};
  primeAsyncData(pageData);
  hydrate(
    h(
      ViewportProvider,
      { value: { mobile: el.dataset.mobile === 'true' } },
      h(PageDataProvider, { value: pageData }, h(Part, props)),
    ),
    el,
  );
}

const TOUCHES = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * A part woken on first touch: its code loads then, and a click that comes before it is awake is held and
 * replayed on the same element once it is.
 */
function wakeWhenTouched(el: HTMLElement): void {
  let awake = false;
  let held: HTMLElement | undefined;
  const start = () => {
    for (const type of TOUCHES) el.removeEventListener(type, start, true);
    wake(el).then(
      () => {
        awake = true;
        held?.click();
      },
      (error: unknown) => console.error(`The ${el.dataset.island} part did not start`, error),
    );
  };
  for (const type of TOUCHES) el.addEventListener(type, start, true);
  el.addEventListener(
    'click',
    (event) => {
      if (awake || !(event.target instanceof HTMLElement)) return;
      event.preventDefault();
      event.stopPropagation();
      held = event.target;
    },
    true,
  );
}

// Article content never carries data-* attributes (src/shared/html-policy.ts); a part inside it is not woken all the same.
const parts = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
  (el) => !el.closest('.article-content'),
);
for (const el of parts) if (el.dataset.when === 'touched') wakeWhenTouched(el);
void Promise.all(
  parts
    .filter((el) => el.dataset.when !== 'touched')
    .map((el) =>
      wake(el).catch((error: unknown) => console.error(`The ${el.dataset.island} part did not start`, error)),
    ),
).then(() => {
  document.documentElement.dataset.hydrated = 'true';
});
