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

/** What tools/list shows of a tool in place of the manifest's (manifest `advertise`, the tool's or its toolset's). */
export interface AdvertiseIR {
  /** The listed description, when it is not the tool's own. */
  readonly description?: string;
  /** false: the output schema is left out of tools/list (it still types and validates the result). */
  readonly outputSchema: boolean;
}
