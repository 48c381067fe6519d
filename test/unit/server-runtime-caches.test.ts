// The generated server's per-process caches (issue 32), through the runtime files exactly as projects get them: the
// validator shared by tools whose schemas are the same JSON (templates/runtime/api.gen.ts) and the tools/list
// filtered once per scope set with auth.hideUnauthorized (templates/runtime/auth.gen.ts).
import type { AuthInfo, StandardSchemaV1, Tool } from '@modelcontextprotocol/server';
import { describe, expect, test } from 'vitest';
import { visibleTools } from '../../generated/auth/src/generated/runtime/auth.gen.js';
import { jsonSchema } from '../../generated/http-api/src/generated/runtime/api.gen.js';

const SCHEMA = () => ({
  type: 'object',
  properties: { limit: { type: 'integer', default: 10 }, q: { type: 'string' } },
  required: ['q'],
});

async function validate(schema: ReturnType<typeof jsonSchema>, value: unknown): Promise<StandardSchemaV1.Result<unknown>> {
  return await schema['~standard'].validate(value);
}

describe('validators shared by equal schemas', () => {
  test('two tools with the same schema text validate alike, each on its own value', async () => {
    const a = jsonSchema(SCHEMA());
    const b = jsonSchema(SCHEMA());
    expect(await validate(a, { q: 'x' })).toEqual({ value: { q: 'x' } });
    expect(await validate(b, { q: 'y', limit: 3 })).toEqual({ value: { q: 'y', limit: 3 } });
    // Every problem of the value at once (schema-errors.gen.ts): the missing q and the mistyped limit.
    expect((await validate(b, { limit: 'many' })).issues?.map((i) => i.message)).toEqual([
      expect.stringContaining("property 'q'"),
      expect.stringContaining('limit must be integer'),
    ]);
  });

  test('a schema whose defaults are filled never shares its validator with the same schema validated plainly', async () => {
    const plainFirst = jsonSchema(SCHEMA());
    const defaults = jsonSchema(SCHEMA(), { defaults: true });
    const plainAfter = jsonSchema(SCHEMA());
    expect(await validate(plainFirst, { q: 'x' })).toEqual({ value: { q: 'x' } });
    expect(await validate(defaults, { q: 'x' })).toEqual({ value: { q: 'x', limit: 10 } });
    expect(await validate(plainAfter, { q: 'x' })).toEqual({ value: { q: 'x' } });
  });

  test('a different schema gets its own validator', async () => {
    const strict = jsonSchema({ ...SCHEMA(), required: ['q', 'limit'] });
    expect((await validate(strict, { q: 'x' })).issues).toBeDefined();
    expect(await validate(jsonSchema(SCHEMA()), { q: 'x' })).toEqual({ value: { q: 'x' } });
  });
});

describe('tools/list filtered once per scope set (specs/auth.yaml: hideUnauthorized)', () => {
  const tool = (name: string): Tool => ({ name, inputSchema: { type: 'object' } });
  const all = { tools: ['whoami', 'list_notes', 'add_note', 'export_notes'].map(tool) };
  const caller = (...scopes: string[]): AuthInfo => ({ token: 't', clientId: 'c', scopes });
  const names = (listed: { tools: Tool[] }) => listed.tools.map((t) => t.name);

  test('each scope set sees its own tools, however often and in whatever order it asks', () => {
    expect(names(visibleTools(all, caller('notes:read')))).toEqual(['whoami', 'list_notes']);
    expect(names(visibleTools(all, caller('notes:write')))).toEqual(['whoami', 'add_note']);
    expect(names(visibleTools(all, caller('notes:export', 'notes:read')))).toEqual(['whoami', 'list_notes', 'export_notes']);
    expect(names(visibleTools(all, caller('notes:read', 'notes:export', 'notes:read')))).toEqual(['whoami', 'list_notes', 'export_notes']);
    expect(names(visibleTools(all, caller('notes:read')))).toEqual(['whoami', 'list_notes']);
  });

  test('another list (a search result) is filtered on its own, not answered from the full list', () => {
    expect(names(visibleTools(all, caller('notes:read')))).toEqual(['whoami', 'list_notes']);
    expect(names(visibleTools({ tools: [tool('list_notes'), tool('add_note')] }, caller('notes:read')))).toEqual(['list_notes']);
  });

  test('without a caller (stdio) the list is served as it is', () => {
    expect(visibleTools(all, undefined)).toBe(all);
  });
});
