// In-process record of index runs, so a client (and the tests) can see how each call ended.
import type { IndexerStatusOutput } from '../generated/types.gen.js';

export type Run = IndexerStatusOutput['runs'][number];

const MAX_RUNS = 100;
const runs: Run[] = [];

export function startRun(requestId: string | number): Run {
  const run: Run = { requestId, status: 'running', filesSeen: 0, total: 0, startedAt: new Date().toISOString() };
  runs.push(run);
  if (runs.length > MAX_RUNS) runs.shift();
  return run;
}

export const recentRuns = (): Run[] => runs.map((r) => ({ ...r }));
