// The campus photo carousel (docs/product/public-site.md#home, #states, #constants): the captioned slides of the Site area (five on a fresh install) that advance every 5 s
// with an 800 ms slide, wrap around, follow a swipe (committed past 18 % of the width or above
// 0.5 px/ms), answer the arrow keys, pause while the visitor interacts and on the visible pause control,
// and open the full-screen viewer on click.
import clsx from 'clsx';
import { ChevronLeft, ChevronRight, Expand, Pause, Play } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { homePage } from '../../../../../content/pages/home.ts';
import type { Slide } from '../../../../shared/contract/site.ts';
import { island } from '../../../islands/island.tsx';
import { imagePath, responsiveImage } from '../../../lib/image-url.ts';
import { useMediaQuery, usePrefersReducedMotion } from '../../../lib/use-media-query.ts';
import { useSiteBlocks } from '../../../lib/use-site-content.ts';
import { useSwipe } from '../../../lib/use-swipe.ts';

// The viewer is loaded only when a visitor opens it.
const ImageViewer = lazy(() =>
  import('../../../components/image-viewer.tsx').then((m) => ({ default: m.ImageViewer })),
);

export const CAROUSEL = {
  autoAdvanceMs: 5000,
  transitionMs: 800,
  swipeDistance: 0.18,
  swipeSpeed: 0.5,
  /** Pause after a pointer gesture / after a key or button press before auto-advance resumes. */
  pointerPauseMs: 1200,
  keyPauseMs: 600,
} as const;

/** Position of slide i relative to the current one, in -n/2..n/2, so wrapping slides move the short way. */
function offsetOf(i: number, index: number, n: number): number {
  let d = (i - index) % n;
  if (d > n / 2) d -= n;
  if (d < -n / 2) d += n;
  return d;
}

// An island that wakes as it comes into view (at once where the hero shows it, on a phone as the visitor
// scrolls to it): the slides are drawn by the server, the slideshow starts once it can be seen.
const CarouselIsland = island('home-carousel', CampusCarousel, { when: 'visible' });

/** The carousel of the slides staff keep in the portal's Site area (config/site.ts's until they arrive). */
export function HomeCarousel() {
  return <CarouselIsland slides={useSiteBlocks().slides} />;
}

