// The server announces each rendered page's scripts from the file its route names (PAGE_FILES in
// src/client/app/router.tsx, `file` of a page module in src/shared/pages/); a name there that drifted from
// the route's import would silently announce nothing.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_FILES } from '../../src/client/app/router.tsx';
import { PAGE_MODULES } from '../../src/shared/pages/pages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const routerFile = path.join(root, 'src/client/app/router.tsx');

describe('the files of the routes', () => {
  const source = fs.readFileSync(routerFile, 'utf8');
  const imported = new Set(
    [...source.matchAll(/import\('(\.\.?\/[^']+)'\)/g)].map(([, rel]) =>
      path
        .relative(root, path.resolve(path.dirname(routerFile), rel ?? ''))
        .split(path.sep)
        .join('/'),
    ),
  );

  it.each(Object.entries(PAGE_FILES))('%s names a file the router imports lazily', (_slot, file) => {
    expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    expect(imported.has(file), file).toBe(true);
  });

  it.each(PAGE_MODULES.map((p) => [p.name, p.file]))(
    'page module %s names a page component the router loads lazily',
    (_name, file) => {
      expect(fs.existsSync(path.join(root, file)), file).toBe(true);
      expect(file, 'the router finds page components as src/client/features/*/*-page.tsx').toMatch(
        /^src\/client\/features\/[^/]+\/[^/]+-page\.tsx$/,
      );
    },
  );
});
