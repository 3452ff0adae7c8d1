// Image delivery shared by stored media and bundled site images: a fixed list of widths and qualities
// (so resizing cannot be used to exhaust the server), AVIF/WebP by Accept, each variant made once and
// cached on disk, long-lived cache headers with an ETag.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { badRequest, notFound } from './http-errors.ts';

/** The widths the site requests (spec: 260, 360, 600, 800, 900, 1200); no width means the original. */
export const VARIANT_WIDTHS = [260, 360, 600, 800, 900, 1200] as const;
export const VARIANT_QUALITIES = [50, 60, 70, 80, 90] as const;
export const DEFAULT_VARIANT_QUALITY = 80;

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'gif';

const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};
const EXT: Record<OutputFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png', gif: 'gif' };

/** Content type of a source file by its extension (sources are server-named, so the extension is trusted). */
export const SOURCE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

export const extensionOf = (name: string): string => name.split('.').pop()?.toLowerCase() ?? '';

export interface VariantSpec {
  /** Undefined: the source's own width. */
  width?: number;
  quality: number;
}

/** `undefined` = the original bytes; otherwise the variant asked for. Invalid w or q → 400. */
export function parseVariantQuery(query: { w?: unknown; q?: unknown }): VariantSpec | undefined {
  const w = query.w;
  const q = query.q;
  if ((w === undefined || w === '') && (q === undefined || q === '')) return undefined;
  let width: number | undefined;
  if (w !== undefined && w !== '') {
    width = Number(w);
    if (typeof w !== 'string' || !(VARIANT_WIDTHS as readonly number[]).includes(width)) {
      throw badRequest(`w must be one of ${VARIANT_WIDTHS.join(', ')}`);
    }
  }
  let quality = DEFAULT_VARIANT_QUALITY;
  if (q !== undefined && q !== '') {
    quality = Number(q);
    if (typeof q !== 'string' || !(VARIANT_QUALITIES as readonly number[]).includes(quality)) {
      throw badRequest(`q must be one of ${VARIANT_QUALITIES.join(', ')}`);
    }
  }
  return { width, quality };
}

