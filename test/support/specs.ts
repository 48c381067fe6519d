import { readdirSync } from 'node:fs';
import path from 'node:path';
import { normalizeManifest } from '../../src/ir/normalize.js';
import type { ServerIR } from '../../src/ir/types.js';
import { readManifest } from '../../src/manifest/load.js';
import { validateManifest } from '../../src/manifest/validate.js';
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

/** A spec's IR, as the renderer receives it (source `mcp.yaml`), for tests of render stages. */
export async function specIR(manifestPath: string): Promise<ServerIR> {
  const loaded = await readManifest(manifestPath, REPO_ROOT);
  if (!('doc' in loaded)) throw new Error(`${manifestPath} did not load`);
  const { manifest } = validateManifest(loaded);
  if (!manifest) throw new Error(`${manifestPath} is not valid`);
  return normalizeManifest(manifest, loaded, { source: 'mcp.yaml' });
}