export function CampusCarousel({ slides: stored }: { slides: Slide[] }) {
  const slides = stored.map((s, i) => ({ key: `${i}:${s.image}`, ...s }));
  const n = Math.max(slides.length, 1);
  const [rawIndex, setIndex] = useState(0);
  const index = rawIndex < n ? rawIndex : 0;
  const [userPaused, setUserPaused] = useState(false);
  const [holds, setHolds] = useState(0); // > 0 while an interaction holds auto-advance
  const [hovered, setHovered] = useState(false);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [dragDx, setDragDx] = useState<number | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const touch = useMediaQuery('(hover: none)');
  const viewportRef = useRef<HTMLDivElement>(null);
  const holdTimer = useRef<number | undefined>(undefined);

  const slideButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const paused = userPaused || reducedMotion;
  const held = holds > 0 || hovered || viewerOpen || dragDx !== null;

  const go = useCallback((target: number) => setIndex(((target % n) + n) % n), [n]);

  /** Holds auto-advance now and releases it `ms` after the interaction. */
  const pauseFor = useCallback((ms: number) => {
    window.clearTimeout(holdTimer.current);
    setHolds(1);
    holdTimer.current = window.setTimeout(() => setHolds(0), ms);
  }, []);
  useEffect(() => () => window.clearTimeout(holdTimer.current), []);

  // A new slide, or the end of an interaction, restarts the 5 s wait.
  useEffect(() => {
    if (paused || held) return;
    const t = window.setTimeout(() => go(index + 1), CAROUSEL.autoAdvanceMs);
    return () => window.clearTimeout(t);
  }, [index, paused, held, go]);

  // Slides that wrap from one end to the other jump without animating across the frame.
  const committedOffsets = useRef<number[]>(slides.map((_, i) => offsetOf(i, 0, n)));
  const offsets = slides.map((_, i) => offsetOf(i, index, n));
  useLayoutEffect(() => {
    committedOffsets.current = offsets;
  });

  // From the slide the state holds, not the one this render saw: two presses before the next render (Preact
  // renders islands after the event) move two slides.
  const step = (delta: number) => {
    pauseFor(CAROUSEL.keyPauseMs);
    setIndex((i) => ((((i < n ? i : 0) + delta) % n) + n) % n);
  };

  // Arrow keys pressed on a slide keep focus on the slide now showing (the previous one becomes inert). In
  // the commit, not after paint: a second key pressed before the paint must still find focus on a slide.
  const focusSlide = useRef(false);
  useLayoutEffect(() => {
    if (!focusSlide.current) return;
    focusSlide.current = false;
    slideButtons.current[index]?.focus({ preventScroll: true });
  }, [index]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      focusSlide.current = slideButtons.current.includes(e.target as HTMLButtonElement);
    }
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      step(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      step(-1);
    }
  };

  // Swipe: the slides follow the pointer; release commits past 18 % of the width or above 0.5 px/ms.
  const suppressClick = useRef(false);
  const swipe = useSwipe<HTMLDivElement>({
    mouse: true,
    onStart: () => {
      suppressClick.current = false;
    },
    onDrag: (dx) => {
      suppressClick.current = true;
      setDragDx(dx);
    },
    onSwipe: ({ dx, speed, cancelled }) => {
      const width = viewportRef.current?.offsetWidth || 1;
      setDragDx(null);
      pauseFor(CAROUSEL.pointerPauseMs);
      if (!cancelled && (Math.abs(dx) > width * CAROUSEL.swipeDistance || speed > CAROUSEL.swipeSpeed)) {
        go(index + (dx < 0 ? 1 : -1));
      }
    },
  });

  // The viewer returns focus to the slide it was opened from; if the visitor moved on inside the viewer,
  // that slide is now hidden, so focus goes to the slide now showing.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !viewerOpen) {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('[inert]')) {
        slideButtons.current[index]?.focus({ preventScroll: true });
      }
    }
    wasOpen.current = viewerOpen;
  }, [viewerOpen, index]);

  const hint = touch ? homePage.carouselHint.touch : homePage.carouselHint.pointer;
  const transition = reducedMotion
    ? 'none'
    : `transform ${CAROUSEL.transitionMs}ms cubic-bezier(0.22, 1, 0.36, 1)`;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={homePage.carouselLabel}
      className="relative"
      onKeyDown={onKeyDown}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        setHovered(false);
        pauseFor(CAROUSEL.keyPauseMs);
      }}
    >
      <div
        ref={viewportRef}
        className="relative aspect-[16/10] touch-pan-y overflow-hidden rounded-3xl bg-brand-900 shadow-2xl shadow-brand-950/40 ring-1 ring-white/10 select-none"
        {...swipe}
        aria-live={paused || held ? 'polite' : 'off'}
      >
        {slides.map((slide, i) => {
          const offset = offsets[i] ?? 0;
          const jumped = Math.abs(offset - (committedOffsets.current[i] ?? offset)) > 1;
          const current = i === index;
          const img = responsiveImage(
            slide.image,
            'home',
            '(min-width: 1024px) 600px, (min-width: 640px) 90vw, 100vw',
          );
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${n}`}
              aria-hidden={!current}
              inert={!current}
              className="absolute inset-0"
              style={{
                transform: `translateX(calc(${offset * 100}% + ${dragDx ?? 0}px))`,
                transition: dragDx !== null || jumped ? 'none' : transition,
              }}
            >
              <button
                ref={(el) => {
                  slideButtons.current[i] = el;
                }}
                type="button"
                className="group block size-full cursor-zoom-in text-left focus-visible:outline-offset-[-4px]"
                onClick={() => {
                  if (suppressClick.current) {
                    suppressClick.current = false;
                    return;
                  }
                  setViewerOpen(true);
                }}
                aria-label={`${slide.caption}, view full size`}
              >
                <img
                  src={img.src}
                  srcSet={img.srcSet}
                  sizes={img.sizes}
                  alt=""
                  width={1600}
                  height={900}
                  draggable={false}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  className="size-full object-cover"
                />
                <span
                  aria-hidden="true"
                  className="absolute inset-x-0 bottom-0 h-2/5 bg-gradient-to-t from-slate-950/80 via-slate-950/30 to-transparent"
                />
                <span className="absolute bottom-4 left-4 flex items-center gap-2 pr-20 text-base font-semibold text-white drop-shadow sm:bottom-5 sm:left-6 sm:text-lg">
                  {slide.caption}
                </span>
                <span
                  aria-hidden="true"
                  className="absolute top-3 right-3 grid size-9 place-items-center rounded-full bg-slate-950/40 text-white opacity-0 backdrop-blur transition group-hover:opacity-100 group-focus-visible:opacity-100"
                >
                  <Expand className="size-4" />
                </span>
              </button>
            </div>
          );
        })}
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <div className="flex items-center gap-1">
          <CarouselButton label="Previous slide" onClick={() => step(-1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </CarouselButton>
          <CarouselButton label="Next slide" onClick={() => step(1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </CarouselButton>
          <CarouselButton
            label={paused ? 'Play slideshow' : 'Pause slideshow'}
            onClick={() => setUserPaused((p) => !(p || reducedMotion))}
          >
            {paused ? (
              <Play aria-hidden="true" className="size-4" />
            ) : (
              <Pause aria-hidden="true" className="size-4" />
            )}
          </CarouselButton>
        </div>
        <div className="flex items-center">
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className="grid size-11 place-items-center"
              aria-label={`Slide ${i + 1}: ${slide.caption}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => {
                pauseFor(CAROUSEL.keyPauseMs);
                go(i);
              }}
            >
              <span
                className={clsx(
                  'block h-2 rounded-full transition-all motion-reduce:transition-none',
                  i === index ? 'w-7 bg-gold-400' : 'w-2 bg-white/50 hover:bg-white/80',
                )}
              />
            </button>
          ))}
        </div>
      </div>
      <p className="mt-2 text-sm text-brand-100">{hint}</p>

      {viewerOpen && (
        <Suspense fallback={null}>
          <ImageViewer
            label={homePage.carouselLabel}
            images={slides.map((s) => ({ src: imagePath(s.image), alt: s.alt, caption: s.caption }))}
            initialIndex={index}
            onIndexChange={go}
            onClose={() => {
              setViewerOpen(false);
              pauseFor(CAROUSEL.pointerPauseMs);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

function CarouselButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="grid size-11 place-items-center rounded-full border border-white/25 bg-white/10 text-white backdrop-blur transition hover:bg-white/20"
    >
      {children}
    </button>
  );
}
