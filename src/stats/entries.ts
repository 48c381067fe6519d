// The two entries discover mode serves in place of the tools (runtime/discover.gen.ts); each tool's own entry is
// ir/wire-tool.ts's. test/e2e/stats.test.ts holds both to a real tools/list.
import type { WireTool } from '../ir/wire-tool.js';

/** Discover mode's tools/list for a server of `count` tools: search_tools and call_tool, as discover.gen.ts lists them. */
export function discoverTools(count: number): WireTool[] {
  return [
    {
      name: 'search_tools',
      title: 'Search tools',
      description: `Finds the tools of this server (${count}) that fit a task, best first, with their input schemas; when none fits, says so and names the closest toolsets. Call one with call_tool.`,
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', minLength: 1, description: 'What the tool should do, in a few words.' },
          limit: { type: 'integer', minimum: 1, maximum: 50, description: 'How many tools to return (default 5).' },
        },
        required: ['query'],
        additionalProperties: false,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    {
      name: 'call_tool',
      title: 'Call a tool',
      description: 'Runs a tool of this server by name with its arguments; find tools and their input schemas with search_tools.',
      inputSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 1, description: 'The tool name, as search_tools returned it.' },
          arguments: { type: 'object', description: "The tool's arguments, matching its inputSchema." },
        },
        required: ['name'],
        additionalProperties: false,
      },
    },
  ];
}
