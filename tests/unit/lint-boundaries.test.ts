// The import boundaries of docs/decisions/0022-import-boundaries.md are Biome rules (biome.json). Each case writes
// a small file that crosses one boundary, lints it with the project's configuration, and expects the rule to
// refuse it; a file inside the boundary is accepted, so a rule that refused everything would fail too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const biome = path.join(root, 'node_modules/.bin/biome');
const written: string[] = [];

/** Lints `source` as if it were the file at `file` (relative to the root); returns Biome's diagnostics. */
function lintAs(file: string, source: string): { ok: boolean; output: string } {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, source);
  written.push(full);
  const run = spawnSync(biome, ['lint', '--max-diagnostics=20', file], { cwd: root, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

afterEach(() => {
  for (const file of written.splice(0)) fs.rmSync(file, { force: true });
});

const probe = `lint-probe-${process.pid}`;

// Each case starts Biome, which takes a few seconds on a busy machine.
describe('import boundaries', { timeout: 60_000 }, () => {
  it.each([
    ['shared code imports client code', `src/shared/${probe}.ts`, '../client/lib/format.ts', 'Shared code'],
    ['shared code imports server code', `src/shared/${probe}.ts`, '../server/lib/clock.ts', 'Shared code'],
    [
      'a shared client module imports a feature',
      `src/client/lib/${probe}.ts`,
      '../features/home/home-page.tsx',
      'Shared client code',
    ],
    [
      'a shared component imports app/',
      `src/client/components/${probe}.ts`,
      '../app/navigation.ts',
      'Shared client code',
    ],
    [
      'client code imports the server',
      `src/client/lib/${probe}.ts`,
      '../../server/lib/clock.ts',
      'Shared client code',
    ],
    [
      'a feature imports another feature',
      `src/client/features/search/${probe}.ts`,
      '../home/home-page.tsx',
      'A feature does not import another feature',
    ],
    [
      'a feature module imports another feature',
      `src/client/features/search/components/${probe}.ts`,
      '../../home/home-page.tsx',
      'A feature does not import another feature',
    ],
    [
      'a feature imports app/',
      `src/client/features/search/components/${probe}.ts`,
      '../../../app/navigation.ts',
      'Features do not import app/',
    ],
    [
      'a repository imports HTTP errors',
      `src/server/repositories/${probe}.ts`,
      '../lib/http-errors.ts',
      'Repositories only read and write rows',
    ],
    ['a repository imports Fastify', `src/server/repositories/${probe}.ts`, 'fastify', 'Repositories only'],
  ])('refuses: %s', (_name, file, target, message) => {
    const { ok, output } = lintAs(
      file,
      `import * as crossed from '${target}';\nexport const probe = crossed;\n`,
    );
    expect(ok, output).toBe(false);
    expect(output).toContain('noRestrictedImports');
    expect(output).toContain(message);
  });

  it.each([
    [
      'a feature imports its own modules and shared code',
      `src/client/features/search/components/${probe}.ts`,
      [
        '../api/search-articles.ts',
        '../../../lib/format.ts',
        '../../../components/empty-state.tsx',
        '../../../../shared/routes.ts',
      ],
    ],
    ['app/ imports a feature', `src/client/app/${probe}.ts`, ['../features/home/home-page.tsx']],
    ['a repository imports the database schema', `src/server/repositories/${probe}.ts`, ['../db/schema.ts']],
  ])('accepts: %s', (_name, file, targets) => {
    const imports = targets.map((t, i) => `import * as m${i} from '${t}';`).join('\n');
    const { ok, output } = lintAs(
      file,
      `${imports}\nexport const probe = [${targets.map((_, i) => `m${i}`)}];\n`,
    );
    expect(output).not.toContain('noRestrictedImports');
    expect(ok, output).toBe(true);
  });

  it('refuses an import cycle, type-only imports included', () => {
    lintAs(
      `src/client/lib/${probe}-a.ts`,
      `import type { B } from './${probe}-b.ts';\nexport type A = { b?: B };\n`,
    );
    const { ok, output } = lintAs(
      `src/client/lib/${probe}-b.ts`,
      `import type { A } from './${probe}-a.ts';\nexport type B = { a?: A };\n`,
    );
    expect(ok, output).toBe(false);
    expect(output).toContain('noImportCycles');
  });
});
