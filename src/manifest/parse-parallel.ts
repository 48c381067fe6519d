// A large manifest parsed on both cores: the text is cut into pieces at top-level keys and at the children of
// sections like `tools:` (parse-plan.ts); each piece is parsed as the whole text with the rest turned into comments,
// so offsets are the single parse's; a worker thread takes half of the pieces while the main thread parses the
// others. The plain values are merged in order. Whenever the result might differ from the single parse (syntax
// errors, warnings, anchors, duplicate keys within or across pieces, ...) the caller parses in one go instead, so
// every diagnostic is exactly today's.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ShallowIndex } from './parse-locate.js';
import { parsePiece, withPlainEnv, type KeyEntry, type PieceResult } from './parse-piece.js';
import { planPieces, type PieceSpec } from './parse-plan.js';

/** Built next to this module; absent when running from the TypeScript sources (tests), where pieces are parsed in-process. */
const WORKER_URL = new URL('./parse-worker.js', import.meta.url);

export interface ParallelParse {
  readonly ok: true;
  readonly value: Record<string, unknown>;
  readonly index: ShallowIndex;
  readonly pieces: number;
  /** Pieces parsed in the worker thread (0: all in-process). */
  readonly inWorker: number;
  /** Pieces the fast path (parse-fast.ts) answered; yaml parsed the others. */
  readonly fast: number;
}

export type ParallelOutcome = ParallelParse | { readonly ok: false; readonly reason: string };

export const workerAvailable = (): boolean => existsSync(fileURLToPath(WORKER_URL));

export async function parseParallel(source: string, options: { pieces: number; worker: boolean; fast: boolean }): Promise<ParallelOutcome> {
  const specs = planPieces(source, options.pieces);
  if (!specs) return { ok: false, reason: 'not eligible' };
  // The worker takes the later half: the main thread starts on its own half while the worker boots.
  const own = options.worker && workerAvailable() ? specs.slice(0, Math.ceil(specs.length / 2)) : specs;
  const theirs = specs.slice(own.length);
  const worker = theirs.length > 0 ? runWorker(source, theirs, options.fast) : { results: Promise.resolve([]), stop: () => {} };
  const mine = withPlainEnv(() => {
    const out: PieceResult[] = [];
    for (const piece of own) {
      const result = parsePiece(source, piece, options);
      out.push(result);
      if (!result.ok) break;
    }
    return out;
  });
  // The single parse follows a failure: the worker's answer would not be used, and it would compete for a core.
  if (mine.some((r) => !r.ok)) worker.stop();
  const results = [...mine, ...(await worker.results)];
  const failed = results.find((r) => !r.ok);
  if (failed && !failed.ok) return { ok: false, reason: failed.reason };
  const merged = merge(results as Extract<PieceResult, { ok: true }>[]);
  if ('reason' in merged) return { ok: false, reason: merged.reason };
  const fast = results.filter((r) => r.ok && r.fast).length;
  return { ok: true, ...merged, pieces: specs.length, inWorker: theirs.length, fast };
}

/** A worker's failure is a reason to fall back, never an exception. */
function runWorker(source: string, pieces: readonly PieceSpec[], fast: boolean): { results: Promise<PieceResult[]>; stop: () => void } {
  const worker = new Worker(WORKER_URL, { workerData: { source, pieces, fast } });
  const results = new Promise<PieceResult[]>((resolve) => {
    const fail = (reason: string) => resolve(pieces.map(() => ({ ok: false, reason })));
    worker.once('message', (answer: PieceResult[]) => resolve(answer));
    worker.once('error', (error) => fail(`parse worker: ${error.message}`));
    worker.once('exit', (code) => fail(`the parse worker exited with code ${code}`));
  });
  return { results, stop: () => void worker.terminate() };
}

/** Property assignment as yaml's toJS does it: a name already `in` the object (`__proto__`, `toString`) is defined. */
function setProperty(target: Record<string, unknown>, name: string, value: unknown): void {
  if (name in target) Object.defineProperty(target, name, { value, writable: true, enumerable: true, configurable: true });
  else target[name] = value;
}

type Merged = { value: Record<string, unknown>; index: ShallowIndex } | { reason: string };

/**
 * Piece values in order. A piece whose first key is the previous piece's last key at the same offset continues
 * that section (its key line was repeated): the children are added to the section's value. Any other key seen
 * twice is a duplicate: the single parse reports it.
 */
function merge(results: readonly Extract<PieceResult, { ok: true }>[]): Merged {
  const value: Record<string, unknown> = {};
  const top: KeyEntry[] = [];
  const seen = new KeySet();
  const sectionKeys = new Map<KeyEntry, KeySet>();
  for (const [i, result] of results.entries()) {
    for (const [n, entry] of result.entries.entries()) {
      const last = top[top.length - 1];
      if (i > 0 && n === 0 && last && last.ko === entry.ko) {
        if (!last.vm || !entry.vm) return { reason: 'a cut section is not a map' };
        const keys = sectionKeys.get(last)!;
        for (const child of entry.children!) {
          if (!keys.add(child)) return { reason: 'duplicate key across pieces' };
          last.children!.push(child);
        }
        const target = value[last.j] as Record<string, unknown>;
        const source = result.value[entry.j] as Record<string, unknown>;
        for (const name of Object.keys(source)) setProperty(target, name, source[name]);
      } else {
        if (!seen.add(entry)) return { reason: 'duplicate key across pieces' };
        const own: KeyEntry = entry.children ? { ...entry, children: [...entry.children] } : entry;
        if (own.children) {
          const keys = new KeySet();
          for (const child of own.children) if (!keys.add(child)) return { reason: 'duplicate key' };
          sectionKeys.set(own, keys);
        }
        top.push(own);
        setProperty(value, entry.j, result.value[entry.j]);
      }
    }
  }
  return { value, index: { root: results[0]!.root, top } };
}

/** Keys compared both as duplicate detection does (String(key.value)) and as property names (null → ''). */
class KeySet {
  private readonly strings = new Set<string>();
  private readonly names = new Set<string>();
  add(entry: KeyEntry): boolean {
    if (this.strings.has(entry.s) || this.names.has(entry.j)) return false;
    this.strings.add(entry.s);
    this.names.add(entry.j);
    return true;
  }
}
