// Full-screen image viewer (docs/product/public-site.md#home, #states, #constants): close, previous/next, dots for the first 10 images,
// rotate in full-bleed mode, page scroll locked and restored, focus returned, Escape and arrow keys, and
// slide changes blocked while the 520 ms animation runs. Built on the native modal <dialog>, which keeps
// focus inside and makes the page behind it inert.
import { ChevronLeft, ChevronRight, RotateCw, X } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useModalDialog } from '../lib/use-modal-dialog.ts';
import { useSwipe } from '../lib/use-swipe.ts';

export const VIEWER_ANIMATION_MS = 520;
export const VIEWER_MAX_DOTS = 10;

export interface ViewerImage {
  /** Full-size address, used as is. */
  src: string;
  alt: string;
  caption?: string;
}

export interface ImageViewerProps {
  images: ViewerImage[];
  /** The image shown first. */
  initialIndex?: number;
  onClose: () => void;
  /** Called after each slide change, e.g. to keep a carousel in step. */
  onIndexChange?: (index: number) => void;
  /** The image fills the screen (org charts); adds the rotate button. */
  fullBleed?: boolean;
  /** Accessible name of the dialog. */
  label?: string;
}

export function ImageViewer({
  images,
  initialIndex = 0,
  onClose,
  onIndexChange,
  fullBleed = false,
  label = 'Image viewer',
}: ImageViewerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const { ref: dialogRef, close, onCancel } = useModalDialog(onClose, closeRef);
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), Math.max(count - 1, 0)));
  const [direction, setDirection] = useState<'next' | 'prev' | 'none'>('none');
  const [rotation, setRotation] = useState(0);
  const animatingUntil = useRef(0);

  const go = useCallback(
    (target: number, dir: 'next' | 'prev') => {
      if (count < 2) return;
      const now = performance.now();
      if (now < animatingUntil.current) return; // blocked while the animation runs
      animatingUntil.current = now + VIEWER_ANIMATION_MS;
      const next = ((target % count) + count) % count;
      setDirection(dir);
      setRotation(0);
      setIndex(next);
      onIndexChange?.(next);
    },
    [count, onIndexChange],
  );
  const next = () => go(index + 1, 'next');
  const prev = () => go(index - 1, 'prev');

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      next();
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      prev();
    }
  };

  // Swipe between images on touch screens.
  const swipe = useSwipe<HTMLDialogElement>({
    mouse: false,
    onSwipe: ({ dx, cancelled }) => {
      if (cancelled || Math.abs(dx) <= 50) return;
      if (dx < 0) next();
      else prev();
    },
  });

  const image = images[index];
  const sideways = rotation % 180 !== 0;
  const buttonClass =
    'grid size-11 place-items-center rounded-full bg-white/10 text-white backdrop-blur transition hover:bg-white/25 focus-visible:bg-white/25';

  return (
    <dialog
      ref={dialogRef}
      aria-label={label}
      className="image-viewer fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950/95 p-0 text-white"
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onClick={(e) => {
        // A click beside the image (on the backdrop) closes the viewer.
        const target = e.target as HTMLElement;
        if (target === e.currentTarget || target.dataset.backdrop !== undefined) close();
      }}
      onPointerDown={swipe.onPointerDown}
      onPointerUp={swipe.onPointerUp}
      onPointerCancel={swipe.onPointerCancel}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 px-3 py-3 sm:px-5">
          <p className="text-sm text-white/80" aria-live="polite">
            {count > 1 ? `${index + 1} / ${count}` : ''}
          </p>
          <div className="flex items-center gap-2">
            {fullBleed && (
              <button
                type="button"
                className={buttonClass}
                onClick={() => setRotation((r) => (r + 90) % 360)}
                aria-label="Rotate image"
              >
                <RotateCw aria-hidden="true" className="size-5" />
              </button>
            )}
            <button
              ref={closeRef}
              type="button"
              className={buttonClass}
              onClick={close}
              aria-label="Close viewer"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
        </div>

        <div
          data-backdrop=""
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center overflow-hidden"
        >
          {image && (
            <figure
              key={index}
              data-backdrop=""
              className={`viewer-slide viewer-slide-${direction} flex h-full w-full flex-col items-center justify-center ${fullBleed ? 'p-0' : 'px-3 pb-2 sm:px-16'}`}
            >
              <img
                src={image.src}
                alt={image.alt}
                draggable={false}
                className="select-none object-contain transition-transform duration-300"
                style={{
                  transform: rotation ? `rotate(${rotation}deg)` : undefined,
                  maxWidth: sideways ? 'calc(100dvh - 8rem)' : '100%',
                  maxHeight: sideways ? '100vw' : fullBleed ? '100%' : 'calc(100% - 3rem)',
                }}
              />
              {image.caption && (
                <figcaption className="mt-3 text-center text-sm text-white/90 sm:text-base">
                  {image.caption}
                </figcaption>
              )}
            </figure>
          )}
          {count > 1 && (
            <>
              <button
                type="button"
                className={`${buttonClass} absolute top-1/2 left-2 -translate-y-1/2 sm:left-4`}
                onClick={prev}
                aria-label="Previous image"
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button
                type="button"
                className={`${buttonClass} absolute top-1/2 right-2 -translate-y-1/2 sm:right-4`}
                onClick={next}
                aria-label="Next image"
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            </>
          )}
        </div>

        {count > 1 && (
          <div className="flex justify-center gap-1 px-3 pt-1 pb-4">
            {images.slice(0, VIEWER_MAX_DOTS).map((img, i) => (
              <button
                key={img.src}
                type="button"
                onClick={() => i !== index && go(i, i > index ? 'next' : 'prev')}
                aria-label={`Show image ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                className="grid size-6 place-items-center"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${i === index ? 'w-6 bg-white' : 'w-2 bg-white/45'}`}
                />
              </button>
            ))}
          </div>
        )}
      </div>
    </dialog>
  );
}
