// Every endpoint of the shared contract declares its reply: a zod `response` for JSON, or `file: true` for a
// file, so a new endpoint without a reply schema fails here. The server checks replies against these schemas
// outside production (src/server/lib/endpoint-route.ts).
import { describe, expect, it } from 'vitest';
import { contractEndpoints } from '../support/contract-endpoints.ts';

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
