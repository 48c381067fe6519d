import type { Diagnostic } from './diagnostic.js';

/** `file:line:col: severity CODE message` plus an indented hint, one diagnostic per block. */
export function formatDiagnosticsText(diagnostics: readonly Diagnostic[], fallbackFile: string): string {
  return diagnostics
    .map((d) => {
      const where = d.loc ? `${d.loc.file}:${d.loc.line}:${d.loc.col}` : `${fallbackFile}:1:1`;
      const head = `${where}: ${d.severity} ${d.code} ${d.message}`;
      return d.hint ? `${head}\n  hint: ${d.hint}` : head;
    })
    .map((block) => `${block}\n`)
    .join('');
}

export function formatDiagnosticsJson(diagnostics: readonly Diagnostic[]): string {
  return `${JSON.stringify({ diagnostics }, null, 2)}\n`;
}

export function summarize(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
}
