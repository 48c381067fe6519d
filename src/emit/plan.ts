import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HANDLER_DIRS, isGeneratedContent } from '../render/header.js';
import type { RenderedFile } from '../render/index.js';
import { asUserError } from './apply.js';
// Folders whose files are all the generator's (see ownerOf): a stale file there with our header is deleted.
import { GENERATED_DIRS, LOCK_PATH } from './lock.js';

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


async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

async function listFiles(dir: string, rel: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(dir, rel), { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
  const out: string[] = [];
  for (const entry of entries) {
    const child = `${rel}/${entry.name}`;
    if (entry.isDirectory()) out.push(...(await listFiles(dir, child)));
    else if (entry.isFile()) out.push(child);
  }
  return out;
}

/** Compares what we would write with what is on disk. Reads only; decides every action before anything is written. */
export async function planWrites(files: readonly RenderedFile[], outDir: string): Promise<WritePlan> {
  // A folder where a file belongs (EISDIR), unreadable files: the user's to fix (MCPG904), not a crash.
  return planAll(files, outDir).catch((error: unknown) => {
    throw asUserError(error, outDir);
  });
}

async function planAll(files: readonly RenderedFile[], outDir: string): Promise<WritePlan> {
  const actions: WriteAction[] = [];
  const produced = new Set(files.map((f) => f.path));
  for (const file of files) {
    const previous = await readIfExists(path.join(outDir, file.path));
    if (file.owner === 'user') {
      actions.push(previous === undefined ? { kind: 'create', path: file.path, content: file.content, owner: 'user' } : { kind: 'skip-user-owned', path: file.path });
    } else if (previous === undefined) {
      actions.push({ kind: 'create', path: file.path, content: file.content, owner: 'generator' });
    } else if (previous === file.content) {
      actions.push({ kind: 'unchanged', path: file.path });
    } else if (!isGeneratedContent(previous) && file.path !== LOCK_PATH) {
      // (The lock is a cache: a garbled one is simply rewritten.)
      actions.push({ kind: 'conflict', path: file.path, content: file.content, previous, reason: 'its "generated — do not edit" header was removed, so it is treated as hand-edited' });
    } else {
      actions.push({ kind: 'update', path: file.path, content: file.content, previous, owner: 'generator' });
    }
  }
  const generated = (await Promise.all(GENERATED_DIRS.map((dir) => listFiles(outDir, dir)))).flat().sort();
  for (const rel of generated) {
    if (produced.has(rel) || !(rel.endsWith('.gen.ts') || rel.endsWith('.test.ts'))) continue;
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
