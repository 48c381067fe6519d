import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

export type Dependencies = Readonly<Record<string, string>>;

export function dependenciesOf(text: string): Dependencies | undefined {
  try {
    const pkg = JSON.parse(text) as { dependencies?: unknown };
    return typeof pkg.dependencies === 'object' && pkg.dependencies !== null ? (pkg.dependencies as Dependencies) : {};
  } catch {
    return undefined;
  }
}

/**
 * package.json is the user's and is written once, so a newer mcpgen whose generated code imports another package
 * cannot add it. Say so (MCPG905) instead of leaving a project that no longer builds. `wanted` is what the rendered
 * package.json lists; the lock short-cut passes the same list, recorded in the lock, so both print the same.
 */
export async function wantedDependencyDiagnostics(wanted: Dependencies, outDir: string, shownPath: string): Promise<Diagnostic[]> {
  const existing = await readFile(path.join(outDir, 'package.json'), 'utf8').catch(() => undefined);
  if (existing === undefined) return [];
  const have = dependenciesOf(existing);
  if (!have) return [];
  const lines = existing.split('\n');
  const line = Math.max(1, lines.findIndex((l) => l.includes('"dependencies"')) + 1);
  return Object.entries(wanted)
    .filter(([name]) => !Object.hasOwn(have, name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, version]): Diagnostic => ({
      code: 'MCPG905',
      severity: 'warning',
      path: [],
      loc: { file: shownPath, line, col: 1 },
      message: `the generated code imports ${name}, which package.json does not list in dependencies`,
      hint: `run: npm install ${name}@${version}`,
    }));
}
