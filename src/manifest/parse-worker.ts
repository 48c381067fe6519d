// Worker thread: parses its share of a large manifest's pieces while the main thread parses the rest
// (src/manifest/parse-parallel.ts), and posts back plain values and key offsets.
import { parentPort, workerData } from 'node:worker_threads';
import { parsePiece, withPlainEnv, type PieceResult } from './parse-piece.js';
import type { PieceSpec } from './parse-plan.js';

const { source, pieces, fast } = workerData as { source: string; pieces: readonly PieceSpec[]; fast: boolean };
let results: PieceResult[];
try {
  results = withPlainEnv(() => pieces.map((piece) => parsePiece(source, piece, { fast })));
} catch (error) {
  results = pieces.map(() => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }));
}
parentPort!.postMessage(results);
