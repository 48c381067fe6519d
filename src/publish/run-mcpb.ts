// `mcpgen publish mcpb`: a generated project → an MCP Bundle. The bundle folder is staged in a temporary directory
// (./stage-bundle.ts: dist/ compiled from the project's sources, package.json, production node_modules installed by
// npm, manifest.json), then packed and checked by @anthropic-ai/mcpb's packExtension, and the .mcpb moved into
// place atomically.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packExtension } from '@anthropic-ai/mcpb';
import { hasErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { summarize } from '../diagnostics/format.js';
import { displayPath } from '../manifest/load.js';
import { log } from '../log.js';
import { sha256Hex } from '../sha256.js';
import { loadPublishable } from './load.js';
import { bundleManifest } from './mcpb-manifest.js';
import { projectDir, readProjectPackage, shownPath } from './project-package.js';
import { compileInto, installProduction, projectCompiler, StageError } from './stage-bundle.js';

export interface McpbFlags {
  readonly project?: string;
  readonly out?: string;
  readonly author?: string;
}

/** Exit code: 0 written; 1 the manifest cannot be published, or the project is not installed or does not compile, or npm failed. */
export async function runMcpb(manifest: string, cwd: string, flags: McpbFlags, print: (d: readonly Diagnostic[]) => void): Promise<number> {
  const publishable = await loadPublishable(manifest, cwd);
  print(publishable.diagnostics);
  if (!('ir' in publishable) || hasErrors(publishable.diagnostics)) {
    log.info(`mcpgen: ${summarize(publishable.diagnostics)}; nothing written`);
    return 1;
  }
  const { ir, loaded } = publishable;
  const project = await projectDir(manifest, cwd, flags.project);
  const shownProject = shownPath(project, cwd);
  const pkg = existsSync(path.join(project, 'tsconfig.json'))
    ? await readProjectPackage(project, shownPath(path.join(project, 'package.json'), cwd))
    : undefined;
  if (pkg === undefined) {
    log.info(`mcpgen: ${shownProject} is not a generated project (no package.json and tsconfig.json): pass --project`);
    return 1;
  }
  // The bundle is compiled from the sources with the project's own TypeScript, as `npm run build` does.
  const tsc = projectCompiler(project);
  if (tsc === undefined) {
    log.info(`mcpgen: ${shownProject} has no TypeScript installed (its devDependency): run \`npm install\` there first`);
    return 1;
  }
  const author = flags.author ?? (typeof pkg.author === 'string' ? pkg.author : pkg.author?.name) ?? ir.title ?? ir.name;
  const absOut = path.resolve(cwd, flags.out ?? path.join(path.dirname(loaded.absPath), `${ir.name}-${ir.version}.mcpb`));

  const stage = await mkdtemp(path.join(tmpdir(), 'mcpgen-mcpb-'));
  const bundle = path.join(stage, 'bundle');
  const partial = path.join(path.dirname(absOut), `.${path.basename(absOut)}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await mkdir(bundle);
    compileInto(tsc, project, bundle, stage);
    await installProduction(project, pkg, bundle);
    const manifestJson = bundleManifest(ir, { author, ...(pkg.engines?.node !== undefined && { nodeRange: pkg.engines.node }) });
    await writeFile(path.join(bundle, 'manifest.json'), `${JSON.stringify(manifestJson, null, 2)}\n`);
    // packExtension validates manifest.json (and refuses an invalid one); its validator prints on console.log, which
    // is stdout, so its lines go to mcpgen's log (stderr) instead while it runs.
    const packed = await withConsoleOnStderr(() => packExtension({ extensionPath: bundle, outputPath: partial, silent: true }));
    if (!packed) throw new Error('@anthropic-ai/mcpb refused the bundle mcpgen staged (see above)');
    await rename(partial, absOut);
  } catch (error) {
    if (!(error instanceof StageError)) throw error;
    log.info(`mcpgen: ${error.message}`);
    return 1;
  } finally {
    await rm(stage, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
  const bytes = await readFile(absOut);
  log.info(`mcpgen: wrote ${displayPath(absOut, cwd)} (${ir.name} ${ir.version}, ${(bytes.length / 1024).toFixed(0)} kB, sha256 ${sha256Hex(bytes)})`);
  return 0;
}

async function withConsoleOnStderr<T>(fn: () => Promise<T>): Promise<T> {
  const original = console.log;
  console.log = (...args: unknown[]) => log.info(args.map(String).join(' '));
  try {
    return await fn();
  } finally {
    console.log = original;
  }
}
