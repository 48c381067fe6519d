// Issue 32, cold start at 1,000 tools: schemas.gen.ts prints each distinct schema once (tools with the same JSON
// refer to one constant under their own names), server.gen.ts holds one literal per tool, and the advertised form of
// an output schema (SDK 2.4.0's `type: "object"` rule) is computed once, at generate time.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { ServerIR } from '../../src/ir/types.js';
import { normalizeManifest } from '../../src/ir/normalize.js';
import { parseManifest } from '../../src/manifest/load.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { renderFiles } from '../../src/render/index.js';
import { ToolTable, defineTool } from '../../generated/kitchen-sink/src/generated/runtime/tool-table.gen.js';
import { jsonSchema } from '../../generated/kitchen-sink/src/generated/runtime/api.gen.js';

function manifestIR(manifest: object): ServerIR {
  const loaded = parseManifest(JSON.stringify(manifest), 'mcp.yaml');
  const { manifest: valid, diagnostics } = validateManifest(loaded);
  if (!valid) throw new Error(JSON.stringify(diagnostics));
  return normalizeManifest(valid, loaded, { source: 'mcp.yaml' });
}

/** schemas.gen.ts evaluated, with jsonSchema() returning the document it wraps: export name → value. */
function evaluateSchemas(source: string): Record<string, unknown> {
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, unknown> = {};
  new Function('exports', 'require', js)(exports, () => ({ jsonSchema: (document: unknown) => document }));
  return exports;
}

const INPUT = { type: 'object', properties: { text: { type: 'string' }, n: { type: 'integer', default: 1 } }, required: ['text'] };
const PLAIN = { type: 'object', properties: { text: { type: 'string' } } };
const OUTPUT = { type: 'object', properties: { echo: { type: 'string' } }, required: ['echo'] };
const tools = (n: number, tool: (i: number) => object) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`echo_${i}`, tool(i)]));

function rendered(manifestTools: Record<string, unknown>) {
  const ir = manifestIR({ mcpgen: 1, server: { name: 'dedupe', version: '1.0.0' }, tools: manifestTools });
  const files = new Map(renderFiles(ir));
  const expected = JSON.parse(files.get('test/generated/expected-tools.json')!) as { tools: Record<string, unknown>[] };
  return { ir, schemas: files.get('src/generated/schemas.gen.ts')!, server: files.get('src/generated/server.gen.ts')!, expected };
}

describe('schemas.gen.ts', () => {
  it('prints each distinct schema once; the other tools name it under their own constant', () => {
    const { ir, schemas, expected } = rendered(tools(40, (i) => ({ description: `Echo ${i}.`, input: INPUT, output: OUTPUT })));
    expect(schemas.match(/= jsonSchema</g)).toHaveLength(2);
    expect(schemas).toContain('export const echo1Input: JsonSchemaOf<Echo1Input> = echo0Input;');
    expect(schemas).toContain('export const echo39Output: JsonSchemaOf<Echo39Output> = echo0Output;');
    expect(schemas).toContain("import { jsonSchema, type JsonSchemaOf } from './runtime/api.gen.js';");
    // Every tool's constant still holds its own schema, and what tools/list advertises is unchanged.
    const exported = evaluateSchemas(schemas);
    for (const t of ir.tools) {
      expect(exported[`${t.ident.camel}Input`], t.name).toEqual(t.input.jsonSchema);
      expect(exported[`${t.ident.camel}Output`], t.name).toEqual(t.output!.jsonSchema);
    }
    expect(exported['echo7Input']).toBe(exported['echo0Input']);
    expect(expected.tools.map((t) => t['inputSchema'])).toEqual(ir.tools.map(() => INPUT));
  });

  it('keeps inputs and outputs apart, and an input whose defaults are filled apart from a plain one', () => {
    const { schemas } = rendered({
      same: { description: 'Input and output are the same JSON.', input: PLAIN, output: PLAIN },
      defaulted: { description: 'Defaults filled in.', input: INPUT },
      plain: { description: 'Same input as same.', input: PLAIN, output: INPUT },
    });
    // same's input and output, defaulted's input (with defaults) and plain's output (INPUT's JSON, an output).
    expect(schemas.match(/= jsonSchema</g)).toHaveLength(4);
    expect(schemas).toContain('export const defaultedInput = jsonSchema<DefaultedInput>({');
    expect(schemas).toMatch(/export const plainOutput = jsonSchema<PlainOutput>\(\{[^;]*\}\);/);
    expect(schemas).toContain('export const plainInput: JsonSchemaOf<PlainInput> = sameInput;');
    expect(schemas).not.toContain('= sameOutput;');
  });
});

describe('server.gen.ts', () => {
  it('holds one literal per tool: spec, metadata, schemas and handler together', () => {
    const { server } = rendered(tools(5, (i) => ({ description: `Echo ${i}.`, input: INPUT, output: OUTPUT, rateLimit: { max: 3, perMs: 1000 } })));
    expect(server.match(/^ {2}echo\d: manifestTool\(\{$/gm)).toHaveLength(5);
    expect(server).not.toContain('defineTool(');
    expect(server).toContain('const TOOL_TABLE = new ToolTable(Object.values(TOOLS));');
    expect(server).toContain(
      '    rateLimit: rateLimiter("echo_3", { max: 3, perMs: 1000, by: "caller" }),\n    resultBudget: { tokens: 20000 },\n    handler: handlers.echo3,\n',
    );
  });
});

describe('advertised output schemas', () => {
  const typeless = { properties: { n: { type: 'integer' } }, required: ['n'] };
  const union = { anyOf: [{ type: 'string' }, { type: 'integer' }] };

  it('are emitted as tools/list shows them: a typeless root that is provably an object gets type "object"', () => {
    const { schemas, expected } = rendered({
      counted: { description: 'Typeless object output.', input: PLAIN, output: typeless },
      either: { description: 'A typeless union of scalars stays as written.', input: PLAIN, output: union },
    });
    const exported = evaluateSchemas(schemas);
    expect(exported['countedOutput']).toEqual({ type: 'object', ...typeless });
    expect(Object.keys(exported['countedOutput'] as object)[0]).toBe('type');
    expect(exported['eitherOutput']).toEqual(union);
    expect(expected.tools.map((t) => t['outputSchema'])).toEqual([exported['countedOutput'], exported['eitherOutput']]);
  });

  it('are listed by the runtime exactly as the generated schema holds them (the rule lives in the generator only)', () => {
    const table = new ToolTable([
      defineTool({
        name: 'raw',
        description: 'An output schema the generator did not prepare.',
        inputSchema: jsonSchema<Record<string, never>>({ type: 'object' }),
        outputSchema: jsonSchema(typeless),
        run: () => Promise.resolve({ content: [] }),
      }),
    ]);
    expect(table.list().tools[0]?.outputSchema).toEqual(typeless);
  });
});
