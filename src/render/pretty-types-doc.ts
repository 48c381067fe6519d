/**
 * A small copy of prettier's document printer (printDocToString and fits, prettier 3), for the few document
 * shapes pretty-types.ts builds: groups, indents, aligns, lines, ifBreak and indentIfBreak. Building the same
 * documents prettier builds for a type and printing them with the same algorithm gives the same bytes, without
 * parsing, comment attachment and the general-purpose machinery that make up most of prettier's time.
 */
import { textWidth } from './pretty-literal.js';

export type Doc = string | readonly Doc[] | Group | Indent | Line | IfBreak;
interface Group { readonly t: 'group'; readonly c: Doc; brk: boolean; readonly id?: symbol }
interface Indent { readonly t: 'indent'; readonly c: Doc; readonly n?: number; readonly ifBreak?: symbol }
interface Line { readonly t: 'line'; readonly soft?: boolean; readonly hard?: boolean; readonly keepSpaces?: boolean }
interface IfBreak { readonly t: 'ifBreak'; readonly b: Doc; readonly f: Doc; readonly id?: symbol }

/** A declaration pretty-types.ts is not certain to print as prettier does: the caller hands it to prettier. */
export class Unsure extends Error {}

export const group = (c: Doc, opts: { brk?: boolean; id?: symbol } = {}): Group => ({ t: 'group', c, brk: opts.brk ?? false, id: opts.id });
export const indent = (c: Doc): Indent => ({ t: 'indent', c });
export const align = (n: number, c: Doc): Indent => ({ t: 'indent', c, n });
export const indentIfBreak = (c: Doc, id: symbol): Indent => ({ t: 'indent', c, ifBreak: id });
export const line: Line = { t: 'line' };
export const softline: Line = { t: 'line', soft: true };
export const hardline: Line = { t: 'line', hard: true };
/** The line after a JSDoc line ending in a Markdown break: prettier keeps the two spaces before it. */
export const hardlineKeepingSpaces: Line = { t: 'line', hard: true, keepSpaces: true };
export const ifBreak = (b: Doc, f: Doc = '', id?: symbol): IfBreak => ({ t: 'ifBreak', b, f, id });
export const join = (sep: Doc, docs: readonly Doc[]): Doc[] => docs.flatMap((d, i) => (i === 0 ? [d] : [sep, d]));

/** propagateBreaks: a group holding a hard line, or a broken group, is broken. */
function propagate(doc: Doc): boolean {
  if (typeof doc === 'string') return false;
  if (Array.isArray(doc)) {
    let hard = false;
    for (const d of doc as readonly Doc[]) if (propagate(d)) hard = true;
    return hard;
  }
  const d = doc as Exclude<Doc, string | readonly Doc[]>;
  switch (d.t) {
    case 'line': return d.hard === true;
    case 'group': {
      if (propagate(d.c)) d.brk = true;
      return d.brk;
    }
    case 'indent': return propagate(d.c);
    case 'ifBreak': {
      // Both branches are visited (as prettier's traverseDoc does), so groups in either are marked.
      const b = propagate(d.b);
      return propagate(d.f) || b;
    }
  }
}

const BREAK = 1;
const FLAT = 2;
type Mode = typeof BREAK | typeof FLAT;
interface Cmd { readonly ind: string; readonly mode: Mode; readonly doc: Doc }

function fits(next: Cmd, rest: readonly Cmd[], width: number, modes: Map<symbol, Mode>): boolean {
  let restIndex = rest.length;
  let pendingSpace = false;
  const cmds: { mode: Mode; doc: Doc }[] = [next];
  while (width >= 0) {
    if (cmds.length === 0) {
      if (restIndex === 0) return true;
      cmds.push(rest[--restIndex]!);
      continue;
    }
    const { mode, doc } = cmds.pop()!;
    if (typeof doc === 'string') {
      if (doc) {
        if (pendingSpace) (width -= 1), (pendingSpace = false);
        width -= textWidth(doc);
      }
    } else if (Array.isArray(doc)) {
      for (let i = doc.length - 1; i >= 0; i--) cmds.push({ mode, doc: (doc as readonly Doc[])[i]! });
    } else {
      const d = doc as Exclude<Doc, string | readonly Doc[]>;
      if (d.t === 'indent') cmds.push({ mode, doc: d.c });
      else if (d.t === 'group') cmds.push({ mode: d.brk ? BREAK : mode, doc: d.c });
      else if (d.t === 'ifBreak') {
        const groupMode = d.id ? (modes.get(d.id) ?? FLAT) : mode;
        cmds.push({ mode, doc: groupMode === BREAK ? d.b : d.f });
      } else if (mode === BREAK || d.hard) return true;
      else if (!d.soft) pendingSpace = true;
    }
  }
  return false;
}

/** printDocToString with printWidth `width`, indentation by two spaces, LF line ends. */
export function printDoc(root: Doc, width = 110): string {
  propagate(root);
  const modes = new Map<symbol, Mode>();
  const out: string[] = [];
  let pos = 0;
  let remeasure = false;
  const cmds: Cmd[] = [{ ind: '', mode: BREAK, doc: root }];
  while (cmds.length > 0) {
    const { ind, mode, doc } = cmds.pop()!;
    if (typeof doc === 'string') {
      out.push(doc);
      if (cmds.length > 0) pos += textWidth(doc);
      continue;
    }
    if (Array.isArray(doc)) {
      for (let i = doc.length - 1; i >= 0; i--) cmds.push({ ind, mode, doc: (doc as readonly Doc[])[i]! });
      continue;
    }
    const d = doc as Exclude<Doc, string | readonly Doc[]>;
    switch (d.t) {
      case 'indent': {
        if (d.ifBreak) {
          const groupMode = modes.get(d.ifBreak);
          cmds.push({ ind: groupMode === BREAK ? `${ind}  ` : ind, mode, doc: d.c });
        } else cmds.push({ ind: `${ind}${' '.repeat(d.n ?? 2)}`, mode, doc: d.c });
        break;
      }
      case 'group': {
        let next: Cmd;
        if (mode === FLAT && !remeasure) next = { ind, mode: d.brk ? BREAK : FLAT, doc: d.c };
        else {
          remeasure = false;
          const flat: Cmd = { ind, mode: FLAT, doc: d.c };
          next = !d.brk && fits(flat, cmds, width - pos, modes) ? flat : { ind, mode: BREAK, doc: d.c };
        }
        cmds.push(next);
        if (d.id) modes.set(d.id, next.mode);
        break;
      }
      case 'ifBreak': {
        const groupMode = d.id ? modes.get(d.id) : mode;
        if (groupMode === BREAK) cmds.push({ ind, mode, doc: d.b });
        if (groupMode === FLAT) cmds.push({ ind, mode, doc: d.f });
        break;
      }
      case 'line': {
        if (mode === FLAT && !d.hard) {
          if (!d.soft) (out.push(' '), (pos += 1));
          break;
        }
        if (mode === FLAT) remeasure = true;
        if (!d.keepSpaces) trimEnd(out);
        out.push(`\n${ind}`);
        pos = ind.length;
        break;
      }
    }
  }
  return out.join('');
}

/** Drops the spaces and tabs ending the output so far (prettier's trim before a newline). */
function trimEnd(out: string[]): void {
  while (out.length > 0) {
    const last = out[out.length - 1]!;
    const trimmed = last.replace(/[ \t]+$/, '');
    if (trimmed.length > 0) {
      out[out.length - 1] = trimmed;
      return;
    }
    out.pop();
  }
}
