// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Results that fit the client: a result over its tool's budget (manifest `resultTokens`, `budget.resultTokens`) is
// cut at a clean boundary, the items of its largest array, never inside a JSON value, and says what was cut and how
// to get the rest. Clients cap results themselves (Claude Code at about 25,000 tokens) by cutting text anywhere or
// failing the call. Tokens are estimated as characters / 3, no tokenizer in a generated server: JSON dense in numbers
// and short keys runs at about 2.4 characters a token (o200k_base), prose and API objects at 4 to 6.
import type { CallToolResult } from '@modelcontextprotocol/server';

/** `_meta` key of a cut result: { path, kept, total, budgetTokens }. */
export const CUT_META_KEY = 'dev.mcpgen/cut';

/** Few enough that a budget under a client's cap stays under it for dense JSON too. */
const CHARS_PER_TOKEN = 3;

export interface ResultBudget {
  /** Most tokens (characters / 3) of a result's content. */
  readonly tokens: number;
  /** The input property that skips items (offset, skip, start): the rest is the call with it moved on. */
  readonly offset?: string;
  /** The input property that sets how many items an answer holds (limit, per_page, pageSize, …). */
  readonly limit?: string;
}

/** Characters / 3 of what a client hands the model: the content items (structuredContent repeats the text). */
export function estimateTokens(result: CallToolResult): number {
  let chars = 0;
  for (const item of result.content ?? []) chars += item.type === 'text' ? item.text.length : JSON.stringify(item).length;
  return Math.ceil(chars / CHARS_PER_TOKEN);
}

type Json = unknown;
type Path = readonly (string | number)[];

interface Cut {
  readonly value: Json;
  readonly path: Path;
  readonly kept: number;
  readonly total: number;
}

/** The largest array in `value` by its JSON length (the root included), with where it is. */
function largestArray(value: Json, path: Path = []): { path: Path; items: Json[]; size: number } | undefined {
  let best: { path: Path; items: Json[]; size: number } | undefined;
  const visit = (node: Json, at: Path): void => {
    if (Array.isArray(node)) {
      const size = JSON.stringify(node).length;
      if (node.length > 0 && (!best || size > best.size)) best = { path: at, items: node, size };
      for (const [i, item] of node.entries()) visit(item, [...at, i]);
    } else if (typeof node === 'object' && node !== null)
      for (const [key, child] of Object.entries(node)) visit(child, [...at, key]);
  };
  visit(value, path);
  return best;
}

/** `value` with the array at `path` replaced by `items` (copies along the path only). */
function replaced(value: Json, path: Path, items: Json[]): Json {
  if (path.length === 0) return items;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaced(v, rest, items) : v));
  const record = value as Record<string, Json>;
  return { ...record, [head as string]: replaced(record[head as string], rest, items) };
}

/** The most items of the largest array that keep `value` within `maxChars`, or undefined when none can. */
function cutToFit(value: Json, maxChars: number): Cut | undefined {
  const target = largestArray(value);
  if (!target) return undefined;
  const fits = (n: number) => JSON.stringify(replaced(value, target.path, target.items.slice(0, n))).length <= maxChars;
  if (!fits(0)) return undefined;
  let [low, high] = [0, target.items.length - 1];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return { value: replaced(value, target.path, target.items.slice(0, low)), path: target.path, kept: low, total: target.items.length };
}

const where = (path: Path): string => (path.length === 0 ? 'the result' : `"${path.join('.')}"`);

/** How to get what was cut: the tool's paging input moved on, smaller pages, or a narrower request. */
function theRest(cut: Cut, budget: ResultBudget, input: unknown): string {
  const args = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (budget.offset !== undefined) {
    const from = typeof args[budget.offset] === 'number' ? (args[budget.offset] as number) : 0;
    return `For the rest, call again with the same arguments and ${budget.offset}: ${from + cut.kept}${budget.limit !== undefined ? ` (and ${budget.limit}: ${Math.max(cut.kept, 1)} to get answers that fit)` : ''}.`;
  }
  if (budget.limit !== undefined)
    return `For the rest, ask for smaller answers: call again with ${budget.limit}: ${Math.max(cut.kept, 1)} and page through them.`;
  return 'The tool has no paging input: narrow the request (its filters) to get the rest.';
}

/**
 * `result` within `budget`: its largest array cut to the items that fit, with a note and `_meta[CUT_META_KEY]`; the
 * same object when it fits or is an error. A result that cannot be cut cleanly (no JSON or no array, or too big
 * without any of its items) is returned whole, with a note saying so.
 */
export function fitResult(result: CallToolResult, budget: ResultBudget, input: unknown): CallToolResult {
  if (result.isError === true) return result;
  const tokens = estimateTokens(result);
  if (tokens <= budget.tokens) return result;
  const structured = result.structuredContent !== undefined;
  const value = structured ? result.structuredContent : jsonText(result);
  // Room for the note and the JSON's share of the budget (the note is short; 400 characters is ample).
  const maxChars = budget.tokens * CHARS_PER_TOKEN - 400;
  const cut = value === undefined ? undefined : cutToFit(value, maxChars);
  if (!cut) {
    const note = `This result is about ${tokens} tokens, over this tool's budget of ${budget.tokens}, and has no list that can be cut to fit: it is returned whole. Narrow the request to get a smaller answer.`;
    return { ...result, content: [...(result.content ?? []), { type: 'text', text: note }] };
  }
  const note = `Cut to fit this tool's result budget of ${budget.tokens} tokens (the whole was about ${tokens}): ${where(cut.path)} holds the first ${cut.kept} of ${cut.total} items. ${theRest(cut, budget, input)}`;
  return {
    ...result,
    content: [
      { type: 'text', text: JSON.stringify(cut.value) },
      { type: 'text', text: note },
    ],
    ...(structured && { structuredContent: cut.value as CallToolResult['structuredContent'] }),
    _meta: {
      ...result._meta,
      [CUT_META_KEY]: { path: cut.path, kept: cut.kept, total: cut.total, budgetTokens: budget.tokens },
    },
  };
}

/** The JSON a text-only result holds in its one text item (a handler that returned a JSON value), else undefined. */
function jsonText(result: CallToolResult): Json {
  const items = result.content ?? [];
  if (items.length !== 1 || items[0]?.type !== 'text') return undefined;
  const text = items[0].text;
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}
