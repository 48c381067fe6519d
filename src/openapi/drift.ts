import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { locate, type LoadedManifest } from '../manifest/load.js';
import { isObject } from '../manifest/schema-walk.js';
import { posixRelative } from '../paths.js';
import { sha256Hex } from '../sha256.js';

export const sha256File = (file: string): Promise<string | undefined> =>
  readFile(file).then(
    (data) => sha256Hex(data),
    () => undefined,
  );

/** The files an imported manifest was made from (openapi.sha256: path relative to the manifest → hash). */
export function recordedSources(value: unknown): Record<string, string> {
  const openapi = isObject(value) ? value.openapi : undefined;
  const hashes = isObject(openapi) && isObject(openapi.sha256) ? openapi.sha256 : {};
  return Object.fromEntries(Object.entries(hashes).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** A changed or missing source of an imported manifest: the tools no longer describe the API (MCPG700). */
export async function checkSpecDrift(loaded: LoadedManifest, cwd: string): Promise<Diagnostic[]> {
  const sources = recordedSources(loaded.value);
  const openapi = isObject(loaded.value) ? loaded.value.openapi : undefined;
  const spec = isObject(openapi) && typeof openapi.spec === 'string' ? openapi.spec : Object.keys(sources)[0];
  const dir = path.dirname(loaded.absPath);
  const out: Diagnostic[] = [];
  for (const [rel, hash] of Object.entries(sources)) {
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
