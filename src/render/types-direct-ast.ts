/**
 * jstt's parser for the subset types-direct.ts prints: schema (normalized, types-direct-schema.ts) → AST. Ported
 * from json-schema-to-typescript 16's parser.ts (MIT), keeping its order of naming and its caches.
 */
import { isSchema, typingOf, Unsupported, type Node, type Schema, type SchemaType } from './types-direct-schema.js';

export type AstType =
  | 'ANY'
  | 'ARRAY'
  | 'BOOLEAN'
  | 'CUSTOM_TYPE'
  | 'INTERFACE'
  | 'INTERSECTION'
  | 'LITERAL'
  | 'NEVER'
  | 'NULL'
  | 'NUMBER'
  | 'OBJECT'
  | 'STRING'
  | 'TUPLE'
  | 'UNION'
  | 'UNKNOWN';

export interface Param {
  ast: Ast;
  readonly keyName: string;
  readonly isRequired: boolean;
  readonly isIndexSignature: boolean;
  readonly isPatternProperty: boolean;
}

/** jstt's AST node, with one shape for every kind (fields a kind does not use stay undefined). */
export class Ast {
  /** ARRAY: the item type. */
  item: Ast | undefined = undefined;
  /** UNION, INTERSECTION, TUPLE: members. */
  members: Ast[] | undefined = undefined;
  /** INTERFACE: properties and index signature. */
  props: Param[] | undefined = undefined;
  /** TUPLE */
  spreadParam: Ast | undefined = undefined;
  minItems: number | undefined = undefined;
  maxItems: number | undefined = undefined;
  /** LITERAL: the value; CUSTOM_TYPE: the type's text. */
  value: unknown = undefined;
  /** generateType's answer, once asked (jstt memoizes it per node). */
  text: string | undefined = undefined;

  constructor(
    public type: AstType,
    public standaloneName?: string,
    public comment?: string,
    public deprecated?: unknown,
  ) {}

  /** A copy without the standalone name (jstt's omit(ast, 'standaloneName')). */
  unnamed(): Ast {
    const copy = new Ast(this.type, undefined, this.comment, this.deprecated);
    copy.item = this.item;
    copy.members = this.members;
    copy.props = this.props;
    copy.spreadParam = this.spreadParam;
    copy.minItems = this.minItems;
    copy.maxItems = this.maxItems;
    copy.value = this.value;
    return copy;
  }
}

/** Shared like jstt's T_UNKNOWN constants: the optimizer and generator treat them as one node each. */
export const T_UNKNOWN = new Ast('UNKNOWN');
export const T_UNKNOWN_ADDITIONAL_PROPERTIES = new Ast('UNKNOWN');

/** One compile's state: jstt's `processed` cache and `usedNames`, and the root's definition keys. */
export interface ParseState {
  readonly cache: Map<Schema, Map<SchemaType, Ast>>;
  readonly usedNames: Set<string>;
  /** The schemas that are values of the root's $defs, by key (jstt's keyNameFromDefinition). */
  readonly definitionKeys: Map<Schema, string>;
}

/** toSafeString is the identity on the names types-direct.ts lets through (see safeName there). */
function generateName(from: string, usedNames: Set<string>): string {
  let name = from;
  if (usedNames.has(name)) {
    let counter = 1;
    let candidate = `${name}${counter}`;
    while (usedNames.has(candidate)) {
      candidate = `${name}${counter}`;
      counter++;
    }
    name = candidate;
  }
  usedNames.add(name);
  return name;
}

function standaloneName(s: Schema, keyFromDefinition: string | undefined, state: ParseState): string | undefined {
  const name = (s.title as string | undefined) || (s.$id as string | undefined) || keyFromDefinition;
  return name ? generateName(name, state.usedNames) : undefined;
}

export function parse(node: Node, state: ParseState): Ast {
  if (!isSchema(node)) return new Ast(node ? 'UNKNOWN' : 'NEVER');
  const { types, intersection } = typingOf(node);
  if (intersection) {
    const ast = parseAsType(intersection, 'ALL_OF', state);
    for (const type of types) ast.members!.push(parseAsType(node, type, state));
    return ast;
  }
  return parseAsType(node, types[0]!, state);
}

function parseAsType(s: Schema, type: SchemaType, state: ParseState): Ast {
  let byType = state.cache.get(s);
  if (!byType) state.cache.set(s, (byType = new Map()));
  let ast = byType.get(type);
  if (!ast) byType.set(type, (ast = parseNonLiteral(s, type, state)));
  return ast;
}

const RECOGNIZED_ALL_OF_MEMBER_KEYWORDS = new Set(
  '$id additionalProperties allOf anyOf const default enum extends items oneOf patternProperties properties required tsEnumNames tsType type'.split(' '),
);

function isVacuousInterface(ast: Ast): boolean {
  const only = ast.props?.[0];
  return (
    ast.type === 'INTERFACE' &&
    ast.standaloneName === undefined &&
    ast.comment === undefined &&
    !ast.deprecated &&
    ast.props!.length === 1 &&
    only!.isIndexSignature &&
    (only!.ast.type === 'ANY' || only!.ast.type === 'UNKNOWN')
  );
}

