#!/usr/bin/env node
import { realpathSync, watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Command, CommanderError, Option } from 'commander';
import { sortDiagnostics, UserFacingError, type Diagnostic } from './diagnostics/diagnostic.js';
import { formatDiagnosticsJson, formatDiagnosticsText, summarize } from './diagnostics/format.js';
import type { WriteAction } from './emit/plan.js';
import { log } from './log.js';
import type { GenerateResult } from './pipeline.js';
import { LOCK_PATH } from './emit/lock.js';
import { orphanDiagnostics } from './rename-hint.js';
import { MCPGEN_VERSION } from './self.js';

// V8 lets a heap grow to up to 4× what survived the last full collection before collecting again: a large
// render's peak memory is then mostly garbage (GitHub's 1,223 tools: ~490 MB peak RSS for ~160 MB alive). A 20%
// margin costs ~5% more CPU in the collector and cuts the peak to ~400 MB. The flag is read at every collection,
// so setting it here, before the work starts, applies to this thread and to the workers.
setFlagsFromString('--heap-growing-percent=20');

// Heavy modules (TypeScript, the type generator) load only for the command that needs them.
const pipeline = () => import('./pipeline.js');

/** Raised for a bad argument the parser cannot catch (exit 2). */
class UsageError extends Error {}
/** Signals "done, exit with this code" without printing a stack. */
class Exit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

const cwd = process.cwd();

function printDiagnostics(diagnostics: readonly Diagnostic[], fallbackFile: string): void {
  if (diagnostics.length === 0) return;
  log.info(formatDiagnosticsText(sortDiagnostics(diagnostics), fallbackFile));
}

function outRel(outDir: string, rel: string): string {
  const shown = path.relative(cwd, path.join(outDir, rel)) || rel;
  return shown.split(path.sep).join('/');
}

function ownershipDiagnostics(result: GenerateResult): Diagnostic[] {
  const plan = result.plan;
  if (!plan) return [];
  const at = (rel: string) => ({ file: outRel(plan.outDir, rel), line: 1, col: 1 });
  return plan.actions.flatMap((a: WriteAction): Diagnostic[] => {
    if (a.kind === 'conflict')
      return [{ code: 'MCPG901', severity: 'error', path: [], loc: at(a.path), message: `generator-owned file was edited by hand: ${a.reason}`,
        hint: 'move your code into src/tools/ (yours), restore the file with --force, or delete it and regenerate' }];
    return [];
  }).concat(orphanDiagnostics(plan, at));
}

function describePlan(result: GenerateResult, dryRun: boolean): string {
  const plan = result.plan!;
  const counts = new Map<string, number>();
  for (const a of plan.actions) counts.set(a.kind, (counts.get(a.kind) ?? 0) + 1);
  const lines = dryRun
    ? plan.actions.filter((a) => a.kind !== 'orphan').map((a) => `${a.kind.padEnd(16)} ${outRel(plan.outDir, a.path)}\n`).join('')
    : '';
  const summary = ['create', 'update', 'delete-stale', 'unchanged', 'skip-user-owned', 'conflict']
    .filter((k) => counts.get(k))
    .map((k) => `${counts.get(k)} ${k}`)
    .join(', ');
  return `${lines}${dryRun ? 'dry run: ' : ''}${summary}\n`;
}

interface GenerateFlags { out?: string; check?: boolean; dryRun?: boolean; force?: boolean; emitIr?: boolean; full?: boolean }

