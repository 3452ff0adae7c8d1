// Stored media: GET /media/{key}. Serves the stored original; resized AVIF/WebP variants come with the media pipeline.
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

export default async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    const ext = key.split('.').pop()?.toLowerCase() ?? '';
    const type = TYPES[ext];
    if (!type || !/^[a-z0-9][a-z0-9/_.-]{0,200}$/.test(key) || key.includes('..')) {
      return reply.code(404).send({ ok: false, message: 'Image not found' });
    }
    const body = await app.storage.get(key);
    if (!body) return reply.code(404).send({ ok: false, message: 'Image not found' });
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Cross-Origin-Resource-Policy', 'same-site')
      .type(type)
      .send(body);
  });
}
