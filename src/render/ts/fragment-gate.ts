import type * as TsMorph from 'ts-morph';
import type { FragmentKind } from '../fragments.js';
import { loadTs } from './load-ts.js';
import { parseDiagnostics } from './syntax-gate.js';

type Ts = typeof TsMorph.ts;
type Node = TsMorph.ts.Node;

/**
 * The syntax gate per block of a file (render/gate.ts): a file whose blocks all parse, each in a file that holds it
 * in a list of its kind (its wrapper below), and whose skeleton parses (the file with each block replaced by a
 * placeholder element of that list) parses as a whole. Why: TypeScript parses a list (statements, interface
 * members, object or array literal members) element by element, each from where the last one ended, under the
 * context flags of where the list sits (await, yield, ambient, in). The checks below pin down everything that
 * argument needs, and a block or skeleton that fails any of them is not vouched for (the whole file is parsed):
 * - the block is a run of complete elements of its list: in its wrapper there is no parse error and the wrapper's
 *   list node spans from the wrapper's opening to its closing token, so nothing in the block closed it;
 * - no token runs across the block's edges: a block ends with a line break (a line comment stops there; an open
 *   block comment or string would have been an error in the wrapper) and its last token ends its last element
 *   (`,` for comma lists, `;` for members and statements, or a declaration's closing brace), as the placeholder's
 *   does; its first token starts an element whatever came before (after `,`, `{`, `[` or `;` in a comma or member
 *   list; for statements, a reserved word, so no statement before it, ended by ASI or not, can take it in). A
 *   statement block whose last statement may go on (`export type A = string`, as jstt prints), or with no statement
 *   at all, is "open": vouched for only where nothing but another statement block that starts with a reserved word,
 *   or the end of the file, follows it (render/gate.ts);
 * - each placeholder of the skeleton is an element of a list of its kind, whose ancestors are only the declarations
 *   and expressions of a top-level constant or interface (as in the wrapper: module top level, no function, class,
 *   namespace or decorator around it, so the same context flags).
 * With those, substituting a block for its placeholder changes only the elements of that one list, and the file's
 * parse is the skeleton's with each list's elements replaced by the block's: no error in either means none in the file.
 */
const WRAPPERS: Record<FragmentKind, { prefix: string; suffix: string; placeholder: string }> = {
  statements: { prefix: 'export {};\n', suffix: '', placeholder: 'export const __mcpgenFragment = 0;\n' },
  members: { prefix: 'export {};\ninterface __McpgenFragment {\n', suffix: '}\n', placeholder: '__mcpgenFragment: 0;\n' },
  properties: { prefix: 'export {};\nconst __mcpgenFragment = {\n', suffix: '};\n', placeholder: '__mcpgenFragment: 0,\n' },
  elements: { prefix: 'export {};\nconst __mcpgenFragment = [\n', suffix: '];\n', placeholder: '__mcpgenFragment,\n' },
};

/** The text that stands for a block of this kind in the skeleton. */
export const placeholderOf = (kind: FragmentKind): string => WRAPPERS[kind].placeholder;

/** Words that can neither continue an expression nor a statement before them: a statement block starts with one. */
const STATEMENT_START = /^(?:export|import|const|var|function|class|enum|interface)\b/;

/** A (parsed) text whose first token, past comments, is one of those words. */
export const startsWithStatementWord = (text: string): boolean => STATEMENT_START.test(text.replace(/^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, ''));

/** The verdict on a block: false, or it parses in its wrapper and meets the conditions above (open: see above). */
export type BlockVerdict = false | 'closed' | 'open';

export function fragmentParses(kind: FragmentKind, text: string): BlockVerdict {
  return blocksParse(kind, [text])?.[0] ?? false;
}

const TRIVIA = /^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/;
/** The text past its leading whitespace and comments. */
const pastTrivia = (text: string): string => text.replace(TRIVIA, '');

