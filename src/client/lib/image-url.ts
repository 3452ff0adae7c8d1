// Image addresses through the resizing endpoints (/media/{key}, /images/site/{file}) with the spec's widths
// and qualities (docs/product/public-site.md#calls), plus srcset/sizes so the browser picks the smallest file that fits.

/** Widths the image endpoints serve (docs/product/server-behaviour.md#images-out). */
export const IMAGE_WIDTHS = [260, 360, 600, 800, 900, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Width and quality for each place an image appears (docs/product/public-site.md#calls). */
export const IMAGE_PLACES = {
  list: { w: 800, q: 70 },
  programList: { w: 900, q: 80 },
  administration: { w: 900, q: 80 },
  home: { w: 600, q: 70 },
  articleBody: { w: 1200, q: 80 },
  articleThumb: { w: 360, q: 60 },
} as const satisfies Record<string, { w: ImageWidth; q: number }>;
export type ImagePlace = keyof typeof IMAGE_PLACES;

/** The stored image's path: an uploaded key becomes /media/{key}; site paths and full URLs stay as they are. */
export function imagePath(src: string): string {
  if (/^(https?:|data:|blob:)/i.test(src) || src.startsWith('/')) return src;
  return `/media/${src.replace(/^\/+/, '')}`;
}

function resizable(path: string): boolean {
  return path.startsWith('/media/') || path.startsWith('/images/site/');
}

/** The image at width w and quality q (only our own endpoints take the parameters). */
export function imageUrl(src: string, w: ImageWidth, q: number): string {
  const path = imagePath(src);
  if (!resizable(path)) return path;
  const [base, query] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('w', String(w));
  params.set('q', String(q));
  return `${base}?${params.toString()}`;
}

/** A bundled site image from content/images. */
export function siteImage(file: string): string {
  return `/images/site/${file}`;
}

export interface ResponsiveImage {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
}

/**
 * src at the place's width, and a srcset of every served width up to it, so small screens fetch less.
 * `sizes` describes the rendered width (CSS media conditions), e.g. '(min-width: 1024px) 33vw, 100vw'.
 */
export function responsiveImage(src: string, place: ImagePlace, sizes: string): ResponsiveImage {
  const { w, q } = IMAGE_PLACES[place];
  const path = imagePath(src);
  if (!resizable(path)) return { src: path, srcSet: undefined, sizes: undefined };
  const widths = IMAGE_WIDTHS.filter((width) => width <= w);
  return {
    src: imageUrl(path, w, q),
    srcSet: widths.map((width) => `${imageUrl(path, width, q)} ${width}w`).join(', '),
    sizes,
  };
}

/** Fallback picture for articles without any image. */
export const FALLBACK_IMAGE = siteImage('news-fallback.svg');
