import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './cli.js';

/**
 * A scratch folder inside the repo (.tmp/, git-ignored) so generated projects resolve the SDK from the repo's
 * node_modules. Returns the folder and a cleanup function.
 */
export function scratchDir(prefix: string): { dir: string; cleanup: () => void } {
  const root = path.join(REPO_ROOT, '.tmp');
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(path.join(root, `${prefix}-`));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Copies specs/<name>.yaml into dir as mcp.yaml. */
export function copySpec(name: string, dir: string): string {
  const target = path.join(dir, 'mcp.yaml');
  cpSync(path.join(REPO_ROOT, 'specs', `${name}.yaml`), target);
  return target;
}

/** Every file below `dir` (relative posix path → text), for comparing two generated projects. */
export function tree(dir: string, rel = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) for (const [k, v] of tree(dir, child)) out.set(k, v);
    else out.set(child, readFileSync(path.join(dir, child), 'utf8'));
  }
  return out;
}
