// MCPG256 on import: an operation whose schemas reach definitions past relax-cut's 8 KB advertises them by name only
// (tools/list must fit the client's 10 MiB stdio message; Stripe's was 166 MB), and the import says so, located at the
// operation in the document, naming the tool and the definitions. A document under the cap gets no such warning.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { runCliInProcess } from './support/cli.js';
import { scratchDir } from './support/tmp.js';

const scratch = scratchDir('schema-cap');
afterAll(() => scratch.cleanup());

const LONG = Array.from({ length: 120 }, () => 'An address line as the carrier prints it, repeated to stand for a large schema.').join(' ');

function ordersDoc(customerDescription: string) {
  return {
    openapi: '3.0.3',
    info: { title: 'Orders', version: '1.0.0' },
    servers: [{ url: 'https://api.orders.example.com' }],
    paths: {
      '/orders': {
        post: {
          operationId: 'createOrder',
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } },
          responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } } },
        },
      },
    },
    components: {
      schemas: {
        Order: { type: 'object', properties: { id: { type: 'string' }, customer: { $ref: '#/components/schemas/Customer' } } },
        Customer: { type: 'object', description: customerDescription, properties: { name: { type: 'string' } } },
      },
    },
  };
}

async function importDoc(name: string, doc: object) {
  const dir = path.join(scratch.dir, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'orders.json'), JSON.stringify(doc, null, 1));
  return runCliInProcess(['import', 'openapi', path.join(dir, 'orders.json'), '--out', path.join(dir, 'out')]);
}

test('a schema past the cap: one located MCPG256 naming the tool, which schemas, and the definitions', async () => {
  const r = await importDoc('big', ordersDoc(LONG));
  expect(r.code, r.stderr).toBe(0);
  const warnings = r.stderr.split('\n').filter((l) => l.includes('MCPG256'));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(
    /orders\.json:\d+:\d+: warning MCPG256 createOrder \(POST \/orders\): .*1 tool advertises a schema shortened to fit tools\/list: createOrder \(input and output\); 1 definition is named, not expanded, past 8 KB of each schema: Customer$/,
  );
});

test('a document under the cap: no MCPG256', async () => {
  const r = await importDoc('small', ordersDoc('A customer.'));
  expect(r.code, r.stderr).toBe(0);
  expect(r.stderr).not.toContain('MCPG256');
});
