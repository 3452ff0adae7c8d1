// The seed lock: two instances' seeds (separate connection pools on one schema) run one after the other.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Db, openDb, withAdvisoryLock } from '../../src/server/db/dialect.ts';
import { databaseUrl, sharedInstall } from './cluster.ts';

let install: Awaited<ReturnType<typeof sharedInstall>>;
let dbs: Db[];
beforeAll(async () => {
  install = await sharedInstall();
  dbs = [1, 2].map(() => openDb({ kind: 'postgres', url: databaseUrl(), schema: install.schema }));
});
afterAll(async () => {
  for (const db of dbs) await db.close();
  await install.cleanup();
});

it('never lets two holders of the seed lock overlap', async () => {
  const events: string[] = [];
  const hold = (name: string, ms: number) =>
    withAdvisoryLock(dbs[name === 'a' ? 0 : 1] as Db, 'campus-site:seed', async () => {
      events.push(`${name} in`);
      await new Promise((r) => setTimeout(r, ms));
      events.push(`${name} out`);
    });
  await Promise.all([hold('a', 600), new Promise((r) => setTimeout(r, 50)).then(() => hold('b', 10))]);
  expect(events).toEqual(['a in', 'a out', 'b in', 'b out']);
});
