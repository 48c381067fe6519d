import { randomBytes } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { asUserError, outputError } from './fs-errors.js';
import type { WriteAction, WritePlan } from './plan.js';

/** Refuses any path that would land outside the output folder. */
export function resolveInside(outDir: string, rel: string): string {
  const root = path.resolve(outDir);
  const target = path.resolve(root, rel);
  if (target !== root && !target.startsWith(root + path.sep)) throw new Error(`refusing to write outside ${root}: ${rel}`);
  return target;
}

/** A folder reached through a symbolic link that leaves the output folder is refused (MCPG904): checked per folder. */
function realInside(outDir: string, cwd: string): (dir: string, rel: string) => Promise<void> {
  let root: Promise<string> | undefined;
  const checked = new Set<string>();
  return async (dir, rel) => {
    if (checked.has(dir)) return;
    const real = await realpath(dir).catch(() => undefined);
    const realRoot = await (root ??= realpath(outDir).catch(() => path.resolve(outDir)));
    if (real !== undefined && real !== realRoot && !real.startsWith(realRoot + path.sep))
      throw outputError(
        path.join(outDir, rel),
        rel,
        cwd,
        `${rel} would be written outside the output folder (through a symbolic link to ${real}); nothing was changed`,
        'replace the symbolic link with a real folder, or generate into the folder it points at',
      );
    checked.add(dir);
  };
}

/** The files a run writes: created, updated, and with --force the hand-edited ones it restores. */
export const writesOf = (plan: WritePlan, force: boolean): { readonly path: string; readonly content: string }[] =>
  plan.actions.flatMap((a) => (a.kind === 'create' || a.kind === 'update' || (a.kind === 'conflict' && force) ? [a] : []));

/**
 * Stages every write as a temp file next to its target, then renames them all: a failure while staging
 * leaves the previous output untouched, and each rename is atomic. `cwd`: the folder diagnostics show paths from.
 */
export async function applyPlan(plan: WritePlan, options: { readonly dryRun: boolean; readonly force: boolean; readonly cwd: string }) {
  const conflicts = plan.actions.filter((a): a is Extract<WriteAction, { kind: 'conflict' }> => a.kind === 'conflict');
  // Nothing is written while there are conflicts (without --force).
  const blocked = conflicts.length > 0 && !options.force;
  const writes = writesOf(plan, options.force);
  const deletes = plan.actions.filter((a) => a.kind === 'delete-stale').map((a) => a.path);
  if (blocked || options.dryRun) return { written: [], deleted: [], conflicts, blocked };

  const staged = writes.map((w) => {
    const target = resolveInside(plan.outDir, w.path);
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
    return { rel: w.path, content: w.content, temp, target };
  });
  const createdDirs: string[] = [];
  const started: string[] = [];
  try {
    const insideReally = realInside(plan.outDir, options.cwd);
    for (const rel of deletes) await insideReally(path.dirname(resolveInside(plan.outDir, rel)), rel);
    // Folders one by one (each checked once), then the files many at a time: a large server has ~1,250 of them.
    const folders = new Map(staged.map((s) => [path.dirname(s.target), s.rel]));
    for (const [dir, rel] of folders) {
      const created = await mkdir(dir, { recursive: true });
      if (created !== undefined) createdDirs.push(created);
      await insideReally(dir, rel);
    }
    // Synchronously: ~0.1 s for GitHub's 1,250 files, where as many concurrent writes through the thread pool took
    // ~0.7 s (each create waits for the folder's lock; most files are in src/tools/).
    for (const s of staged) {
      started.push(s.temp);
      writeFileSync(s.temp, s.content, { encoding: 'utf8', flag: 'wx' });
    }
  } catch (error) {
    await Promise.all(started.map((temp) => rm(temp, { force: true })));
    // Folders made for this run held only its temp files: a failed run leaves no trace.
    for (const dir of createdDirs.reverse()) await rm(dir, { recursive: true, force: true });
    throw asUserError(error, plan.outDir, options.cwd);
  }
  for (const s of staged) renameSync(s.temp, s.target);
  for (const rel of deletes) await rm(resolveInside(plan.outDir, rel), { force: true });
  return { written: writes.map((w) => w.path), deleted: deletes, conflicts, blocked };
}

/** One file written atomically through the plan (the emitter's path); false when it already holds exactly that. */
export async function writeFileAtomic(absFile: string, content: string, cwd: string): Promise<boolean> {
  const current = await readFile(absFile, 'utf8').catch(() => undefined);
  if (current === content) return false;
  const action = { kind: current === undefined ? 'create' : 'update', path: path.basename(absFile), content, owner: 'user' } as const;
  await applyPlan({ outDir: path.dirname(absFile), actions: [action] }, { dryRun: false, force: false, cwd });
  return true;
}
