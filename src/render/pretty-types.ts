/**
 * Prints json-schema-to-typescript's unformatted declarations the way prettier prints them, so most of
 * types.gen.ts (86k lines for GitHub's API) needs no formatting pass. Each declaration is parsed into a small type
 * tree, turned into the document prettier's printers build for it, and printed with prettier's algorithm
 * (pretty-types-doc.ts). Anything outside the shapes handled here (an unknown token, a non-ASCII key or literal,
 * a blank line inside a declaration) throws Unsure: that declaration goes to prettier.
 */
import {
  align, group, hardline, hardlineKeepingSpaces, ifBreak, indent, indentIfBreak, join, line, printDoc, softline, Unsure, type Doc,
} from './pretty-types-doc.js';
import { ASCII_IDENTIFIER, quote } from './pretty-literal.js';

export { Unsure };

type Type =
  | { k: 'name'; text: string; ref: boolean; nil: boolean }
  | { k: 'array'; el: Type }
  | { k: 'tuple'; items: { rest: boolean; t: Type }[] }
  | { k: 'object'; members: Member[] }
  | { k: 'union' | 'inter'; types: Type[] };
interface Member { comment?: string; key: string; optional: boolean; t: Type }

interface Token { v: string; nl: number }
const TOKEN = /([ \t\n]*)(?:(\/\*\*[^]*?\*\/)|([A-Za-z_$][\w$]*)|("(?:[^"\\\n]|\\.)*")|(-?(?:0|[1-9]\d*)(?:\.\d*[1-9])?(?![\w.]))|(\.\.\.|[{}()[\]|&:?,;=]))/y;
const KEYWORDS = new Set(['string', 'number', 'boolean', 'null', 'undefined', 'unknown', 'any', 'never', 'object', 'void', 'bigint', 'symbol', 'true', 'false']);
/**
 * Words that are not a type name where a name is expected: JavaScript's reserved words and TypeScript's type
 * operators and modifiers. Whatever this printer accepts is TypeScript by construction (so types.gen.ts needs no
 * syntax gate of its own; test/unit/pretty-types-syntax.test.ts): such a word goes to prettier, whose parse checks it.
 */
const NOT_A_NAME = new Set([
  ...'break case catch class const continue debugger default delete do else enum export extends finally for function if import in instanceof new return super switch this throw try typeof var while with yield let static implements interface package private protected public await'.split(' '),
  ...'abstract accessor as asserts async declare get global infer is keyof module namespace of out override readonly require satisfies set type unique'.split(' '),
]);
const isName = (word: string) => ASCII_IDENTIFIER.test(word) && !NOT_A_NAME.has(word);
const ASCII = /^[\x20-\x7e]*$/;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (!m) {
      if (/^\s*$/.test(text.slice(at))) break;
      throw new Unsure(`unexpected text at ${at}`);
    }
    const v = m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6]!;
    if (m[2] === undefined && !ASCII.test(v)) throw new Unsure('non-ASCII code');
    tokens.push({ v, nl: m[1]!.split('\n').length - 1 });
  }
  return tokens;
}

