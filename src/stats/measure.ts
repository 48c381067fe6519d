// Bytes and tokens of every tools/list entry, per tool, per toolset and per selection (default, all, discover).
// Tokens are counted with gpt-tokenizer's o200k_base encoding (GPT-4o and later) over the entry's JSON.
import { createRequire } from 'node:module';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import type { BudgetIR, ServerIR } from '../ir/types.js';
import { defaultToolsets } from '../ir/normalize-toolsets.js';
import { wireTool, type WireTool } from '../ir/wire-tool.js';
import { discoverTools } from './entries.js';
import { type Inflation, inflation } from './inflation.js';
import { type ResultRisk, resultRisks } from './result-risk.js';

export { overBudget } from './over-budget.js';

const tokenizerVersion = (createRequire(import.meta.url)('gpt-tokenizer/package.json') as { version: string }).version;

/** Named in every report: the figures mean nothing without it. */
export const TOKENIZER = Object.freeze({ name: 'gpt-tokenizer', version: tokenizerVersion, encoding: 'o200k_base' });

export interface Cost {
  readonly tools: number;
  readonly bytes: number;
  readonly tokens: number;
}

export interface ToolCost extends Cost {
  readonly name: string;
  readonly toolset?: string;
  /** What the manifest's `advertise` takes off the entry (absent without one). */
  readonly saved?: Saving;
}

export interface Saving {
  readonly bytes: number;
  readonly tokens: number;
}

export interface ToolsetCost extends Cost {
  readonly name: string;
  readonly default: boolean;
}

export interface Stats {
  readonly tokenizer: typeof TOKENIZER;
  readonly tools: readonly ToolCost[];
  readonly toolsets: readonly ToolsetCost[];
  readonly totals: { readonly default: Cost; readonly all: Cost; readonly discover?: Cost };
  /** What `advertise` saves over all tools (zero without any). */
  readonly saved: Saving;
  /** What inflates the entries of all tools, as listed. */
  readonly inflation: Inflation;
  readonly budget: BudgetIR;
  /** Tools whose documented answers can exceed their result budget (an array without maxItems). */
  readonly resultRisks: readonly ResultRisk[];
}

/** A description may hold `<|endoftext|>` or another special token's text: counted as the text it is, never refused. */
const ORDINARY_TEXT = { disallowedSpecial: new Set<string>() };

/** The UTF-8 bytes and tokens of one entry as JSON (the form it takes inside the tools/list result). */
export function entryCost(entry: WireTool): { bytes: number; tokens: number } {
  const json = JSON.stringify(entry);
  return { bytes: Buffer.byteLength(json, 'utf8'), tokens: countTokens(json, ORDINARY_TEXT) };
}

const sum = (costs: readonly Cost[]): Cost => ({
  tools: costs.reduce((n, c) => n + c.tools, 0),
  bytes: costs.reduce((n, c) => n + c.bytes, 0),
  tokens: costs.reduce((n, c) => n + c.tokens, 0),
});

export function measure(ir: ServerIR, budget: BudgetIR): Stats {
  const tools: ToolCost[] = ir.tools.map((t) => {
    const cost = entryCost(wireTool(t));
    const whole = t.advertise && entryCost(wireTool(t, { whole: true }));
    return {
      name: t.name,
      ...(t.toolset !== undefined && { toolset: t.toolset }),
      tools: 1,
      ...cost,
      ...(whole && { saved: { bytes: whole.bytes - cost.bytes, tokens: whole.tokens - cost.tokens } }),
    };
  });
  const defaults = defaultToolsets(ir);
  const toolsets = (ir.toolsets?.sets ?? []).map(
    (s): ToolsetCost => ({
      name: s.name,
      default: defaults?.has(s.name) ?? false,
      ...sum(tools.filter((t) => t.toolset === s.name)),
    }),
  );
  const all = sum(tools);
  return {
    tokenizer: TOKENIZER,
    tools,
    toolsets,
    totals: {
      default: defaults ? sum(tools.filter((t) => t.toolset !== undefined && defaults.has(t.toolset))) : all,
      all,
      ...(ir.toolsets && { discover: sum(discoverTools(ir.tools.length).map((e) => ({ tools: 1, ...entryCost(e) }))) }),
    },
    saved: {
      bytes: tools.reduce((n, t) => n + (t.saved?.bytes ?? 0), 0),
      tokens: tools.reduce((n, t) => n + (t.saved?.tokens ?? 0), 0),
    },
    inflation: inflation(ir.tools.map((t) => wireTool(t))),
    budget,
    resultRisks: resultRisks(ir.tools),
  };
}
