// Paths as mcpgen writes them (diagnostics, generated headers, manifests, plans): posix separators on every platform.
import path from 'node:path';

/** `p` with posix separators. */
export const toPosix = (p: string): string => p.split(path.sep).join('/');

/** `to` relative to `from`, with posix separators. */
export const posixRelative = (from: string, to: string): string => toPosix(path.relative(from, to));