/** Recursive descent over json-schema-to-typescript's output grammar; parentheses are dropped (re-added by needsParens). */
class Parser {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}
  peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }
  next(expected?: string): Token {
    const token = this.tokens[this.at++];
    if (!token || (expected !== undefined && token.v !== expected)) throw new Unsure(`expected ${expected ?? 'a token'}`);
    // A blank line inside a declaration is kept by prettier: only the empty `{\n\n}` is handled here.
    if (token.nl > 1 && !(token.v === '}' && this.tokens[this.at - 2]?.v === '{')) throw new Unsure('blank line');
    return token;
  }
  done(): boolean {
    return this.at >= this.tokens.length;
  }
  type(): Type {
    if (this.peek()?.v === '|') throw new Unsure('leading |');
    return this.list('|', 'union', () => this.list('&', 'inter', () => this.postfix()));
  }
  private list(op: string, k: 'union' | 'inter', item: () => Type): Type {
    const types = [item()];
    while (this.peek()?.v === op) (this.next(), types.push(item()));
    return types.length === 1 ? types[0]! : { k, types };
  }
  private postfix(): Type {
    let t = this.primary();
    while (this.peek()?.v === '[' && this.peek(1)?.v === ']' && this.peek()!.nl === 0) (this.next(), this.next(), (t = { k: 'array', el: t }));
    return t;
  }
  private primary(): Type {
    const token = this.next();
    const v = token.v;
    if (v === '(') {
      const t = this.type();
      this.next(')');
      return t;
    }
    if (v === '{') return { k: 'object', members: this.members() };
    if (v === '[') return { k: 'tuple', items: this.tuple() };
    if (v.startsWith('"')) return { k: 'name', text: stringLiteral(v), ref: false, nil: false };
    if (/^-?\d/.test(v)) return { k: 'name', text: v, ref: false, nil: false };
    if ((KEYWORDS.has(v) || isName(v)) && this.peek()?.v !== '<' && this.peek()?.v !== '.') {
      return { k: 'name', text: v, ref: !KEYWORDS.has(v), nil: v === 'null' || v === 'void' };
    }
    throw new Unsure(`unexpected ${v}`);
  }
  private tuple(): { rest: boolean; t: Type }[] {
    const items: { rest: boolean; t: Type }[] = [];
    while (this.peek()?.v !== ']') {
      if (items.length > 0) this.next(',');
      const rest = this.peek()?.v === '...';
      if (rest) this.next();
      items.push({ rest, t: this.type() });
    }
    this.next(']');
    return items;
  }
  members(): Member[] {
    const members: Member[] = [];
    // Prettier keeps an object type expanded when its first member was on a new line: json-schema-to-typescript's always is.
    if (this.peek()?.v !== '}' && this.peek()!.nl === 0) throw new Unsure('inline object');
    while (this.peek()?.v !== '}') {
      const first = this.next();
      if (first.nl === 0) throw new Unsure('two members on a line');
      let token = first;
      let comment: string | undefined;
      if (first.v.startsWith('/**')) (comment = first.v), (token = this.next());
      let key: string;
      if (token.v === '[') {
        const name = this.next().v;
        this.next(':');
        if (!isName(name) || KEYWORDS.has(name) || this.next().v !== 'string') throw new Unsure('index signature');
        this.next(']');
        key = `[${name}: string]`;
      } else key = propertyKey(token.v);
      const optional = this.peek()?.v === '?';
      if (optional) this.next();
      this.next(':');
      members.push({ comment, key, optional, t: this.type() });
      if (this.peek()?.v === ';' || this.peek()?.v === ',') this.next();
    }
    this.next('}');
    return members;
  }
}

function stringLiteral(token: string): string {
  const value = JSON.parse(token) as string;
  // Prettier keeps the escapes it finds: only JSON's own spelling prints as quote() prints it.
  if (JSON.stringify(value) !== token) throw new Unsure('unusual escapes');
  return quote(value);
}

/** Prettier's quoteProps "as-needed": a quoted key that is an identifier loses its quotes. */
function propertyKey(token: string): string {
  if (/^[A-Za-z_$][\w$]*$/.test(token)) return token;
  if (!token.startsWith('"')) throw new Unsure(`unexpected key ${token}`);
  const value = JSON.parse(token) as string;
  if (/^[A-Za-z_$][\w$]*$/.test(value)) return value;
  return stringLiteral(token);
}

/** Where a type is printed: what decides its parentheses and union layout. `tuple1`: the only element of a tuple. */
type Parent = 'alias' | 'member' | 'array' | 'rest' | 'union' | 'inter' | 'tuple' | 'tuple1';
/** needsParens (prettier 3.10) for a union or an intersection, which are the only types here it wraps. */
const wrapped = (parent: Parent) => parent === 'array' || parent === 'rest' || parent === 'union' || parent === 'inter';

const isObject = (t: Type) => t.k === 'object';
/** shouldHugUnionType: `{ ... } | null` (one object type or reference, the rest null/void) stays inline. */
const hugs = (types: Type[]) => {
  const object = types.find((t) => t.k === 'object' || (t.k === 'name' && t.ref));
  return object !== undefined && types.every((t) => t === object || (t.k === 'name' && t.nil));
};

