// generated — do not edit. Source: ../../specs/repo-indexer.yaml. Regenerate with `npm run generate`.
// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.

export interface NotADirectoryData {
  path: string
}

export interface IndexRepositoryInput {
  /**
   * Folder to index, relative to the server's root
   */
  path: string
  /**
   * Stop after this many files
   */
  maxFiles?: number
  /**
   * Pause per file (to watch progress)
   */
  delayMs?: number
}

export interface IndexRepositoryOutput {
  files: number
  lines: number
  bytes: number
  byExtension: {
    [k: string]: number
  }
}

export interface IndexerStatusInput {
}

export interface IndexerStatusOutput {
  runs: {
    requestId: (string | number)
    status: ("running" | "completed" | "cancelled" | "failed")
    filesSeen: number
    total: number
    startedAt: string
    /**
     * From the cancel signal to the handler's exit
     */
    stopLatencyMs?: number
    reason?: string
  }[]
  /**
   * Timers pending in the server process right now
   */
  activeTimers: number
}
