// Zod for every bundle Vite builds (vite.config.ts points the bare 'zod' import here): jitless, so zod never
// probes `new Function` and a page's script-src 'self' policy reports no violation. The setting must be made
// before any schema is built (zod checks it in each object schema's constructor), which importing zod through
// this module guarantees. The Node server imports src/shared/zod-config.ts first instead.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default, default as z } from 'zod/v4';
