// Stored media: GET /media/{key}?w=&q= — the original, or a resized AVIF/WebP variant made once and cached.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-errors.ts';
import { extensionOf, IMMUTABLE, type ImageSource, parseVariantQuery, sendImage } from '../lib/images.ts';
import { assertSafeKey } from '../storage/storage.ts';

const SERVABLE = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif']);
// A cached variant is served only while its source exists; storage is asked at most once a minute per key.
// A delete on any instance purges the memo and the resized copies on every instance (a 'media' change).
const EXISTS_TTL_MS = 60_000;

export default async function mediaRoutes(app: FastifyInstance) {
  const confirmed = new Map<string, number>();
  const stillStored = async (key: string): Promise<boolean> => {
    const now = app.clock.now().getTime();
    if ((confirmed.get(key) ?? 0) > now) return true;
    if (!(await app.storage.exists(key))) return false;
    if (confirmed.size > 10_000) confirmed.clear();
    confirmed.set(key, now + EXISTS_TTL_MS);
    return true;
  };
  app.articleEvents.onChange((change) => {
    if (change.kind !== 'media') return;
    confirmed.delete(change.id.replace(/^media\//, ''));
    app.imageCache.purge(change.id).catch((err) => app.log.warn({ err }, 'could not purge resized copies'));
  });

  app.get<{ Params: { '*': string }; Querystring: { w?: string; q?: string } }>(
    '/media/*',
    // Stored media are JPEG, PNG, WebP, GIF or AVIF, already compressed: the compress plugin's hooks are left
    // off. Variants are sent again from the reply cache for a second (plugins/reply-cache.ts).
    { compress: false, decompress: false, config: { replyCache: true } },
    async (request, reply) => {
      const key = request.params['*'];
      const ext = extensionOf(key);
      try {
        assertSafeKey(key);
      } catch {
        throw notFound('Image not found');
      }
      // Document previews are served only through the library, which knows whether the document is public.
      if (!SERVABLE.has(ext) || key.startsWith('documents/')) throw notFound('Image not found');
      const spec = parseVariantQuery(request.query);
      if (!(await stillStored(key))) throw notFound('Image not found');
      const source: ImageSource = {
        id: `media/${key}`,
        // Keys are generated per upload and never reused, so the key is the version.
        version: 'v1',
        ext,
        load: () => app.storage.get(key),
      };
      const image = await app.imageCache.serve(source, spec, request.headers.accept);
      if (!image) throw notFound('Image not found');
      return sendImage(request, reply, image, IMMUTABLE);
    },
  );
}
