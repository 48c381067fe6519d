import path from 'node:path';
import { type Command, Option } from 'commander';
import { fileDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { summarize } from '../diagnostics/format.js';
import type { WriteAction } from '../emit/plan.js';
import { log } from '../log.js';
import type { GenerateResult } from '../pipeline.js';
import { orphanDiagnostics } from '../rename-hint.js';
import { MCPGEN_VERSION } from '../self.js';
import type { TypesMemo } from '../render/schema-types.js';
import { contractVerdict, generateJudged } from './gates.js';
import { cwd, Exit, outRel, printDiagnostics, UsageError } from './shared.js';

function ownershipDiagnostics(result: GenerateResult, force: boolean): Diagnostic[] {
  const plan = result.plan;
  if (!plan) return [];
  const at = (rel: string) => ({ file: outRel(plan.outDir, rel), line: 1, col: 1 });
  // With --force a hand-edited file is restored, not in conflict: describePlan names it under "restore".
  const conflicts = force ? [] : plan.actions.filter((a): a is Extract<WriteAction, { kind: 'conflict' }> => a.kind === 'conflict');
  const hint = 'move your code into src/tools/ (yours), restore the file with --force, or delete it and regenerate';
  const edited = conflicts.map((a) => fileDiagnostic('MCPG901', 'error', at(a.path), `generator-owned file was edited by hand: ${a.reason}`, hint));
  return [...edited, ...orphanDiagnostics(plan, at)];
}

/** What the run does to a file, as the user reads it: a conflict overwritten by --force is a restore. */
function verbOf(a: WriteAction, force: boolean): string {
  if (a.kind === 'conflict' && force) return 'restore';
  if (a.kind === 'delete-stale') return 'delete';
  return a.kind;
}

/** What --check says of a file out of date. */
const DRIFT = { missing: 'would be created', stale: 'no longer produced; would be deleted', conflict: 'edited by hand', changed: 'differs from the manifest' };

const CHANGING = new Set(['create', 'update', 'restore', 'delete']);
const SUMMARY_ORDER = ['create', 'update', 'restore', 'delete', 'unchanged', 'skip-user-owned', 'conflict'];

function describePlan(result: GenerateResult, dryRun: boolean, force: boolean): string {
  const plan = result.plan!;
  const shown = plan.actions.filter((a) => a.kind !== 'orphan').map((a) => ({ verb: verbOf(a, force), path: outRel(plan.outDir, a.path) }));
  const count = (verb: string) => shown.filter((a) => a.verb === verb).length;
  const summary = SUMMARY_ORDER.flatMap((k) => (count(k) > 0 ? [`${count(k)} ${k}`] : [])).join(', ');
  if (dryRun) return `${shown.map((a) => `${a.verb.padEnd(16)} ${a.path}\n`).join('')}dry run: ${summary}\n`;
  // A real run names every file it changes, so a new stub or a restored file is never a surprise.
  const changed = shown
    .filter((a) => CHANGING.has(a.verb))
    .map((a) => `  ${a.verb.padEnd(8)} ${a.path}\n`)
    .join('');
  return `mcpgen: ${summary} → ${outRel(plan.outDir, '.')}\n${changed}`;
}

export interface GenerateFlags {
  out?: string;
  check?: boolean;
  dryRun?: boolean;
  force?: boolean;
  emitIr?: boolean;
  /** The types of schemas this process compiled before (`mcpgen dev`'s session), not a flag. */
  types?: TypesMemo;
  /** After an import: a diagnostic about an imported schema, located in the OpenAPI document instead. Not a flag. */
  relocate?: (d: Diagnostic) => Diagnostic;
}

/** A generate's exit code and the files besides the manifest it read (schema files, views), relative to the manifest's folder. */
export interface GenerateRun {
  readonly code: number;
  readonly inputs?: readonly string[];
  /** The files it wrote or deleted, relative to the output folder. */
  readonly wrote?: readonly string[];
}

export async function runGenerate(manifest: string, opts: GenerateFlags): Promise<number> {
  return (await generateAndReport(manifest, opts)).code;
}

/** runGenerate for a watcher: also says what the run read. */
export async function generateAndReport(manifest: string, opts: GenerateFlags): Promise<GenerateRun> {
  const dryRun = opts.dryRun || opts.emitIr;
  const result = await generateJudged({
    manifestPath: manifest,
    outDir: opts.out,
    cwd,
    check: opts.check,
    dryRun,
    force: opts.force,
    ...(opts.types && { types: opts.types }),
  });
  // --check also holds the surface to mcp.contract.json, on the same compile.
  const contract = opts.check && result.plan && result.compiled?.loaded ? await contractVerdict(result.compiled, cwd) : undefined;
  const reported = contract ? { ...result, diagnostics: [...result.diagnostics, ...contract.diagnostics] } : result;
  const wrote = [...(result.applied?.written ?? []), ...(result.applied?.deleted ?? [])];
  return { code: await reportGenerate(reported, manifest, opts, contract?.failed === true), inputs: result.inputs, wrote };
}

/** Prints what a generate did; resolves to its exit code. */
async function reportGenerate(result: GenerateResult, manifest: string, opts: GenerateFlags, contractFailed: boolean): Promise<number> {
  const dryRun = opts.dryRun || opts.emitIr;
  if (opts.emitIr && result.ir) {
    log.out(`${JSON.stringify(result.ir, null, 2)}\n`);
    printDiagnostics(result.diagnostics, manifest);
    return 0;
  }
  const relocate = opts.relocate ?? ((d: Diagnostic) => d);
  printDiagnostics([...result.diagnostics.map(relocate), ...ownershipDiagnostics(result, opts.force === true)], manifest);
  if (!result.plan) {
    log.info(`mcpgen: ${summarize(result.diagnostics)}; nothing generated`);
    return 1;
  }
  if (opts.check) {
    const drift = result.drift ?? [];
    if (contractFailed)
      log.info("mcpgen: the tool surface breaks mcp.contract.json (see above): restore it, or bump server.version's major and run `mcpgen contract`");
    if (drift.length === 0) {
      if (contractFailed) return 1;
      log.info(`mcpgen: ${outRel(result.plan.outDir, '.')} is up to date`);
      return 0;
    }
    for (const d of drift) {
      const what =
        d.path === 'package.json' && d.state === 'changed' ? "the dependencies the generated code needs are not mcpgen's (generate sets them)" : DRIFT[d.state];
      log.info(`${outRel(result.plan.outDir, d.path)}:1:1: error MCPG903 ${d.state}: ${what}`);
      if (d.diff) log.info(d.diff);
    }
    log.info(`mcpgen: ${drift.length} file(s) out of date; run \`npm run generate\` (mcpgen generate) and commit the result`);
    return 1;
  }
  if (dryRun) log.out(describePlan(result, true, opts.force === true));
  else log.info(describePlan(result, false, opts.force === true).trimEnd());
  if (result.dependencyChanges?.length) {
    const { describeChange } = await import('../emit/dependencies.js');
    log.info(
      `mcpgen: ${outRel(result.plan.outDir, 'package.json')}: ${result.dependencyChanges.map(describeChange).join(', ')} (the generated code needs them; run npm install)`,
    );
  }
  if (result.applied?.blocked) {
    log.info('mcpgen: nothing was written because of the conflicts above (use --force to overwrite)');
    return 1;
  }
  // A package.json scaffolded just now pins the mcpgen that wrote it (a tarball or folder until it is published).
  if (!dryRun && result.plan.actions.some((a) => a.path === 'package.json' && a.kind === 'create')) {
    const { pinMcpgen } = await import('../mcpgen-source.js');
    const pinned = await pinMcpgen(result.plan.outDir);
    if (pinned && pinned.spec !== MCPGEN_VERSION) log.info(`mcpgen: package.json pins this mcpgen as a devDependency: ${pinned.spec}`);
  }
  return 0;
}

/** Regenerates on every change to the manifest or the files it read; keeps the process running. */
async function watchManifest(manifest: string, opts: GenerateFlags, first: GenerateRun): Promise<void> {
  const { watchInputs } = await import('../watch-inputs.js');
  const abs = path.resolve(cwd, manifest);
  const outDir = path.resolve(cwd, opts.out ?? path.dirname(abs));
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const watcher = watchInputs({
    manifest: abs,
    root: path.dirname(abs),
    generatedDirs: [path.join(outDir, 'src/generated')],
    onChange: (rel) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        running = running.then(async () => {
          log.info(`mcpgen: ${rel} changed, regenerating`);
          const run = await generateAndReport(manifest, opts).catch((error: unknown): GenerateRun => {
            log.info(`mcpgen: ${(error as Error).message}`);
            return { code: 1 };
          });
          watcher.generated(run.inputs, run.code !== 0);
        });
      }, 50);
    },
    onError: (error) => log.info(`mcpgen: watch error, still watching: ${error.message}`),
  });
  await watcher.ready;
  watcher.generated(first.inputs, first.code !== 0);
  log.info(`mcpgen: watching ${manifest} and the files it refers to (Ctrl-C to stop)`);
}

