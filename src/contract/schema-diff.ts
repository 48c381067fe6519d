// Semantic comparison of two JSON Schemas as a client depends on them. Input schemas are what the server accepts:
// narrowing breaks callers. Output schemas are what clients read: widening (or losing a guarantee) breaks them.
// References are followed, so moving a definition or reordering keys changes nothing.
import type { PathSegment } from '../diagnostics/diagnostic.js';
import { pointerTokens } from '../manifest/refs.js';
import { canonicalJson } from './canonical.js';
import { quote, type ChangeKind, type ChangeLog } from './change.js';

export type Direction = 'input' | 'output';

type Schema = Record<string, unknown> | boolean;

interface Side {
  readonly root: unknown;
}

interface Walk {
  readonly direction: Direction;
  readonly log: ChangeLog;
  readonly old: Side;
  readonly new: Side;
  /** Pairs of $refs already being compared: a recursive schema is compared once. */
  readonly seen: Set<string>;
}

const COSMETIC = new Set(['title', 'description', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly']);
const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties', 'minContains'];
const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains'];
/** Keywords compared one by one below; any other keyword that differs is reported as a change mcpgen cannot grade. */
const HANDLED = new Set([
  ...COSMETIC,
  ...LOWER,
  ...UPPER,
  'type',
  'enum',
  'const',
  'format',
  'pattern',
  'multipleOf',
  'uniqueItems',
  'default',
  'properties',
  'required',
  'additionalProperties',
  'items',
  '$ref',
  '$defs',
  'definitions',
  '$schema',
  '$id',
  '$anchor',
]);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Follows a same-document $ref (a chain of them) to its target; an unresolvable one is kept as it is. */
function deref(node: unknown, side: Side, refs: string[] = []): { schema: unknown; refs: string[] } {
  if (!isRecord(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#') || refs.includes(node.$ref)) return { schema: node, refs };
  let target: unknown = side.root;
  for (const token of pointerTokens(node.$ref.slice(1)))
    target = isRecord(target) || Array.isArray(target) ? (target as Record<string, unknown>)[token] : undefined;
  if (target === undefined) return { schema: node, refs };
  // Keywords beside a $ref apply too (2020-12): merged over the target, the sibling winning.
  const { $ref: _ref, ...siblings } = node;
  const merged = isRecord(target) ? { ...target, ...siblings } : target;
  return deref(merged, side, [...refs, node.$ref]);
}

/** A subschema with its references replaced by what they point at (to a fixed depth), for equality only. */
function resolved(node: unknown, side: Side, depth = 0): unknown {
  if (depth > 12) return node;
  if (Array.isArray(node)) return node.map((n) => resolved(n, side, depth + 1));
  if (!isRecord(node)) return node;
  const target = deref(node, side).schema;
  if (!isRecord(target)) return target;
  return Object.fromEntries(
    Object.entries(target)
      .filter(([k]) => k !== '$defs' && k !== 'definitions' && !COSMETIC.has(k))
      .map(([k, v]) => [k, resolved(v, side, depth + 1)]),
  );
}

const sameValue = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/** The JSON types a schema allows; undefined when `type` does not restrict them. */
function typesOf(schema: Record<string, unknown>): string[] | undefined {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return undefined;
}
const allows = (types: string[] | undefined, t: string) => types === undefined || types.includes(t) || (t === 'integer' && types.includes('number'));
const ALL_TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];
const showTypes = (types: string[] | undefined) => (types === undefined ? 'any' : [...types].sort().join('|'));

/** The values an enum/const allows; undefined when unrestricted. */
function valuesOf(schema: Record<string, unknown>): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if ('const' in schema) return [schema.const];
  return undefined;
}

export class SchemaComparison {
  constructor(private readonly walk: Walk) {}

  /** A narrowing of what is allowed: breaking for input, compatible for output; a widening is the reverse. */
  private graded(narrowing: boolean): ChangeKind {
    return (this.walk.direction === 'input') === narrowing ? 'breaking' : 'compatible';
  }

  private add(kind: ChangeKind, subject: string, at: readonly PathSegment[], message: string) {
    this.walk.log.add(kind, subject, at, message);
  }

  compare(oldNode: unknown, newNode: unknown, subject: string, at: readonly PathSegment[]): void {
    const a = deref(oldNode, this.walk.old);
    const b = deref(newNode, this.walk.new);
    const key = `${subject}|${a.refs.join(',')}|${b.refs.join(',')}`;
    if (a.refs.length + b.refs.length > 0) {
      if (this.walk.seen.has(key)) return;
      this.walk.seen.add(key);
    }
    const oldSchema = a.schema as Schema;
    const newSchema = b.schema as Schema;
    if (typeof oldSchema === 'boolean' || typeof newSchema === 'boolean') {
      if (sameValue(oldSchema, newSchema)) return;
      const widened = newSchema === true || oldSchema === false;
      this.add(this.graded(!widened), subject, at, `schema changed from ${canonicalJson(oldSchema)} to ${canonicalJson(newSchema)}`);
      return;
    }
    if (!isRecord(oldSchema) || !isRecord(newSchema)) return;
    this.cosmetic(oldSchema, newSchema, subject, at);
    this.types(oldSchema, newSchema, subject, at);
    this.values(oldSchema, newSchema, subject, at);
    this.constraints(oldSchema, newSchema, subject, at);
    this.objects(oldSchema, newSchema, subject, at);
    this.items(oldSchema, newSchema, subject, at);
    this.others(oldSchema, newSchema, subject, at);
  }

  private cosmetic(a: Record<string, unknown>, b: Record<string, unknown>, subject: string, at: readonly PathSegment[]) {
    for (const k of COSMETIC) if (!sameValue(a[k], b[k])) this.add('cosmetic', subject, at, `${k} changed`);
    if (!sameValue(a.default, b.default))
      this.add('compatible', subject, at, b.default === undefined ? 'default removed' : `default is now ${canonicalJson(b.default)}`);
  }

  private types(a: Record<string, unknown>, b: Record<string, unknown>, subject: string, at: readonly PathSegment[]) {
    const oldTypes = typesOf(a);
    const newTypes = typesOf(b);
    const lost = ALL_TYPES.filter((t) => allows(oldTypes, t) && !allows(newTypes, t));
    const gained = ALL_TYPES.filter((t) => !allows(oldTypes, t) && allows(newTypes, t));
    const change = `type ${showTypes(oldTypes)} became ${showTypes(newTypes)}`;
    if (lost.length === 0 && gained.length === 0) return;
    const input = this.walk.direction === 'input';
    // A change both ways (string → integer) is breaking in either direction: one line, graded by the breaking side.
    const breaking = input ? lost.length > 0 : gained.length > 0;
    const suffix = breaking ? (input ? ' (narrowed)' : ' (retyped)') : input ? ' (widened)' : ' (narrowed)';
    this.add(breaking ? 'breaking' : 'compatible', subject, at, `${change}${suffix}`);
  }

  private values(a: Record<string, unknown>, b: Record<string, unknown>, subject: string, at: readonly PathSegment[]) {
    const oldValues = valuesOf(a);
    const newValues = valuesOf(b);
    if (sameValue(oldValues, newValues)) return;
    const has = (list: unknown[] | undefined, v: unknown) => list === undefined || list.some((x) => sameValue(x, v));
    if (newValues !== undefined && oldValues === undefined) this.add(this.graded(true), subject, at, `now restricted to ${canonicalJson(newValues)}`);
    else if (newValues === undefined) this.add(this.graded(false), subject, at, 'no longer restricted to a list of values');
    else {
      const removed = (oldValues ?? []).filter((v) => !has(newValues, v));
      const added = newValues.filter((v) => !has(oldValues, v));
      if (removed.length > 0) this.add(this.graded(true), subject, at, `enum value${removed.length > 1 ? 's' : ''} ${removed.map(quote).join(', ')} removed`);
      if (added.length > 0) this.add(this.graded(false), subject, at, `enum value${added.length > 1 ? 's' : ''} ${added.map(quote).join(', ')} added`);
    }
  }

  private constraints(a: Record<string, unknown>, b: Record<string, unknown>, subject: string, at: readonly PathSegment[]) {
    const bound = (k: string, lower: boolean) => {
      const before = a[k];
      const after = b[k];
      if (sameValue(before, after)) return;
      if (typeof after !== 'number') return this.add(this.graded(false), subject, at, `${k} ${quote(before)} removed`);
      if (typeof before !== 'number') return this.add(this.graded(true), subject, at, `${k} ${after} added`);
      const narrowed = lower ? after > before : after < before;
      this.add(
        this.graded(narrowed),
        subject,
        at,
        `${k} ${narrowed ? (lower ? 'raised' : 'lowered') : lower ? 'lowered' : 'raised'} from ${before} to ${after}`,
      );
    };
    for (const k of LOWER) bound(k, true);
    for (const k of UPPER) bound(k, false);
    for (const k of ['format', 'pattern', 'multipleOf']) {
      if (sameValue(a[k], b[k])) continue;
      if (b[k] === undefined) this.add(this.graded(false), subject, at, `${k} ${quote(a[k])} removed`);
      else this.add(this.graded(true), subject, at, a[k] === undefined ? `${k} ${quote(b[k])} added` : `${k} ${quote(a[k])} became ${quote(b[k])}`);
    }
    if (a.uniqueItems !== b.uniqueItems && (a.uniqueItems === true || b.uniqueItems === true))
      this.add(this.graded(b.uniqueItems === true), subject, at, b.uniqueItems === true ? 'items must now be unique' : 'items no longer need to be unique');
  }

  private objects(a: Record<string, unknown>, b: Record<string, unknown>, subject: string, at: readonly PathSegment[]) {
    const oldProps = isRecord(a.properties) ? a.properties : {};
    const newProps = isRecord(b.properties) ? b.properties : {};
    const oldRequired = new Set(Array.isArray(a.required) ? a.required.map(String) : []);
    const newRequired = new Set(Array.isArray(b.required) ? b.required.map(String) : []);
    const names = [...new Set([...Object.keys(oldProps), ...Object.keys(newProps), ...oldRequired, ...newRequired])].sort();
    const input = this.walk.direction === 'input';
    for (const name of names) {
      const inOld = Object.hasOwn(oldProps, name);
      const inNew = Object.hasOwn(newProps, name);
      const where = [...at, 'properties', name];
      const p = quote(name);
      if (inOld && !inNew) {
        this.add('breaking', subject, at, `property ${p} removed`);
        continue;
      }
      if (!inOld && inNew) {
        if (input && newRequired.has(name)) this.add('breaking', subject, where, `new required property ${p}`);
        else this.add('compatible', subject, where, `new ${newRequired.has(name) ? 'required' : 'optional'} property ${p}`);
        continue;
      }
      if (oldRequired.has(name) !== newRequired.has(name)) {
        const required = newRequired.has(name);
        if (input) this.add(required ? 'breaking' : 'compatible', subject, where, `property ${p} became ${required ? 'required' : 'optional'}`);
        else this.add(required ? 'compatible' : 'breaking', subject, where, `property ${p} ${required ? 'became required' : 'made optional (may be missing)'}`);
      }
      if (inOld && inNew) this.compare(oldProps[name], newProps[name], `${subject}.${name}`, where);
    }
    const closed = (s: Record<string, unknown>) => s.additionalProperties === false;
    if (closed(a) !== closed(b))
      this.add(this.graded(closed(b)), subject, at, closed(b) ? 'no longer allows additional properties' : 'now allows additional properties');
    else if (isRecord(a.additionalProperties) && isRecord(b.additionalProperties))
      this.compare(a.additionalProperties, b.additionalProperties, `${subject}{*}`, [...at, 'additionalProperties']);
    else if (!sameValue(resolved(a.additionalProperties, this.walk.old), resolved(b.additionalProperties, this.walk.new)))
      this.add(this.graded(b.additionalProperties !== undefined && b.additionalProperties !== true), subject, at, 'additionalProperties changed');
  }

  private items(a: Record<string, unknown>, b: Record<string, unknown>, subject: string, at: readonly PathSegment[]) {
    if (a.items === undefined && b.items === undefined) return;
    if (a.items !== undefined && b.items !== undefined) return this.compare(a.items, b.items, `${subject}[]`, [...at, 'items']);
    this.add(this.graded(b.items !== undefined), subject, at, b.items === undefined ? 'items no longer constrained' : 'items now constrained');
  }

  /** Composition and every other keyword: equal once references are resolved, or a change mcpgen cannot grade. */
  private others(a: Record<string, unknown>, b: Record<string, unknown>, subject: string, at: readonly PathSegment[]) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !HANDLED.has(k)).sort();
    for (const k of keys) {
      if (sameValue(resolved(a[k], this.walk.old), resolved(b[k], this.walk.new))) continue;
      const verb = a[k] === undefined ? 'added' : b[k] === undefined ? 'removed' : 'changed';
      this.add('breaking', subject, at, `${k} ${verb} (mcpgen cannot tell whether this narrows or widens it, so it counts as breaking)`);
    }
  }
}

/** Compares two schemas of one tool (the roots are where their references resolve). */
export function compareSchemas(direction: Direction, oldRoot: unknown, newRoot: unknown, subject: string, at: readonly PathSegment[], log: ChangeLog): void {
  new SchemaComparison({ direction, log, old: { root: oldRoot }, new: { root: newRoot }, seen: new Set() }).compare(oldRoot, newRoot, subject, at);
}
