import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes .br (quality 11) and .gz (level 9) beside each built script, style sheet and SVG, which the server
 * sends as they are (plugins/client.ts, preCompressed): smaller than compressing on the fly, at no cost
 * per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'campus-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      // public/after-hero.js is copied, not bundled, and loads on every rendered page.
      const files = [...Object.keys(bundle).filter((f) => /\.(js|css|svg)$/.test(f)), 'after-hero.js'];
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const data = await fs.readFile(full).catch(() => undefined);
          // Small chunks too: a page loads a dozen icons and helpers of a few hundred bytes each.
          if (!data || data.length < 200) return;
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(data, { level: 9 }),
          ]);
          if (br.length >= data.length) return;
          await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Writes .vite/route-scripts.json: for each page module (a src/client file named *-page.tsx), the script files its route
 * needs beyond the entry (its chunk and the chunks that chunk imports), so the server can announce them with
 * <link rel="modulepreload"> in a rendered page (src/server/seo/route-scripts.ts). The page may share a chunk
 * with other modules, which Vite's own manifest does not say.
 */
function routeScripts(): Plugin {
  let root = '';
  return {
    name: 'campus-route-scripts',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
      );
      const entry = [...chunks.values()].find((c) => c.isEntry);
      const preloadedByEntry = new Set<string>(entry ? [entry.fileName, ...entry.imports] : []);
      const closure = (file: string, seen: Set<string>) => {
        if (seen.has(file) || preloadedByEntry.has(file)) return;
        seen.add(file);
        for (const imported of chunks.get(file)?.imports ?? []) closure(imported, seen);
      };
      const scripts: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        for (const id of chunk.moduleIds) {
          const source = path.relative(root, id).split(path.sep).join('/');
          if (!/^src\/client\/.*-page\.tsx$/.test(source)) continue;
          const seen = new Set<string>();
          closure(chunk.fileName, seen);
          scripts[source] = [...seen];
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-scripts.json',
        source: `${JSON.stringify(scripts, null, 1)}\n`,
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress(), routeScripts()])],
  resolve: {
    // Zod in jitless mode wherever the client imports it (src/shared/zod-jitless.ts).
    alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/shared/zod-jitless.ts') }],
  },
  build: isSsrBuild
    ? {
        // `vite build --ssr src/client/entry-server.tsx --outDir <client dir>/ssr` (scripts/build-if-needed.ts)
        // The server bundle lives inside the client directory; plugins/client.ts never serves it.
        outDir: 'dist/client/ssr',
        emptyOutDir: false,
        copyPublicDir: false,
        sourcemap: false,
        target: 'node24',
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: false,
        target: 'es2022',
        // The server reads it to announce each route's scripts with <link rel=modulepreload>.
        manifest: true,
        // Every browser that runs es2022 supports <link rel=modulepreload>; the polyfill would ship to all of them.
        modulePreload: { polyfill: false },
        assetsInlineLimit: 2048,
        rollupOptions: {
          output: {
            // React, React DOM and React Router in one chunk: every page needs them, and one file compresses
            // better than the many small shared chunks the splitter would otherwise make.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
      '/images': 'http://127.0.0.1:3000',
    },
  },
}));
