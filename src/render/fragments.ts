import type { HelperOptions } from 'handlebars';
import { GeneratorBugError } from './generator-bug.js';

/**
 * Per-tool blocks of a generated file (`{{#fragment "kind"}}…{{/fragment}}` in a template), so that the syntax gate
 * can judge each block on its own and reuse its verdict while the block's text is unchanged (render/gate.ts). The
 * kind names the list of the TypeScript grammar the block is a run of: top-level statements, interface members,
 * object literal members, array literal elements.
 */
export type FragmentKind = 'statements' | 'members' | 'properties' | 'elements';
const KINDS: readonly string[] = ['statements', 'members', 'properties', 'elements'] satisfies FragmentKind[];

/** A rendered text as skeleton and blocks: `parts` alternates skeleton text and block, `parts.join('')` is the text. */
export interface Fragmented {
  readonly parts: readonly string[];
  /** The kind of each block: kinds[i] is that of parts[2 * i + 1]. */
  readonly kinds: readonly FragmentKind[];
}

// While a template renders, each top-level block is set aside and stands as a marker in the text; blocks inside a
// block stay inline. The markers are private-use characters; a manifest string could hold one, so the markers are
// checked to be exactly the ones the helper wrote before the text is rebuilt (else it is rendered again, plain).
let collecting: { kinds: FragmentKind[]; texts: string[]; depth: number } | undefined;
const MARKER = /\uE000(\d+)\uE001/g;

/** The `fragment` block helper: the block itself, or, while a render collects them, its marker. */
export function fragmentHelper(this: unknown, kind: unknown, options: HelperOptions): string {
  if (typeof kind !== 'string' || !KINDS.includes(kind)) throw new GeneratorBugError(`template: unknown fragment kind ${String(kind)}`);
  const state = collecting;
  if (!state) return options.fn(this);
  state.depth++;
  let text: string;
  try {
    text = options.fn(this);
  } finally {
    state.depth--;
  }
  if (state.depth > 0) return text;
  state.kinds.push(kind as FragmentKind);
  state.texts.push(text);
  return `\uE000${state.texts.length - 1}\uE001`;
}

/** Runs a template render, collecting its blocks; undefined parts when the text has none (or a stray marker). */
export function collectFragments(render: () => string): { text: string; fragmented?: Fragmented } {
  const state = { kinds: [] as FragmentKind[], texts: [] as string[], depth: 0 };
  collecting = state;
  let marked: string;
  try {
    marked = render();
  } finally {
    collecting = undefined;
  }
  if (state.texts.length === 0) return { text: marked };
  const split = marked.split(MARKER);
  // split: text, index, text, index, …, text; the indices must be 0, 1, 2, … exactly once each.
  const exact = split.length === 2 * state.texts.length + 1 && split.every((s, i) => i % 2 === 0 || s === String((i - 1) / 2));
  if (!exact) return { text: render() };
  const parts = split.map((s, i) => (i % 2 === 0 ? s : state.texts[(i - 1) / 2]!));
  return { text: parts.join(''), fragmented: { parts, kinds: state.kinds } };
}