export function registerGenerate(program: Command): void {
  program
    .command('generate')
    .argument('[manifest]', 'manifest file', 'mcp.yaml')
    .option('--out <dir>', "output folder (default: the manifest's folder)")
    .option('--check', 'write nothing; exit 1 if any generated file is out of date (CI drift gate)', false)
    .option('--dry-run', 'print the write plan on stdout; write nothing', false)
    .option('--force', 'overwrite generator-owned files that were edited by hand', false)
    // Every run renders in full since the lock went (0.2): kept, hidden, so scripts that pass it keep working.
    .addOption(new Option('--full').hideHelp())
    .option('--watch', 'regenerate whenever the manifest changes', false)
    .option('--emit-ir', 'print the normalized IR as JSON on stdout (debugging); implies --dry-run', false)
    .description('generate (or update) the server for a manifest')
    .addHelpText('after', '\nExamples:\n  mcpgen generate                       # ./mcp.yaml into this folder\n  mcpgen generate api.yaml --out server --check')
    .action(async (manifest: string, opts: GenerateFlags & { watch: boolean }) => {
      if (opts.watch && (opts.check || opts.dryRun)) throw new UsageError('--watch cannot be combined with --check or --dry-run');
      const run = await generateAndReport(manifest, opts);
      if (opts.watch) await watchManifest(manifest, opts, run);
      else throw new Exit(run.code);
    });
}
