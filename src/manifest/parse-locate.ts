// Locating diagnostics after a parallel parse, which keeps no Document: the keys of the first two levels and their
// offsets answer what the success path asks (every tool, error, resource and prompt gets the location of its key).
// Anything deeper is left to the full Document (parsed on demand), so every answer is the single parse's.
import type { LineCounter } from 'yaml';
import type { PathSegment, SourceLoc } from '../diagnostics/diagnostic.js';
import type { KeyEntry } from './parse-piece.js';

export interface ShallowIndex {
  /** Offset of the top-level map. */
  readonly root: number;
  readonly top: readonly KeyEntry[];
}

interface Node {
  readonly vo: number;
  readonly vm: boolean;
  readonly vs: boolean;
  readonly children?: readonly KeyEntry[];
}

const UNKNOWN = Symbol('unknown');

export class ShallowLocator {
  private readonly rootNode: Node;
  private readonly byKey = new Map<readonly KeyEntry[], Map<unknown, KeyEntry>>();
  private readonly byString = new Map<readonly KeyEntry[], Map<string, KeyEntry>>();

  constructor(index: ShallowIndex) {
    this.rootNode = { vo: index.root, vm: true, vs: false, children: index.top };
  }

  /** As load.ts's `locate` on the Document would answer, or undefined when only the Document can tell. */
  locate(at: readonly PathSegment[], key: boolean, counter: LineCounter, file: string): SourceLoc | undefined {
    const loc = (offset: number): SourceLoc => ({ file, ...counter.linePos(offset) });
    for (let depth = at.length; depth >= 0; depth--) {
      const sub = at.slice(0, depth);
      if (key && depth === at.length && depth > 0) {
        const parent = this.lookup(sub.slice(0, -1));
        if (parent === UNKNOWN) return undefined;
        if (parent?.vm) {
          if (!parent.children) return undefined;
          const found = this.stringIndex(parent.children).get(String(sub[sub.length - 1]));
          if (found && found.ko >= 0) return loc(found.ko);
        }
      }
      const node = this.lookup(sub);
      if (node === UNKNOWN) return undefined;
      if (node && node.vo >= 0) return loc(node.vo);
    }
    return { file, line: 1, col: 1 };
  }

  /** `doc.getIn(sub, true)`: maps match `key.value === segment`; sequences and deeper levels are the Document's. */
  private lookup(sub: readonly PathSegment[]): Node | null | typeof UNKNOWN {
    let node: Node = this.rootNode;
    for (const segment of sub) {
      if (node.vs || (node.vm && !node.children)) return UNKNOWN;
      if (!node.vm) return null;
      const next = this.keyIndex(node.children!).get(segment);
      if (!next) return null;
      node = next;
    }
    return node;
  }

  /** First entry per key.value (NaN never matches, as with ===). */
  private keyIndex(entries: readonly KeyEntry[]): Map<unknown, KeyEntry> {
    let map = this.byKey.get(entries);
    if (!map) {
      map = new Map();
      for (const e of entries) if (!Number.isNaN(e.k) && !map.has(e.k)) map.set(e.k, e);
      this.byKey.set(entries, map);
    }
    return map;
  }

  private stringIndex(entries: readonly KeyEntry[]): Map<string, KeyEntry> {
    let map = this.byString.get(entries);
    if (!map) {
      map = new Map();
      for (const e of entries) if (!map.has(e.s)) map.set(e.s, e);
      this.byString.set(entries, map);
    }
    return map;
  }
}
