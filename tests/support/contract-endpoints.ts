// Every endpoint of the endpoint tables in src/shared/contract, named `table.key` (`table.group.key` for a
// group within a table, such as the Site area's records): the list the contract and matrix tests check
// against, so an endpoint added to a table is seen without listing it by hand.
import fs from 'node:fs';
import path from 'node:path';
import type { EndpointDef } from '../../src/shared/contract/endpoint.ts';

const contractDir = path.resolve(import.meta.dirname, '../../src/shared/contract');

const isEndpoint = (v: unknown): v is EndpointDef =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as EndpointDef).method === 'string' &&
  typeof (v as EndpointDef).path === 'string' &&
  (v as EndpointDef).path.startsWith('/');

export async function contractEndpoints(): Promise<Array<{ name: string; endpoint: EndpointDef }>> {
  const found: Array<{ name: string; endpoint: EndpointDef }> = [];
  for (const file of fs
    .readdirSync(contractDir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const module: Record<string, unknown> = await import(path.join(contractDir, file));
    for (const [table, value] of Object.entries(module)) {
      if (typeof value !== 'object' || value === null) continue;
      for (const [key, entry] of Object.entries(value)) {
        if (isEndpoint(entry)) found.push({ name: `${table}.${key}`, endpoint: entry });
        else if (typeof entry === 'object' && entry !== null)
          for (const [inner, endpoint] of Object.entries(entry))
            if (isEndpoint(endpoint)) found.push({ name: `${table}.${key}.${inner}`, endpoint });
      }
    }
  }
  return found;
}
