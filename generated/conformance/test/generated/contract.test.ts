// generated — do not edit. Source: ../../specs/conformance.yaml. Regenerate with `mcpgen generate`.
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
    name: 'test_simple_text',
    title: 'Simple text',
    description: 'Returns a fixed text.',
    annotations: {
      title: 'Simple text',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_image_content',
    title: 'Image content',
    description: 'Returns a 1x1 PNG image.',
    annotations: {
      title: 'Image content',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_audio_content',
    title: 'Audio content',
    description: 'Returns a short WAV clip.',
    annotations: {
      title: 'Audio content',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_embedded_resource',
    title: 'Embedded resource',
    description: 'Returns an embedded text resource.',
    annotations: {
      title: 'Embedded resource',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_multiple_content_types',
    title: 'Mixed content',
    description: 'Returns text, an image and an embedded resource.',
    annotations: {
      title: 'Mixed content',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_tool_with_logging',
    title: 'Logging tool',
    description: 'Sends three log notifications (info), about 50 ms apart.',
    annotations: {
      title: 'Logging tool',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_error_handling',
    title: 'Error handling',
    description: 'Always fails with a tool error.',
    annotations: {
      title: 'Error handling',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_tool_with_progress',
    title: 'Progress tool',
    description: 'Reports progress 0, 50 and 100 of 100, about 50 ms apart.',
    annotations: {
      title: 'Progress tool',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_sampling',
    title: 'Sampling',
    description: "Asks the client's model to answer the prompt (sampling/createMessage).",
    annotations: {
      title: 'Sampling',
      readOnlyHint: true,
      openWorldHint: true,
    },
    inputSchema: {
      type: 'object',
      properties: {
        prompt: {
          type: 'string',
          description: 'The prompt for the model',
        },
      },
      required: ['prompt'],
    },
  },
  {
    name: 'test_elicitation',
    title: 'Elicitation',
    description: 'Asks the user for a username and an email address (elicitation/create).',
    annotations: {
      title: 'Elicitation',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        message: {
          type: 'string',
          description: 'What to ask the user',
        },
      },
      required: ['message'],
    },
  },
  {
    name: 'test_elicitation_sep1034_defaults',
    title: 'Elicitation defaults',
    description: 'Elicits a form whose fields all have defaults (SEP-1034).',
    annotations: {
      title: 'Elicitation defaults',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_elicitation_sep1330_enums',
    title: 'Elicitation enums',
    description: 'Elicits single- and multi-select enums, titled and untitled (SEP-1330).',
    annotations: {
      title: 'Elicitation enums',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'json_schema_2020_12_tool',
    title: 'JSON Schema 2020-12',
    description:
      'Takes arguments described with JSON Schema 2020-12 features ($defs, $ref, allOf/anyOf, if/then/else).',
    annotations: {
      title: 'JSON Schema 2020-12',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        name: {
          type: 'string',
        },
        address: {
          $ref: '#/$defs/Address',
        },
        contactMethod: {
          type: 'string',
          enum: ['phone', 'email'],
        },
        phone: {
          type: 'string',
        },
        email: {
          type: 'string',
        },
      },
      allOf: [
        {
          anyOf: [
            {
              required: ['phone'],
            },
            {
              required: ['email'],
            },
          ],
        },
      ],
      if: {
        properties: {
          contactMethod: {
            const: 'phone',
          },
        },
        required: ['contactMethod'],
      },
      then: {
        required: ['phone'],
      },
      else: {
        required: ['email'],
      },
      additionalProperties: false,
      $defs: {
        Address: {
          type: 'object',
          properties: {
            street: {
              type: 'string',
            },
            city: {
              type: 'string',
            },
          },
        },
      },
    },
  },
  {
    name: 'test_x_mcp_header',
    title: 'Header-mirrored argument',
    description: 'Echoes the region, which clients also send as the Mcp-Param-Region header (SEP-2243).',
    annotations: {
      title: 'Header-mirrored argument',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      properties: {
        region: {
          type: 'string',
          'x-mcp-header': 'Region',
        },
        level: {
          type: 'integer',
        },
      },
    },
  },
  {
    name: 'test_missing_capability',
    title: 'Sampling round trip',
    description: "Needs the client's sampling capability (input_required with a sampling request).",
    annotations: {
      title: 'Sampling round trip',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_streaming_elicitation',
    title: 'No server requests',
    description: 'Answers with a result only, never a server-to-client request.',
    annotations: {
      title: 'No server requests',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_logging_tool',
    title: 'Level-gated log',
    description: "Logs one info message, subject to the client's log level.",
    annotations: {
      title: 'Level-gated log',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_input_required_result_elicitation',
    title: 'Input required (elicitation)',
    description: "Asks for the user's name through input_required, then greets them.",
    annotations: {
      title: 'Input required (elicitation)',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_input_required_result_sampling',
    title: 'Input required (sampling)',
    description: "Asks the client's model a question through input_required.",
    annotations: {
      title: 'Input required (sampling)',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_input_required_result_list_roots',
    title: 'Input required (roots)',
    description: "Asks for the client's roots through input_required.",
    annotations: {
      title: 'Input required (roots)',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_input_required_result_request_state',
    title: 'Input required (request state)',
    description: 'Asks for a confirmation and carries signed request state across the retry.',
    annotations: {
      title: 'Input required (request state)',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_input_required_result_multiple_inputs',
    title: 'Input required (several inputs)',
    description: 'Asks for a name, a sampled greeting and the roots in one round.',
    annotations: {
      title: 'Input required (several inputs)',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_input_required_result_multi_round',
    title: 'Input required (two rounds)',
    description: 'Asks two questions in two rounds, keeping the first answer in request state.',
    annotations: {
      title: 'Input required (two rounds)',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_input_required_result_tampered_state',
    title: 'Input required (tampered state)',
    description: 'Rejects request state that was not minted by this server.',
    annotations: {
      title: 'Input required (tampered state)',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
  {
    name: 'test_input_required_result_capabilities',
    title: 'Input required (capabilities)',
    description: 'Asks only for the inputs the client declared it can provide.',
    annotations: {
      title: 'Input required (capabilities)',
      readOnlyHint: true,
      openWorldHint: false,
    },
    inputSchema: {
      type: 'object',
      additionalProperties: false,
    },
  },
];

/** Tools with required input: calling them with no arguments must be refused before the handler runs. */
const REQUIRED_INPUT: readonly string[] = ['test_sampling', 'test_elicitation'];

const EXPECTED_RESOURCES: readonly string[] = [
  'test://static-text',
  'test://static-binary',
  'test://watched-resource',
];
const EXPECTED_TEMPLATES: readonly string[] = ['test://template/{id}/data'];
const EXPECTED_PROMPTS: readonly string[] = [
  'test_simple_prompt',
  'test_prompt_with_arguments',
  'test_prompt_with_embedded_resource',
  'test_prompt_with_image',
  'test_input_required_result_prompt',
];

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
