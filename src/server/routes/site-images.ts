// Bundled site images (carousel, charts, portraits) from content/images, at /images/site/{file}.
// The media pipeline adds resized AVIF/WebP variants through the same path as uploads.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
export const SITE_IMAGES_DIR = path.resolve('content/images');

export default async function siteImagesRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/images/site/:file', async (request, reply) => {
    const { file } = request.params;
    const type = TYPES[file.split('.').pop()?.toLowerCase() ?? ''];
    if (!type || !/^[a-z0-9][a-z0-9_-]*\.[a-z]+$/i.test(file)) {
      return reply.code(404).send({ ok: false, message: 'Image not found' });
    }
    try {
      const body = await fs.readFile(path.join(SITE_IMAGES_DIR, file));
      return reply.header('Cache-Control', 'public, max-age=86400').type(type).send(body);
    } catch {
      return reply.code(404).send({ ok: false, message: 'Image not found' });
    }
  });
}
