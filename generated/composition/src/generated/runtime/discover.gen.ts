// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Discover mode (MCPGEN_TOOLSETS=discover): tools/list holds two tools whatever the size of the server.
// search_tools ranks every tool with MiniSearch (BM25+) over its name, title, description and its toolset's
// description, then favours titles the query covers whole and, for a query without a verb, tools that create.
// call_tool runs any tool through the full table, so validation, scopes, rate limits, progress, cancellation and
// errors are exactly those of a direct tools/call.
import MiniSearch from 'minisearch';
import type { Tool } from '@modelcontextprotocol/server';
import { jsonSchema } from './api.gen.js';
import { nearest } from './arguments.gen.js';
import { visibleTools } from './auth.gen.js';
import { defineTool, ToolTable } from './tool-table.gen.js';

export const SEARCH_TOOLS = 'search_tools';
export const CALL_TOOL = 'call_tool';
const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 50;
/** How much a creating tool gains when the query names no verb; 1.25–2 rank the same on the tested queries. */
const MAKE_BOOST = 1.5;

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

/** The processed terms of a text, in order, as the index sees them. */
const terms = (text: string): string[] => tokenize(text).flatMap((t) => processTerm(t) ?? []);

const titleOf = (t: Tool): string => t.title ?? t.annotations?.title ?? '';

/** The annotations an imported POST gets: a tool that makes something. */
const creates = (t: Tool | undefined): boolean =>
  t?.annotations?.readOnlyHint === false && t.annotations.destructiveHint === false && t.annotations.idempotentHint === false;

/** Builds the index over `full` (every tool) and returns the two-tool table served in its place. */
export function discoverTable(full: ToolTable, toolsetDescription: (tool: string) => string | undefined): ToolTable {
  const listed = full.list().tools;
  const byName = new Map(listed.map((t) => [t.name, t]));
  const index = new MiniSearch<{ id: string; name: string; title: string; description: string; toolset: string }>({
    fields: ['name', 'title', 'description', 'toolset'],
    tokenize,
    processTerm,
    // Titles (an API's operation summaries) say best what a tool does; long descriptions and the toolset's
    // description mostly repeat the nouns every tool of a toolset shares, so they weigh less.
    searchOptions: { boost: { name: 1, title: 3, description: 0.5, toolset: 0.5 }, combineWith: 'OR' },
  });
  index.addAll(
    listed.map((t) => ({
      id: t.name,
      name: t.name,
      title: titleOf(t),
      description: t.description ?? '',
      toolset: toolsetDescription(t.name) ?? '',
    })),
  );
  const titleTerms = new Map(listed.map((t) => [t.name, terms(titleOf(t))]));
  // The server's own verbs: the first word of each title ("create", "list", "merge", "star"...).
  const verbs = new Set(listed.map((t) => terms(titleOf(t))[0]).filter((v) => v !== undefined));
  const rank = (query: string): string[] => {
    // A query naming none of these verbs names a thing to make ("comment on an issue", "upload a file"), so tools
    // that create (not read-only, not destructive, not idempotent: an HTTP POST) come first among equals.
    const makes = !terms(query).some((t) => verbs.has(t));
    const boostDocument = (id: unknown): number => (creates(byName.get(id as string)) ? MAKE_BOOST : 1);
    const hits = index.search(query, makes ? { boostDocument } : {});
    // A title the query covers whole ("get a repository" → "Get a repository") beats one that merely contains it.
    const scored = hits.map((h) => {
      const title = titleTerms.get(h.id as string) ?? [];
      const covered = title.filter((t) => h.match[t]?.includes('title')).length;
      return { name: h.id as string, score: h.score * (1 + (title.length === 0 ? 0 : covered / title.length)) };
    });
    return scored.sort((a, b) => b.score - a.score).map((h) => h.name);
  };
  return new ToolTable([
    defineTool<SearchInput>({
      name: SEARCH_TOOLS,
      title: 'Search tools',
      description: `Finds the tools of this server (${listed.length}) that fit a task, best first, with their input schemas. Call one with ${CALL_TOOL}.`,
      annotations: { readOnlyHint: true, openWorldHint: false },
      inputSchema: searchInput,
      run: async ({ query, limit }, ctx) => {
        const found = rank(query)
          .slice(0, Math.min(limit ?? DEFAULT_LIMIT, MAX_LIMIT))
          .map((name) => byName.get(name)!);
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
        const guess = nearest(input.name, visible) ?? rank(input.name).find((name) => visible.includes(name));
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
