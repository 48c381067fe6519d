import { Worker } from 'node:worker_threads';

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
    this.waiting = new Worker(this.url);
    this.waiting.unref();
    this.waiting.once('error', () => undefined);
  }

  /** The started worker, or a new one; referenced from now on. */
  take(): Worker {
    const worker = this.waiting ?? new Worker(this.url);
    this.waiting = undefined;
    worker.ref();
    return worker;
  }

  drop(): void {
    void this.waiting?.terminate();
    this.waiting = undefined;
  }
}
