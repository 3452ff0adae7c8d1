// Scroll-reveal (docs/product/public-site.md#states, #constants): sections fade in once scrolled into view,
// after a 1.5 s fallback, or at once without IntersectionObserver. The server draws every `.reveal` section
// shown (data-revealed="true", data-instant="true"), so a page without JavaScript shows everything; this then
// hides only the sections off screen when the page opens, so nothing on screen ever fades or moves, and what
// the visitor scrolls to fades in (the styles are in src/client/styles/index.css). Plain DOM: the islands
// entry (src/client/islands/main.ts) runs it on the server's sections, and src/client/components/reveal.tsx
// in the React application.

export const REVEAL_FALLBACK_MS = 1500;
/** How much of a section must be in view before it fades in. */
const REVEAL_THRESHOLD = 0.1;

export function revealSections(sections: readonly HTMLElement[]): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const offScreen = sections.filter((section) => {
    const box = section.getBoundingClientRect();
    return !(box.top < window.innerHeight && box.bottom > 0);
  });
  if (offScreen.length === 0) return () => {};
  for (const section of offScreen) {
    section.dataset.revealed = 'false';
    section.dataset.instant = 'false';
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < REVEAL_THRESHOLD) continue;
        (entry.target as HTMLElement).dataset.revealed = 'true';
        observer.unobserve(entry.target);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  for (const section of offScreen) observer.observe(section);
  // Sections not seen by then show without a transition: they are off screen, nothing half-fades unseen.
  const timer = window.setTimeout(() => {
    observer.disconnect();
    for (const section of offScreen) {
      if (section.dataset.revealed === 'true') continue;
      section.dataset.instant = 'true';
      section.dataset.revealed = 'true';
    }
  }, REVEAL_FALLBACK_MS);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}
