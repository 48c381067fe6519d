// generated — do not edit. Source: ../../specs/per-user.yaml. Regenerate with `npm run generate`.
// The server against its manifest, through the official MCP client over stdio in both protocol eras: what it
// advertises is exactly what the manifest declares, and input the schema rejects never reaches a handler.
// Run with `npm test` (tsx --test). Add your own test files to the "test" script of package.json.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';

const PROJECT = fileURLToPath(new URL('../../', import.meta.url));

/** tools/list as the manifest declares it, in manifest order (expected-tools.json, generated next to this file). */
const expected = JSON.parse(readFileSync(new URL('./expected-tools.json', import.meta.url), 'utf8')) as {
  sharedDefs?: Record<string, unknown>;
  tools: Record<string, unknown>[];
};

/** A definition that several schemas embed is written once: their $defs name it (a string, never a schema). */
function withSharedDefs(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || !('$defs' in schema)) return schema;
  const defs = Object.entries(schema.$defs as Record<string, unknown>).map(([name, value]) => [
    name,
    typeof value === 'string' ? expected.sharedDefs?.[value] : value,
  ]);
  return { ...schema, $defs: Object.fromEntries(defs) };
}

const EXPECTED_TOOLS: readonly Record<string, unknown>[] = expected.tools.map((tool) => ({
  ...tool,
  inputSchema: withSharedDefs(tool['inputSchema']),
  ...('outputSchema' in tool && { outputSchema: withSharedDefs(tool['outputSchema']) }),
}));

/** Tools with required input: calling them with no arguments must be refused before the handler runs. */
const REQUIRED_INPUT: readonly string[] = [];

const EXPECTED_RESOURCES: readonly string[] = [];
const EXPECTED_TEMPLATES: readonly string[] = [];
const EXPECTED_PROMPTS: readonly string[] = [];

const ERAS = [
  { label: '2026-07-28', mode: { pin: '2026-07-28' } },
  { label: '2025-11-25', mode: 'legacy' },
] as const;

for (const era of ERAS) {
  describe(`contract over stdio (${era.label})`, () => {
    let client: Client;

    before(async () => {
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: ['--import', 'tsx', 'src/main.ts'],
        cwd: PROJECT,
        env: { ...getDefaultEnvironment(), MCPGEN_LOG_LEVEL: 'error' },
        stderr: 'inherit',
      });
      client = new Client(
        { name: 'contract-test', version: '0.0.0' },
        { versionNegotiation: { mode: era.mode } },
      );
      await client.connect(transport);
    });
    after(() => client?.close());

    it('negotiates the era', () => {
      assert.equal(client.getNegotiatedProtocolVersion(), era.label);
    });

    it('lists every tool of the manifest, in order, with its metadata', async () => {
      const { tools } = await client.listTools();
      assert.deepEqual(
        tools.map((t) => t.name),
        EXPECTED_TOOLS.map((t) => t['name']),
      );
      for (const [i, expected] of EXPECTED_TOOLS.entries()) {
        const tool = tools[i] as unknown as Record<string, unknown>;
        for (const key of ['title', 'description', 'annotations', 'inputSchema'] as const) {
          assert.deepEqual(tool[key], expected[key], `${String(expected['name'])}: ${key}`);
        }
        // 2025-11-25 clients see non-object output schemas wrapped as { result }; the 2026-07-28 wire is exact.
        if (era.label === '2026-07-28')
          assert.deepEqual(
            tool['outputSchema'],
            expected['outputSchema'],
            `${String(expected['name'])}: outputSchema`,
          );
        else assert.equal(tool['outputSchema'] !== undefined, expected['outputSchema'] !== undefined);
      }
    });

    for (const name of REQUIRED_INPUT) {
      it(`refuses ${name} without its required input`, async () => {
        const result = await client
          .callTool({ name, arguments: {} })
          .catch((error: unknown) => ({ thrown: error }));
        if ('thrown' in result) assert.match(String(result.thrown), /-32602|invalid/i);
        else assert.equal(result.isError, true, JSON.stringify(result));
      });
    }

    it('answers an unknown tool with an error, not a crash', async () => {
      const result = await client
        .callTool({ name: 'no-such-tool-in-the-manifest' })
        .catch((error: unknown) => ({ thrown: error }));
      if ('thrown' in result) assert.match(String(result.thrown), /-32602|not found/i);
      else assert.equal(result.isError, true);
    });

    if (EXPECTED_RESOURCES.length > 0 || EXPECTED_TEMPLATES.length > 0) {
      it('lists the resources and resource templates of the manifest', async () => {
        const { resources } = await client.listResources();
        assert.deepEqual(
          resources.map((r) => r.uri),
          EXPECTED_RESOURCES,
        );
        const { resourceTemplates } = await client.listResourceTemplates();
        assert.deepEqual(
          resourceTemplates.map((t) => t.uriTemplate),
          EXPECTED_TEMPLATES,
        );
      });
    }

    if (EXPECTED_PROMPTS.length > 0) {
      it('lists the prompts of the manifest', async () => {
        const { prompts } = await client.listPrompts();
        assert.deepEqual(
          prompts.map((p) => p.name),
          EXPECTED_PROMPTS,
        );
      });
    }
  });
}
