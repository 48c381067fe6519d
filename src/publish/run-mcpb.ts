// `mcpgen publish mcpb`: a built generated project → an MCP Bundle. The bundle folder is staged in a temporary
// directory (manifest.json, dist/, package.json, production node_modules installed by npm), then packed and checked
// by @anthropic-ai/mcpb's packExtension, and the .mcpb moved into place atomically.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packExtension } from '@anthropic-ai/mcpb';
import { hasErrors, type Diagnostic } from '../diagnostics/diagnostic.js';
import { summarize } from '../diagnostics/format.js';
import { displayPath } from '../manifest/load.js';
import { log } from '../log.js';
import { loadPublishable } from './load.js';
import { bundleManifest } from './mcpb-manifest.js';

export interface McpbFlags {
  readonly project?: string;
  readonly out?: string;
  readonly author?: string;
}

interface ProjectPackage {
  readonly author?: string | { readonly name?: string };
  readonly engines?: { readonly node?: string };
  readonly devDependencies?: unknown;
  readonly scripts?: unknown;
  readonly [key: string]: unknown;
}

/** Exit code: 0 written; 1 the manifest cannot be published, or the project is not built, or npm failed. */
export async function runMcpb(manifest: string, cwd: string, flags: McpbFlags, print: (d: readonly Diagnostic[]) => void): Promise<number> {
  const publishable = await loadPublishable(manifest, cwd);
  print(publishable.diagnostics);
  if (!('ir' in publishable) || hasErrors(publishable.diagnostics)) {
    log.info(`mcpgen: ${summarize(publishable.diagnostics)}; nothing written`);
    return 1;
  }
  const { ir, loaded } = publishable;
  const project = path.resolve(cwd, flags.project ?? path.dirname(loaded.absPath));
  const shownProject = displayPath(project, cwd) || '.';
  if (!existsSync(path.join(project, 'package.json')) || !existsSync(path.join(project, 'dist', 'main.js'))) {
    log.info(`mcpgen: ${shownProject} has no built server (package.json and dist/main.js): run \`npm run build\` there first, or pass --project`);
    return 1;
  }
  const pkg = JSON.parse(await readFile(path.join(project, 'package.json'), 'utf8')) as ProjectPackage;
  const author = flags.author ?? (typeof pkg.author === 'string' ? pkg.author : pkg.author?.name) ?? ir.title ?? ir.name;
  const absOut = path.resolve(cwd, flags.out ?? path.join(path.dirname(loaded.absPath), `${ir.name}-${ir.version}.mcpb`));

  const stage = await mkdtemp(path.join(tmpdir(), 'mcpgen-mcpb-'));
  const partial = path.join(path.dirname(absOut), `.${path.basename(absOut)}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    // Not tsc's incremental build state (dist/.tsbuildinfo): the bundle runs the code, it does not rebuild it.
    await cp(path.join(project, 'dist'), path.join(stage, 'dist'), { recursive: true, filter: (from) => !from.endsWith('.tsbuildinfo') });
    const locked = existsSync(path.join(project, 'package-lock.json'));
    if (locked) {
      // A lockfile pins the whole tree: npm ci installs exactly it (devDependencies omitted), so package.json stays as it is.
      await cp(path.join(project, 'package-lock.json'), path.join(stage, 'package-lock.json'));
      await writeFile(path.join(stage, 'package.json'), JSON.stringify(pkg, null, 2));
    } else {
      // Without one, the bundle's package.json is the production one: devDependencies (mcpgen, tsc) are not resolved at all.
      const { devDependencies: _dev, scripts: _scripts, ...production } = pkg;
      await writeFile(path.join(stage, 'package.json'), `${JSON.stringify(production, null, 2)}\n`);
    }
    const npm = spawnSync(
      'npm',
      [locked ? 'ci' : 'install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline', ...(locked ? [] : ['--no-package-lock'])],
      {
        cwd: stage,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 600_000,
      },
    );
    if (npm.status !== 0) {
      log.info(`mcpgen: npm could not install the production dependencies of ${shownProject}:\n${`${npm.stderr ?? ''}${npm.error?.message ?? ''}`.trim()}`);
      return 1;
    }
    const bundle = bundleManifest(ir, { author, ...(pkg.engines?.node !== undefined && { nodeRange: pkg.engines.node }) });
    await writeFile(path.join(stage, 'manifest.json'), `${JSON.stringify(bundle, null, 2)}\n`);
    // packExtension validates manifest.json (and refuses an invalid one); its validator prints on console.log, which
    // is stdout, so its lines go to mcpgen's log (stderr) instead while it runs.
    const packed = await withConsoleOnStderr(() => packExtension({ extensionPath: stage, outputPath: partial, silent: true }));
    if (!packed) throw new Error('@anthropic-ai/mcpb refused the bundle mcpgen staged (see above)');
    await rename(partial, absOut);
  } finally {
    await rm(stage, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
  const bytes = await readFile(absOut);
  log.info(
    `mcpgen: wrote ${displayPath(absOut, cwd)} (${ir.name} ${ir.version}, ${(bytes.length / 1024).toFixed(0)} kB, sha256 ${createHash('sha256').update(bytes).digest('hex')})`,
  );
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
