// `npm start`: build the client when needed, then run the server (migrate, seed, listen).
import { buildIfNeeded } from './build-if-needed.ts';

buildIfNeeded();
await import('../src/server/main.ts');
