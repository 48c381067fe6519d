// `mcpgen publish server-json`: the manifest (and the project's package.json) → server.json beside it (or --out),
// written atomically.
import path from 'node:path';
import { hasErrors, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { summarize } from '../diagnostics/format.js';
import { writeFileAtomic } from '../emit/apply.js';
import { displayPath } from '../manifest/load.js';
import { log } from '../log.js';
import { loadPublishable } from './load.js';
import { npmPackageOf, packageWarnings, projectDir, readProjectPackage, shownPath } from './project-package.js';
import { parseNpmPackage, parseRemote, PublishUsageError, registryName, renderServerJson, serverJson } from './server-json.js';

export interface ServerJsonFlags {
  readonly package?: string;
  readonly remote?: string;
  readonly name?: string;
  readonly out?: string;
  readonly project?: string;
}

export { PublishUsageError };

/**
 * Exit code: 0 written (or up to date), 1 the manifest cannot be published as it is. Bad flags throw
 * PublishUsageError. Without --package and --remote, the npm package is the project's package.json (name, version).
 */
export async function runServerJson(manifest: string, cwd: string, flags: ServerJsonFlags, print: (d: readonly Diagnostic[]) => void): Promise<number> {
  const project = await projectDir(manifest, cwd, flags.project);
  const shownPackageJson = shownPath(path.join(project, 'package.json'), cwd);
  const fromPackageJson = flags.package === undefined && flags.remote === undefined;
  // Needed without flags; otherwise only read for its warnings, so a package.json that is not JSON is no reason to stop.
  const pkg = await readProjectPackage(project, shownPackageJson).catch((error: unknown) => {
    if (fromPackageJson) throw error;
    return undefined;
  });
  if (fromPackageJson && pkg === undefined)
    throw new PublishUsageError(
      `publish server-json needs --package NAME@VERSION (npm, stdio) and/or --remote URL (Streamable HTTP), or a project whose package.json names the package (${shownPackageJson} does not exist; --project names the folder)`,
    );
  const publishable = await loadPublishable(manifest, cwd);
  const diagnostics: Diagnostic[] = [...publishable.diagnostics];
  if (!('ir' in publishable)) return fail(diagnostics, print);
  const { ir, loaded } = publishable;
  const npm = fromPackageJson ? npmPackageOf(pkg!, shownPackageJson) : flags.package !== undefined ? parseNpmPackage(flags.package, ir.version) : undefined;
  const options = {
    ...(flags.name !== undefined && { name: flags.name }),
    ...(npm !== undefined && { npm }),
    ...(flags.remote !== undefined && { remote: parseRemote(flags.remote) }),
  };
  const name = registryName(ir, loaded, options);
  if (typeof name !== 'string') diagnostics.push(name);
  if (typeof name !== 'string' || hasErrors(diagnostics)) return fail(diagnostics, print);
  print(diagnostics);
  if (fromPackageJson) log.info(`mcpgen: the npm package is ${npm!.name}@${npm!.version}, from ${shownPackageJson} (--package names another)`);
  const absFile = flags.out !== undefined ? path.resolve(cwd, flags.out) : path.join(path.dirname(loaded.absPath), 'server.json');
  const written = await writeFileAtomic(absFile, renderServerJson(serverJson(ir, name, options)), cwd);
  const shown = displayPath(absFile, cwd);
  log.info(
    `mcpgen: ${written ? 'wrote' : 'up to date:'} ${shown} (${name} ${ir.version}${options.npm ? `, npm ${options.npm.name}@${options.npm.version}` : ''}${options.remote ? `, remote ${options.remote.href}` : ''})`,
  );
  if (options.npm) {
    // The project's package.json is the one published when it is this package; otherwise only the reminder applies.
    const ours = pkg !== undefined && pkg.name === options.npm.name;
    const warnings = ours
      ? await packageWarnings(project, pkg, name, ir.version)
      : [`the registry checks npm ownership: the package.json of ${options.npm.name} must say "mcpName": "${name}"`];
    for (const w of warnings) log.info(`mcpgen: ${w}`);
  }
  return 0;
}

function fail(diagnostics: readonly Diagnostic[], print: (d: readonly Diagnostic[]) => void): number {
  print(sortDiagnostics(diagnostics));
  log.info(`mcpgen: ${summarize(diagnostics)}; nothing written`);
  return hasErrors(diagnostics) ? 1 : 0;
}
