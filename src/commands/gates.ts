// What the satellites add to a compile, for the commands that judge a manifest (validate, generate). The core
// (compile, pipeline) knows none of them: the commands pass them in, and each loads only when a manifest reaches it.
import { stat } from 'node:fs/promises';
import { hasErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { Compiled } from '../compile.js';
import type { GenerateOptions, GenerateResult } from '../pipeline.js';

/**
 * An imported manifest's OpenAPI document must be the one it was imported from (MCPG700), the tools served by
 * default must fit the budget (MCPG255, measured on the tools as the server lists them), and an API tool whose
 * advertised schema names definitions instead of expanding them says so (MCPG256).
 */
export async function satelliteDiagnostics(compiled: Compiled, cwd: string): Promise<Diagnostic[]> {
  const { checkSpecDrift } = await import('../openapi/drift.js');
  const drift = await checkSpecDrift(compiled.loaded, cwd);
  if (!compiled.ir || !compiled.manifest) return drift;
  const { budgetDiagnostics } = await import('../stats/budget-rule.js');
  const { schemaCapDiagnostics } = await import('../stats/schema-cap-rule.js');
  return [...drift, ...(await budgetDiagnostics(compiled.ir, compiled.manifest, compiled.loaded)), ...schemaCapDiagnostics(compiled.ir, compiled.loaded)];
}

/**
 * The contract gate, on a compile without errors: only when a snapshot is committed beside the manifest. `failed`: the
 * surface has a change mcp.contract.json's version rules do not accept (or the snapshot is unreadable).
 */
export async function contractVerdict(compiled: Compiled, cwd: string) {
  const { checkCompiledContract, contractPathOf } = await import('../contract/command.js');
  if (!(await stat(contractPathOf(compiled.loaded.absPath)).catch(() => undefined))) return undefined;
  const { diagnostics } = await checkCompiledContract(compiled, cwd);
  return { diagnostics, failed: hasErrors(diagnostics) };
}

/**
 * `generate()` as mcpgen's package exports it: judged like the CLI's (the OpenAPI drift, the budget), unless the
 * caller passes gates of its own (an empty list: none).
 */
export async function generateJudged(options: GenerateOptions): Promise<GenerateResult> {
  // Loaded on demand, like the satellites: `mcpgen --help` loads no pipeline.
  const { generate } = await import('../pipeline.js');
  return generate({ gates: [(compiled) => satelliteDiagnostics(compiled, options.cwd)], ...options });
}
