// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Results that fit the client: a result over its tool's budget (manifest `resultTokens`, `budget.resultTokens`) is
// cut at clean boundaries, never inside a JSON value: the items of its largest arrays first, then, when what is
// left is still too big, its longest strings at a line or word end. It says what was cut and how to get the rest.
// Clients cap results themselves (Claude Code at about 25,000 tokens) by cutting text anywhere or failing the call.
// Tokens are estimated as characters / 3, no tokenizer in a generated server: JSON dense in numbers and short keys
// runs at about 2.4 characters a token (o200k_base), prose and API objects at 4 to 6.
import type { CallToolResult, StandardSchemaV1 } from '@modelcontextprotocol/server';

/** `_meta` key of a cut result: { path, kept, total, budgetTokens, cuts }. */
export const CUT_META_KEY = 'dev.mcpgen/cut';

/** Few enough that a budget under a client's cap stays under it for dense JSON too. */
const CHARS_PER_TOKEN = 3;

/** Room for the note (it names at most a few cuts). */
const NOTE_CHARS = 600;

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

/** One array or string made shorter: items (arrays) or characters (strings) kept of the total. */
export interface CutPart {
  readonly path: Path;
  readonly unit: 'items' | 'characters';
  readonly kept: number;
  readonly total: number;
}

interface Found {
  readonly path: Path;
  readonly node: Json[] | string;
  readonly size: number;
}

/** The largest non-empty array and the longest string of `value`, by JSON length, with where they are. */
function largest(value: Json): { array?: Found; string?: Found } {
  const best: { array?: Found; string?: Found } = {};
  const visit = (node: Json, at: Path): void => {
    if (typeof node === 'string') {
      const size = JSON.stringify(node).length;
      if (node.length > 0 && (!best.string || size > best.string.size)) best.string = { path: at, node, size };
    } else if (Array.isArray(node)) {
      const size = JSON.stringify(node).length;
      if (node.length > 0 && (!best.array || size > best.array.size)) best.array = { path: at, node, size };
      for (const [i, item] of node.entries()) visit(item, [...at, i]);
    } else if (typeof node === 'object' && node !== null) for (const [key, child] of Object.entries(node)) visit(child, [...at, key]);
  };
  visit(value, []);
  return best;
}

/** `value` with the node at `path` replaced (copies along the path only). */
function replaced(value: Json, path: Path, node: Json): Json {
  if (path.length === 0) return node;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaced(v, rest, node) : v));
  const record = value as Record<string, Json>;
  return { ...record, [head as string]: replaced(record[head as string], rest, node) };
}

/** The longest prefix of `text` of at most `max` characters that ends at a line end, else a word end, else anywhere. */
function cleanPrefix(text: string, max: number): string {
  if (max <= 0) return '';
  const head = text.slice(0, max);
  const line = head.lastIndexOf('\n');
  if (line >= max / 2) return head.slice(0, line + 1);
  const word = head.search(/\s\S*$/);
  return word >= max / 2 ? head.slice(0, word) : head;
}

/**
 * `value` made to fit `maxChars` of JSON: the biggest of its largest array and its longest string is cut, again
 * and again (an array to the most items that fit, or by half when none of its items do). Undefined when nothing
 * is left to cut.
 */
function cutToFit(value: Json, maxChars: number): { value: Json; cuts: CutPart[] } | undefined {
  const cuts = new Map<string, CutPart>();
  const record = (path: Path, unit: CutPart['unit'], kept: number, total: number) => {
    const key = JSON.stringify(path);
    cuts.set(key, { path, unit, kept, total: cuts.get(key)?.total ?? total });
  };
  let current = value;
  for (let round = 0; round < 64; round++) {
    const size = JSON.stringify(current).length;
    if (size <= maxChars) return { value: current, cuts: [...cuts.values()] };
    const { array, string } = largest(current);
    if (array && (!string || array.size >= string.size)) {
      const items = array.node as Json[];
      const fits = (n: number) => JSON.stringify(replaced(current, array.path, items.slice(0, n))).length <= maxChars;
      let kept = Math.floor(items.length / 2);
      if (fits(0)) {
        let [low, high] = [0, items.length - 1];
        while (low < high) {
          const mid = Math.ceil((low + high) / 2);
          if (fits(mid)) low = mid;
          else high = mid - 1;
        }
        kept = low;
      }
      current = replaced(current, array.path, items.slice(0, kept));
      record(array.path, 'items', kept, items.length);
    } else if (string) {
      const text = string.node as string;
      // Its JSON shrinks by the excess; escapes (\n, \") make JSON longer than the text, in proportion.
      const room = string.size - (size - maxChars) - 16;
      const kept = cleanPrefix(text, Math.floor((room * text.length) / string.size));
      current = replaced(current, string.path, kept);
      record(string.path, 'characters', kept.length, text.length);
    } else return undefined;
  }
  return undefined;
}

