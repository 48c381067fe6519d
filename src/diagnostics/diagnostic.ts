import type { DiagnosticCode } from './codes.js';

export type Severity = 'error' | 'warning';
export type PathSegment = string | number;

export interface SourceLoc {
  readonly file: string;
  readonly line: number;
  readonly col: number;
}

export interface Diagnostic {
  readonly code: DiagnosticCode;
  readonly severity: Severity;
  readonly message: string;
  readonly path: readonly PathSegment[];
  readonly loc?: SourceLoc;
  readonly hint?: string;
}

/** A diagnostic that no manifest path names (`path` []): of a file's syntax, of reading it, of the output. */
export function fileDiagnostic(code: DiagnosticCode, severity: Severity, loc: SourceLoc, message: string, hint?: string): Diagnostic {
  return { code, severity, message, path: [], loc, hint };
}

/** A failure the user can fix; the CLI prints its diagnostics and exits 1. */
export class UserFacingError extends Error {
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(diagnostics.map((d) => d.message).join('; '));
    this.name = 'UserFacingError';
  }
}

export const hasErrors = (diagnostics: readonly Diagnostic[]): boolean => diagnostics.some((d) => d.severity === 'error');

/** Stable order: by file, line, column, then code, so output never depends on rule order. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      (a.loc?.file ?? '').localeCompare(b.loc?.file ?? '') ||
      (a.loc?.line ?? 0) - (b.loc?.line ?? 0) ||
      (a.loc?.col ?? 0) - (b.loc?.col ?? 0) ||
      a.code.localeCompare(b.code) ||
      a.message.localeCompare(b.message),
  );
}
