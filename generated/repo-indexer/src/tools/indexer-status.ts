// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { IndexerStatusHandler } from '../generated/tools.gen.js';
import { recentRuns } from '../lib/runs.js';

/** indexer_status: recent runs and the timers pending in this process (0 when every call cleaned up). */
export const indexerStatus: IndexerStatusHandler = async () => ({
  runs: recentRuns(),
  activeTimers: process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length,
});
