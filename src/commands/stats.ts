import { Option, type Command } from 'commander';
import { log } from '../log.js';
import { cwd, Exit, printDiagnostics } from './shared.js';

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
