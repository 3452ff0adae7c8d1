// Bundled site images (carousel, charts, portraits) from content/images, at /images/site/{file}?w=&q=.
// They go through the same variant pipeline as uploads; SVG sources (trusted, bundled files only) are
// rasterised by sharp when a width or quality is asked for, and sent as they are otherwise.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-errors.ts';
import { extensionOf, type ImageSource, parseVariantQuery, SOURCE_TYPES, sendImage } from '../lib/images.ts';

export const SITE_IMAGES_DIR = path.resolve('content/images');
/** Bundled files may change on a deploy under the same name: a week, then revalidated by ETag. */
const SITE_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

export default async function siteImagesRoutes(app: FastifyInstance, opts: { dir?: string }) {
  const dir = opts.dir ?? SITE_IMAGES_DIR;
  // Content hash per file, recomputed only when the file's size or mtime changes.
  const versions = new Map<string, { stamp: string; version: string }>();

  app.get<{ Params: { file: string }; Querystring: { w?: string; q?: string } }>(
    '/images/site/:file',
    async (request, reply) => {
      const { file } = request.params;
      const ext = extensionOf(file);
      if (!SOURCE_TYPES[ext] || !/^[a-z0-9][a-z0-9_-]*\.[a-z]+$/i.test(file))
        throw notFound('Image not found');
      const spec = parseVariantQuery(request.query);
      const full = path.join(dir, file);
      let stat: import('node:fs').Stats;
      try {
        stat = await fs.stat(full);
      } catch {
        throw notFound('Image not found');
      }
      if (!stat.isFile()) throw notFound('Image not found');
      const stamp = `${stat.size}:${stat.mtimeMs}`;
      let known = versions.get(file);
      if (known?.stamp !== stamp) {
        const bytes = await fs.readFile(full);
        known = { stamp, version: createHash('sha256').update(bytes).digest('hex').slice(0, 16) };
        versions.set(file, known);
      }
      const source: ImageSource = {
        id: `site/${file.toLowerCase()}`,
        version: known.version,
        ext,
        load: () => fs.readFile(full).catch(() => undefined),
      };
      const image = await app.imageCache.serve(source, spec, request.headers.accept);
      if (!image) throw notFound('Image not found');
      return sendImage(request, reply, image, SITE_CACHE_CONTROL);
    },
  );
}
