// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Discover mode (MCPGEN_TOOLSETS=discover): tools/list holds two tools whatever the size of the server.
// search_tools ranks every tool (discover-rank.gen.ts) and answers "nothing fits" with the closest toolsets when the
// best tool covers too little of the request: a wrong call costs more than a second search.
// call_tool runs any tool through the full table, so validation, scopes, rate limits, progress, cancellation and
// errors are exactly those of a direct tools/call.
import type { Tool } from '@modelcontextprotocol/server';
import { jsonSchema } from './api.gen.js';
import { nearest } from './arguments.gen.js';
import { visibleTools } from './auth.gen.js';
import { type ToolsetAbout, toolRanker } from './discover-rank.gen.js';
import { defineTool, ToolTable } from './tool-table.gen.js';

export const SEARCH_TOOLS = 'search_tools';
export const CALL_TOOL = 'call_tool';
const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 50;

interface SearchInput {
  readonly query: string;
  readonly limit?: number;
}

interface CallInput {
  readonly name: string;
  readonly arguments?: Record<string, unknown>;
}

const searchInput = jsonSchema<SearchInput>({
  type: 'object',
  properties: {
    query: { type: 'string', minLength: 1, description: 'What the tool should do, in a few words.' },
    limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, description: `How many tools to return (default ${DEFAULT_LIMIT}).` },
  },
  required: ['query'],
  additionalProperties: false,
});

const callInput = jsonSchema<CallInput>({
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, description: 'The tool name, as search_tools returned it.' },
    arguments: { type: 'object', description: "The tool's arguments, matching its inputSchema." },
  },
  required: ['name'],
  additionalProperties: false,
});

/** Builds the index over `full` (every tool) and returns the two-tool table served in its place. */
export function discoverTable(full: ToolTable, toolsetOf: (tool: string) => ToolsetAbout | undefined): ToolTable {
  const listed = full.list().tools;
  const byName = new Map(listed.map((t) => [t.name, t]));
  const rank = toolRanker(listed, toolsetOf);
  return new ToolTable([
    defineTool<SearchInput>({
      name: SEARCH_TOOLS,
      title: 'Search tools',
      description: `Finds the tools of this server (${listed.length}) that fit a task, best first, with their input schemas; when none fits, says so and names the closest toolsets. Call one with ${CALL_TOOL}.`,
      annotations: { readOnlyHint: true, openWorldHint: false },
      inputSchema: searchInput,
      run: async ({ query, limit }, ctx) => {
        const ranking = rank(query);
        if (!ranking.fits) {
          // Nothing fits: no tool to call by mistake, and where the server comes closest, to search again there.
          const toolsets = ranking.closestToolsets.map((t) => ({ name: t.name, description: t.description }));
          const answer = { tools: [], nothingFits: true, toolsets };
          const closest = toolsets.length === 0 ? '' : ` Closest toolsets: ${toolsets.map((t) => t.name).join(', ')}.`;
          const text = `No tool of this server fits "${query}".${closest}`;
          return { content: [{ type: 'text', text }], structuredContent: answer };
        }
        const found = ranking.tools.slice(0, Math.min(limit ?? DEFAULT_LIMIT, MAX_LIMIT)).map((name) => byName.get(name)!);
        const tools = visibleTools({ tools: found }, ctx.http?.authInfo).tools.map(summary);
        return { content: [{ type: 'text', text: JSON.stringify({ tools }) }], structuredContent: { tools } };
      },
    }),
    defineTool<CallInput>({
      name: CALL_TOOL,
      title: 'Call a tool',
      description: `Runs a tool of this server by name with its arguments; find tools and their input schemas with ${SEARCH_TOOLS}.`,
      inputSchema: callInput,
      run: async (input, ctx, server) => {
        if (byName.has(input.name)) return await full.call(server, input.name, input.arguments ?? {}, ctx);
        // A misspelt or half-remembered name: the nearest visible one by spelling, else the best search hit for it.
        const visible = visibleTools({ tools: listed }, ctx.http?.authInfo).tools.map((t) => t.name);
        const guess = nearest(input.name, visible) ?? rank(input.name).tools.find((name) => visible.includes(name));
        const text = `Tool ${input.name} not found${guess !== undefined ? ` (did you mean ${JSON.stringify(guess)}?)` : ''}; find tools and their input schemas with ${SEARCH_TOOLS}.`;
        return { content: [{ type: 'text', text }], isError: true };
      },
    }),
  ]);
}

const summary = (t: Tool): Record<string, unknown> => ({
  name: t.name,
  ...(t.title !== undefined && { title: t.title }),
  ...(t.description !== undefined && { description: t.description }),
  inputSchema: t.inputSchema,
});
