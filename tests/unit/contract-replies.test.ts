// Every endpoint of the shared contract declares its reply: a zod `response` for JSON, or `file: true` for a
// file, so a new endpoint without a reply schema fails here. The server checks replies against these schemas
// outside production (src/server/lib/endpoint-route.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../src/shared/contract/endpoint.ts';

const contractDir = path.resolve(import.meta.dirname, '../../src/shared/contract');

const isEndpoint = (v: unknown): v is EndpointDef =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as EndpointDef).method === 'string' &&
  typeof (v as EndpointDef).path === 'string' &&
  (v as EndpointDef).path.startsWith('/');

/** Every endpoint of every endpoint table in src/shared/contract, named `table.key`. */
async function contractEndpoints(): Promise<Array<{ name: string; endpoint: EndpointDef }>> {
  const found: Array<{ name: string; endpoint: EndpointDef }> = [];
  for (const file of fs
    .readdirSync(contractDir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const module: Record<string, unknown> = await import(path.join(contractDir, file));
    for (const [table, value] of Object.entries(module)) {
      if (typeof value !== 'object' || value === null) continue;
      for (const [key, endpoint] of Object.entries(value)) {
        if (isEndpoint(endpoint)) found.push({ name: `${table}.${key}`, endpoint });
      }
    }
  }
  return found;
}

describe('contract replies', () => {
  it('finds the endpoint tables', async () => {
    const names = (await contractEndpoints()).map((e) => e.name);
    expect(names.length).toBeGreaterThan(80);
    expect(names).toContain('adminArticleEndpoints.create');
  });

  it('every endpoint declares its reply (a schema, or a file)', async () => {
    const missing = (await contractEndpoints())
      .filter(({ endpoint }) => !endpoint.response && !endpoint.file)
      .map(({ name, endpoint }) => `${name}: ${endpoint.method} ${endpoint.path}`);
    expect(missing, 'declare `response` (or `file: true`) in the endpoint of src/shared/contract').toEqual(
      [],
    );
  });
});
