// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { IndexRepositoryHandler } from '../generated/tools.gen.js';
import { NotADirectory } from '../generated/errors.gen.js';
import { startRun } from '../lib/runs.js';

const SKIP = new Set(['.git', 'node_modules', 'dist']);

/** Every file below `dir`, depth-first in name order (stable across runs and machines). */
async function listFiles(dir: string, signal: AbortSignal): Promise<string[]> {
  const out: string[] = [];
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    signal.throwIfAborted();
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !SKIP.has(entry.name)) out.push(...(await listFiles(full, signal)));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

async function countLines(file: string, signal: AbortSignal): Promise<{ lines: number; bytes: number }> {
  const handle = await open(file, 'r');
  try {
    let lines = 0;
    let bytes = 0;
    for await (const chunk of handle.createReadStream({ signal }) as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    return { lines, bytes };
  } finally {
    await handle.close();
  }
}

/** index_repository: one progress notification per file; stops at the next file once cancelled. */
export const indexRepository: IndexRepositoryHandler = async (input, ctx) => {
  const { root } = ctx.app;
  const dir = path.resolve(root, input.path);
  if (dir !== root && !dir.startsWith(root + path.sep)) throw new NotADirectory({ path: input.path });
  if (!(await stat(dir).catch(() => undefined))?.isDirectory()) throw new NotADirectory({ path: input.path });

  const run = startRun(ctx.requestId);
  let abortedAt: number | undefined;
  const onAbort = () => {
    abortedAt = performance.now();
    run.reason = String(ctx.signal.reason instanceof Error ? ctx.signal.reason.message : ctx.signal.reason);
  };
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  try {
    const files = (await listFiles(dir, ctx.signal)).slice(0, input.maxFiles);
    run.total = files.length;
    ctx.log.debug('indexing', { dir, files: files.length });
    const result = { files: 0, lines: 0, bytes: 0, byExtension: {} as Record<string, number> };
    for await (const file of ctx.track(files, { message: (f) => `indexed ${path.relative(dir, f)}` })) {
      if (input.delayMs) await ctx.sleep(input.delayMs);
      const { lines, bytes } = await countLines(file, ctx.signal);
      const ext = path.extname(file) || '(none)';
      result.files += 1;
      result.lines += lines;
      result.bytes += bytes;
      result.byExtension[ext] = (result.byExtension[ext] ?? 0) + 1;
      run.filesSeen = result.files;
    }
    run.status = 'completed';
    return result;
  } catch (error) {
    run.status = ctx.signal.aborted ? 'cancelled' : 'failed';
    throw error;
  } finally {
    // From the cancel signal to this line: how long the handler kept going after being told to stop.
    if (abortedAt !== undefined) run.stopLatencyMs = Math.round((performance.now() - abortedAt) * 1000) / 1000;
    ctx.signal.removeEventListener('abort', onAbort);
  }
};
