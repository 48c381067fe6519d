/**
 * jstt's optimizer and generator (unformatted output) for the ASTs of types-direct-ast.ts. Ported from
 * json-schema-to-typescript 16's optimizer.ts and generator.ts (MIT), with the options mcpgen uses
 * (unknownAny, strictIndexSignatures off, declareExternallyReferenced).
 */
import { Ast, T_UNKNOWN, type Param } from './types-direct-ast.js';

const hasName = (ast: Ast) => ast.standaloneName != null && ast.standaloneName !== '';
const hasComment = (ast: Ast) => (ast.comment != null && ast.comment !== '') || ast.deprecated === true;
const omitName = (ast: Ast): Ast => ast.unnamed();

export function optimize(ast: Ast, processed: Set<Ast>): Ast {
  if (processed.has(ast)) return ast;
  processed.add(ast);
  switch (ast.type) {
    case 'ARRAY':
      ast.item = optimize(ast.item!, processed);
      return ast;
    case 'INTERFACE':
      for (const p of ast.props!) p.ast = optimize(p.ast, processed);
      return ast;
    case 'INTERSECTION':
    case 'UNION': {
      ast.members = ast.members!.map((m) => optimize(m, processed));
      if (ast.type === 'INTERSECTION') {
        const constrained = ast.members.filter((m) => m.type !== 'ANY' && m.type !== 'UNKNOWN');
        if (constrained.length > 0 && constrained.length < ast.members.length) ast.members = constrained;
      }
      if (ast.members.some((m) => m.type === 'ANY')) return new Ast('ANY');
      if (ast.members.some((m) => m.type === 'UNKNOWN')) return T_UNKNOWN;
      const first = ast.members[0];
      if (ast.members.every((m) => generateType(omitName(m)) === generateType(omitName(first!))) && ast.members.some((m) => m.standaloneName !== undefined))
        ast.members = ast.members.filter((m) => m.standaloneName !== undefined);
      const seen = new Set<string>();
      ast.members = ast.members.filter((m) => {
        const type = generateType(m);
        if (seen.has(type)) return false;
        seen.add(type);
        return true;
      });
      return ast;
    }
    default:
      return ast;
  }
}

export function generateType(ast: Ast): string {
  return (ast.text ??= generateRawType(ast));
}

function generateRawType(ast: Ast): string {
  if (hasName(ast)) return ast.standaloneName!;
  switch (ast.type) {
    case 'ANY':
      return 'any';
    case 'ARRAY': {
      const type = generateType(ast.item!);
      return type.endsWith('"') ? `(${type})[]` : `${type}[]`;
    }
    case 'BOOLEAN':
      return 'boolean';
    case 'INTERFACE':
      return generateInterface(ast);
    case 'INTERSECTION':
    case 'UNION':
      return generateSetOperation(ast);
    case 'LITERAL':
      return JSON.stringify(ast.value);
    case 'NEVER':
      return 'never';
    case 'NUMBER':
      return 'number';
    case 'NULL':
      return 'null';
    case 'OBJECT':
      return 'object';
    case 'STRING':
      return 'string';
    case 'TUPLE':
      return generateTuple(ast);
    case 'UNKNOWN':
      return 'unknown';
    case 'CUSTOM_TYPE':
      return ast.value as string;
  }
}

function generateTuple(ast: Ast): string {
  const minItems = ast.minItems!;
  const maxItems = ast.maxItems || -1;
  let spreadParam = ast.spreadParam;
  const params = [...ast.members!];
  if (minItems > 0 && minItems > params.length && ast.spreadParam === undefined && maxItems < 0) spreadParam = T_UNKNOWN;
  if (maxItems > params.length && ast.spreadParam === undefined) for (let i = params.length; i < maxItems; i++) params.push(T_UNKNOWN);
  const withSpread = (list: string[]) => (spreadParam ? [...list, `...(${generateType(spreadParam)})[]`] : list);
  const tuple = (list: string[]) => `[${list.join(', ')}]`;
  const types = params.map(generateType);
  if (types.length > minItems) {
    // A union of tuples of each allowed length (jstt's choice over optional elements).
    const cumulative = types.slice(0, minItems);
    const union = [tuple(cumulative)];
    for (let i = minItems; i < types.length; i++) {
      cumulative.push(types[i]!);
      union.push(tuple(i === types.length - 1 ? withSpread(cumulative) : cumulative));
    }
    return union.join('|');
  }
  return tuple(withSpread(types));
}

