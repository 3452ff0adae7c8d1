// The article's pictures: a side column on large screens that scrolls above 5 images, a horizontal strip
// on small screens, 'No images' when there are none. A click opens the lightbox.
import clsx from 'clsx';
import { ImageOff } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { island } from '../../../islands/island.tsx';
import { IMAGE_PLACES, imageUrl, responsiveImage } from '../../../lib/image-url.ts';

const ImageViewer = lazy(() =>
  import('../../../components/image-viewer.tsx').then((m) => ({ default: m.ImageViewer })),
);

export const GALLERY_SCROLL_ABOVE = 5;

export function ArticleGallery({
  pictures,
  alts,
  onOpen,
}: {
  pictures: string[];
  /** Descriptions by position ('' decorative, null none): the button is named by it. */
  alts?: ReadonlyArray<string | null>;
  onOpen: (index: number) => void;
}) {
  if (pictures.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-sm text-slate-600">
        <ImageOff aria-hidden="true" className="size-4" />
        No images
      </p>
    );
  }
  const scrolls = pictures.length > GALLERY_SCROLL_ABOVE;
  return (
    <ul
      data-scrolls={scrolls ? 'true' : 'false'}
      className={clsx(
        // Phones: a horizontal strip; large screens: a column.
        '-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:snap-none lg:grid-cols-1 lg:overflow-x-visible lg:px-0 lg:pb-0',
        scrolls && 'lg:max-h-[calc(5*8.5rem)] lg:overflow-y-auto lg:pr-1',
      )}
    >
      {pictures.map((src, i) => {
        const img = responsiveImage(src, 'articleThumb', '(min-width: 1024px) 300px, 240px');
        return (
          <li key={src} className="shrink-0 snap-start lg:w-full">
            <button
              type="button"
              onClick={() => onOpen(i)}
              className="group block overflow-hidden rounded-xl bg-slate-100 lg:w-full"
              aria-label={`View picture ${i + 1} of ${pictures.length} full size${alts?.[i] ? `: ${alts[i]}` : ''}`}
            >
              <img
                src={img.src}
                srcSet={img.srcSet}
                sizes={img.sizes}
                alt=""
                width={360}
                height={240}
                loading={i < 2 ? 'eager' : 'lazy'}
                // After the hero: not preloaded ahead of it in a server-rendered page.
                fetchPriority="low"
                decoding="async"
                className="h-32 w-48 object-cover transition duration-300 group-hover:scale-105 sm:h-36 sm:w-56 lg:h-32 lg:w-full"
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export interface GalleryWithViewerProps {
  pictures: string[];
  alts?: ReadonlyArray<string | null>;
  /** The article's title: the name of a picture without a description. */
  title: string;
}

/** The gallery and the full-size viewer it opens (loaded on the first press): an island of the article page. */
export function GalleryWithViewer({ pictures, alts, title }: GalleryWithViewerProps) {
  const [viewer, setViewer] = useState<number | null>(null);
  const full = (src: string) => imageUrl(src, IMAGE_PLACES.articleBody.w, IMAGE_PLACES.articleBody.q);
  return (
    <>
      <ArticleGallery pictures={pictures} alts={alts} onOpen={setViewer} />
      {viewer !== null && pictures.length > 0 && (
        <Suspense fallback={null}>
          <ImageViewer
            label="Article images"
            images={pictures.map((src, i) => ({
              src: full(src),
              alt: alts?.[i] || `${title}, image ${i + 1}`,
            }))}
            initialIndex={viewer}
            onClose={() => setViewer(null)}
          />
        </Suspense>
      )}
    </>
  );
}

export const GalleryIsland = island('article-gallery', GalleryWithViewer);
