// The layers of src/server (docs/decisions/0027-server-layers.md), checked on the real import graph: every
// relative import of every file, type-only and dynamic imports included, must point to the same layer or one
// below, and no two folders may import each other. Biome refuses single crossings as they are written
// (biome.json, tests/unit/lint-boundaries.test.ts); this test sees the whole graph, so a folder that Biome's
// overrides do not list, or a direction no rule names, still fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const server = path.resolve(import.meta.dirname, '../../src/server');

/** Highest first. A part is a folder of src/server, or a file directly in it. */
const LAYERS: ReadonlyArray<readonly [layer: string, parts: readonly string[]]> = [
  ['entry', ['app.ts', 'main.ts', 'cli.ts', 'seed', 'maintenance']],
  ['plugins', ['plugins']],
  ['routes', ['routes']],
  ['jobs', ['jobs']],
  ['services', ['services']],
  ['search', ['search']],
  ['seo', ['seo']],
  ['repositories', ['repositories']],
  ['db', ['db']],
  ['storage', ['storage']],
  ['lib', ['lib']],
  ['domain', ['domain']],
  ['config', ['config.ts']],
];

const rankOf = new Map(LAYERS.flatMap(([, parts], rank) => parts.map((p) => [p, rank] as const)));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The folder (or top-level file) of src/server a file belongs to. */
const partOf = (file: string): string => path.relative(server, file).split(path.sep)[0] ?? '';

/**
 * The specifiers of a module's static imports and re-exports (`… from '…'`, type-only ones too), side-effect
 * imports and dynamic imports. TypeScript 7 has no parser API to ask, and these three forms are all the
 * project writes.
 */
function importedPaths(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g))
    found.push(m[1] as string);
  return found;
}

interface Edge {
  from: string;
  to: string;
}

/** Every import from one part of src/server to another, as file paths relative to src/server. */
function crossImports(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(server)) {
    for (const fileName of importedPaths(fs.readFileSync(file, 'utf8'))) {
      if (!fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), fileName);
      if (!target.startsWith(server + path.sep)) continue;
      if (partOf(file) === partOf(target)) continue;
      edges.push({ from: path.relative(server, file), to: path.relative(server, target) });
    }
  }
  return edges;
}

describe('server layers', () => {
  const edges = crossImports();

  it('finds the imports it checks', () => {
    // A parser that found nothing would pass every other case.
    expect(edges.length).toBeGreaterThan(100);
    expect(edges).toContainEqual({ from: 'routes/admin-articles.ts', to: 'services/articles.ts' });
  });

  it('knows every folder of src/server', () => {
    const unknown = fs
      .readdirSync(server)
      .filter((p) => !rankOf.has(p) && (!p.includes('.') || /\.tsx?$/.test(p)));
    expect(unknown, 'add the new folder to LAYERS here and to docs/decisions/0027-server-layers.md').toEqual(
      [],
    );
  });

  it('has no import from a lower layer to a higher one', () => {
    const upward = edges
      .filter(
        (e) =>
          (rankOf.get(partOf(path.join(server, e.from))) ?? -1) >
          (rankOf.get(partOf(path.join(server, e.to))) ?? -1),
      )
      .map((e) => `${e.from} -> ${e.to}`);
    expect(upward, 'move the shared part down (often to domain/ or lib/), or call down instead').toEqual([]);
  });

  it('has no two folders importing each other', () => {
    const pairs = new Set(
      edges.map((e) => `${partOf(path.join(server, e.from))}>${partOf(path.join(server, e.to))}`),
    );
    const mutual = [...pairs].filter((p) => {
      const [a, b] = p.split('>');
      return pairs.has(`${b}>${a}`);
    });
    expect(mutual).toEqual([]);
  });

  it('reads every form of import', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type {\n  B,\n} from '../b.ts';",
      "export { c } from './c.ts';",
      "import './d.ts';",
      "const e = await import('./e.ts');",
    ].join('\n');
    expect(importedPaths(source)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.ts', './e.ts']);
  });

  it('would notice an upward import', () => {
    // The check itself, on a made-up edge: a repository importing a service.
    const rank = (p: string) => rankOf.get(p) ?? -1;
    expect(rank('repositories') > rank('services')).toBe(true);
    expect(rank('domain') > rank('lib')).toBe(true);
    expect(rank('plugins') < rank('routes')).toBe(true);
  });
});
