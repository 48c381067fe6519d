// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Discover mode (MCPGEN_TOOLSETS=discover): tools/list holds two tools whatever the size of the server.
// search_tools ranks every tool with MiniSearch (BM25+) over its name, title, description and its toolset's
// description; call_tool runs any tool through the full table, so validation, scopes, rate limits, progress,
// cancellation and errors are exactly those of a direct tools/call.
import MiniSearch from 'minisearch';
import type { Tool } from '@modelcontextprotocol/server';
import { jsonSchema } from './api.gen.js';
import { visibleTools } from './auth.gen.js';
import { defineTool, ToolTable } from './tool-table.gen.js';

export const SEARCH_TOOLS = 'search_tools';
export const CALL_TOOL = 'call_tool';
const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 50;

/** Words too common to tell tools apart; dropped from queries and from the index. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'on', 'in', 'to', 'for', 'by', 'with', 'or', 'is', 'it', 'as', 'at', 'be', 'from', 'this', 'that', 'my', 'me', 'i']);

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

/** Splits names and prose alike: snake_case, kebab-case, dotted and camelCase names give their words. */
function tokenize(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== '');
}

/** Lower case, plurals folded (issues → issue, repositories → repository): "list comments" finds "comment". */
const processTerm = (term: string): string | null => {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  if (lower.length > 3 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  return lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
};

/** Builds the index over `full` (every tool) and returns the two-tool table served in its place. */
export function discoverTable(full: ToolTable, toolsetDescription: (tool: string) => string | undefined): ToolTable {
  const listed = full.list().tools;
  const byName = new Map(listed.map((t) => [t.name, t]));
  const index = new MiniSearch<{ id: string; name: string; title: string; description: string; toolset: string }>({
    fields: ['name', 'title', 'description', 'toolset'],
    tokenize,
    processTerm,
    // Titles (an API's operation summaries) say best what a tool does; 18 of 20 queries on GitHub's API find their
    // tool in the top 3 with these weights (test/e2e/toolsets-github.test.ts).
    searchOptions: { boost: { name: 2, title: 3, description: 1, toolset: 1 }, combineWith: 'OR' },
  });
  index.addAll(
    listed.map((t) => ({
      id: t.name,
      name: t.name,
      title: t.title ?? t.annotations?.title ?? '',
      description: t.description ?? '',
      toolset: toolsetDescription(t.name) ?? '',
    })),
  );
  return new ToolTable([
    defineTool<SearchInput>({
      name: SEARCH_TOOLS,
      title: 'Search tools',
      description: `Finds the tools of this server (${listed.length}) that fit a task, best first, with their input schemas. Call one with ${CALL_TOOL}.`,
      annotations: { readOnlyHint: true, openWorldHint: false },
      inputSchema: searchInput,
      run: async ({ query, limit }, ctx) => {
        const hits = index.search(query).slice(0, Math.min(limit ?? DEFAULT_LIMIT, MAX_LIMIT));
        const found = hits.map((h) => byName.get(h.id as string)!);
        const tools = visibleTools({ tools: found }, ctx.http?.authInfo).tools.map(summary);
        return { content: [{ type: 'text', text: JSON.stringify({ tools }) }], structuredContent: { tools } };
      },
    }),
    defineTool<CallInput>({
      name: CALL_TOOL,
      title: 'Call a tool',
      description: `Runs a tool of this server by name with its arguments; find tools and their input schemas with ${SEARCH_TOOLS}.`,
      inputSchema: callInput,
      run: (input, ctx, server) => full.call(server, input.name, input.arguments ?? {}, ctx),
    }),
  ]);
}

const summary = (t: Tool): Record<string, unknown> => ({
  name: t.name,
  ...(t.title !== undefined && { title: t.title }),
  ...(t.description !== undefined && { description: t.description }),
  inputSchema: t.inputSchema,
});
