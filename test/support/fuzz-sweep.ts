// Every position of the manifest schema, reached (test/fuzz.test.ts): each key it defines, each map entry (`*`) and
// each list element (`#`) is found in the seed manifests (the specs, which together use every feature) and given
// wrong-typed values or removed. A key added to the schema joins the sweep by itself; one no seed uses fails the
// coverage test until a spec (or test/fixtures/fuzz-seed.yaml) uses it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import manifestSchema from '../../src/manifest/manifest.schema.json' with { type: 'json' };
import { REPO_ROOT } from './cli.js';
import type { Random } from './fuzz-manifest.js';

/** A position in the schema: keys, `*` for any key of a map, `#` for any element of a list. */
export type Position = readonly string[];
type Node = Record<string, unknown>;
type Json = unknown;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const definitions = (manifestSchema as { definitions: Record<string, Node> }).definitions;

/** Every position the manifest schema defines, following its $refs (a definition is not entered twice on one path). */
export function schemaPositions(): Position[] {
  const out = new Map<string, Position>();
  const walk = (node: unknown, at: string[], entered: ReadonlySet<string>): void => {
    if (!isNode(node)) return;
    if (typeof node.$ref === 'string') {
      const name = node.$ref.replace('#/definitions/', '');
      if (!entered.has(name)) walk(definitions[name], at, new Set([...entered, name]));
      return;
    }
    const visit = (key: string, child: unknown) => {
      const here = [...at, key];
      out.set(here.join('\u0000'), here);
      walk(child, here, entered);
    };
    if (isNode(node.properties)) for (const [key, child] of Object.entries(node.properties)) visit(key, child);
    if (isNode(node.additionalProperties)) visit('*', node.additionalProperties);
    if (isNode(node.patternProperties)) for (const child of Object.values(node.patternProperties)) visit('*', child);
    if (isNode(node.items)) visit('#', node.items);
    for (const keyword of ['oneOf', 'anyOf', 'allOf'])
      if (Array.isArray(node[keyword])) for (const branch of node[keyword] as unknown[]) walk(branch, at, entered);
  };
  walk(manifestSchema, [], new Set());
  return [...out.values()].sort((a, b) => a.join('.').localeCompare(b.join('.')));
}

/** The specs (every valid example) and the fuzz seed, as values: name → manifest. */
export function seedManifests(): Map<string, Json> {
  const seeds = new Map<string, Json>();
  const specs = path.join(REPO_ROOT, 'specs');
  for (const file of readdirSync(specs)
    .filter((f) => f.endsWith('.yaml'))
    .sort())
    seeds.set(file, parse(readFileSync(path.join(specs, file), 'utf8')));
  seeds.set('fuzz-seed.yaml', parse(readFileSync(path.join(REPO_ROOT, 'test/fixtures/fuzz-seed.yaml'), 'utf8')));
  return seeds;
}

/** The concrete paths of `position` in `value` (its parent must be there; the key itself need not be). */
export function instancesOf(position: Position, value: Json): (string | number)[][] {
  let parents: { at: (string | number)[]; node: Json }[] = [{ at: [], node: value }];
  const last = position[position.length - 1]!;
  for (const segment of position.slice(0, -1)) parents = parents.flatMap((p) => children(p.at, p.node, segment));
  return parents.flatMap((p) => {
    if (last === '#') return Array.isArray(p.node) ? p.node.map((_, i) => [...p.at, i]) : [];
    if (!isNode(p.node)) return [];
    return last === '*' ? Object.keys(p.node).map((k) => [...p.at, k]) : [[...p.at, last]];
  });
}

function children(at: (string | number)[], node: Json, segment: string): { at: (string | number)[]; node: Json }[] {
  if (segment === '#') return Array.isArray(node) ? node.map((child, i) => ({ at: [...at, i], node: child as Json })) : [];
  if (!isNode(node)) return [];
  if (segment === '*') return Object.entries(node).map(([k, child]) => ({ at: [...at, k], node: child }));
  return segment in node ? [{ at: [...at, segment], node: node[segment] }] : [];
}

/** Values of every JSON type and the shapes the wire uses where the manifest wants another (`permissions` as an object). */
const WRONG: readonly Json[] = [
  null,
  true,
  0,
  5,
  -1,
  1.5,
  '',
  'x',
  '*/',
  [],
  {},
  [1, 'a'],
  [null],
  [{}],
  { a: 1 },
  { camera: {}, microphone: {} },
  { 'https://api.example.com': true },
  '#/definitions/Nope',
];
const typeOf = (v: Json) => (v === undefined ? 'absent' : v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
/** Marks a removal (a required key missing) among the replacements. */
export const REMOVE = Symbol('remove');

export interface SweepCase {
  readonly seed: string;
  readonly position: string;
  /** The instance changed and what it became. */
  readonly label: string;
  readonly manifest: Json;
}

/** `perPosition` cases for each position of the schema, from seeds picked at random among those that have it. */
export function sweepCases(r: Random, seeds: ReadonlyMap<string, Json>, perPosition: number): { cases: SweepCase[]; uncovered: string[] } {
  const cases: SweepCase[] = [];
  const uncovered: string[] = [];
  for (const position of schemaPositions()) {
    const found = [...seeds].flatMap(([seed, value]) => instancesOf(position, value).map((at) => ({ seed, value, at })));
    if (found.length === 0) {
      uncovered.push(position.join('.'));
      continue;
    }
    for (let i = 0; i < perPosition; i++) {
      const { seed, value, at } = r.pick(found);
      // The first case of a position is always a value of another JSON type than the seed's, and not a string (which
      // iterates like a list) where the seed has none: what a rule that trusts the schema trips on. The others may be
      // anything, or a removal.
      const current = typeOf(at.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key], value));
      const replacement =
        i > 0 && r.chance(0.1)
          ? REMOVE
          : r.pick(i === 0 ? WRONG.filter((w) => typeOf(w) !== current && (current === 'string' || typeof w !== 'string')) : WRONG);
      const manifest = structuredClone(value);
      setAt(manifest, at, replacement);
      const shown = replacement === REMOVE ? 'removed' : `= ${JSON.stringify(replacement)}`;
      cases.push({ seed, position: position.join('.'), label: `${seed}: ${at.join('.')} ${shown}`, manifest });
    }
  }
  return { cases, uncovered };
}

function setAt(root: Json, at: readonly (string | number)[], value: Json | typeof REMOVE): void {
  const parent = at.slice(0, -1).reduce<Json>((node, key) => (node as Record<string | number, Json>)[key], root) as Record<string | number, Json>;
  const key = at[at.length - 1]!;
  if (value === REMOVE) {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else Object.defineProperty(parent, key, { value: structuredClone(value), enumerable: true, writable: true, configurable: true });
}
