import type { BudgetIR } from '../ir/types.js';

/** A selection's size; measure.ts counts it (tokens with gpt-tokenizer). */
interface Totals {
  readonly totals: { readonly default: { readonly tools: number; readonly tokens: number } };
  readonly budget: BudgetIR;
}

/** What the default selection exceeds, in words; empty when it is within the budget. Apart from measure.ts so
 * that a check which counts no tokens does not load the tokenizer. */
export function overBudget(stats: Totals): string[] {
  const { default: d } = stats.totals;
  return [
    ...(d.tools > stats.budget.tools ? [`${d.tools} tools (budget ${stats.budget.tools})`] : []),
    ...(d.tokens > stats.budget.tokens ? [`${d.tokens} tokens (budget ${stats.budget.tokens})`] : []),
  ];
}
