import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Half V8's default young generation (48 MB on 64-bit): a render worker's short-lived garbage is mostly parser
 * nodes, and the smaller nursery keeps ~15 MB of a large render's peak RSS for no measurable CPU.
 */
const OPTIONS: WorkerOptions = { resourceLimits: { maxYoungGenerationSizeMb: 24 } };

/**
 * A worker started ahead of its use, so that it loads its modules while the main thread does something else.
 * Unreferenced until taken: a render that never comes (an invalid manifest) does not keep the process alive.
 */
export class WorkerSlot {
  private waiting: Worker | undefined;
  constructor(private readonly url: URL) {}

  get started(): boolean {
    return this.waiting !== undefined;
  }

  start(): void {
    if (this.waiting) return;
    this.waiting = new Worker(this.url, OPTIONS);
    this.waiting.unref();
    this.waiting.once('error', () => undefined);
  }

  /** The started worker, or a new one; referenced from now on. */
  take(): Worker {
    const worker = this.waiting ?? new Worker(this.url, OPTIONS);
    this.waiting = undefined;
    worker.ref();
    return worker;
  }

  drop(): void {
    void this.waiting?.terminate();
    this.waiting = undefined;
  }
}
