// A definition that several tool schemas embed is printed once in schemas.gen.ts and expected-tools.json
// (src/render/shared-defs.ts): what the server advertises must stay, byte for byte, each schema as the IR has it.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { ServerIR, ToolIR } from '../../src/ir/types.js';
import { advertisedOutputSchema } from '../../src/ir/wire-tool.js';
import { renderFiles } from '../../src/render/index.js';
import { sharedDefs, withSharedRefs } from '../../src/render/shared-defs.js';
import { parseManifest } from '../../src/manifest/load.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { normalizeManifest } from '../../src/ir/normalize.js';
import { listSpecs, specIR } from '../support/specs.js';

/** schemas.gen.ts evaluated, with jsonSchema() returning the document it wraps: export name → JSON text. */
function evaluateSchemas(source: string): Map<string, string> {
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, unknown> = {};
  const require = (id: string) => {
    if (id !== './runtime/api.gen.js') throw new Error(`unexpected import ${id}`);
    return { jsonSchema: (document: unknown) => document };
  };
  new Function('exports', 'require', js)(exports, require);
  return new Map(Object.entries(exports).map(([name, value]) => [name, JSON.stringify(value)]));
}

/** expected-tools.json with each shared definition put back (what the generated contract test does). */
function expectedTools(json: string): Record<string, unknown>[] {
  const expected = JSON.parse(json) as { sharedDefs?: Record<string, unknown>; tools: Record<string, unknown>[] };
  const resolve = (schema: unknown) =>
    typeof schema === 'object' && schema !== null && '$defs' in schema
      ? {
          ...schema,
          $defs: Object.fromEntries(Object.entries(schema.$defs as object).map(([k, v]) => [k, typeof v === 'string' ? expected.sharedDefs![v] : v])),
        }
      : schema;
  return expected.tools.map((t) => ({
    ...t,
    inputSchema: resolve(t['inputSchema']),
    ...('outputSchema' in t && { outputSchema: resolve(t['outputSchema']) }),
  }));
}

function checkRendered(ir: ServerIR): void {
  const files = new Map(renderFiles(ir));
  const exported = evaluateSchemas(files.get('src/generated/schemas.gen.ts')!);
  const tools = expectedTools(files.get('test/generated/expected-tools.json')!);
  // An app-only MCP Apps tool is not in expected-tools.json (the contract test's client does not list it).
  const listed = new Map(tools.map((t) => [t['name'], t]));
  expect([...listed.keys()]).toEqual(ir.tools.filter((t) => t.ui?.visibility?.includes('model') !== false).map((t) => t.name));
  for (const t of ir.tools) {
    const advertised = listed.get(t.name);
    expect(exported.get(`${t.ident.camel}Input`), t.name).toBe(JSON.stringify(t.input.jsonSchema));
    if (advertised) expect(advertised['inputSchema'], t.name).toEqual(t.input.jsonSchema);
    if (!t.output) continue;
    // The output is held as tools/list advertises it (ir/wire-tool.ts): the runtime lists it as is.
    expect(exported.get(`${t.ident.camel}Output`), t.name).toBe(JSON.stringify(advertisedOutputSchema(t.output.jsonSchema)));
    // advertise { outputSchema: false }: typed and checked by the server, left out of tools/list.
    if (advertised && t.advertise?.outputSchema === false) expect(advertised, t.name).not.toHaveProperty('outputSchema');
    else if (advertised) expect(JSON.stringify(advertised['outputSchema']), t.name).toBe(JSON.stringify(advertisedOutputSchema(t.output.jsonSchema)));
  }
}