function generateSetOperation(ast: Ast): string {
  const members = ast.members!.map(generateType);
  if (members.length === 0) return ast.type === 'UNION' ? 'never' : '{\n[k: string]: unknown\n}';
  return members.length === 1 ? members[0]! : `(${members.join(ast.type === 'UNION' ? ' | ' : ' & ')})`;
}

const isAny = (ast: Ast) => ast.type === 'ANY' || (ast.type === 'CUSTOM_TYPE' && (ast.value as string).trim() === 'any');
const isUnknown = (ast: Ast) => ast.type === 'UNKNOWN' || (ast.type === 'CUSTOM_TYPE' && (ast.value as string).trim() === 'unknown');

const LEAF_TYPES = new Set(['BOOLEAN', 'CUSTOM_TYPE', 'LITERAL', 'NEVER', 'NULL', 'NUMBER', 'OBJECT', 'REFERENCE', 'STRING']);

/** The index signature widened to cover the named properties' types (TS2411), or undefined to print its own. */
function indexSignatureType(index: Param, params: readonly Param[]): string | undefined {
  if (isAny(index.ast) || isUnknown(index.ast)) return undefined;
  const members: Ast[] = [];
  const add = (ast: Ast) => {
    if (ast.type === 'UNION' && !hasName(ast)) return ast.members!.forEach(add);
    const text = ast.value as string;
    if (ast.type === 'CUSTOM_TYPE' && !hasName(ast) && text.includes('|') && /^[\w$.\s|]+$/.test(text)) {
      for (const part of text.split('|')) {
        if (!part.trim()) continue;
        const member = new Ast('CUSTOM_TYPE');
        member.value = part.trim();
        members.push(member);
      }
      return;
    }
    members.push(ast);
  };
  add(index.ast);
  let needsUndefined = false;
  for (const sibling of params) {
    if (sibling === index || isAny(sibling.ast)) continue;
    if (!sibling.isRequired) needsUndefined = true;
    if (sibling.ast.type === 'NEVER') continue;
    add(sibling.ast);
  }
  if (members.some(isAny)) return 'any';
  if (members.some(isUnknown)) return 'unknown';
  if (members.length === 0 || (members.length === 1 && !needsUndefined)) return undefined;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const member of members) {
    const type = generateType(member);
    const underlying = hasName(member) && LEAF_TYPES.has(member.type) ? generateRawType(omitName(member)) : type;
    if (seen.has(type) || seen.has(underlying)) continue;
    seen.add(type);
    seen.add(underlying);
    out.push(member.type === 'CUSTOM_TYPE' && !/^[\w$.]+(\[\])*$/.test(type) ? `(${type})` : type);
  }
  if (needsUndefined && !seen.has('undefined')) out.push('undefined');
  return out.join(' | ');
}

function generateInterface(ast: Ast): string {
  const params = ast.props!.filter((p) => !p.isPatternProperty);
  const index = params.find((p) => p.isIndexSignature);
  const indexType = index ? indexSignatureType(index, params) : undefined;
  const lines = params.map((p) => {
    const type = p === index && indexType !== undefined ? indexType : generateType(p.ast);
    const commented = withItemsComment(p.ast);
    const comment = hasComment(commented) && !p.ast.standaloneName ? `${generateComment(commented.comment, commented.deprecated)}\n` : '';
    return `${comment}${p.isIndexSignature ? p.keyName : escapeKeyName(p.keyName)}${p.isRequired ? '' : '?'}: ${type}`;
  });
  return `{\n${lines.join('\n')}\n}`;
}

