// Repositories own every SQL statement (docs/decisions/0027-server-layers.md): outside src/server/repositories
// and src/server/db (the dialect, the migrations), no server file builds a query. Services still open
// transactions and hand them to repositories.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const server = path.resolve(import.meta.dirname, '../../src/server');
const OWNERS = ['repositories', 'db'];

/** A query built in place: Kysely's statement builders, or its `sql` template. */
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql\s*(<[^>]*>)?`/;

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('SQL lives in repositories', () => {
  it('finds a query in the forms it is written', () => {
    for (const sample of [
      "db.selectFrom('users')",
      'trx.insertInto("articles")',
      "k.updateTable('x')",
      "k.deleteFrom('x')",
      'sql`select 1`',
      'sql<{ n: number }>`select count(*) as n`',
    ])
      expect(QUERY.test(sample), sample).toBe(true);
    expect(QUERY.test('const selectFromList = 1; mysql`')).toBe(false);
  });

  it('has no query outside src/server/repositories and src/server/db', () => {
    const offenders = serverFiles(server)
      .filter((file) => !OWNERS.includes(path.relative(server, file).split(path.sep)[0] ?? ''))
      .filter((file) => QUERY.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(server, file));
    expect(offenders, 'move these statements into a repository').toEqual([]);
  });
});