const where = (path: Path): string => (path.length === 0 ? 'the result' : `"${path.join('.')}"`);

/** How to get what was cut: the tool's paging input moved on, smaller pages, or a narrower request. */
function theRest(cuts: readonly CutPart[], budget: ResultBudget, input: unknown): string {
  const paged = cuts.length === 1 && cuts[0]!.unit === 'items' ? cuts[0]! : undefined;
  const args = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (paged && budget.offset !== undefined) {
    const from = typeof args[budget.offset] === 'number' ? (args[budget.offset] as number) : 0;
    return `For the rest, call again with the same arguments and ${budget.offset}: ${from + paged.kept}${budget.limit !== undefined ? ` (and ${budget.limit}: ${Math.max(paged.kept, 1)} to get answers that fit)` : ''}.`;
  }
  if (paged && budget.limit !== undefined)
    return `For the rest, ask for smaller answers: call again with ${budget.limit}: ${Math.max(paged.kept, 1)} and page through them.`;
  if (budget.limit !== undefined) return `For the rest, ask for smaller answers (${budget.limit}) or narrow the request.`;
  return 'The tool has no paging input: narrow the request (its filters) to get the rest.';
}

const described = (cut: CutPart): string =>
  cut.unit === 'items'
    ? `${where(cut.path)} holds the first ${cut.kept} of ${cut.total} items`
    : `${where(cut.path)} holds the first ${cut.kept} of ${cut.total} characters`;

/** The cuts in words: the first three by name, the others counted. */
function cutList(cuts: readonly CutPart[]): string {
  const named = cuts.slice(0, 3).map(described).join('; ');
  return cuts.length > 3 ? `${named}; and ${cuts.length - 3} more lists or texts were shortened` : named;
}

/**
 * `result` within `budget`: cut with a note and `_meta[CUT_META_KEY]`; the same object when it fits or is an error.
 * Only a result with nothing to cut (no JSON, no text) is returned whole, with a note saying so.
 */
export function fitResult(result: CallToolResult, budget: ResultBudget, input: unknown): CallToolResult {
  if (result.isError === true) return result;
  const tokens = estimateTokens(result);
  if (tokens <= budget.tokens) return result;
  const structured = result.structuredContent !== undefined;
  const value = structured ? result.structuredContent : soleText(result);
  const cut = value === undefined ? undefined : cutToFit(value, budget.tokens * CHARS_PER_TOKEN - NOTE_CHARS);
  if (!cut) {
    const note = `This result is about ${tokens} tokens, over this tool's budget of ${budget.tokens}, and has nothing that can be cut cleanly: it is returned whole. Narrow the request to get a smaller answer.`;
    return { ...result, content: [...(result.content ?? []), { type: 'text', text: note }] };
  }
  const note = `Cut to fit this tool's result budget of ${budget.tokens} tokens (the whole was about ${tokens}): ${cutList(cut.cuts)}. ${theRest(cut.cuts, budget, input)}`;
  const first = cut.cuts[0]!;
  const text = typeof cut.value === 'string' ? cut.value : JSON.stringify(cut.value);
  return {
    ...result,
    content: [
      { type: 'text', text },
      { type: 'text', text: note },
    ],
    ...(structured && { structuredContent: cut.value as CallToolResult['structuredContent'] }),
    _meta: {
      ...result._meta,
      [CUT_META_KEY]: { path: first.path, kept: first.kept, total: first.total, budgetTokens: budget.tokens, cuts: cut.cuts },
    },
  };
}

/**
 * `result` cut to its budget, checked against the output schema: a cut structuredContent the schema refuses (a
 * minItems, a pattern the cut went under) is not sent; the whole result is, with a note that says why.
 */
export async function fitResultChecked(
  result: CallToolResult,
  budget: ResultBudget,
  input: unknown,
  tool: string,
  outputSchema: StandardSchemaV1 | undefined,
): Promise<CallToolResult> {
  const fitted = fitResult(result, budget, input);
  if (fitted === result || fitted._meta?.[CUT_META_KEY] === undefined || !outputSchema || fitted.structuredContent === undefined) return fitted;
  const checked = await outputSchema['~standard'].validate(fitted.structuredContent);
  if (!checked.issues) return fitted;
  const note = `This result is over ${tool}'s budget of ${budget.tokens} tokens, but its output schema does not allow a shorter one: it is returned whole. Narrow the request to get a smaller answer.`;
  return { ...result, content: [...(result.content ?? []), { type: 'text', text: note }] };
}

/** What a text-only result holds in its one text item: its JSON (a handler that returned a JSON value), else the text. */
function soleText(result: CallToolResult): Json {
  const items = result.content ?? [];
  if (items.length !== 1 || items[0]?.type !== 'text') return undefined;
  const text = items[0].text;
  if (!/^\s*[[{]/.test(text)) return text;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return text;
  }
}
