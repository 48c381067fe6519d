#!/usr/bin/env node
import { realpathSync } from 'node:fs';
import module from 'node:module';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Command, CommanderError } from 'commander';
import { attempt } from './attempt.js';
import { registerCheckCommands, registerStats } from './commands/check.js';
import { registerGenerate } from './commands/generate.js';
import { registerProjectCommands } from './commands/project.js';
import { registerPublish } from './commands/publish.js';
import { Exit, printDiagnostics, UsageError } from './commands/shared.js';
import { UserFacingError } from './diagnostics/diagnostic.js';
import { log } from './log.js';
import { MCPGEN_VERSION } from './self.js';

// V8 lets a heap grow to up to 4× what survived the last full collection before collecting again: a large
// render's peak memory is then mostly garbage (GitHub's 1,223 tools: ~490 MB peak RSS for ~160 MB alive). A 20%
// margin costs ~5% more CPU in the collector and cuts the peak to ~400 MB. The flag is read at every collection,
// so setting it here, before the work starts, applies to the whole run.
setFlagsFromString('--heap-growing-percent=20');

// Node ≥ 22.1 can keep the compiled code of the modules a run loads (TypeScript, the type generator, mcpgen) in a
// cache on disk (NODE_COMPILE_CACHE, else the temp folder) and skip compiling them on the next run. Node 20 has no
// such cache; the call is skipped there.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

export function buildProgram(): Command {
  const program = new Command('mcpgen')
    .description('Generate a typed MCP server from a YAML manifest')
    .version(MCPGEN_VERSION, '-v, --version', 'print the version')
    .exitOverride()
    .configureOutput({ writeOut: (s) => log.out(s), writeErr: (s) => log.info(s) })
    .showHelpAfterError();
  registerGenerate(program);
  registerCheckCommands(program);
  registerProjectCommands(program);
  registerPublish(program);
  registerStats(program);
  return program;
}

/** Runs one command line (the arguments after `mcpgen`) and returns its exit code, or undefined while the command
 * keeps running (`generate --watch`); prints through `log`. */
export async function runMcpgen(args: readonly string[]): Promise<number | undefined> {
  try {
    await buildProgram().parseAsync([...args], { from: 'user' });
    return undefined;
  } catch (error) {
    if (error instanceof Exit) return error.code;
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof UserFacingError) {
      printDiagnostics(error.diagnostics, 'mcp.yaml');
      return 1;
    }
    if (error instanceof UsageError) {
      log.info(`mcpgen: ${error.message}`);
      return 2;
    }
    log.info(`mcpgen internal error, please report it:\n${(error as Error)?.stack ?? String(error)}`);
    return 3;
  }
}

/** True when this module is the process's entry (node dist/cli.js, the npm bin link); tests import it instead. */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  const self = fileURLToPath(import.meta.url);
  const real = attempt(() => realpathSync(entry));
  return real === undefined ? `${entry}.js` === self : real === self || `${real}.js` === self;
}

if (isEntryPoint()) {
  const code = await runMcpgen(process.argv.slice(2));
  if (code !== undefined) process.exit(code);
}
