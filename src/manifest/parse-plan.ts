// Cuts a large manifest's text into pieces that parse independently (see parse-parallel.ts). Only the text is
// looked at here; whatever this scan cannot vouch for returns `undefined` and the manifest is parsed in one go.

/** One piece: its own text [start, end) and, when it starts inside a split section, that section's key line. */
export interface PieceSpec {
  readonly start: number;
  readonly end: number;
  readonly header?: readonly [number, number];
}

/** A top-level key the scan trusts: a plain scalar from column 0, then ": " or the line's end. */
const TOP_KEY = /^[A-Za-z0-9_$][^\s:#]*:(?: |$)/;
/** A top-level key with nothing after it but a comment: its value can be a block map whose children are cut. */
const SECTION_HEADER = /^[A-Za-z0-9_$][^\s:#]*:[ ]*(?: #.*)?$/;
/**
 * A child entry of a section whose children sit at exactly two spaces. Lines opening sequences (`- `), explicit
 * keys (`? `, `: `), flow punctuation or block scalar indicators never start a child, so they are never cut before.
 */
const CHILD_KEY = /^ {2}[^\s#\-?:,[\]{}|>]/;
const BLANK_OR_INDENTED_COMMENT = /^ *(?:#.*)?$/;

interface Unit {
  readonly start: number;
  /** Lines before it: parse time follows lines (tokens) more closely than characters. */
  readonly line: number;
  readonly header?: readonly [number, number];
}

/**
 * Units are top-level entries and the children of sections like `tools:`; pieces are runs of units of about equal
 * size (in lines). Tab indentation, lone CRs, document markers, directives, flow style or anything but a plain key at
 * column 0 make the text ineligible (the single parse then handles it exactly as before).
 */
export function planPieces(source: string, pieces: number): PieceSpec[] | undefined {
  // Tabs in indentation (an error, or separation the scan does not model) and lone CRs (line breaks to YAML, not
  // to this scan) are left to the single parse. Tabs inside values are harmless: the scan never cuts inside one.
  if (pieces < 2 || /^ *\t/m.test(source) || /\r(?!\n)/.test(source)) return undefined;
  const units: Unit[] = [{ start: 0, line: 0 }];
  let lineNo = 0;
  let section: { header: readonly [number, number]; confirmed: boolean } | undefined;
  let seenKey = false;
  const bom = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (let start = 0; start < source.length; ) {
    const nl = source.indexOf('\n', start);
    const next = nl === -1 ? source.length : nl + 1;
    const here = lineNo++;
    // Fast path for most lines: indented content outside a cut section, or deeper than its children.
    if (source.charCodeAt(start) === 32 && (!section || (section.confirmed && source.charCodeAt(start + 2) === 32))) {
      start = next;
      continue;
    }
    let line = source.slice(start === 0 ? bom : start, nl === -1 ? source.length : nl);
    if (line.endsWith('\r')) line = line.slice(0, -1);
    if (line === '' || line[0] === '#') {
      // blank or a comment at column 0: stays with the unit before it
    } else if (line[0] !== ' ') {
      if (!TOP_KEY.test(line)) return undefined;
      // The first key starts unit 0 together with any comments above it.
      if (seenKey) units.push({ start, line: here });
      seenKey = true;
      section = SECTION_HEADER.test(line) ? { header: [start, next], confirmed: false } : undefined;
    } else if (section && !BLANK_OR_INDENTED_COMMENT.test(line)) {
      if (!section.confirmed) {
        // The first child decides: children at exactly two spaces, or the section is not cut.
        if (CHILD_KEY.test(line)) section.confirmed = true;
        else section = undefined;
      } else if (CHILD_KEY.test(line)) units.push({ start, line: here, header: section.header });
    }
    start = next;
  }
  return partition(units, source.length, lineNo, pieces);
}

/** Greedy: each cut is the first unit start at or after the next equal share of the lines. */
function partition(units: readonly Unit[], length: number, lines: number, pieces: number): PieceSpec[] | undefined {
  const cuts: Unit[] = [units[0]!];
  let u = 1;
  for (let k = 1; k < pieces; k++) {
    const target = (lines * k) / pieces;
    while (u < units.length && units[u]!.line < target) u++;
    if (u >= units.length) break;
    cuts.push(units[u]!);
    u++;
  }
  if (cuts.length < 2) return undefined;
  return cuts.map((cut, i) => ({
    start: cut.start,
    end: i + 1 < cuts.length ? cuts[i + 1]!.start : length,
    ...(cut.header && { header: cut.header }),
  }));
}

/**
 * The whole text with everything outside the piece (and its section's key line) turned into comment lines of the
 * same length: every offset is unchanged, so node ranges are the single parse's. A long comment lexes much faster
 * than the same number of blank lines.
 */
export function pieceText(source: string, piece: PieceSpec): string {
  const parts: string[] = [];
  let at = 0;
  if (piece.header) {
    parts.push(blank(source, 0, piece.header[0]), source.slice(piece.header[0], piece.header[1]));
    at = piece.header[1];
  }
  parts.push(blank(source, at, piece.start), source.slice(piece.start, piece.end), blank(source, piece.end, source.length));
  return parts.join('');
}

/** Whole lines [from, to) as one comment line of the same length (a lone newline stays as it is). */
function blank(source: string, from: number, to: number): string {
  const n = to - from;
  if (n <= 0) return '';
  if (source[to - 1] !== '\n') return `#${' '.repeat(n - 1)}`;
  return n === 1 ? '\n' : `#${' '.repeat(n - 2)}\n`;
}
