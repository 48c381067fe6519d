// A filesystem refusal while reading or writing the output, as a diagnostic (plan reads, apply writes).
import path from 'node:path';
import { fileDiagnostic, UserFacingError } from '../diagnostics/diagnostic.js';

const FS_USER_ERRORS = new Set(['EACCES', 'EPERM', 'ENOTDIR', 'EISDIR', 'EROFS', 'ENOSPC', 'EEXIST', 'ENAMETOOLONG']);

/** A filesystem refusal is the user's to fix (permissions, a file where a folder should be): MCPG904, exit 1. */
export function asUserError(error: unknown, outDir: string, cwd: string): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (!code || !FS_USER_ERRORS.has(code)) return error;
  const file = (error as NodeJS.ErrnoException).path ?? outDir;
  return outputError(file, file, cwd, `cannot write the output (${code}); nothing was changed`, 'check that --out is a folder you can write to');
}

/** MCPG904 located at `file` of the output (shown from `cwd`; `shown` when that is the cwd itself). */
export const outputError = (file: string, shown: string, cwd: string, message: string, hint: string): UserFacingError =>
  new UserFacingError([fileDiagnostic('MCPG904', 'error', { file: path.relative(cwd, file) || shown, line: 1, col: 1 }, message, hint)]);