/**
 * The verdicts on several blocks of one kind from one parse: the blocks one after the other in one wrapper (a cold
 * run meets thousands; one parse each would cost far more than the file's). The verdict on each is the one its own
 * wrapper would give: each block must hold whole elements, none running across its edges, with the separator after
 * its last one inside it, so the parser starts each block where a lone block starts (an element of an empty list, in
 * the same context) and reads the same elements from the same tokens. Undefined when any block fails: the caller
 * does not vouch for the file then (the whole file is parsed).
 */
export function blocksParse(kind: FragmentKind, texts: readonly string[]): BlockVerdict[] | undefined {
  if (texts.some((t) => t.trim() !== '' && !t.endsWith('\n'))) return undefined;
  const ts = loadTs();
  const { prefix, suffix } = WRAPPERS[kind];
  const joined = texts.join('');
  const { file, diagnostics } = parseDiagnostics(`${prefix}${joined}${suffix}`);
  if (diagnostics.length > 0) return undefined;
  const body = file.statements.slice(1);
  let elements: readonly Node[];
  if (kind === 'statements') elements = body;
  else {
    if (body.length !== 1) return undefined;
    const list = listOf(ts, kind, body[0]!);
    // The list node runs from the wrapper's opening token to its closing one: no block closed or reopened it.
    const open = kind === 'members' ? prefix.indexOf('interface') : prefix.length - 2;
    if (!list || list.node.getStart(file) !== open || list.node.end !== prefix.length + joined.length + 1) return undefined;
    elements = list.elements;
  }
  const verdicts: BlockVerdict[] = [];
  let at = prefix.length;
  let next = 0;
  for (const text of texts) {
    const start = at;
    const end = (at += text.length);
    const own: Node[] = [];
    while (next < elements.length && elements[next]!.getStart(file) < end) own.push(elements[next++]!);
    const verdict = blockVerdict(ts, file, kind, own, start, end);
    if (!verdict) return undefined;
    verdicts.push(verdict);
  }
  return verdicts;
}

/** The verdict on the block at [start, end) of the wrapper, whose elements (starting in it) are `own`. */
function blockVerdict(ts: Ts, file: TsMorph.ts.SourceFile, kind: FragmentKind, own: readonly Node[], start: number, end: number): BlockVerdict {
  const text = file.text;
  const first = own[0];
  const last = own.at(-1);
  // No statement: nothing stands between the statements around it, so it is open too (see above).
  if (!first || !last) return pastTrivia(text.slice(start, end)) === '' && (kind === 'statements' ? 'open' : 'closed');
  // Only comments before its first element and nothing of it past its end; what follows its last element up to its
  // end: the separator and comments (comma lists), or only comments (members end with their `;`, statements).
  if (pastTrivia(text.slice(start, first.getStart(file))) !== '' || last.end > end) return false;
  const after = pastTrivia(text.slice(last.end, end));
  if (kind === 'elements' || kind === 'properties') return after.startsWith(',') && pastTrivia(after.slice(1)) === '' && 'closed';
  if (after !== '') return false;
  if (kind === 'members') {
    // A member list needs no separator before a member on a new line: a block's first member starts with a name,
    // which cannot go on with the type of the member before it.
    return /^[\p{ID_Start}$_"']/u.test(text.slice(first.getStart(file))) && endsWithSemicolon(file, last) && 'closed';
  }
  if (!STATEMENT_START.test(text.slice(first.getStart(file)))) return false;
  return endsWithSemicolon(file, last) || isBraceDeclaration(ts, last) ? 'closed' : 'open';
}

function endsWithSemicolon(file: TsMorph.ts.SourceFile, node: Node): boolean {
  return file.text[node.end - 1] === ';';
}

function isBraceDeclaration(ts: Ts, node: Node): boolean {
  return ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node) || ts.isFunctionDeclaration(node) || ts.isEnumDeclaration(node);
}

