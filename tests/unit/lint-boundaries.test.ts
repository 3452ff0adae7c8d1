// The import boundaries of docs/decisions/0022-import-boundaries.md are Biome rules (biome.json). Each case is a
// small file that crosses one boundary (or stays inside it, so a rule that refused everything would fail too).
// Every probe is written into a temporary copy of the project's layout (src/… paths, the project's biome.json)
// and linted by one Biome run; each case then reads the diagnostics of its own file. Nothing is written into
// src/, so other tests and tools never see a probe.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const biome = path.join(root, 'node_modules/.bin/biome');

interface Probe {
  /** Where the probe stands in the layout (relative to the root), unique per probe. */
  file: string;
  source: string;
}
const probes: Probe[] = [];

/** Registers `source` to be linted as if it were a file at `file`; the name is made unique per probe. */
function probeAt(file: string, source: string, unique = true): string {
  const at = unique ? file.replace(/(\.tsx?)$/, `-${probes.length}$1`) : file;
  probes.push({ file: at, source });
  return at;
}

/** Biome's diagnostics per probe file, after the one run. */
const diagnostics = new Map<string, { severity: string; category: string; message: string }[]>();
let dir = '';

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-probes-'));
  // The project's configuration, outside its git work tree (so no ignore file applies).
  const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  for (const p of probes) {
    fs.mkdirSync(path.dirname(path.join(dir, p.file)), { recursive: true });
    fs.writeFileSync(path.join(dir, p.file), p.source);
  }
  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', 'src'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const start = run.stdout.indexOf('{');
  if (start < 0) throw new Error(`Biome gave no report: ${run.stdout}${run.stderr}`);
  const report = JSON.parse(run.stdout.slice(start)) as {
    diagnostics: { severity: string; category: string; message: string; location?: { path?: string } }[];
  };
  for (const d of report.diagnostics) {
    const file = d.location?.path ?? '';
    diagnostics.set(file, [...(diagnostics.get(file) ?? []), d]);
  }
}, 60_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Biome's verdict on one probe: ok when it has no error, and its diagnostics as text. */
function lintResult(file: string): { ok: boolean; output: string } {
  const found = diagnostics.get(file) ?? [];
  return {
    ok: !found.some((d) => d.severity === 'error'),
    output: found.map((d) => `${d.category}: ${d.message}`).join('\n'),
  };
}

const probe = 'lint-probe';

/** Rows of [name, file, import target, message]: each becomes a probe importing its target. */
function refusing<Row extends [string, string, string, string]>(rows: Row[]): Row[] {
  return rows.map(
    ([name, file, target, message]) =>
      [
        name,
        probeAt(file, `import * as crossed from '${target}';\nexport const probe = crossed;\n`),
        target,
        message,
      ] as Row,
  );
}

/** Rows of [name, file, import targets]: each becomes a probe importing all its targets. */
function accepting<Row extends [string, string, string[]]>(rows: Row[]): Row[] {
  return rows.map(([name, file, targets]) => {
    const imports = targets.map((t, i) => `import * as m${i} from '${t}';`).join('\n');
    const source = `${imports}\nexport const probe = [${targets.map((_, i) => `m${i}`)}];\n`;
    return [name, probeAt(file, source), targets] as Row;
  });
}

