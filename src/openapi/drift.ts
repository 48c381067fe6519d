import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { locate, type LoadedManifest } from '../manifest/load.js';
import { isObject } from '../manifest/schema-walk.js';
import { posixRelative } from '../paths.js';
import { sha256Hex } from '../sha256.js';

export const sha256File = (file: string): Promise<string | undefined> => readFile(file).then(sha256Hex, () => undefined);

/** A changed or missing source of an imported manifest (openapi.sha256: path relative to the manifest → hash): the
 * tools no longer describe the API (MCPG700). */
export async function checkSpecDrift(loaded: LoadedManifest, cwd: string): Promise<Diagnostic[]> {
  const openapi = isObject(loaded.value) && isObject(loaded.value.openapi) ? loaded.value.openapi : {};
  const sources = Object.entries(isObject(openapi.sha256) ? openapi.sha256 : {}).filter((e): e is [string, string] => typeof e[1] === 'string');
  const spec = typeof openapi.spec === 'string' ? openapi.spec : sources[0]?.[0];
  const dir = path.dirname(loaded.absPath);
  const out: Diagnostic[] = [];
  for (const [rel, hash] of sources) {
    const now = await sha256File(path.resolve(dir, rel));
    if (now === hash) continue;
    const at = ['openapi', 'sha256', rel];
    const manifestDir = posixRelative(cwd, dir) || '.';
    out.push({
      code: 'MCPG700',
      severity: 'error',
      path: at,
      loc: locate(loaded, at, { key: true }),
      message: `the OpenAPI document ${rel} ${now === undefined ? 'is missing' : 'changed'} since it was imported`,
      hint: `run \`mcpgen import openapi --out ${manifestDir}\` to update the tools from it (overrides and your handlers are kept)${spec && spec !== rel ? `; the document is ${spec}` : ''}`,
    });
  }
  return out;
}
