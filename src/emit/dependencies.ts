import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { attempt } from '../attempt.js';
import { fileDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { isObject } from '../manifest/schema-walk.js';

export type Dependencies = Readonly<Record<string, string>>;

/** One dependency entry mcpgen sets: added (`from` undefined) or moved to mcpgen's version. */
export interface DependencyChange {
  readonly name: string;
  readonly from?: string;
  readonly to: string;
}

/** What generate would make of the project's package.json: the same text but for the entries generated code needs. */
export interface DependencySync {
  readonly before: string;
  readonly after: string;
  readonly changes: readonly DependencyChange[];
}

/**
 * package.json is the user's, except the dependency entries the generated code imports (the SDK, ajv, jose…):
 * those follow mcpgen, so a newer runtime that needs a new package or version gets it. Only those entries change;
 * key order, other dependencies, scripts and the indentation stay as they are. `undefined` when there is no
 * package.json yet (the scaffold writes one) or nothing to change; MCPG905 when it is not JSON we can edit.
 */
export async function syncDependencies(wanted: Dependencies, outDir: string, shownPath: string): Promise<DependencySync | Diagnostic | undefined> {
  const before = await readFile(path.join(outDir, 'package.json'), 'utf8').catch(() => undefined);
  if (before === undefined) return undefined;
  const pkg = attempt(() => JSON.parse(before) as unknown);
  if (!isObject(pkg)) {
    const message = `package.json is not a JSON object, so mcpgen could not set the dependencies the generated code imports (${Object.keys(wanted).sort().join(', ')})`;
    return fileDiagnostic('MCPG905', 'warning', { file: shownPath, line: 1, col: 1 }, message, 'fix package.json and run generate again');
  }
  const current = typeof pkg.dependencies === 'object' && pkg.dependencies !== null ? (pkg.dependencies as Record<string, string>) : {};
  const changes = Object.entries(wanted)
    .filter(([name, version]) => current[name] !== version)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, to]): DependencyChange => (Object.hasOwn(current, name) ? { name, from: current[name]!, to } : { name, to }));
  if (changes.length === 0) return undefined;
  // Existing keys keep their place (assignment does not move them); new ones go last.
  const dependencies = { ...current };
  for (const c of changes) dependencies[c.name] = c.to;
  pkg.dependencies = dependencies;
  const indent = /^\{\r?\n([ \t]+)"/.exec(before)?.[1] ?? '  ';
  const eol = before.includes('\r\n') ? '\r\n' : '\n';
  const after = `${JSON.stringify(pkg, null, indent).replace(/\n/g, eol)}${/\r?\n$/.test(before) ? eol : ''}`;
  return { before, after, changes };
}

export const describeChange = (c: DependencyChange): string => (c.from === undefined ? `${c.name} ${c.to} added` : `${c.name} ${c.from} → ${c.to}`);
