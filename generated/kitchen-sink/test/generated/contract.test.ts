// generated — do not edit. Source: ../../specs/kitchen-sink.yaml. Regenerate with `mcpgen generate`.
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
    name: 'status',
    title: 'Server status',
    description: 'Says the server is up. Takes no arguments.',
    annotations: {
      title: 'Server status',
      readOnlyHint: true,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'echo',
    title: 'Echo',
    description:
      'Echoes its arguments back, normalized. Multi-line\ndescription with "quotes" and \'apostrophes\'.',
    annotations: {
      title: 'Echo',
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        text: {
          type: 'string',
          minLength: 1,
          maxLength: 200,
        },
        mode: {
          type: 'string',
          enum: ['upper', 'lower', 'keep'],
          default: 'keep',
        },
        repeat: {
          type: 'integer',
          minimum: 1,
          maximum: 5,
          default: 1,
        },
        note: {
          type: ['string', 'null'],
          description: 'A nullable note',
        },
        id: {
          anyOf: [
            {
              type: 'string',
              minLength: 1,
            },
            {
              type: 'integer',
              minimum: 0,
            },
          ],
        },
        at: {
          type: 'string',
          format: 'date-time',
        },
      },
      required: ['text'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: {
        text: {
          type: 'string',
        },
        mode: {
          type: 'string',
          enum: ['upper', 'lower', 'keep'],
        },
        note: {
          type: ['string', 'null'],
        },
        id: {
          anyOf: [
            {
              type: 'string',
            },
            {
              type: 'integer',
            },
          ],
        },
        length: {
          type: 'integer',
          minimum: 0,
        },
      },
      required: ['text', 'mode', 'note', 'length'],
      additionalProperties: false,
    },
  },
  {
    name: 'files.read-text',
    title: 'Read a text file',
    description: "Reads one of the server's built-in virtual text files.",
    annotations: {
      title: 'Read a text file',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        path: {
          type: 'string',
          minLength: 1,
        },
        maxBytes: {
          type: 'integer',
          minimum: 1,
          default: 1024,
        },
      },
      required: ['path'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: {
        path: {
          type: 'string',
        },
        text: {
          type: 'string',
        },
        truncated: {
          type: 'boolean',
        },
      },
      required: ['path', 'text', 'truncated'],
      additionalProperties: false,
    },
  },
  {
    name: 'tag.upsert',
    title: 'Create or update a tag',
    description: 'Stores a tag in memory (per process) and returns it.',
    annotations: {
      title: 'Create or update a tag',
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        tag: {
          $ref: '#/$defs/Tag',
        },
        expectedVersion: {
          type: ['integer', 'null'],
          minimum: 0,
        },
      },
      required: ['tag'],
      additionalProperties: false,
      $defs: {
        Tag: {
          type: 'object',
          properties: {
            name: {
              type: 'string',
              pattern: '^[a-z][a-z0-9-]*$',
            },
            color: {
              type: 'string',
              enum: ['red', 'green', 'blue'],
            },
            note: {
              type: ['string', 'null'],
            },
          },
          required: ['name', 'color'],
          additionalProperties: false,
        },
      },
    },
    outputSchema: {
      type: 'object',
      properties: {
        tag: {
          $ref: '#/$defs/Tag',
        },
        version: {
          type: 'integer',
          minimum: 1,
        },
      },
      required: ['tag', 'version'],
      additionalProperties: false,
      $defs: {
        Tag: {
          type: 'object',
          properties: {
            name: {
              type: 'string',
              pattern: '^[a-z][a-z0-9-]*$',
            },
            color: {
              type: 'string',
              enum: ['red', 'green', 'blue'],
            },
            note: {
              type: ['string', 'null'],
            },
          },
          required: ['name', 'color'],
          additionalProperties: false,
        },
      },
    },
  },
  {
    name: 'tags.list',
    title: 'List tags',
    description: 'Lists the built-in tags, optionally filtered by color.',
    annotations: {
      title: 'List tags',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        color: {
          type: 'string',
          enum: ['red', 'green', 'blue'],
        },
      },
      additionalProperties: false,
    },
    outputSchema: {
      type: 'array',
      items: {
        $ref: '#/$defs/Tag',
      },
      $defs: {
        Tag: {
          type: 'object',
          properties: {
            name: {
              type: 'string',
              pattern: '^[a-z][a-z0-9-]*$',
            },
            color: {
              type: 'string',
              enum: ['red', 'green', 'blue'],
            },
            note: {
              type: ['string', 'null'],
            },
          },
          required: ['name', 'color'],
          additionalProperties: false,
        },
      },
    },
  },
  {
    name: 'tag.get',
    title: 'Get tag',
    description: 'Returns one built-in tag by name.',
    annotations: {
      title: 'Get tag',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        name: {
          type: 'string',
        },
      },
      required: ['name'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      $ref: '#/$defs/Tag',
      $defs: {
        Tag: {
          type: 'object',
          properties: {
            name: {
              type: 'string',
              pattern: '^[a-z][a-z0-9-]*$',
            },
            color: {
              type: 'string',
              enum: ['red', 'green', 'blue'],
            },
            note: {
              type: ['string', 'null'],
            },
          },
          required: ['name', 'color'],
          additionalProperties: false,
        },
      },
    },
  },
  {
    name: 'tree.stats',
    title: 'Tree statistics',
    description: 'Sums and counts the nodes of a tree and returns it mirrored.',
    annotations: {
      title: 'Tree statistics',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        tree: {
          $ref: '#/$defs/TreeNode',
        },
      },
      required: ['tree'],
      additionalProperties: false,
      $defs: {
        TreeNode: {
          type: 'object',
          properties: {
            value: {
              type: 'number',
            },
            children: {
              type: 'array',
              items: {
                $ref: '#/$defs/TreeNode',
              },
            },
          },
          required: ['value'],
          additionalProperties: false,
        },
      },
    },
    outputSchema: {
      type: 'object',
      properties: {
        sum: {
          type: 'number',
        },
        count: {
          type: 'integer',
          minimum: 1,
        },
        depth: {
          type: 'integer',
          minimum: 1,
        },
        mirrored: {
          $ref: '#/$defs/TreeNode',
        },
      },
      required: ['sum', 'count', 'depth', 'mirrored'],
      additionalProperties: false,
      $defs: {
        TreeNode: {
          type: 'object',
          properties: {
            value: {
              type: 'number',
            },
            children: {
              type: 'array',
              items: {
                $ref: '#/$defs/TreeNode',
              },
            },
          },
          required: ['value'],
          additionalProperties: false,
        },
      },
    },
  },
  {
    name: 'geometry.measure',
    title: 'Measure shapes',
    description: 'Returns the area of each shape and the bounding box of all of them.',
    annotations: {
      title: 'Measure shapes',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        shapes: {
          type: 'array',
          items: {
            $ref: '#/$defs/Shape',
          },
          minItems: 1,
        },
        precision: {
          type: 'integer',
          minimum: 0,
          maximum: 6,
        },
      },
      required: ['shapes'],
      additionalProperties: false,
      $defs: {
        Point: {
          type: 'object',
          properties: {
            x: {
              type: 'number',
            },
            y: {
              type: 'number',
            },
          },
          required: ['x', 'y'],
          additionalProperties: false,
        },
        Shape: {
          oneOf: [
            {
              type: 'object',
              properties: {
                kind: {
                  const: 'circle',
                },
                center: {
                  $ref: '#/$defs/Point',
                },
                radius: {
                  type: 'number',
                  exclusiveMinimum: 0,
                },
              },
              required: ['kind', 'center', 'radius'],
              additionalProperties: false,
            },
            {
              type: 'object',
              properties: {
                kind: {
                  const: 'rect',
                },
                corners: {
                  type: 'array',
                  prefixItems: [
                    {
                      $ref: '#/$defs/Point',
                    },
                    {
                      $ref: '#/$defs/Point',
                    },
                  ],
                  items: false,
                  minItems: 2,
                },
              },
              required: ['kind', 'corners'],
              additionalProperties: false,
            },
          ],
        },
      },
    },
    outputSchema: {
      type: 'object',
      properties: {
        areas: {
          type: 'array',
          items: {
            type: 'number',
          },
        },
        boundingBox: {
          type: 'array',
          prefixItems: [
            {
              $ref: '#/$defs/Point',
            },
            {
              $ref: '#/$defs/Point',
            },
          ],
          items: false,
          minItems: 2,
        },
      },
      required: ['areas', 'boundingBox'],
      additionalProperties: false,
      $defs: {
        Point: {
          type: 'object',
          properties: {
            x: {
              type: 'number',
            },
            y: {
              type: 'number',
            },
          },
          required: ['x', 'y'],
          additionalProperties: false,
        },
      },
    },
  },
  {
    name: 'delete',
    title: 'Delete a tag',
    description: 'Deletes a tag by name and reports what happened.',
    annotations: {
      title: 'Delete a tag',
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        name: {
          type: 'string',
          minLength: 1,
        },
        force: {
          type: 'boolean',
          default: false,
        },
      },
      required: ['name'],
      additionalProperties: false,
    },
  },
  {
    name: 'info',
    description: 'Returns process information as JSON (no output schema).',
    inputSchema: {
      type: 'object',
      properties: {
        verbose: {
          type: 'boolean',
        },
      },
      additionalProperties: false,
    },
  },
  {
    name: 'image.render',
    title: 'Render a swatch',
    description: 'Renders a 1x1 PNG swatch of the given color.',
    annotations: {
      title: 'Render a swatch',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        color: {
          type: 'string',
          enum: ['red', 'green', 'blue'],
        },
      },
      required: ['color'],
      additionalProperties: false,
    },
  },
  {
    name: 'fail',
    title: 'Fail on purpose',
    description: 'Throws the selected error class, to test the error mapping.',
    annotations: {
      title: 'Fail on purpose',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        error: {
          type: 'string',
          enum: [
            'RateLimited',
            'TagNotFound',
            'Conflict',
            'Unavailable',
            'InvalidParamsError',
            'InvalidRequestError',
            'NotFoundError',
            'PermissionDeniedError',
            'InternalError',
            'unexpected',
          ],
        },
        message: {
          type: 'string',
          minLength: 1,
        },
      },
      required: ['error'],
      additionalProperties: false,
    },
  },
  {
    name: 'countdown',
    title: 'Count down',
    description:
      'Counts down `steps` steps, pausing delayMs per step and reporting progress; fails at the end if asked to.',
    annotations: {
      title: 'Count down',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        steps: {
          type: 'integer',
          minimum: 1,
          maximum: 10000,
        },
        delayMs: {
          type: 'integer',
          minimum: 0,
          maximum: 5000,
          description: 'Pause per step',
        },
        fail: {
          type: 'boolean',
          description: 'Throw Unavailable after the last step',
        },
      },
      required: ['steps', 'delayMs'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: {
        steps: {
          type: 'integer',
        },
      },
      required: ['steps'],
      additionalProperties: false,
    },
  },
  {
    name: 'todo-later',
    description: 'A tool whose handler is still the generated stub.',
    annotations: {
      readOnlyHint: true,
    },
    inputSchema: {
      type: 'object',
      properties: {
        anything: {
          type: 'string',
        },
      },
      additionalProperties: false,
    },
  },
];

/** Tools with required input: calling them with no arguments must be refused before the handler runs. */
const REQUIRED_INPUT: readonly string[] = [
  'echo',
  'files.read-text',
  'tag.upsert',
  'tag.get',
  'tree.stats',
  'geometry.measure',
  'delete',
  'image.render',
  'fail',
  'countdown',
];

const EXPECTED_RESOURCES: readonly string[] = [
  'kitchen://readme',
  'https://kitchen.example/swatches/red.png',
  'kitchen://counters',
  'kitchen://rate-limited',
  'kitchen://todo',
];
const EXPECTED_TEMPLATES: readonly string[] = [
  'kitchen://tags/{name}',
  'kitchen://files/{+path}',
  'kitchen://palettes/{theme}/{colors*}',
];
const EXPECTED_PROMPTS: readonly string[] = ['summarize', 'greeting', 'fail', 'todo'];

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
