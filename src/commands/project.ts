import path from 'node:path';
import type { Command } from 'commander';
import { summarize } from '../diagnostics/format.js';
import { log } from '../log.js';
import { generateAndReport, runGenerate } from './generate.js';
import { cwd, Exit, printDiagnostics, UsageError } from './shared.js';

/** The commands that create a project or keep one running: dev, init and import. */
export function registerProjectCommands(program: Command): void {
  program
    .command('dev')
    .option('--manifest <file>', 'manifest file', 'mcp.yaml')
    .option('--out <dir>', "the project folder, when it is not the manifest's folder (as for `generate --out`)")
    .argument('[server-args...]', 'arguments for node dist/main.js, after -- (default: --http; none started when server.transports has no http)')
    .description('generate, build and start the server; again on every change to the manifest or src/')
    .addHelpText(
      'after',
      '\nExamples:\n  mcpgen dev                          # npm run dev\n  mcpgen dev --manifest ../api.yaml --out .\n  mcpgen dev -- --http --port 4000',
    )
    .action(async (serverArgs: string[], opts: { manifest: string; out?: string }) => {
      const manifest = opts.manifest;
      const { runDev } = await import('../dev.js');
      const projectDir = path.resolve(cwd, opts.out ?? path.dirname(path.resolve(cwd, manifest)));
      // The dev session: the types of every schema compiled so far, so a save recompiles only the schemas it changed.
      const types = new Map<string, string>();
      await runDev({
        manifest: path.resolve(cwd, manifest),
        projectDir,
        ...(serverArgs.length > 0 && { serverArgs }),
        generate: () => generateAndReport(manifest, { out: opts.out, types }),
      });
      throw new Exit(0);
    });

  program
    .command('init')
    .argument('[dir]', 'folder of the new project', '.')
    .option('--name <name>', 'server name (default: the folder name)')
    .description('scaffold a new server project: mcp.yaml, generated server and an example handler')
    .addHelpText('after', '\nExamples:\n  mcpgen init my-server\n  mcpgen init . --name docs-search')
    .action(async (dir: string, opts: { name?: string }) => {
      const { initProject } = await import('../init.js');
      throw new Exit(await initProject(path.resolve(cwd, dir), opts.name, cwd));
    });

  const collect = (value: string, previous: string[]) => [...previous, value];
  program
    .command('import')
    .description('create a server from an API description (mcpgen import openapi --help)')
    .command('openapi')
    .argument('[spec]', 'OpenAPI 3.0 or 3.1 document, JSON or YAML (default: the one the --out folder was imported from)')
    .option('--out <dir>', 'project folder (default: ./<name>); an imported one is brought up to date')
    .option('--name <name>', 'server name (default: from info.title)')
    .option('--include <selector>', 'import only matching operations: tag:NAME, an operationId, or a path glob such as /repos/** (repeatable)', collect, [])
    .option('--exclude <selector>', 'leave matching operations out, selected like --include (repeatable)', collect, [])
    .option('--deprecated', 'import deprecated operations too (their descriptions say so)', false)
    .option('--drift <policy>', 'what tools advertise of the output schemas the API documents: relax (default), strict or drop (kept as openapi.drift)')
    .option(
      '--portable',
      'rewrite const and integer exclusive bounds into forms Gemini and OpenAI strict accept, same meaning (kept as openapi.portable)',
      false,
    )
    .option('--strict', 'refuse a document that does not validate, instead of repairing it or leaving out what is broken', false)
    .description('import an OpenAPI document: one tool per operation, each calling the API; then generate')
    .addHelpText(
      'after',
      '\nExamples:\n  mcpgen import openapi train-travel.yaml --out train-travel\n  mcpgen import openapi api.github.com.json --out gh --include tag:issues --exclude /repos/**/comments/**\n  mcpgen import openapi --out train-travel          # re-import after the document changed',
    )
    .action(
      async (
        spec: string | undefined,
        opts: { out?: string; name?: string; include: string[]; exclude: string[]; deprecated: boolean; portable: boolean; strict: boolean; drift?: string },
      ) => {
        if (opts.drift !== undefined && !['strict', 'relax', 'drop'].includes(opts.drift))
          throw new UsageError(`--drift must be strict, relax or drop, got ${JSON.stringify(opts.drift)}`);
        if (opts.name !== undefined && !/^[a-z0-9]([a-z0-9-]{0,62}[a-z0-9])?$/.test(opts.name))
          throw new UsageError(`--name must be lowercase letters, digits and dashes, got ${JSON.stringify(opts.name)}`);
        if (spec === undefined && opts.out === undefined) throw new UsageError('pass the OpenAPI document (or --out DIR of an imported project to re-import)');
        const { importOpenApi } = await import('../openapi/import.js');
        const result = await importOpenApi({ spec, ...opts, drift: opts.drift as 'strict' | 'relax' | 'drop' | undefined, cwd });
        printDiagnostics(result.diagnostics, spec ?? 'mcp.yaml');
        if (!result.manifestPath) {
          log.info(`mcpgen: ${summarize(result.diagnostics)}; nothing imported`);
          throw new Exit(1);
        }
        log.info(result.summary ?? '');
        const code = await runGenerate(result.manifestPath, { ...(result.relocate && { relocate: result.relocate }) });
        if (code !== 0) {
          // A failed import leaves no manifest generate refuses (and no half-made project) behind.
          await result.undo?.();
          log.info(`mcpgen: the import is taken back: ${result.created ? 'no project is written' : 'mcp.yaml is as it was'}`);
        }
        if (code === 0 && result.created) {
          const { nextSteps } = await import('../init.js');
          log.info(nextSteps(path.dirname(result.manifestPath), cwd, undefined, 'mcp.yaml, a handler per tool in src/tools/ and the generated server'));
        }
        throw new Exit(code);
      },
    );
}