describe('import boundaries', () => {
  it.each(
    refusing([
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
      // The server's direction (docs/decisions/0027-server-layers.md): one probe per forbidden direction.
      [
        'a repository imports search/',
        `src/server/repositories/${probe}.ts`,
        '../search/page-search.ts',
        'Repositories are below',
      ],
      [
        'a repository imports a job',
        `src/server/repositories/${probe}.ts`,
        '../jobs/job.ts',
        'Repositories are below',
      ],
      [
        'a route imports a repository',
        `src/server/routes/${probe}.ts`,
        '../repositories/users.ts',
        'Routes call services only',
      ],
      [
        'a route imports db/',
        `src/server/routes/${probe}.ts`,
        '../db/dialect.ts',
        'Routes call services only',
      ],
      [
        'a route imports a plugin',
        `src/server/routes/${probe}.ts`,
        '../plugins/auth.ts',
        'Routes do not import plugins',
      ],
      [
        'a route imports a job',
        `src/server/routes/${probe}.ts`,
        '../jobs/case-mail-delivery.ts',
        'Routes do not import plugins or jobs',
      ],
      [
        'a service imports Fastify',
        `src/server/services/${probe}.ts`,
        'fastify',
        'Services know nothing of Fastify',
      ],
      [
        'a service imports a Fastify plugin package',
        `src/server/services/${probe}.ts`,
        '@fastify/multipart',
        'Services know nothing of Fastify',
      ],
      [
        'a service imports a plugin',
        `src/server/services/${probe}.ts`,
        '../plugins/auth.ts',
        'Services know nothing of Fastify',
      ],
      [
        'a service imports a route',
        `src/server/services/${probe}.ts`,
        '../routes/articles.ts',
        'Services know nothing of Fastify',
      ],
      [
        'a service imports a job',
        `src/server/services/${probe}.ts`,
        '../jobs/case-mail-delivery.ts',
        'Services know nothing of Fastify',
      ],
      ['a job imports a plugin', `src/server/jobs/${probe}.ts`, '../plugins/jobs.ts', 'Jobs call services'],
      ['a job imports a route', `src/server/jobs/${probe}.ts`, '../routes/articles.ts', 'Jobs call services'],
      [
        'a plugin imports a repository',
        `src/server/plugins/${probe}.ts`,
        '../repositories/sessions.ts',
        'Plugins only wire',
      ],
      [
        'a plugin imports a route',
        `src/server/plugins/${probe}.ts`,
        '../routes/articles.ts',
        'Plugins only wire',
      ],
      [
        'search/ imports a service',
        `src/server/search/${probe}.ts`,
        '../services/site-search.ts',
        'search/ sits below services',
      ],
      [
        'seo/ imports a service',
        `src/server/seo/${probe}.ts`,
        '../services/articles.ts',
        'seo/ sits below services',
      ],
      [
        'seo/ imports search/',
        `src/server/seo/${probe}.ts`,
        '../search/page-index.ts',
        'seo/ sits below services',
      ],
      [
        'db/ imports a repository',
        `src/server/db/${probe}.ts`,
        '../repositories/articles.ts',
        'db/ is the connection',
      ],
      [
        'db/ imports search/',
        `src/server/db/${probe}.ts`,
        '../search/page-search.ts',
        'db/ is the connection',
      ],
      [
        'db/ imports a service',
        `src/server/db/${probe}.ts`,
        '../services/articles.ts',
        'db/ is the connection',
      ],
      [
        'a migration imports a repository',
        `src/server/db/migrations/${probe}.ts`,
        '../../repositories/users.ts',
        'db/ is the connection',
      ],
      ['storage/ imports db/', `src/server/storage/${probe}.ts`, '../db/dialect.ts', 'storage/ keeps files'],
      [
        'lib/ imports a service',
        `src/server/lib/${probe}.ts`,
        '../services/articles.ts',
        'lib/ holds helpers',
      ],
      [
        'lib/ imports a repository',
        `src/server/lib/${probe}.ts`,
        '../repositories/users.ts',
        'lib/ holds helpers',
      ],
      ['lib/ imports storage/', `src/server/lib/${probe}.ts`, '../storage/storage.ts', 'lib/ holds helpers'],
      [
        'domain/ imports lib/',
        `src/server/domain/${probe}.ts`,
        '../lib/http-errors.ts',
        'domain/ is the plain types',
      ],
      [
        'domain/ imports the configuration',
        `src/server/domain/${probe}.ts`,
        '../config.ts',
        'domain/ is the plain types',
      ],
      [
        'domain/ imports Fastify',
        `src/server/domain/${probe}.ts`,
        'fastify',
        'domain/ imports only src/shared',
      ],
    ]),
  )('refuses: %s', (_name, file, _target, message) => {
    const { ok, output } = lintResult(file);
    expect(ok, output).toBe(false);
    expect(output).toContain('noRestrictedImports');
    expect(output).toContain(message);
  });

  it.each(
    accepting([
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
      [
        'a repository imports the database schema',
        `src/server/repositories/${probe}.ts`,
        ['../db/schema.ts'],
      ],
      [
        'a route imports services, lib/, domain/ and the contract',
        `src/server/routes/${probe}.ts`,
        [
          '../services/articles.ts',
          '../lib/request-actor.ts',
          '../domain/actor.ts',
          '../../shared/contract/articles.ts',
        ],
      ],
      [
        'a service imports repositories, db/, lib/ and domain/',
        `src/server/services/${probe}.ts`,
        [
          './app-context.ts',
          '../repositories/users.ts',
          '../db/dialect.ts',
          '../lib/clock.ts',
          '../domain/actor.ts',
        ],
      ],
      [
        'domain/ imports its own modules and src/shared',
        `src/server/domain/${probe}.ts`,
        ['./actor.ts', '../../shared/contract/offices.ts'],
      ],
      [
        'a plugin imports services and jobs',
        `src/server/plugins/${probe}.ts`,
        ['../services/app-context.ts', '../jobs/registry.ts'],
      ],
    ]),
  )('accepts: %s', (_name, file) => {
    const { ok, output } = lintResult(file);
    expect(output).not.toContain('noRestrictedImports');
    expect(ok, output).toBe(true);
  });

  const cycle = [
    probeAt(
      `src/client/lib/${probe}-a.ts`,
      `import type { B } from './${probe}-b.ts';\nexport type A = { b?: B };\n`,
      false,
    ),
    probeAt(
      `src/client/lib/${probe}-b.ts`,
      `import type { A } from './${probe}-a.ts';\nexport type B = { a?: A };\n`,
      false,
    ),
  ];
  it('refuses an import cycle, type-only imports included', () => {
    const { ok, output } = lintResult(cycle[1] as string);
    expect(ok, output).toBe(false);
    expect(output).toContain('noImportCycles');
  });
});