async function runGenerate(manifest: string, opts: GenerateFlags): Promise<number> {
  const { generate } = await pipeline();
  const dryRun = opts.dryRun || opts.emitIr;
  const result = await generate({ manifestPath: manifest, outDir: opts.out, cwd, check: opts.check, dryRun, force: opts.force, full: opts.full });
  if (opts.emitIr && result.ir) {
    log.out(`${JSON.stringify(result.ir, null, 2)}\n`);
    printDiagnostics(result.diagnostics, manifest);
    return 0;
  }
  printDiagnostics([...result.diagnostics, ...ownershipDiagnostics(result)], manifest);
  if (!result.plan) {
    log.info(`mcpgen: ${summarize(result.diagnostics)}; nothing generated`);
    return 1;
  }
  if (opts.check) {
    const drift = result.drift ?? [];
    if (result.contractFailed) log.info('mcpgen: the tool surface breaks mcp.contract.json (see above): restore it, or bump server.version\'s major and run `mcpgen contract`');
    if (drift.length === 0) {
      if (result.contractFailed) return 1;
      log.info(`mcpgen: ${outRel(result.plan.outDir, '.')} is up to date${result.fromLock ? ' (by the lock\'s hashes; --full renders)' : ''}`);
      if (result.lockStale) log.info(`mcpgen: ${outRel(result.plan.outDir, LOCK_PATH)} is out of date (a manifest edit that changed no generated file); \`mcpgen generate\` refreshes it so checks skip rendering`);
      return 0;
    }
    for (const d of drift) {
      log.info(`${outRel(result.plan.outDir, d.path)}:1:1: error MCPG903 ${d.state}: ${d.state === 'missing' ? 'would be created' : d.state === 'stale' ? 'no longer produced; would be deleted' : d.state === 'conflict' ? 'edited by hand' : 'differs from the manifest'}`);
      if (d.diff) log.info(d.diff);
    }
    log.info(`mcpgen: ${drift.length} file(s) out of date; run \`npm run generate\` (mcpgen generate) and commit the result`);
    return 1;
  }
  if (dryRun) log.out(describePlan(result, true));
  else log.info(`mcpgen: ${describePlan(result, false).trim()} → ${outRel(result.plan.outDir, '.')}`);
  if (result.applied?.blocked) {
    log.info('mcpgen: nothing was written because of the conflicts above (use --force to overwrite)');
    return 1;
  }
  // A package.json scaffolded just now pins the mcpgen that wrote it (a tarball or folder until it is published).
  if (!dryRun && result.plan.actions.some((a) => a.path === 'package.json' && a.kind === 'create')) {
    const { pinMcpgen } = await import('./mcpgen-source.js');
    const pinned = await pinMcpgen(result.plan.outDir);
    if (pinned && pinned.spec !== MCPGEN_VERSION) log.info(`mcpgen: package.json pins this mcpgen as a devDependency: ${pinned.spec}`);
  }
  return 0;
}

function watchManifest(manifest: string, run: () => Promise<number>): void {
  const abs = path.resolve(cwd, manifest);
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const trigger = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(async () => {
        log.info(`mcpgen: ${path.basename(abs)} changed, regenerating`);
        await run().catch((error: unknown) => log.info(`mcpgen: ${(error as Error).message}`));
      });
    }, 100);
  };
  // Watch the folder, not the file: editors often save by replacing the file.
  watch(path.dirname(abs), (_event, name) => {
    if (name === null || name.toString() === path.basename(abs)) trigger();
  });
  log.info(`mcpgen: watching ${manifest} (Ctrl-C to stop)`);
}

