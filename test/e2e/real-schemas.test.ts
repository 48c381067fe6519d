// Schemas from where users have them (test/fixtures/real-schemas: Pydantic's model_json_schema, zod 4's
// toJSONSchema), pasted unchanged as tool inputs: their own $defs (recursive, a $ref beside a default, an enum) are
// accepted, advertised as written, typed (strict tsc over the project), validated on the wire, and every default
// is in the input the handler receives, with the official v2 client and the v1 client.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as V1StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runInProject } from '../support/cli.js';
import { compileProject } from '../support/project.js';
import { scratchDir } from '../support/tmp.js';
import { entryArgs } from '../support/compiled-server.js';

const fixture = (name: string) => JSON.parse(readFileSync(path.join(REPO_ROOT, 'test/fixtures/real-schemas', name), 'utf8')) as Record<string, unknown>;
const PYDANTIC = fixture('pydantic-create-ticket.json');
const ZOD = fixture('zod4-place-order.json');
/** What the user does about MCPG304: the zod output without its `id`. */
const ZOD_WITHOUT_ID = JSON.parse(JSON.stringify(ZOD), (_key, value: unknown) =>
  typeof value === 'object' && value !== null && 'id' in value ? Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'id')) : value,
) as Record<string, unknown>;
const annotations = { readOnlyHint: true, openWorldHint: false };

const scratch = scratchDir('real-schemas');
afterAll(() => scratch.cleanup());
const dir = scratch.dir;
/** Called once the project and its handlers are written: the server is transpiled from what is there then. */
const serverArgs = () => entryArgs(path.join(dir, 'src/main.ts'));

/** Echo handlers that also pin the types: a defaulted property is present (a number, not number | undefined). */
const HANDLERS: Record<string, string> = {
  'create-ticket.ts': `import type { CreateTicketHandler } from '../generated/tools.gen.js';

export const createTicket: CreateTicketHandler = async (input) => {
  const limit: number = input.limit;
  const priority: 'low' | 'normal' | 'high' = input.priority;
  const tags: string[] = input.tags;
  const children = input.category.children;
  return JSON.stringify({ ...input, seen: { limit, priority, tags: tags.length, children: children?.length ?? null } });
};
`,
  'place-order.ts': `import type { PlaceOrderHandler } from '../generated/tools.gen.js';

export const placeOrder: PlaceOrderHandler = async (input) => {
  const quantity: number = input.quantity;
  const express: boolean = input.express;
  return JSON.stringify({ ...input, seen: { quantity, express } });
};
`,
};

beforeAll(async () => {
  const manifest = (placeOrder: Record<string, unknown>) => ({
    mcpgen: 1,
    server: { name: 'real-schemas', version: '1.0.0' },
    tools: {
      create_ticket: { title: 'Create ticket', description: 'Input schema from Pydantic.', annotations, input: PYDANTIC },
      place_order: { title: 'Place order', description: 'Input schema from zod 4.', annotations, input: placeOrder },
    },
  });
  // zod's `.meta({ id })` leaves an "id" beside the schema, which ajv (the SDK's validator) refuses to compile: one
  // located error at generation time, not a failing tool at run time.
  writeFileSync(path.join(dir, 'mcp.yaml'), stringify(manifest(ZOD)));
  const refused = await runInProject(dir, 'generate');
  expect(refused.code, refused.stderr).toBe(1);
  expect(refused.stderr.match(/error MCPG\d+/g)).toEqual(['error MCPG304']);
  expect(refused.stderr).toMatch(
    /^mcp\.yaml:\d+:\d+: error MCPG304 JSON Schema keyword "id" is not supported in a manifest schema\n {2}hint: ajv, the SDK's validator, refuses it/m,
  );

  writeFileSync(path.join(dir, 'mcp.yaml'), stringify(manifest(ZOD_WITHOUT_ID)));
  const generated = await runInProject(dir, 'generate');
  expect(generated.code, generated.stderr).toBe(0);
  expect(generated.stderr).not.toMatch(/ error MCPG\d+ /);
  for (const [file, text] of Object.entries(HANDLERS)) writeFileSync(path.join(dir, 'src/tools', file), text);
}, 60_000);