/** The wrapper's list: the interface, or the constant's initializer, with its elements. */
function listOf(ts: Ts, kind: FragmentKind, statement: Node): { node: Node; elements: TsMorph.ts.NodeArray<Node> } | undefined {
  if (kind === 'members') return ts.isInterfaceDeclaration(statement) ? { node: statement, elements: statement.members } : undefined;
  if (!ts.isVariableStatement(statement)) return undefined;
  const init = statement.declarationList.declarations[0]?.initializer;
  if (kind === 'properties' && init && ts.isObjectLiteralExpression(init)) return { node: init, elements: init.properties };
  if (kind === 'elements' && init && ts.isArrayLiteralExpression(init)) return { node: init, elements: init.elements };
  return undefined;
}

/**
 * True when the skeleton (blocks replaced by placeholders, each starting at `offsets[i]`, of `kinds[i]`) parses and
 * each placeholder is an element of a list of its kind at module top level.
 */
export function skeletonParses(text: string, offsets: readonly number[], kinds: readonly FragmentKind[]): boolean {
  const ts = loadTs();
  const { file, diagnostics } = parseDiagnostics(text);
  if (diagnostics.length > 0) return false;
  const found = new Map<number, FragmentKind>();
  const trail: Node[] = [];
  // Only nodes that hold a placeholder are walked (the offsets are in increasing order).
  const holdsOne = (node: Node): boolean => {
    let lo = 0;
    let hi = offsets.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (offsets[mid]! < node.pos) lo = mid + 1;
      else hi = mid;
    }
    return lo < offsets.length && offsets[lo]! < node.end;
  };
  const visit = (node: Node): void => {
    if (!holdsOne(node)) return;
    const kind = placeholderKind(ts, node, trail.at(-1));
    if (kind && trail.every((a) => allowedAncestor(ts, a))) found.set(node.getStart(file), kind);
    trail.push(node);
    ts.forEachChild(node, visit);
    trail.pop();
  };
  visit(file);
  return found.size === offsets.length && offsets.every((at, i) => found.get(at) === kinds[i]);
}

const isPlaceholderName = (ts: Ts, node: Node | undefined) => node !== undefined && ts.isIdentifier(node) && node.text === '__mcpgenFragment';

/** The kind of placeholder `node` is, if it is one in its place of a list. */
function placeholderKind(ts: Ts, node: Node, parent: Node | undefined): FragmentKind | undefined {
  if (!parent) return undefined;
  if (ts.isVariableStatement(node) && ts.isSourceFile(parent)) {
    const decls = node.declarationList.declarations;
    return decls.length === 1 && isPlaceholderName(ts, decls[0]!.name) ? 'statements' : undefined;
  }
  if (ts.isPropertySignature(node) && (ts.isInterfaceDeclaration(parent) || ts.isTypeLiteralNode(parent)))
    return isPlaceholderName(ts, node.name) ? 'members' : undefined;
  if (ts.isPropertyAssignment(node) && ts.isObjectLiteralExpression(parent)) return isPlaceholderName(ts, node.name) ? 'properties' : undefined;
  if (isPlaceholderName(ts, node) && ts.isArrayLiteralExpression(parent)) return 'elements';
  return undefined;
}

/** What may hold a placeholder's list: a top-level constant's initializer or an interface, not a function or class. */
function allowedAncestor(ts: Ts, node: Node): boolean {
  return (
    ts.isSourceFile(node) ||
    ts.isVariableStatement(node) ||
    ts.isVariableDeclarationList(node) ||
    ts.isVariableDeclaration(node) ||
    ts.isArrayLiteralExpression(node) ||
    ts.isObjectLiteralExpression(node) ||
    ts.isPropertyAssignment(node) ||
    ts.isNewExpression(node) ||
    ts.isCallExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeLiteralNode(node) ||
    ts.isPropertySignature(node)
  );
}
