import { readFileSync } from 'node:fs';
import module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type * as TsMorph from 'ts-morph';

type Ts = typeof TsMorph.ts;

// Required on first use, not imported: importing a CommonJS package from ESM first scans its source for export
// names (~0.25 s for ts-morph). The gate needs only the parser: ts-morph's own TypeScript (ts-morph's `ts`),
// without the rest of ts-morph (~22 MB less).
let typescript: Ts | undefined;
/** Where V8's code cache of TypeScript is kept (the render cache's folder), when the run uses the render cache. */
let cacheFile: string | undefined;
/** The script TypeScript was compiled from here, when its code cache is to be written after the run. */
let toCache: vm.Script | undefined;

/**
 * Node ≥ 22.1 keeps the compiled code of every module a run loads (cli.ts enables its compile cache). Node 20 has
 * no such cache, and compiling TypeScript's 9 MB is most of what a run that meets a new block pays for the gate:
 * there V8's code cache is used through Node's vm API, in the render cache's folder (`useTsCodeCache`).
 */
export function useTsCodeCache(file: string | undefined): void {
  cacheFile = file;
}

export function loadTs(): Ts {
  if (typescript) return typescript;
  const fromTsMorph = createRequire(createRequire(import.meta.url).resolve('ts-morph'));
  const file = fromTsMorph.resolve('@ts-morph/common/dist/typescript.js');
  const nodeCaches = (module as { getCompileCacheDir?: () => string | undefined }).getCompileCacheDir?.() !== undefined;
  typescript = cacheFile && !nodeCaches ? loadWithCodeCache(file, cacheFile) : (fromTsMorph(file) as Ts);
  return typescript;
}

/** TypeScript as require() would load it (CommonJS, its own require), compiled with the cached code when V8 takes it. */
function loadWithCodeCache(file: string, cache: string): Ts {
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cache);
  } catch {
    cachedData = undefined;
  }
  // The wrapper require() puts around a CommonJS module, on the first line so positions are the file's.
  const source = `(function (exports, require, module, __filename, __dirname) { ${readFileSync(file, 'utf8')}\n});`;
  const script = new vm.Script(source, { filename: file, ...(cachedData && { cachedData }) });
  if (!cachedData || script.cachedDataRejected) toCache = script;
  const exports = {};
  const mod = { exports, id: file, filename: file, loaded: false };
  (script.runInThisContext() as (...args: unknown[]) => void).call(exports, exports, createRequire(file), mod, file, path.dirname(file));
  return mod.exports as Ts;
}

/**
 * The code cache to write after a run that compiled TypeScript without one (or with one V8 rejected): taken once the
 * gate has run, so it holds the parser's functions too, which V8 compiles only when first called.
 */
export function takeTsCodeCache(): { file: string; data: Buffer } | undefined {
  const script = toCache;
  toCache = undefined;
  return script && cacheFile ? { file: cacheFile, data: script.createCachedData() } : undefined;
}
