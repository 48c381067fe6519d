// One piece of a manifest parsed on its own (main thread or worker): its plain value, the keys of its first two
// levels with their offsets (for duplicates across pieces and for locating diagnostics), or why it cannot be used.
import { isAlias, isMap, isNode, isScalar, isSeq, parseDocument, type DocumentOptions, type ParseOptions, type SchemaOptions } from 'yaml';
import { parseFast } from './parse-fast.js';
import { pieceText, type PieceSpec } from './parse-plan.js';

/** The options of every manifest parse (positions are read from node ranges, so no source tokens are kept). */
export const PARSE_OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = { prettyErrors: false, uniqueKeys: false, keepSourceTokens: false };
export const TO_JS_OPTIONS = { maxAliasCount: 100 } as const;

/**
 * Runs `fn` with process.env swapped for a plain copy. yaml 2.9.1 reads process.env.LOG_TOKENS once per token
 * (and LOG_STREAM in the composer); process.env is backed by C++ interceptors, so on a 6 MB manifest those reads
 * alone cost ~0.7 s. The parse is synchronous, so nothing else can observe the copy; restored even on a throw.
 */
export function withPlainEnv<T>(fn: () => T): T {
  const env = process.env;
  process.env = { ...env };
  try {
    return fn();
  } finally {
    process.env = env;
  }
}

export type KeyValue = string | number | boolean | null;

/** A key of the top-level map or of one of its map values, as the single parse's Document would show it. */
export interface KeyEntry {
  /** key.value, as `doc.getIn` matches it. */
  readonly k: KeyValue;
  /** String(key.value), as duplicate detection and `locate(..., { key: true })` compare keys. */
  readonly s: string;
  /** The property name in the plain value (toJS turns a null key into ''). */
  readonly j: string;
  /** Offset of the key; of the value node (-1: no node or no range). */
  readonly ko: number;
  readonly vo: number;
  readonly vm: boolean;
  readonly vs: boolean;
  /** Keys of the value when it is a map (top level only). */
  readonly children?: KeyEntry[];
}

export type PieceResult =
  | { readonly ok: true; readonly value: Record<string, unknown>; readonly root: number; readonly entries: KeyEntry[]; readonly fast?: true }
  | { readonly ok: false; readonly reason: string };

/**
 * Parses one piece; anything the merged result might not reproduce exactly is a reason to fall back. The fast
 * path (parse-fast.ts) answers first; `yaml` parses what it does not vouch for.
 */
export function parsePiece(source: string, piece: PieceSpec, options: { fast: boolean } = { fast: true }): PieceResult {
  const text = pieceText(source, piece);
  if (options.fast) {
    const fast = parseFast(text);
    if (fast.ok) return { ...fast, fast: true };
  }
  return parseYamlPiece(text);
}

/** A piece text (or a whole manifest) parsed by `yaml`: the reference the fast path is tested against. */
export function parseYamlPiece(text: string): PieceResult {
  const doc = parseDocument(text, PARSE_OPTIONS);
  if (doc.errors.length > 0) return { ok: false, reason: 'syntax error' };
  if (doc.warnings.length > 0) return { ok: false, reason: 'warning' };
  const root = doc.contents;
  if (!isMap(root) || !root.range) return { ok: false, reason: 'top level is not a map' };
  const reason = problem(root);
  if (reason) return { ok: false, reason };
  const entries = root.items.map((pair) => entry(pair.key, pair.value, true));
  const value = doc.toJS(TO_JS_OPTIONS) as Record<string, unknown>;
  return { ok: true, value, root: root.range[0], entries };
}

function entry(key: unknown, value: unknown, withChildren: boolean): KeyEntry {
  // problem() has checked every key is a scalar with a plain value.
  const k = isScalar(key) ? (key.value as KeyValue) : null;
  const ko = isNode(key) && key.range ? key.range[0] : -1;
  const vo = isNode(value) && value.range ? value.range[0] : -1;
  const children = withChildren && isMap(value) ? value.items.map((p) => entry(p.key, p.value, false)) : undefined;
  return { k, s: String(k), j: k === null ? '' : String(k), ko, vo, vm: isMap(value), vs: isSeq(value), ...(children && { children }) };
}

/** Anchors, aliases, merge keys, keys that are not plain scalars and duplicate keys all send the manifest to the single parse. */
function problem(node: unknown): string | undefined {
  if (isAlias(node)) return 'alias';
  if (!isNode(node)) return undefined;
  if (node.anchor) return 'anchor';
  if (isMap(node)) {
    const seen = new Set<string>();
    for (const pair of node.items) {
      const key = pair.key;
      if (!isScalar(key) || key.anchor) return 'complex key';
      const v = key.value;
      if (v !== null && typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return 'complex key';
      const s = String(v);
      if (s === '<<') return 'merge key';
      if (seen.has(s)) return 'duplicate key';
      seen.add(s);
      const inner = problem(pair.value);
      if (inner) return inner;
    }
  } else if (isSeq(node)) {
    for (const item of node.items) {
      const inner = problem(item);
      if (inner) return inner;
    }
  }
  return undefined;
}
