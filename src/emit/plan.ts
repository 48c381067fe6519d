import type { Dirent } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HANDLER_DIRS, isGeneratedContent } from '../render/header.js';
import type { RenderedFile } from '../render/index.js';
import { asUserError } from './fs-errors.js';
import { OLD_COPY } from '../manifest/editor-schema.js';
import { toPosix } from '../paths.js';

/** Folders whose files are all the generator's (see ownerOf): a stale file there with our header is deleted. */
const GENERATED_DIRS = ['src/generated', 'test/generated'] as const;
/** Where mcpgen before 0.1 kept a lock, checked in: removed (with our header) by the next generate. */
const LEGACY_LOCK_PATH = 'src/generated/mcpgen.lock.json';
/** A file in GENERATED_DIRS that the generator may have written and no longer does: deleted when it has our header. */
const mayBeStale = (rel: string): boolean => rel.endsWith('.gen.ts') || rel.endsWith('.test.ts') || rel === LEGACY_LOCK_PATH || rel === OLD_COPY;

/** Why a generator-owned file that lost its header is not overwritten. */
const HAND_EDITED = 'its "generated — do not edit" header was removed, so it is treated as hand-edited';

export type WriteAction =
  | { readonly kind: 'create' | 'update'; readonly path: string; readonly content: string; readonly previous?: string; readonly owner: 'generator' | 'user' }
  | { readonly kind: 'unchanged'; readonly path: string }
  | { readonly kind: 'skip-user-owned'; readonly path: string }
  | { readonly kind: 'delete-stale'; readonly path: string; readonly previous: string }
  | { readonly kind: 'conflict'; readonly path: string; readonly reason: string; readonly content: string; readonly previous: string }
  | { readonly kind: 'orphan'; readonly path: string };

export interface WritePlan {
  readonly outDir: string;
  readonly actions: readonly WriteAction[];
}

/** `fallback` for a path that is not there (or under a file where a folder should be); any other error is thrown. */
const ifMissing =
  <T>(fallback: T) =>
  (error: unknown): T => {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return fallback;
    throw error;
  };

const readIfExists = (file: string): Promise<string | undefined> => readFile(file, 'utf8').catch(ifMissing(undefined));

/** The files under `rel` (a folder of `dir`), relative to `dir`, posix. */
async function listFiles(dir: string, rel: string): Promise<string[]> {
  const entries = await readdir(path.join(dir, rel), { recursive: true, withFileTypes: true }).catch(ifMissing([]));
  return entries.filter((e) => e.isFile()).map((e) => toPosix(path.relative(dir, path.join(e.parentPath, e.name))));
}

/** Compares what we would write with what is on disk. Reads only; decides every action before anything is written. */
export async function planWrites(files: readonly RenderedFile[], outDir: string, cwd: string): Promise<WritePlan> {
  // A folder where a file belongs (EISDIR), unreadable files: the user's to fix (MCPG904), not a crash.
  return planAll(files, outDir).catch((error: unknown) => {
    throw asUserError(error, outDir, cwd);
  });
}

/**
 * Whether a user-owned file exists, asked of its folder's listing (a large server has ~1,250 handler files: one
 * readdir instead of a read each). What the listing does not settle (a non-ASCII name, an entry that is not a plain
 * file or differs only in case, as on a case-insensitive disk) is asked of the file itself.
 */
function existenceByListing(outDir: string): (rel: string) => Promise<boolean> {
  const listings = new Map<string, Promise<Map<string, Dirent[]>>>();
  const list = async (dir: string) => {
    const byLowerCase = new Map<string, Dirent[]>();
    for (const entry of await readdir(path.join(outDir, dir), { withFileTypes: true }).catch(() => [])) {
      const key = entry.name.toLowerCase();
      byLowerCase.set(key, [...(byLowerCase.get(key) ?? []), entry]);
    }
    return byLowerCase;
  };
  return async (rel) => {
    const dir = path.posix.dirname(rel);
    const name = path.posix.basename(rel);
    let listing = listings.get(dir);
    if (!listing) listings.set(dir, (listing = list(dir)));
    if (/^[\x20-\x7e]*$/.test(name)) {
      const entries = (await listing).get(name.toLowerCase());
      if (entries === undefined) return false;
      if (entries.length === 1 && entries[0]!.name === name && entries[0]!.isFile()) return true;
    }
    return (await readIfExists(path.join(outDir, rel))) !== undefined;
  };
}

async function planAll(files: readonly RenderedFile[], outDir: string): Promise<WritePlan> {
  const actions: WriteAction[] = [];
  const produced = new Set(files.map((f) => f.path));
  const exists = existenceByListing(outDir);
  // Generator-owned files are compared with what is on disk, so they are read (a few dozen, concurrently).
  const previousOf = new Map(files.filter((f) => f.owner !== 'user').map((f) => [f.path, readIfExists(path.join(outDir, f.path))]));
  for (const promise of previousOf.values()) promise.catch(() => undefined);
  for (const file of files) {
    if (file.owner === 'user') {
      actions.push(
        !(await exists(file.path)) ? { kind: 'create', path: file.path, content: file.content, owner: 'user' } : { kind: 'skip-user-owned', path: file.path },
      );
      continue;
    }
    const previous = await previousOf.get(file.path);
    const { path: rel, content } = file;
    if (previous === undefined) actions.push({ kind: 'create', path: rel, content, owner: 'generator' });
    else if (previous === content) actions.push({ kind: 'unchanged', path: rel });
    else if (isGeneratedContent(previous)) actions.push({ kind: 'update', path: rel, content, previous, owner: 'generator' });
    else actions.push({ kind: 'conflict', path: rel, content, previous, reason: HAND_EDITED });
  }
  const generated = (await Promise.all(GENERATED_DIRS.map((dir) => listFiles(outDir, dir)))).flat().sort();
  for (const rel of generated) {
    if (produced.has(rel) || !mayBeStale(rel)) continue;
    const previous = await readIfExists(path.join(outDir, rel));
    if (previous !== undefined && isGeneratedContent(previous)) actions.push({ kind: 'delete-stale', path: rel, previous });
  }
  // Handlers of removed tools, resources and prompts are reported, never deleted: they are the user's code.
  for (const dir of Object.keys(HANDLER_DIRS)) {
    for (const rel of (await listFiles(outDir, dir)).sort()) {
      if (!produced.has(rel) && rel.endsWith('.ts')) actions.push({ kind: 'orphan', path: rel });
    }
  }
  return { outDir, actions };
}