const MANIFEST = {
  mcpgen: 1,
  server: { name: 'shared-defs', version: '1.0.0' },
  definitions: {
    Node: { type: 'object', properties: { label: { type: 'string' }, next: { $ref: '#/definitions/Node' } } },
    Kind: { type: 'string', enum: ['a', 'b'] },
    AVeryLongDefinitionNameThatPushesTheSharedReferenceLinePastTheWidth: { type: 'integer', minimum: 0 },
    Once: { type: 'boolean' },
  },
  tools: {
    a: {
      description: 'Every definition.',
      input: {
        type: 'object',
        properties: Object.fromEntries(
          ['Node', 'Kind', 'AVeryLongDefinitionNameThatPushesTheSharedReferenceLinePastTheWidth', 'Once'].map((d) => [
            d.toLowerCase(),
            { $ref: `#/definitions/${d}` },
          ]),
        ),
      },
      output: { type: 'object', properties: { long: { $ref: '#/definitions/AVeryLongDefinitionNameThatPushesTheSharedReferenceLinePastTheWidth' } } },
    },
    b: { description: 'Two of them.', input: { type: 'object', properties: { n: { $ref: '#/definitions/Node' }, k: { $ref: '#/definitions/Kind' } } } },
  },
};

function manifestIR(manifest: object): ServerIR {
  const loaded = parseManifest(JSON.stringify(manifest), 'mcp.yaml');
  const { manifest: valid, diagnostics } = validateManifest(loaded);
  if (!valid) throw new Error(JSON.stringify(diagnostics));
  return normalizeManifest(valid, loaded, { source: 'mcp.yaml' });
}

describe('shared definitions', () => {
  it('are printed once and referenced where two or more schemas embed them', () => {
    const ir = manifestIR(MANIFEST);
    const files = new Map(renderFiles(ir));
    const schemas = files.get('src/generated/schemas.gen.ts')!;
    expect(schemas).toContain(
      '    AVeryLongDefinitionNameThatPushesTheSharedReferenceLinePastTheWidth: sharedDefs.AVeryLongDefinitionNameThatPushesTheSharedReferenceLinePastTheWidth',
    );
    expect([...sharedDefs(ir).table.keys()]).toEqual(['AVeryLongDefinitionNameThatPushesTheSharedReferenceLinePastTheWidth', 'Kind', 'Node']);
    expect(schemas.match(/^ {4}Node: sharedDefs\.Node,?$/gm)).toHaveLength(2);
    // Used by one schema only: stays in place.
    expect(schemas).toMatch(/^ {4}Once: \{$/m);
    expect(schemas).not.toContain('sharedDefs.Once');
    checkRendered(ir);
  });

  it.each(listSpecs().map((s) => [s.name, s.manifest] as const))('leave what %s advertises unchanged', async (_name, manifestPath) => {
    checkRendered(await specIR(manifestPath));
  });

  it('keep two different definitions of one name apart, and never share __proto__', () => {
    const schema = (defs: Record<string, unknown>) => ({ typeName: 'T', root: true, jsonSchema: { type: 'object', $defs: defs } });
    const tool = (defs: Record<string, unknown>) => ({ input: schema(defs) }) as unknown as ToolIR;
    const proto = JSON.parse('{"__proto__": {"type": "string"}}') as Record<string, unknown>;
    const ir = {
      tools: [
        tool({ A: { type: 'string' }, 'x-y': { type: 'null' }, ...proto }),
        tool({ A: { type: 'string' }, 'x-y': { type: 'null' }, ...proto }),
        tool({ A: { type: 'number' }, A_2: { type: 'boolean' } }),
        tool({ A: { type: 'number' }, A_2: { type: 'boolean' } }),
      ],
    } as unknown as ServerIR;
    const shared = sharedDefs(ir);
    expect(Object.fromEntries(shared.table)).toEqual({ A: { type: 'string' }, 'x-y': { type: 'null' }, A_2: { type: 'number' }, A_2_2: { type: 'boolean' } });
    expect(shared.keyOf('A', { type: 'number' })).toBe('A_2');
    expect(shared.keyOf('__proto__', { type: 'string' })).toBeUndefined();
    const printed = withSharedRefs(ir.tools[0]!.input.jsonSchema, shared, (key) => `<${key}>`) as { $defs: Record<string, unknown> };
    expect(Object.keys(printed.$defs)).toEqual(['A', 'x-y', '__proto__']);
    expect(printed.$defs['A']).toBe('<A>');
    expect(Object.getOwnPropertyDescriptor(printed.$defs, '__proto__')?.value).toEqual({ type: 'string' });
  });
});