function typeDoc(t: Type, parent: Parent): Doc {
  switch (t.k) {
    case 'name':
      return t.text;
    case 'array':
      return [typeDoc(t.el, 'array'), '[]'];
    case 'tuple': {
      // printArray (prettier 3.10 prints tuple types as arrays): each element a group, a trailing comma once broken
      // (also after a rest element, which is TSRestType, not RestElement). Its shouldBreak and concise rules only
      // concern array and object expressions.
      if (t.items.length === 0) return '[]';
      const items = t.items.map((i) => group(i.rest ? ['...', typeDoc(i.t, 'rest')] : typeDoc(i.t, t.items.length > 1 ? 'tuple' : 'tuple1')));
      return group(['[', indent([softline, join([',', line], items)]), ifBreak(','), softline, ']']);
    }
    case 'object':
      if (t.members.length === 0) return '{}';
      return group(['{', indent([line, join([';', line], t.members.map(memberDoc))]), ';', line, '}'], { brk: true });
    case 'inter': {
      // printIntersectionType: objects next to objects or references stay inline, references alone break after `&`.
      let wasIndented = false;
      const parts = t.types.map((type, i): Doc => {
        const doc = typeDoc(type, 'inter');
        if (i === 0) return doc;
        const current = isObject(type);
        const previous = isObject(t.types[i - 1]!);
        if (previous && current) return [' & ', wasIndented ? indent(doc) : doc];
        if (!previous && !current) return indent([' &', line, doc]);
        if (i > 1) wasIndented = true;
        return [' & ', i > 1 ? indent(doc) : doc];
      });
      const doc = group(parts);
      return wrapped(parent) ? ['(', doc, ')'] : doc;
    }
    case 'union': {
      const parens = wrapped(parent);
      if (hugs(t.types)) {
        const hugged = join(' | ', t.types.map((type) => typeDoc(type, 'union')));
        return parens ? ['(', hugged, ')'] : hugged;
      }
      // printUnionType (prettier 3.10): `| ` before each member once broken, the whole moved to the next line first.
      const code = group(t.types.map((type, i) => [i === 0 ? ifBreak('| ') : [line, '| '], align(2, typeDoc(type, 'union'))]));
      if (parens) return ['(', group([indent([softline, code]), softline]), ')'];
      // An element of a tuple of two or more: parenthesized only once broken.
      if (parent === 'tuple') return group([indent([ifBreak(['(', softline]), code]), softline, ifBreak(')')]);
      return parent === 'alias' || parent === 'tuple1' ? code : group(indent([softline, code]));
    }
  }
}

function memberDoc(m: Member): Doc {
  const member = [m.key, m.optional ? '?' : '', ': ', typeDoc(m.t, 'member')];
  return group(m.comment === undefined ? member : [commentDoc(m.comment), hardline, member]);
}

/** A JSDoc block as prettier prints it (printIndentableBlockComment in prettier 3.10). */
function commentDoc(comment: string): Doc {
  const value = comment.slice(2, -2);
  if (!value.includes('\n')) return comment;
  const lines = `*${value}*`.split('\n').map((l) => l.trimStart());
  if (!lines.every((l) => l.startsWith('*')) || /[\r\u2028\u2029]/.test(value)) throw new Unsure('comment');
  const jsdoc = value[0] === '*' && value[1] !== '*';
  return [
    '/',
    lines.map((l, i): Doc => {
      if (i === 0) return [l.trimEnd(), hardline];
      if (i === lines.length - 1) return [' ', l];
      const trimmed = l.trimEnd();
      return jsdoc && trimmed !== '*' && l.endsWith('  ') ? [' ', trimmed, '  ', hardlineKeepingSpaces] : [' ', trimmed, hardline];
    }),
    '/',
  ];
}

/**
 * One top-level declaration (with the doc comment above it) in prettier's layout, without the final newline;
 * throws Unsure when it is not certain.
 */
export function printDeclaration(text: string): string {
  const tokens = tokenize(text);
  const head: Doc[] = [];
  if (tokens[0]?.v.startsWith('/**')) head.push(commentDoc(tokens.shift()!.v), hardline);
  if ((tokens[0]?.nl ?? 0) > 1) throw new Unsure('blank line after the comment');
  const p = new Parser(tokens);
  p.next('export');
  const kind = p.next().v;
  const name = p.next().v;
  if (!isName(name) || KEYWORDS.has(name)) throw new Unsure('name');
  let doc: Doc;
  if (kind === 'interface') {
    p.next('{');
    const members = p.members();
    const body = members.length === 0 ? '{}' : typeDoc({ k: 'object', members }, 'member');
    doc = ['export interface ', name, ' ', body];
  } else if (kind === 'type') {
    p.next('=');
    const id = Symbol('assignment');
    const type = p.type();
    const rhs = typeDoc(type, 'alias');
    // printAssignment: a union breaks after `=` first; anything else only when it cannot break itself ("fluid").
    const assignment = type.k === 'union' && !hugs(type.types)
      ? [' =', group(indent([line, rhs]))]
      : [' =', group(indent(line), { id }), indentIfBreak(rhs, id)];
    doc = ['export ', group([group(['type ', name]), ...assignment]), ';'];
    if (p.peek()?.v === ';') p.next();
  } else throw new Unsure(`export ${kind}`);
  if (!p.done()) throw new Unsure('text after the declaration');
  return printDoc([...head, doc]);
}
