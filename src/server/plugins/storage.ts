// Media storage: S3-compatible object storage when S3_BUCKET is set, else DATA_DIR/media; and the on-disk
// cache of resized image variants (DATA_DIR/cache), shared by the media and site-image routes.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createImageCache, type ImageCache } from '../lib/images.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { createS3Storage } from '../storage/s3-storage.ts';
import type { Storage } from '../storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    imageCache: ImageCache;
  }
}

export function storageFromConfig(config: FastifyInstance['config']): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'media'));
}

export default fp(
  async function storage(app: FastifyInstance, opts: { storage?: Storage }) {
    const chosen = opts.storage ?? storageFromConfig(app.config);
    app.decorate('storage', chosen);
    if ('client' in chosen && !opts.storage) {
      const { client } = chosen as { client: { destroy(): void } };
      app.addHook('onClose', async () => client.destroy());
    }
    app.decorate('imageCache', createImageCache(path.join(app.config.dataDir, 'cache')));
  },
  { name: 'storage', dependencies: ['config'] },
);