describe('Pydantic and zod 4 schemas as tool inputs', () => {
  it('compile with strict tsc, the handlers reading defaulted properties as present', () => {
    expect(compileProject(dir)).toBe('');
    const types = readFileSync(path.join(dir, 'src/generated/types.gen.ts'), 'utf8');
    // Own definitions are typed under their owner's name; the recursive one refers to itself.
    expect(types).toMatch(/export interface CreateTicketInputCategory \{[^}]*children\?: CreateTicketInputCategory\[\]/);
    expect(types).toContain('export type CreateTicketInputPriority = ("low" | "normal" | "high")');
    expect(types).toMatch(/export interface PlaceOrderInputSchema0 \{[^}]*children\?: PlaceOrderInputSchema0\[\]/);
  });

  it('are advertised exactly as written and fill in every default before the handler runs (v2 client)', async () => {
    const client = new Client({ name: 'real-schemas-test', version: '0.0.0' });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: serverArgs(), cwd: REPO_ROOT, env: getDefaultEnvironment(), stderr: 'pipe' }),
    );
    try {
      const { tools } = await client.listTools();
      expect(tools.find((t) => t.name === 'create_ticket')?.inputSchema).toEqual(PYDANTIC);
      expect(tools.find((t) => t.name === 'place_order')?.inputSchema).toEqual(ZOD_WITHOUT_ID);

      const ticket = await client.callTool({
        name: 'create_ticket',
        arguments: { title: 'Printer on fire', category: { name: 'hw', children: [{ name: 'printers' }] } },
      });
      expect(ticket.isError ?? false, JSON.stringify(ticket)).toBe(false);

      expect(JSON.parse((ticket.content as { text: string }[])[0]!.text)).toEqual({
        title: 'Printer on fire',
        priority: 'normal',
        limit: 10,
        address: null,
        tags: [],
        // Defaults apply inside the own (recursive) definition too: the child's children.
        category: { name: 'hw', children: [{ name: 'printers', children: [] }] },
        seen: { limit: 10, priority: 'normal', tags: 0, children: 1 },
      });

      const order = await client.callTool({ name: 'place_order', arguments: { sku: 'ABC-12', shipTo: { street: 'Storgata 1' }, catalog: { name: 'all' } } });
      expect(JSON.parse((order.content as { text: string }[])[0]!.text)).toEqual({
        sku: 'ABC-12',
        quantity: 1,
        express: false,
        shipTo: { street: 'Storgata 1', city: 'Oslo' },
        catalog: { name: 'all' },
        seen: { quantity: 1, express: false },
      });

      // The own $defs are enforced on the wire: the enum behind $ref, the recursive definition, the zod pattern.
      for (const [name, args, problem] of [
        ['create_ticket', { title: 't', priority: 'urgent', category: { name: 'c' } }, /priority must be one of /],
        ['create_ticket', { title: 't', category: { name: 'c', children: [{ children: [] }] } }, /children\/0 must have required property 'name'/],
        ['place_order', { sku: 'abc', shipTo: { street: 's' }, catalog: { name: 'c' } }, /sku must match pattern/],
        ['place_order', { sku: 'ABC-1', shipTo: { city: 'Bergen' }, catalog: { name: 'c' } }, /shipTo must have required property 'street'/],
      ] as const) {
        const refused = await client.callTool({ name, arguments: args });
        expect(refused.isError, JSON.stringify(refused)).toBe(true);
        expect((refused.content as { text: string }[])[0]!.text).toMatch(problem);
      }
    } finally {
      await client.close();
    }
  }, 30_000);

  it('fill in the defaults for the v1 client too', async () => {
    const client = new V1Client({ name: 'real-schemas-v1', version: '0.0.0' });
    await client.connect(new V1StdioClientTransport({ command: process.execPath, args: serverArgs(), cwd: REPO_ROOT, stderr: 'pipe' }));
    try {
      const order = await client.callTool({
        name: 'place_order',
        arguments: { sku: 'XYZ-9', shipTo: { street: 's', city: 'Bergen' }, catalog: { name: 'c' }, express: true },
      });
      expect(JSON.parse((order.content as { text: string }[])[0]!.text)).toMatchObject({ quantity: 1, express: true, shipTo: { city: 'Bergen' } });
    } finally {
      await client.close();
    }
  }, 30_000);
});
