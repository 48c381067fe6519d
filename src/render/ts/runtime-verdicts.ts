// The syntax gate's verdicts on the fixed runtime files (templates/runtime/), established once by the build instead
// of on each project's first run: every project gets the same bytes. A verdict holds for the text that was parsed
// (its SHA-256) under the TypeScript that parsed it; any other text, or another TypeScript, is parsed as before.
// From the TypeScript sources (tests) there is no verdict file, and everything is parsed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256, TEMPLATE_ROOT } from '../template-source.js';
import { parserVersion } from './load-ts.js';
import { checkSyntax } from './syntax-gate.js';

export interface RuntimeVerdicts {
  /** The package whose TypeScript parsed them (parserVersion). */
  readonly typescript: string;
  /** SHA-256 of each runtime file's text: all of them passed. */
  readonly passed: readonly string[];
}

/** Written by the build (src/build/precompile-templates.ts) next to the precompiled templates. */
export const RUNTIME_VERDICTS_FILE = fileURLToPath(new URL('../runtime-verdicts.json', import.meta.url));

/** The build's side: every runtime file parsed now; one that does not parse fails the build. */
export function gateRuntime(): RuntimeVerdicts {
  const dir = path.join(TEMPLATE_ROOT, 'runtime');
  const names = readdirSync(dir)
    .filter((n) => n.endsWith('.gen.ts'))
    .sort();
  const passed = names.map((name) => {
    const text = readFileSync(path.join(dir, name), 'utf8');
    const problems = checkSyntax(`templates/runtime/${name}`, text);
    if (problems.length > 0) throw new Error(`templates/runtime/${name} does not parse: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
    return sha256(text);
  });
  return { typescript: parserVersion(), passed };
}

/** Whether a text parsed at build time, by the verdicts given (a file's content, read or not), under this TypeScript. */
export function vouchedBy(verdicts: unknown, typescript = parserVersion()): (text: string) => boolean {
  const v = verdicts as Partial<RuntimeVerdicts> | undefined;
  const passed = v?.typescript === typescript && Array.isArray(v.passed) ? new Set(v.passed) : undefined;
  return (text) => passed?.has(sha256(text)) === true;
}

let built: ((text: string) => boolean) | undefined;

/** The run's side: the build's verdict file vouches for this text. */
export function parsedAtBuild(text: string): boolean {
  built ??= vouchedBy(readJson(RUNTIME_VERDICTS_FILE));
  return built(text);
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
