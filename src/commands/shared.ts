import path from 'node:path';
import { sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { formatDiagnosticsText } from '../diagnostics/format.js';
import { log } from '../log.js';
import { toPosix } from '../paths.js';

/** Raised for a bad argument the parser cannot catch (exit 2). */
export class UsageError extends Error {}
/** Signals "done, exit with this code" without printing a stack. */
export class Exit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

/** The folder the command runs in; every path shown to the user is relative to it. */
export const cwd = process.cwd();

export function printDiagnostics(diagnostics: readonly Diagnostic[], fallbackFile: string): void {
  if (diagnostics.length === 0) return;
  log.info(formatDiagnosticsText(sortDiagnostics(diagnostics), fallbackFile));
}

export function outRel(outDir: string, rel: string): string {
  return toPosix(path.relative(cwd, path.join(outDir, rel)) || rel);
}
