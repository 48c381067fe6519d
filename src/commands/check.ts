import { Option, type Command } from 'commander';
import { hasErrors } from '../diagnostics/diagnostic.js';
import { formatDiagnosticsJson, summarize } from '../diagnostics/format.js';
import { log } from '../log.js';
import { contractVerdict, satelliteDiagnostics } from './gates.js';
import { cwd, Exit, printDiagnostics } from './shared.js';

/** The commands that read a manifest and judge it, writing nothing but the contract snapshot (and stats, which measures it). */
export function registerCheckCommands(program: Command): void {
  program
    .command('contract')
    .argument('[manifest]', 'manifest file', 'mcp.yaml')
    .option('--check', 'write nothing; exit 1 on a breaking change the version does not accept (CI gate)', false)
    .option('--force', 'write the snapshot even though a breaking change is not accepted by server.version', false)
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'github']).default('text'))
    .description('record the tool surface in mcp.contract.json beside the manifest, after grading every change against it')
    .addHelpText(
      'after',
      '\nExamples:\n  mcpgen contract                       # write or refresh mcp.contract.json\n  mcpgen contract --check --format github',
    )
    .action(async (manifest: string, opts: { check: boolean; force: boolean; format: 'text' | 'json' | 'github' }) => {
      const { runContract } = await import('../contract/run.js');
      throw new Exit(await runContract(manifest, cwd, opts));
    });

  program
    .command('validate')
    .argument('[manifest]', 'manifest file', 'mcp.yaml')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .description('check a manifest and print every problem; writes nothing')
    .addHelpText('after', '\nExamples:\n  mcpgen validate\n  mcpgen validate specs/api.yaml --format json')
    .action(async (manifest: string, opts: { format: 'text' | 'json' }) => {
      const { compile } = await import('../compile.js');
      const compiled = await compile(manifest, cwd);
      const diagnostics = compiled.loaded ? [...(await satelliteDiagnostics(compiled, cwd)), ...compiled.diagnostics] : [...compiled.diagnostics];
      // A manifest with a committed contract snapshot is also held to it (validation problems are reported once, above).
      if (compiled.loaded && !hasErrors(diagnostics)) diagnostics.push(...((await contractVerdict(compiled, cwd))?.diagnostics ?? []));
      if (opts.format === 'json') log.out(formatDiagnosticsJson(diagnostics));
      else {
        printDiagnostics(diagnostics, manifest);
        log.info(`mcpgen: ${summarize(diagnostics)}`);
      }
      throw new Exit(hasErrors(diagnostics) ? 1 : 0);
    });

  program
    .command('schema')
    .description("print the manifest's JSON Schema (for editors and yaml-language-server)")
    .action(async () => {
      const { default: schema } = await import('../manifest/manifest.schema.json', { with: { type: 'json' } });
      log.out(`${JSON.stringify(schema, null, 2)}\n`);
    });
}

/** `mcpgen stats`: what the manifest's tools cost a client's context, measured at build time. */
export function registerStats(program: Command): void {
  program
    .command('stats')
    .argument('[manifest]', 'manifest file', 'mcp.yaml')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .description('print the bytes and tokens of every tools/list entry, per tool, toolset and selection (default, all, discover)')
    .addHelpText('after', '\nExamples:\n  mcpgen stats\n  mcpgen stats specs/api.yaml --format json')
    .action(async (manifest: string, opts: { format: 'text' | 'json' }) => {
      const { compile } = await import('../compile.js');
      const { budgetOf } = await import('../ir/normalize-toolsets.js');
      const { measure } = await import('../stats/measure.js');
      const { formatStatsJson, formatStatsText } = await import('../stats/report.js');
      const compiled = await compile(manifest, cwd);
      if (!compiled.ir || !compiled.manifest) {
        printDiagnostics(compiled.diagnostics, manifest);
        throw new Exit(1);
      }
      const stats = measure(compiled.ir, budgetOf(compiled.manifest));
      log.out(opts.format === 'json' ? formatStatsJson(stats) : formatStatsText(stats, compiled.loaded.relPath));
      throw new Exit(0);
    });
}
