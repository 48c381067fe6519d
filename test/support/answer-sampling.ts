// Which calls issue 41's measurement makes on one imported document: deterministic (a hash of the document's and the
// tool's names orders the tools), a handful per document, covering every status key the document's operations declare
// (several 2xx, bodiless 2xx, `default`, ranges), each through a tool whose arguments can be sampled.
import { createHash } from 'node:crypto';
import { sampleArguments } from './sample-values.js';

export interface SampledCall {
  readonly tool: string;
  /** "GET /path", as the document writes it. */
  readonly operation: string;
  /** The response key this call covers ("200", "2XX", "default"); "" for a plain call (no status asked for). */
  readonly key: string;
  /** The status asked of the mock (Prism's `Prefer: code=N`); undefined for a plain call. */
  readonly status?: number;
  readonly arguments: Record<string, unknown>;
}

/** A tool of the imported manifest with the document's operation behind it. */
export interface ToolOperation {
  readonly tool: string;
  readonly method: string;
  readonly path: string;
  /** The operation's response keys, as the document writes them. */
  readonly responses: readonly string[];
  readonly inputSchema: Record<string, any>;
}

/** At most this many calls cover status keys; plain calls fill up to MIN_CALLS. */
export const MAX_STATUS_CALLS = 12;
export const MIN_CALLS = 5;

const rank = (key: string): number => (/^2/.test(key) ? 0 : /X/i.test(key) ? 1 : key === 'default' ? 2 : 3);

/** A status that exercises `key` on an operation with `declared` keys: a range or `default` gets a code no more
 * specific key of the operation claims. */
export function statusFor(key: string, declared: readonly string[]): number | undefined {
  if (/^\d{3}$/.test(key)) return Number(key);
  const explicit = new Set(declared.filter((k) => /^\d{3}$/.test(k)).map(Number));
  const ranges = new Set(declared.filter((k) => /^\dXX$/i.test(k)).map((k) => Number(k[0])));
  const range = /^(\d)XX$/i.exec(key);
  if (range) {
    const base = Number(range[1]) * 100;
    for (let code = base; code < base + 100; code++) if (!explicit.has(code)) return code;
    return undefined;
  }
  if (key === 'default') return [500, 503, 418, 400, 200].find((code) => !explicit.has(code) && !ranges.has(Math.floor(code / 100)));
  return undefined;
}

const order = (doc: string, tool: string) => createHash('sha256').update(`${doc}\0${tool}`).digest('hex');

/** The calls for one document, in a fixed order. */
export function sampleCalls(doc: string, all: readonly ToolOperation[]): SampledCall[] {
  // An operation that documents no answer has none to judge (Prism cannot answer it either).
  const tools = all.filter((t) => t.responses.length > 0);
  const shuffled = [...tools].sort((a, b) => order(doc, a.tool).localeCompare(order(doc, b.tool)));
  const args = new Map<string, Record<string, unknown> | undefined>();
  const argsOf = (t: ToolOperation) => {
    if (!args.has(t.tool)) args.set(t.tool, sampleArguments(t.inputSchema));
    return args.get(t.tool);
  };
  const counts = new Map<string, number>();
  for (const t of tools) for (const key of t.responses) counts.set(key, (counts.get(key) ?? 0) + 1);
  const keys = [...counts.keys()].sort((a, b) => rank(a) - rank(b) || counts.get(b)! - counts.get(a)! || a.localeCompare(b));
  const calls: SampledCall[] = [];
  const used = new Set<string>();
  for (const key of keys) {
    if (calls.length >= MAX_STATUS_CALLS) break;
    // A tool not used yet first, so the calls spread over the document.
    const candidates = shuffled.filter((t) => t.responses.includes(key)).sort((a, b) => Number(used.has(a.tool)) - Number(used.has(b.tool)));
    for (const t of candidates) {
      const status = statusFor(key, t.responses);
      const a = status === undefined ? undefined : argsOf(t);
      if (a === undefined) continue;
      calls.push({ tool: t.tool, operation: `${t.method.toUpperCase()} ${t.path}`, key, status, arguments: a });
      used.add(t.tool);
      break;
    }
  }
  for (const t of shuffled) {
    if (calls.length >= MIN_CALLS) break;
    // A plain call asks for no status: only where the mock's choice is a success (an operation documenting only a
    // 401 answers 401 to every request).
    if (used.has(t.tool) || !t.responses.some((k) => /^2/.test(k) || k === 'default')) continue;
    const a = argsOf(t);
    if (a === undefined) continue;
    calls.push({ tool: t.tool, operation: `${t.method.toUpperCase()} ${t.path}`, key: '', arguments: a });
    used.add(t.tool);
  }
  return calls;
}
