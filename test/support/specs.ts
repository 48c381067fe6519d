import { readdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './cli.js';

export interface SpecEntry {
  readonly name: string;
  /** Repo-relative, posix. */
  readonly manifest: string;
  readonly out: string;
}

/** Every valid example: specs/<name>.yaml with its golden folder generated/<name>/. */
export function listSpecs(): SpecEntry[] {
  return readdirSync(path.join(REPO_ROOT, 'specs'))
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -'.yaml'.length);
      return { name, manifest: `specs/${f}`, out: `generated/${name}` };
    });
}
