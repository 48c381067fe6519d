// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
// Start-up checks the indexer's root once; shutdown reports how the runs of this process ended.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { LifecycleContext } from './generated/index.js';
import { recentRuns } from './lib/runs.js';

/** Handlers receive this as ctx.app. */
export interface App {
  /** Absolute folder every index run stays below (REPO_INDEXER_ROOT, default the working directory). */
  readonly root: string;
}

export async function startup(ctx: LifecycleContext): Promise<App> {
  const root = path.resolve(process.env.REPO_INDEXER_ROOT ?? process.cwd());
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) throw new Error(`REPO_INDEXER_ROOT is not a directory: ${root}`);
  ctx.log.info('indexer ready', { root });
  return { root };
}

export async function shutdown(_app: App, ctx: LifecycleContext): Promise<void> {
  const byStatus: Record<string, number> = {};
  for (const run of recentRuns()) byStatus[run.status] = (byStatus[run.status] ?? 0) + 1;
  ctx.log.info('indexer shut down', { runs: byStatus });
}
