// generated — do not edit. Source: ../../specs/adversarial.yaml. Regenerate with `mcpgen generate`.
// The server against its manifest, through the official MCP client over stdio in both protocol eras: what it
// advertises is exactly what the manifest declares, and input the schema rejects never reaches a handler.
// Run with `npm test` (tsx --test). Add your own test files to the "test" script of package.json.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';

const PROJECT = fileURLToPath(new URL('../../', import.meta.url));

/** tools/list as the manifest declares it, in manifest order. */
const EXPECTED_TOOLS: readonly Record<string, unknown>[] = [
  {
    name: 'constructor',
    title: 'Constructor */ `tool`',
    description:
      'Named like Object.prototype.constructor; its input has constructor, toString and __proto__-like properties.',
    annotations: {
      title: 'Constructor */ `tool`',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        constructor: {
          type: 'string',
          description: '*/ constructor ${x}',
        },
        toString: {
          type: 'integer',
        },
        hasOwnProperty: {
          type: 'boolean',
        },
        valueOf: {
          type: 'string',
          default: 'valueOf default */',
        },
      },
      required: ['constructor'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: {
        constructor: {
          type: 'string',
        },
        toString: {
          type: ['integer', 'null'],
        },
        keys: {
          type: 'array',
          items: {
            type: 'string',
          },
        },
      },
      required: ['constructor', 'toString', 'keys'],
    },
  },
  {
    name: 'toString',
    title: 'toString',
    description: 'A tool named toString, without input.',
    annotations: {
      title: 'toString',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'hasOwnProperty',
    title: 'hasOwnProperty',
    description: 'A tool named hasOwnProperty; returns plain text.',
    annotations: {
      title: 'hasOwnProperty',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        prototype: {
          type: 'string',
        },
        isPrototypeOf: {
          type: 'string',
        },
      },
    },
  },
  {
    name: '__proto__',
    title: '__proto__',
    description: 'A tool named __proto__.',
    annotations: {
      title: '__proto__',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
    outputSchema: {
      type: 'string',
    },
  },
  {
    name: 'delete',
    title: 'delete',
    description: 'A reserved word as a tool name.',
    annotations: {
      title: 'delete',
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        id: {
          type: 'string',
          'x-mcp-header': 'Item-Id',
        },
      },
      required: ['id'],
    },
    outputSchema: {
      type: 'boolean',
    },
  },
  {
    name: 'class',
    title: 'class',
    description: 'Another reserved word; returns a tuple.',
    annotations: {
      title: 'class',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
    outputSchema: {
      type: 'array',
      prefixItems: [
        {
          type: 'string',
        },
        {
          type: 'integer',
        },
        {
          type: ['boolean', 'null'],
        },
      ],
      items: false,
      minItems: 3,
    },
  },
  {
    name: 'hostile.strings',
    title: 'Title */ /* `tick` ${t} "dq" \'sq\' \\     😀 中文 </script>',
    description:
      'Description */ /* `tick` ${d} "dq" \'sq\' back\\slash  line para 😀🎉 日本語 한국어 </script><script>alert(1)</script>\nsecond line',
    annotations: {
      title: 'Title */ /* `tick` ${t} "dq" \'sq\' \\     😀 中文 </script>',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      description: 'input */ ${schema}',
      properties: {
        '123': {
          type: 'string',
        },
        '*/': {
          type: 'string',
          description: 'closes a comment */',
        },
        '/*': {
          type: 'string',
        },
        '`': {
          type: 'string',
        },
        '${x}': {
          type: 'string',
        },
        '"': {
          type: 'string',
        },
        "'": {
          type: 'string',
        },
        '\\': {
          type: 'string',
        },
        'a-b c': {
          type: 'string',
        },
        ' ': {
          type: 'string',
        },
        '😀': {
          type: 'string',
        },
        漢字: {
          type: 'string',
        },
        '</script>': {
          type: 'string',
        },
        choice: {
          type: 'string',
          enum: ['*/', '/*', '`', '${x}', '"', "'", '\\', ' ', ' ', '😀', '中文', '</script>'],
          default: '${x}',
        },
        quoted: {
          type: 'string',
          default: '*/ `${a}` "q" \'q\' \\   😀 </script>',
          examples: ['ex */ ${e}'],
        },
      },
    },
    outputSchema: {
      type: 'object',
      properties: {
        echoed: {
          type: 'object',
          additionalProperties: {
            type: 'string',
          },
        },
        choice: {
          type: 'string',
          enum: ['*/', '/*', '`', '${x}', '"', "'", '\\', ' ', ' ', '😀', '中文', '</script>'],
        },
      },
      required: ['echoed'],
    },
  },
  {
    name: 'shapes',
    title: 'Schema shapes',
    description:
      'Recursive schemas, oneOf/anyOf/allOf, nullable types and tuples in the input; a recursive output.',
    annotations: {
      title: 'Schema shapes',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        tree: {
          $ref: '#/$defs/Node',
        },
        either: {
          oneOf: [
            {
              type: 'string',
            },
            {
              type: 'integer',
            },
          ],
        },
        any: {
          anyOf: [
            {
              type: 'object',
              properties: {
                a: {
                  type: 'string',
                },
              },
              required: ['a'],
            },
            {
              type: 'null',
            },
          ],
        },
        all: {
          allOf: [
            {
              type: 'object',
              properties: {
                x: {
                  type: 'number',
                },
              },
              required: ['x'],
            },
            {
              type: 'object',
              properties: {
                y: {
                  type: 'number',
                },
              },
            },
          ],
        },
        nullable: {
          type: ['string', 'null'],
        },
        pair: {
          type: 'array',
          prefixItems: [
            {
              type: 'string',
            },
            {
              type: 'number',
            },
          ],
          items: false,
        },
      },
      additionalProperties: false,
      $defs: {
        Node: {
          type: 'object',
          description: 'A tree node */ with ${children}',
          properties: {
            'label */': {
              type: 'string',
            },
            children: {
              type: 'array',
              items: {
                $ref: '#/$defs/Node',
              },
            },
          },
          required: ['label */'],
          additionalProperties: false,
        },
      },
    },
    outputSchema: {
      type: 'object',
      properties: {
        depth: {
          type: 'integer',
        },
        tree: {
          $ref: '#/$defs/Node',
        },
        received: {
          type: 'object',
        },
      },
      required: ['depth', 'received'],
      $defs: {
        Node: {
          type: 'object',
          description: 'A tree node */ with ${children}',
          properties: {
            'label */': {
              type: 'string',
            },
            children: {
              type: 'array',
              items: {
                $ref: '#/$defs/Node',
              },
            },
          },
          required: ['label */'],
          additionalProperties: false,
        },
      },
    },
  },
  {
    name: 'union.out',
    title: 'Union output',
    description: 'A non-object output schema with anyOf at the root.',
    annotations: {
      title: 'Union output',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        kind: {
          type: 'string',
          enum: ['number', 'text', 'list', 'nothing'],
        },
      },
      required: ['kind'],
    },
    outputSchema: {
      anyOf: [
        {
          type: 'number',
        },
        {
          type: 'string',
        },
        {
          type: 'array',
          items: {
            type: 'string',
          },
        },
        {
          type: 'null',
        },
      ],
    },
  },
];

/** Tools with required input: calling them with no arguments must be refused before the handler runs. */
const REQUIRED_INPUT: readonly string[] = ['constructor', 'delete', 'union.out'];

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