/** Whether an Accept header lists a type with a non-zero quality. */
function accepts(accept: string, type: string): boolean {
  for (const part of accept.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim() !== type) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** AVIF, else WebP, else the source's own family. GIF and WebP sources may be animated: never AVIF. */
export function negotiateFormat(accept: string | undefined, sourceExt: string): OutputFormat {
  const a = accept ?? '';
  const mayAnimate = sourceExt === 'gif' || sourceExt === 'webp';
  if (!mayAnimate && accepts(a, 'image/avif')) return 'avif';
  if (accepts(a, 'image/webp')) return 'webp';
  if (sourceExt === 'gif') return 'gif';
  if (sourceExt === 'png' || sourceExt === 'svg') return 'png';
  return 'jpeg';
}

/** Where the bytes of one image come from. `version` changes whenever the bytes do. */
export interface ImageSource {
  /** Cache namespace of this image, a safe relative path (e.g. `media/articles/<uuid>.jpg`). */
  id: string;
  version: string;
  ext: string;
  load(): Promise<Buffer | undefined>;
}

/** Renders a variant. SVG sources (bundled, trusted files only) are rasterised at the density the width needs. */
export async function renderVariant(
  source: Buffer,
  sourceExt: string,
  spec: VariantSpec,
  format: OutputFormat,
): Promise<Buffer> {
  const animated = (sourceExt === 'gif' || sourceExt === 'webp') && (format === 'webp' || format === 'gif');
  let density: number | undefined;
  if (sourceExt === 'svg' && spec.width) {
    const intrinsic = (await sharp(source).metadata()).width ?? spec.width;
    density = Math.min(72 * 8, Math.max(1, (72 * spec.width) / intrinsic));
  }
  let img = sharp(source, { animated, ...(density ? { density } : {}) });
  if (spec.width) img = img.resize({ width: spec.width, withoutEnlargement: sourceExt !== 'svg' });
  switch (format) {
    case 'avif':
      // Low effort keeps a first resize fast; quality maps roughly onto the JPEG-like q scale.
      return img.avif({ quality: Math.max(30, spec.quality - 20), effort: 2 }).toBuffer();
    case 'webp':
      return img.webp({ quality: spec.quality, effort: 2 }).toBuffer();
    case 'jpeg':
      return img.flatten({ background: '#ffffff' }).jpeg({ quality: spec.quality, mozjpeg: true }).toBuffer();
    case 'png':
      return img.png({ compressionLevel: 8, palette: spec.quality < 90 }).toBuffer();
    case 'gif':
      return img.gif().toBuffer();
  }
}

const etagOf = (parts: string): string =>
  `"${createHash('sha256').update(parts).digest('base64url').slice(0, 27)}"`;

export interface ServedImage {
  body: Buffer;
  contentType: string;
  etag: string;
  /** True when the reply depends on Accept. */
  negotiated: boolean;
}

/**
 * Small LRU of hot replies (bytes with their type and ETag, so a hit hashes and builds nothing), bounded by
 * total size.
 */
class ByteLru {
  readonly #max: number;
  #size = 0;
  readonly #map = new Map<string, ServedImage>();
  constructor(maxBytes: number) {
    this.#max = maxBytes;
  }
  get(k: string): ServedImage | undefined {
    const v = this.#map.get(k);
    if (v) {
      this.#map.delete(k);
      this.#map.set(k, v);
    }
    return v;
  }
  set(k: string, v: ServedImage): void {
    if (v.body.length > this.#max / 8) return;
    this.delete(k);
    this.#map.set(k, v);
    this.#size += v.body.length;
    for (const [oldK, oldV] of this.#map) {
      if (this.#size <= this.#max) break;
      this.#map.delete(oldK);
      this.#size -= oldV.body.length;
    }
  }
  delete(k: string): void {
    const v = this.#map.get(k);
    if (v) {
      this.#map.delete(k);
      this.#size -= v.body.length;
    }
  }
  deletePrefix(prefix: string): void {
    for (const k of [...this.#map.keys()]) if (k.startsWith(prefix)) this.delete(k);
  }
}

export interface ImageCache {
  /** The original bytes or a variant, from memory, disk or freshly made; undefined when the source is gone. */
  serve(
    source: ImageSource,
    spec: VariantSpec | undefined,
    accept: string | undefined,
  ): Promise<ServedImage | undefined>;
  /** Forgets every cached variant of a source (after its file is deleted). */
  purge(id: string): Promise<void>;
  /** How many variants were rendered since start (tests check that a second hit is cached). */
  readonly renders: number;
}

const SAFE_ID = /^[a-z0-9][a-z0-9/_.@-]{0,250}$/i;

/** Variants are cached under `dir`; at most `maxConcurrent` renders run at once. */
export function createImageCache(
  dir: string,
  opts: { memoryBytes?: number; maxConcurrent?: number } = {},
): ImageCache {
  const memory = new ByteLru(opts.memoryBytes ?? 32 * 1024 * 1024);
  const inFlight = new Map<string, Promise<Buffer | undefined>>();
  const maxConcurrent = opts.maxConcurrent ?? 2;
  let running = 0;
  const waiting: Array<() => void> = [];
  let renders = 0;

  const withSlot = async <T>(fn: () => Promise<T>): Promise<T> => {
    if (running >= maxConcurrent) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await fn();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };

  const dirOf = (id: string) => {
    if (!SAFE_ID.test(id) || id.includes('..') || id.includes('//')) throw notFound('Image not found');
    return path.join(dir, id);
  };

  const readDisk = async (file: string): Promise<Buffer | undefined> => {
    try {
      return await fs.readFile(file);
    } catch {
      return undefined;
    }
  };

  const writeDisk = async (file: string, body: Buffer): Promise<void> => {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(tmp, body);
    await fs.rename(tmp, file);
  };

  return {
    get renders() {
      return renders;
    },
    async serve(source, spec, accept) {
      if (!spec) {
        const memKey = `${source.id}\0original\0${source.version}`;
        const hit = memory.get(memKey);
        if (hit) return hit;
        const body = await source.load();
        if (!body) return undefined;
        const image: ServedImage = {
          body,
          contentType: SOURCE_TYPES[source.ext] ?? 'application/octet-stream',
          etag: etagOf(`${source.id}|${source.version}|original`),
          negotiated: false,
        };
        memory.set(memKey, image);
        return image;
      }
      const format = negotiateFormat(accept, source.ext);
      const memKey = `${source.id}\0${source.version}\0${spec.width ?? 'full'}\0${spec.quality}\0${format}`;
      const hit = memory.get(memKey);
      if (hit) return hit;
      const name = `${source.version.replace(/[^a-z0-9_.-]/gi, '_').slice(0, 80)}/${spec.width ?? 'full'}-q${spec.quality}.${EXT[format]}`;
      const file = path.join(dirOf(source.id), name);
      let pending = inFlight.get(file);
      if (!pending) {
        pending = (async () => {
          const cached = await readDisk(file);
          if (cached) return cached;
          const original = await source.load();
          if (!original) return undefined;
          const made = await withSlot(() => renderVariant(original, source.ext, spec, format));
          renders++;
          await writeDisk(file, made);
          return made;
        })().finally(() => inFlight.delete(file));
        inFlight.set(file, pending);
      }
      const body = await pending;
      if (!body) return undefined;
      const image: ServedImage = {
        body,
        contentType: CONTENT_TYPES[format],
        etag: etagOf(`${source.id}|${source.version}|${spec.width ?? 'full'}|${spec.quality}|${format}`),
        negotiated: true,
      };
      memory.set(memKey, image);
      return image;
    },
    async purge(id) {
      const d = dirOf(id);
      memory.deletePrefix(`${id}\0`);
      await fs.rm(d, { recursive: true, force: true });
    },
  };
}

/** True when an If-None-Match header matches the ETag (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

/** Answers an image request: 304 on a matching ETag, otherwise the bytes with cache headers. */
export function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: ServedImage,
  cacheControl: string,
): FastifyReply {
  reply
    .header('Cache-Control', cacheControl)
    .header('ETag', image.etag)
    .header('Cross-Origin-Resource-Policy', 'same-site')
    .header('X-Content-Type-Options', 'nosniff');
  if (image.negotiated) reply.header('Vary', 'Accept');
  if (etagMatches(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
  return reply.type(image.contentType).send(image.body);
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
