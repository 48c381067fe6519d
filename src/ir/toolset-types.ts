/** The IR of the manifest's toolsets and budget (ServerIR.toolsets). */
export interface ToolsetIR {
  readonly name: string;
  readonly description: string;
  readonly default: boolean;
}

export interface ToolsetsIR {
  /** In manifest order. */
  readonly sets: readonly ToolsetIR[];
}

/** What the default selection may cost (manifest `budget` with defaults applied). */
export interface BudgetIR {
  readonly tools: number;
  readonly tokens: number;
}