/** An inline item type's description goes to the comment of the declaration or property holding the array. */
function withItemsComment(ast: Ast): Ast {
  let members: Ast[];
  if (ast.type === 'ARRAY') members = [ast.item!];
  else if (ast.type === 'TUPLE') members = ast.spreadParam ? [...ast.members!, ast.spreadParam] : ast.members!;
  else return ast;
  const comments = new Set(members.map((m) => (hasName(m) || m.type === 'ARRAY' || m.type === 'TUPLE' ? undefined : m.comment)));
  const [comment] = comments;
  if (comments.size !== 1 || !comment || /(^|\s)@\w/.test(comment)) return ast;
  const items = `Items: ${comment}`;
  const commented = ast.unnamed();
  commented.standaloneName = ast.standaloneName;
  commented.comment = ast.comment ? `${ast.comment}\n\n${items}` : items;
  return commented;
}

function generateComment(comment: string | undefined, deprecated?: unknown): string {
  const lines = ['/**'];
  if (deprecated) lines.push(' * @deprecated');
  if (comment !== undefined) lines.push(...comment.split('\n').map((l) => ` * ${l}`));
  lines.push(' */');
  return lines.join('\n');
}

function escapeKeyName(key: string): string {
  return key.length && /[A-Za-z_$]/.test(key.charAt(0)) && /^[\w$]+$/.test(key) ? key : JSON.stringify(key);
}

function standaloneInterface(ast: Ast): string {
  return `${hasComment(ast) ? `${generateComment(ast.comment, ast.deprecated)}\n` : ''}export interface ${ast.standaloneName} ${generateInterface(ast)}`;
}

function standaloneType(ast: Ast): string {
  const commented = withItemsComment(ast);
  return `${hasComment(commented) ? `${generateComment(commented.comment)}\n` : ''}export type ${ast.standaloneName} = ${generateType(omitName(ast))}`;
}

const children = (ast: Ast): Ast[] => {
  switch (ast.type) {
    case 'ARRAY':
      return [ast.item!];
    case 'INTERFACE':
      return ast.props!.map((p) => p.ast);
    case 'INTERSECTION':
    case 'UNION':
    case 'TUPLE':
      return ast.members!;
    default:
      return [];
  }
};

/** declareNamedTypes: every named type alias reachable from `ast` (interfaces are declared separately). */
export function declareNamedTypes(ast: Ast, processed: Set<Ast>): string {
  if (processed.has(ast)) return '';
  processed.add(ast);
  const nested = (list: Ast[]) => list.map((a) => declareNamedTypes(a, processed)).filter(Boolean).join('\n');
  switch (ast.type) {
    case 'ARRAY':
      return [declareNamedTypes(ast.item!, processed), hasName(ast) ? standaloneType(ast) : undefined].filter(Boolean).join('\n');
    case 'INTERFACE':
      return nested(children(ast));
    case 'INTERSECTION':
    case 'TUPLE':
    case 'UNION':
      return [
        hasName(ast) ? standaloneType(ast) : undefined,
        nested(ast.members!),
        ast.spreadParam ? declareNamedTypes(ast.spreadParam, processed) : undefined,
      ]
        .filter(Boolean)
        .join('\n');
    default:
      return hasName(ast) ? standaloneType(ast) : '';
  }
}

/** declareNamedInterfaces: every named interface reachable from `ast`. */
export function declareNamedInterfaces(ast: Ast, processed: Set<Ast>): string {
  if (processed.has(ast)) return '';
  processed.add(ast);
  const nested = (list: Ast[]) => list.map((a) => declareNamedInterfaces(a, processed)).filter(Boolean).join('\n');
  switch (ast.type) {
    case 'ARRAY':
      return declareNamedInterfaces(ast.item!, processed);
    case 'INTERFACE':
      return [hasName(ast) ? standaloneInterface(ast) : '', nested(children(ast))].filter(Boolean).join('\n');
    case 'INTERSECTION':
    case 'UNION':
      return nested(ast.members!);
    case 'TUPLE':
      return nested(ast.members!) + (ast.spreadParam ? declareNamedInterfaces(ast.spreadParam, processed) : '');
    default:
      return '';
  }
}
