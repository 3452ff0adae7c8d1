// The browser bundle of islands pages (docs/decisions/0026-public-pages-as-islands.md): src/client/islands/main.ts
// and the parts it wakes, on Preact's React compatibility layer instead of React, and React Router replaced by
// plain links (src/client/islands/router-shim.tsx). Built after vite.config.ts into the same directory
// (scripts/build-if-needed.ts); the server reads its entry from .vite/islands-manifest.json.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite.config.ts';

const here = (file: string) => path.resolve(import.meta.dirname, file);

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-router$/, replacement: here('src/client/islands/router-shim.tsx') },
      { find: /^zod$/, replacement: here('src/shared/zod-jitless.ts') },
    ],
  },
  // No public/ copy: the main build has done it.
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2022',
    manifest: '.vite/islands-manifest.json',
    modulePreload: { polyfill: false },
    assetsInlineLimit: 2048,
    rollupOptions: {
      input: { islands: here('src/client/islands/main.ts') },
    },
  },
});
