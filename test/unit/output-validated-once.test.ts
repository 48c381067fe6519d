// An API answer's structured content is validated once: the drift check (http-drift.gen.ts) hands its verdict to the
// tool table (tool-table.gen.ts, through output-verdict.gen.ts), which does not validate it again against the same
// schema; a handler that reads (and so may change) the content gets it validated as before. The fixed runtime as
// generated/http-api carries it.
import { McpServer, type ServerContext, type StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import { describe, expect, test } from 'vitest';
import { jsonSchema } from '../../generated/http-api/src/generated/runtime/api.gen.js';
import { jsonResult } from '../../generated/http-api/src/generated/runtime/http-drift.gen.js';
import type { Logger } from '../../generated/http-api/src/generated/runtime/log.gen.js';
import { toCallToolResult } from '../../generated/http-api/src/generated/runtime/results.gen.js';
import { defineTool, ToolTable } from '../../generated/http-api/src/generated/runtime/tool-table.gen.js';

type Schema = StandardSchemaWithJSON<unknown, unknown>;

/** A schema that counts how often a value is validated against it. */
function counted(document: Record<string, unknown>): { schema: Schema; calls: () => number } {
  const inner = jsonSchema<unknown>(document);
  let calls = 0;
  const schema: Schema = {
    '~standard': {
      ...inner['~standard'],
      validate: (value) => {
        calls += 1;
        return inner['~standard'].validate(value);
      },
    },
  };
  return { schema, calls: () => calls };
}

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {}, child: () => silent } as unknown as Logger;
const TICKET = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } }, required: ['id', 'name'] };
const RELAXED = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } };

/** One API tool in a table: the handler gets the operation's result (a ToolResult) and may change it before returning it. */
async function call(
  schemas: { documented: Schema; advertised?: Schema; output: Schema },
  answer: unknown,
  handler: (result: { structuredContent?: unknown }) => void = () => {},
) {
  const table = new ToolTable([
    defineTool({
      name: 'get-ticket',
      description: 'A ticket.',
      inputSchema: jsonSchema<Record<string, never>>({ type: 'object' }),
      outputSchema: schemas.output,
      run: async () => {
        const result = await jsonResult({ structured: true, documented: schemas.documented, advertised: schemas.advertised }, answer, 200, 'GET /t', silent);
        handler(result);
        return toCallToolResult({ name: 'get-ticket', structured: true }, result);
      },
    }),
  ]);
  const server = new McpServer({ name: 't', version: '0.0.0' });
  return (await table.call(server, 'get-ticket', {}, {} as ServerContext)) as { structuredContent?: unknown; isError?: boolean; content: { text: string }[] };
}

describe('an API answer is validated once', () => {
  test('http.drift strict, a matching answer: one validation against the output schema, structured as before', async () => {
    const output = counted(TICKET);
    const result = await call({ documented: output.schema, output: output.schema }, { id: 't1', name: 'Ann' });
    expect(result.structuredContent).toEqual({ id: 't1', name: 'Ann' });
    expect(result.isError).toBeUndefined();
    expect(output.calls()).toBe(1);
  });

  test('relax, a drifting answer the relaxed schema accepts: the relaxed schema validates it once', async () => {
    const documented = counted(TICKET);
    const advertised = counted(RELAXED);
    const result = await call({ documented: documented.schema, advertised: advertised.schema, output: advertised.schema }, { id: 't1' });
    expect(result.structuredContent).toEqual({ id: 't1' });
    expect(result.content[1]!.text).toContain("must have required property 'name'");
    expect([documented.calls(), advertised.calls()]).toEqual([1, 1]);
  });

  test('a handler that reads the content without changing it: validated again (it might have), the same result', async () => {
    const output = counted(TICKET);
    let seen: unknown;
    const result = await call({ documented: output.schema, output: output.schema }, { id: 't1', name: 'Ann' }, (r) => {
      seen = r.structuredContent;
    });
    expect(seen).toEqual({ id: 't1', name: 'Ann' });
    expect(result.structuredContent).toEqual({ id: 't1', name: 'Ann' });
    expect(output.calls()).toBe(2);
  });

  test('a handler that changes the checked content: validated again, and a broken one is an output validation error', async () => {
    const output = counted(TICKET);
    const result = await call({ documented: output.schema, output: output.schema }, { id: 't1', name: 'Ann' }, (r) => {
      delete (r.structuredContent as Record<string, unknown>).name;
    });
    expect(output.calls()).toBe(2);
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toMatch(/^Output validation error: Invalid structured content for tool get-ticket/);
  });
});