export function buildProgram(): Command {
  const program = new Command('mcpgen')
    .description('Generate a typed MCP server from a YAML manifest')
    .version(MCPGEN_VERSION, '-v, --version', 'print the version')
    .exitOverride()
    .configureOutput({ writeOut: (s) => log.out(s), writeErr: (s) => log.info(s) })
    .showHelpAfterError();

  program
    .command('generate')
    .argument('[manifest]', 'manifest file', 'mcp.yaml')
    .option('--out <dir>', "output folder (default: the manifest's folder)")
    .option('--check', 'write nothing; exit 1 if any generated file is out of date (CI drift gate)', false)
    .option('--dry-run', 'print the write plan on stdout; write nothing', false)
    .option('--force', 'overwrite generator-owned files that were edited by hand', false)
    .option('--full', 'render even when the lock (src/generated/mcpgen.lock.json) says nothing changed', false)
    .option('--watch', 'regenerate whenever the manifest changes', false)
    .option('--emit-ir', 'print the normalized IR as JSON on stdout (debugging); implies --dry-run', false)
    .description('generate (or update) the server for a manifest')
    .addHelpText('after', '\nExamples:\n  mcpgen generate                       # ./mcp.yaml into this folder\n  mcpgen generate api.yaml --out server --check')
    .action(async (manifest: string, opts: GenerateFlags & { watch: boolean }) => {
      if (opts.watch && (opts.check || opts.dryRun)) throw new UsageError('--watch cannot be combined with --check or --dry-run');
      const code = await runGenerate(manifest, opts);
      if (opts.watch) watchManifest(manifest, () => runGenerate(manifest, opts));
      else throw new Exit(code);
    });

  program
    .command('contract')
    .argument('[manifest]', 'manifest file', 'mcp.yaml')
    .option('--check', 'write nothing; exit 1 on a breaking change the version does not accept (CI gate)', false)
    .option('--force', 'write the snapshot even though a breaking change is not accepted by server.version', false)
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'github']).default('text'))
    .description("record the tool surface in mcp.contract.json beside the manifest, after grading every change against it")
    .addHelpText('after', '\nExamples:\n  mcpgen contract                       # write or refresh mcp.contract.json\n  mcpgen contract --check --format github')
    .action(async (manifest: string, opts: { check: boolean; force: boolean; format: 'text' | 'json' | 'github' }) => {
      const { runContract } = await import('./contract/run.js');
      throw new Exit(await runContract(manifest, cwd, opts));
    });

  program
    .command('validate')
    .argument('[manifest]', 'manifest file', 'mcp.yaml')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .description('check a manifest and print every problem; writes nothing')
    .addHelpText('after', '\nExamples:\n  mcpgen validate\n  mcpgen validate specs/api.yaml --format json')
    .action(async (manifest: string, opts: { format: 'text' | 'json' }) => {
      const { readManifest } = await import('./manifest/load.js');
      const { validateManifest } = await import('./manifest/validate.js');
      const { checkSpecDrift } = await import('./openapi/drift.js');
      const loaded = await readManifest(manifest, cwd);
      const diagnostics = 'doc' in loaded ? [...(await checkSpecDrift(loaded)), ...validateManifest(loaded).diagnostics] : [loaded];
      // A manifest with a committed contract snapshot is also held to it (validation problems are reported once, above).
      if ('doc' in loaded && !diagnostics.some((d) => d.severity === 'error')) {
        const { checkContract } = await import('./contract/command.js');
        const contract = await checkContract(manifest, cwd);
        if (contract.present) diagnostics.push(...contract.diagnostics);
      }
      if (opts.format === 'json') log.out(formatDiagnosticsJson(diagnostics));
      else {
        printDiagnostics(diagnostics, manifest);
        log.info(`mcpgen: ${summarize(diagnostics)}`);
      }
      throw new Exit(diagnostics.some((d) => d.severity === 'error') ? 1 : 0);
    });

  program
    .command('schema')
    .description("print the manifest's JSON Schema (for editors and yaml-language-server)")
    .action(async () => {
      const { default: schema } = await import('./manifest/manifest.schema.json', { with: { type: 'json' } });
      log.out(`${JSON.stringify(schema, null, 2)}\n`);
    });

  program
    .command('dev')
    .option('--manifest <file>', 'manifest file', 'mcp.yaml')
    .argument('[server-args...]', 'arguments for node dist/main.js, after -- (default: --http)')
    .description('generate, build and start the server; again on every change to the manifest or src/')
    .addHelpText('after', '\nExamples:\n  mcpgen dev                          # npm run dev\n  mcpgen dev -- --http --port 4000')
    .action(async (serverArgs: string[], opts: { manifest: string }) => {
      const manifest = opts.manifest;
      const { runDev } = await import('./dev.js');
      const projectDir = path.dirname(path.resolve(cwd, manifest));
      await runDev({
        manifest, projectDir, serverArgs: serverArgs.length > 0 ? serverArgs : ['--http'],
        generate: () => runGenerate(manifest, {}),
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
      const { initProject } = await import('./init.js');
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
    .description('import an OpenAPI document: one tool per operation, each calling the API; then generate')
    .addHelpText('after', '\nExamples:\n  mcpgen import openapi train-travel.yaml --out train-travel\n  mcpgen import openapi api.github.com.json --out gh --include tag:issues --exclude /repos/**/comments/**\n  mcpgen import openapi --out train-travel          # re-import after the document changed')
    .action(async (spec: string | undefined, opts: { out?: string; name?: string; include: string[]; exclude: string[]; deprecated: boolean }) => {
      if (opts.name !== undefined && !/^[a-z0-9]([a-z0-9-]{0,62}[a-z0-9])?$/.test(opts.name))
        throw new UsageError(`--name must be lowercase letters, digits and dashes, got ${JSON.stringify(opts.name)}`);
      if (spec === undefined && opts.out === undefined) throw new UsageError('pass the OpenAPI document (or --out DIR of an imported project to re-import)');
      const { importOpenApi } = await import('./openapi/import.js');
      const result = await importOpenApi({ spec, ...opts, cwd });
      printDiagnostics(result.diagnostics, spec ?? 'mcp.yaml');
      if (!result.manifestPath) {
        log.info(`mcpgen: ${summarize(result.diagnostics)}; nothing imported`);
        throw new Exit(1);
      }
      log.info(result.summary ?? '');
      const code = await runGenerate(result.manifestPath, {});
      if (code === 0 && result.created) {
        const { nextSteps } = await import('./init.js');
        log.info(nextSteps(path.dirname(result.manifestPath), cwd, undefined, 'mcp.yaml, a handler per tool in src/tools/ and the generated server'));
      }
      throw new Exit(code);
    });
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
  try {
    const real = realpathSync(entry);
    return real === self || `${real}.js` === self;
  } catch {
    return `${entry}.js` === self;
  }
}

if (isEntryPoint()) {
  const code = await runMcpgen(process.argv.slice(2));
  if (code !== undefined) process.exit(code);
}
