// Media storage: DATA_DIR/media by default (S3-compatible storage is added by the media pipeline).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalStorage } from '../storage/local-storage.ts';
import type { Storage } from '../storage/storage.ts';

export default fp(
  async function storage(app: FastifyInstance, opts: { storage?: Storage }) {
    app.decorate('storage', opts.storage ?? createLocalStorage(path.join(app.config.dataDir, 'media')));
  },
  { name: 'storage', dependencies: ['config'] },
);
