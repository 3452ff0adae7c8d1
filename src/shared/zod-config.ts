// Jitless zod for the Node server (imported first by src/server/main.ts and cli.ts); client bundles get it
// from src/shared/zod-jitless.ts. No `new Function` probe anywhere, whichever process builds the schemas.
import { config } from 'zod';

config({ jitless: true });