/** An AST node of `type` for schema `s`, named first (as jstt names parents before their children). */
function node(s: Schema, type: AstType, key: string | undefined, state: ParseState): Ast {
  return new Ast(type, standaloneName(s, key, state), s.description as string | undefined, s.deprecated);
}

function withMembers(ast: Ast, members: Ast[]): Ast {
  ast.members = members;
  return ast;
}

function parseNonLiteral(s: Schema, type: SchemaType, state: ParseState): Ast {
  const key = state.definitionKeys.get(s);
  const list = (members: Node[]) => members.map((m) => parse(m, state));
  switch (type) {
    case 'ALL_OF': {
      const ast = node(s, 'INTERSECTION', key, state);
      const members = (s.allOf as Node[])
        .map((member) => ({ member, parsed: parse(member, state) }))
        .filter(({ member, parsed }) => !(Object.keys(member).every((k) => !RECOGNIZED_ALL_OF_MEMBER_KEYWORDS.has(k)) && isVacuousInterface(parsed)))
        .map(({ parsed }) => parsed);
      return withMembers(ast, members);
    }
    case 'ANY':
      return node(s, 'UNKNOWN', key, state);
    case 'ANY_OF':
      return withMembers(node(s, 'UNION', key, state), list(s.anyOf as Node[]));
    case 'ONE_OF':
      return withMembers(node(s, 'UNION', key, state), list(s.oneOf as Node[]));
    case 'BOOLEAN':
    case 'NULL':
    case 'NUMBER':
    case 'OBJECT':
    case 'STRING':
      return node(s, type, key, state);
    case 'CUSTOM_TYPE': {
      const ast = node(s, 'CUSTOM_TYPE', key, state);
      ast.value = s.tsType;
      return ast;
    }
    case 'TYPED_ARRAY': {
      if (Array.isArray(s.items)) {
        const ast = node(s, 'TUPLE', key, state);
        ast.minItems = s.minItems as number;
        ast.maxItems = s.maxItems as number | undefined;
        ast.members = list(s.items as Node[]);
        if (s.additionalItems === true) ast.spreadParam = T_UNKNOWN;
        else if (s.additionalItems) ast.spreadParam = parse(s.additionalItems as Node, state);
        return ast;
      }
      const ast = node(s, 'ARRAY', key, state);
      ast.item = parse(s.items as Node, state);
      return ast;
    }
    case 'UNION': {
      const ast = node(s, 'UNION', key, state);
      const members = (s.type as string[]).map((t) => {
        const { $id: _i, description: _d, title: _t, ...rest } = s;
        return parse({ ...rest, type: t }, state);
      });
      return withMembers(ast, members);
    }
    case 'UNNAMED_ENUM': {
      const ast = node(s, 'UNION', key, state);
      return withMembers(ast, (s.enum as unknown[]).map((value) => {
        const literal = new Ast('LITERAL');
        literal.value = value;
        return literal;
      }));
    }
    case 'UNNAMED_SCHEMA': {
      const ast = node(s, 'INTERFACE', key, state);
      ast.props = interfaceParams(s, state);
      return ast;
    }
    case 'UNTYPED_ARRAY': {
      const minItems = s.minItems as number;
      const maxItems = typeof s.maxItems === 'number' ? s.maxItems : -1;
      if (minItems > 0 || maxItems >= 0) {
        const ast = node(s, 'TUPLE', key, state);
        ast.maxItems = s.maxItems as number | undefined;
        ast.minItems = minItems;
        ast.members = Array<Ast>(Math.max(maxItems, minItems) || 0).fill(T_UNKNOWN);
        if (maxItems < 0) ast.spreadParam = T_UNKNOWN;
        return ast;
      }
      const ast = node(s, 'ARRAY', key, state);
      ast.item = T_UNKNOWN;
      return ast;
    }
  }
  throw new Unsupported(type);
}

const param = (ast: Ast, keyName: string, isRequired: boolean, flags: Partial<Pick<Param, 'isIndexSignature' | 'isPatternProperty'>> = {}): Param => ({
  ast,
  keyName,
  isRequired,
  isIndexSignature: flags.isIndexSignature ?? false,
  isPatternProperty: flags.isPatternProperty ?? false,
});

/** parseSchema: properties, then the index signature (no patternProperties or $defs in the subset). */
function interfaceParams(s: Schema, state: ParseState): Param[] {
  const required = Array.isArray(s.required) ? (s.required as string[]) : [];
  const props = Object.entries((s.properties as Record<string, Node> | undefined) ?? {}).map(([key, value]) =>
    param(parse(value, state), key, required.includes(key)),
  );
  const additional = s.additionalProperties;
  if (additional === false) return props;
  const ast = isSchema(additional) ? parse(additional, state) : T_UNKNOWN_ADDITIONAL_PROPERTIES;
  return [...props, param(ast, '[k: string]', true, { isIndexSignature: true })];
}
