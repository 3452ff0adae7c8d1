// The server announces each rendered page's scripts from PAGE_MODULES (src/client/app/router.tsx); a name
// there that drifted from the route's import would silently announce nothing.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '../../src/client/app/router.tsx';

const root = path.resolve(import.meta.dirname, '../..');
const routerFile = path.join(root, 'src/client/app/router.tsx');

describe('PAGE_MODULES', () => {
  const source = fs.readFileSync(routerFile, 'utf8');
  const imported = new Set(
    [...source.matchAll(/import\('(\.\.?\/[^']+)'\)/g)].map(([, rel]) =>
      path
        .relative(root, path.resolve(path.dirname(routerFile), rel ?? ''))
        .split(path.sep)
        .join('/'),
    ),
  );

  it.each(Object.entries(PAGE_MODULES))('%s names a file the router imports lazily', (_slot, file) => {
    expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    expect(imported.has(file), file).toBe(true);
  });
});
