/**
 * Whether a file printed in prettier's layout by pretty-code.ts / pretty-literal.ts can skip prettier: every line
 * must be one whose layout those printers decide exactly. Widths with non-ASCII characters are prettier's
 * getStringWidth, which textWidth() approximates; a decision that an error of two columns per such character could
 * flip sends the file to prettier instead (so do blank-line, empty-block and over-long-line cases).
 */
import { textWidth } from './pretty-literal.js';

const WIDTH = 110;
/** Prettier never breaks after the colon of a key narrower than this (isObjectPropertyWithShortKey). */
const SHORT_KEY = 5;
const STRING = String.raw`(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;
/** `key: 'text',` — the layout prettier breaks after the colon when it does not fit. */
const KEYED_STRING = new RegExp(String.raw`^\s*([\w$]+|${STRING}): ${STRING}[,;]$`);
/** `'text',` alone on its line: the value of the line before, broken after its `:` or `=`. */
const LONE_STRING = new RegExp(String.raw`^\s*${STRING}[,;]$`);
/** `name: TypeName;` in an interface: prettier has nowhere to break it. */
const TYPE_MEMBER = /^\s+[\w$]+: [\w$]+;$/;
const COMMENT = /^\s*(\/\/|\/\*\*|\*)/;
const ASCII = /^[\x20-\x7e]*$/;

/** Characters whose width textWidth() knows for sure: Latin, Greek, Cyrillic (1), combining marks (0), CJK and kana (2). */
const CERTAIN = /[\u00a0-\u02ff\u0370-\u04ff\u2010-\u2027\u2030-\u205e\u0300-\u036f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/u;

/** Columns of doubt: two per character whose prettier width may differ (emoji sequences, rarer scripts). */
function slack(text: string): number {
  if (ASCII.test(text)) return 0;
  let n = 0;
  for (const ch of text) if (ch > '\x7e' && !CERTAIN.test(ch)) n++;
  return 2 * n;
}

/** True when `raw` is, line by line, what prettier prints (as far as the shapes of the printers go). */
export function layoutIsCertain(raw: string): boolean {
  return layoutProblem(raw) === undefined;
}

/** Why `raw` may differ from what prettier prints (the first line in doubt), or undefined. */
export function layoutProblem(raw: string): string | undefined {
  if (!raw.endsWith('\n') || raw.endsWith('\n\n') || raw.includes('\r') || raw.includes('\n\n\n')) return 'line breaks';
  // Prettier prints an empty object, list or block as `{}`, `[]`, `()`, and drops blank lines at their edges.
  if (/[{[(]\n\s*[}\])]/.test(raw) || /[{[(]\n\n|\n\n\s*[}\])]/.test(raw)) return 'empty or padded block';
  const lines = raw.slice(0, -1).split('\n');
  const at = lines.findIndex((line, i) => !certainLine(line, lines[i - 1] ?? ''));
  return at < 0 ? undefined : `line ${at + 1}: ${lines[at]!.slice(0, 80)}`;
}

function certainLine(line: string, before: string): boolean {
  // JSDoc text lines may end in two spaces (prettier keeps a Markdown line break); nothing else may.
  if (/\s$/.test(line) && !/^ \* .*\S {2}$/.test(line)) return false;
  if (line === '' || COMMENT.test(line) || TYPE_MEMBER.test(line)) return true;
  const doubt = slack(line);
  const keyed = KEYED_STRING.exec(line);
  if (keyed && textWidth(keyed[1]!) < SHORT_KEY) return true;
  if (LONE_STRING.test(line)) {
    // Prettier put it on its own line only if it did not fit after the key or `=`.
    return /(:| =)$/.test(before) && textWidth(`${before} ${line.trimStart()}`) - doubt - slack(before) > WIDTH;
  }
  return textWidth(line) + doubt <= WIDTH;
}
