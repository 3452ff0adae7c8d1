// The browser entry of islands pages (docs/decisions/0026-public-pages-as-islands.md), built with Preact in
// place of React (vite.islands.config.ts): the page is already drawn by the server; this wakes its interactive
// parts, each from its own small module, and marks <html data-hydrated> once they answer presses (browser tests
// wait for it). Links are plain links: the next page is a document of its own, drawn by the server.
import { type ComponentType, h, hydrate } from 'preact';
import type { PageData } from '../../shared/pages/page-module.ts';
import { PageDataContext } from '../lib/page-data.ts';
import { revealSections } from '../lib/reveal-sections.ts';
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

/** How far ahead of the viewport a 'visible' part starts loading, so it is awake when it scrolls in. */
const NEAR_MARGIN = '300px 0px';

const failed = (el: HTMLElement) => (error: unknown) =>
  console.error(`The ${el.dataset.island} part did not start`, error);

/** Wakes a part and marks it (data-awake) once it answers presses. */
const wakeAndMark = (el: HTMLElement) =>
  wake(el).then(() => {
    el.dataset.awake = 'true';
  });

/**
 * A part woken on first touch (or by `start` from elsewhere): its code loads then, and a click that comes
 * before it is awake is held and replayed on the same element once it is. Returns `start`, which wakes the
 * part once and resolves when it is awake.
 */
function wakeWhenTouched(el: HTMLElement): () => Promise<void> {
  let awake = false;
  let held: HTMLElement | undefined;
  let started: Promise<void> | undefined;
  const start = () => {
    if (started) return started;
    for (const type of TOUCHES) el.removeEventListener(type, onTouch, true);
    started = wakeAndMark(el).then(() => {
      awake = true;
      held?.click();
    }, failed(el));
    return started;
  };
  const onTouch = () => void start();
  for (const type of TOUCHES) el.addEventListener(type, onTouch, true);
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
  return start;
}

/**
 * A part woken when it comes near the viewport, or when touched first. Resolves once the page's first look
 * is known: after the part is awake if it is near the viewport then, at once if it is not.
 */
function wakeWhenVisible(el: HTMLElement): Promise<void> {
  const start = wakeWhenTouched(el);
  // The wrapper is display: contents and has no box of its own: its children are what scrolls into view.
  const boxes = [...el.children];
  if (typeof IntersectionObserver === 'undefined' || boxes.length === 0) return start();
  return new Promise((firstLook) => {
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const atFirstLook = first;
        first = false;
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void start().then(() => atFirstLook && firstLook());
        } else if (atFirstLook) firstLook();
      },
      { rootMargin: NEAR_MARGIN },
    );
    for (const box of boxes) observer.observe(box);
  });
}

// Article content never carries data-* attributes (src/shared/html-policy.ts); a part inside it is not woken all the same.
const parts = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
  (el) => !el.closest('.article-content'),
);
const ready: Promise<void>[] = [];
for (const el of parts) {
  if (el.dataset.when === 'touched') wakeWhenTouched(el);
  else if (el.dataset.when === 'visible') ready.push(wakeWhenVisible(el));
  else ready.push(wakeAndMark(el).catch(failed(el)));
}
// Sections that fade in as they scroll into view: a few lines of the page's own, no part to wake.
const reveals = [...document.querySelectorAll<HTMLElement>('section.reveal')];
if (reveals.length > 0) revealSections(reveals);
// Marked once every part the visitor can see answers presses; the rest wake as they come near.
void Promise.all(ready).then(() => {
  document.documentElement.dataset.hydrated = 'true';
});
