// The comparison of test/unit/types-direct.test.ts (the direct types printer against json-schema-to-typescript),
// and a greedy shrinker that reduces an input showing a difference to a small one that still shows it.
import Ajv2020Module from 'ajv/dist/2020.js';
import { isObject } from '../../src/manifest/schema-walk.js';
import { compileSchemaTypes, WHOLE } from '../../src/render/schema-types.js';
import type { TypesInput } from '../../src/render/types-file.js';

/** compileSchemaTypes with the direct printer on or off; tests pass a planted fault to check that the harness can fail. */
export type Compile = (input: TypesInput, direct: boolean) => Promise<string>;
export const compileTypes: Compile = (input, direct) => compileSchemaTypes(input, WHOLE, { direct });

/** How the direct path's text differs from jstt's for `input`, or undefined when both are the same bytes. */
export async function difference(input: TypesInput, compile: Compile = compileTypes): Promise<string | undefined> {
  const expected = await compile(input, false);
  let actual: string;
  try {
    actual = await compile(input, true);
  } catch (error) {
    return `the direct path threw: ${(error as Error).message}`;
  }
  if (actual === expected) return undefined;
  const a = expected.split('\n');
  const b = actual.split('\n');
  let i = 0;
  while (a[i] === b[i]) i++;
  const show = (lines: string[]) => lines.slice(Math.max(0, i - 2), i + 3).map((l) => `    ${JSON.stringify(l)}`).join('\n');
  return `first difference at line ${i + 1}:\n  jstt:\n${show(a)}\n  direct:\n${show(b)}`;
}

const SUBSCHEMA = new Set(['items', 'additionalProperties', 'not', 'properties', 'patternProperties', 'anyOf', 'oneOf', 'allOf', 'prefixItems']);
const Ajv = Ajv2020Module.default;
const meta = new Ajv({ strict: false, validateFormats: false });

/** Every schema of the input by path: definitions[i].jsonSchema, errors[i].data.jsonSchema, tools[i].input|output.jsonSchema. */
function schemaPaths(input: TypesInput): (string | number)[][] {
  return [
    ...input.definitions.map((_, i) => ['definitions', i, 'jsonSchema']),
    ...input.errors.flatMap((e, i) => (e.data ? [['errors', i, 'data', 'jsonSchema']] : [])),
    ...input.tools.flatMap((t, i) => [['tools', i, 'input', 'jsonSchema'], ...(t.output ? [['tools', i, 'output', 'jsonSchema']] : [])]),
  ];
}

/** The input is one the types compiler is meant for: refs resolve, schemas valid where they were, inputs objects. */
function acceptable(input: TypesInput, original: TypesInput): boolean {
  const names = new Set(input.definitions.map((d) => d.name));
  for (const m of JSON.stringify(input).matchAll(/"\$ref":"#\/\$defs\/([^"]*)"/g)) if (!names.has(m[1]!)) return false;
  const at = (root: unknown, path: readonly (string | number)[]) => path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], root);
  return schemaPaths(input).every((p) => {
    const before = (() => { try { return at(original, p); } catch { return undefined; } })();
    const after = at(input, p);
    if (p[2] === 'input' && isObject(before) && before.type === 'object' && !(isObject(after) && after.type === 'object')) return false;
    return before === undefined || !meta.validateSchema(before as object) || meta.validateSchema(after as object);
  });
}

/** Smaller variants of the input, biggest cuts first: whole entries, then subtrees of its schemas (shallow first). */
function* smaller(input: TypesInput): Generator<TypesInput> {
  const clone = (): TypesInput & Record<string, unknown> => JSON.parse(JSON.stringify(input)) as TypesInput & Record<string, unknown>;
  for (const list of ['tools', 'errors', 'definitions'] as const)
    for (let i = input[list].length - 1; i >= 0; i--) {
      const c = clone();
      (c[list] as unknown[]).splice(i, 1);
      yield c;
    }
  for (const [list, key] of [['tools', 'output'], ['errors', 'data']] as const)
    for (let i = 0; i < input[list].length; i++) {
      if (!(key in input[list][i]!)) continue;
      const c = clone();
      delete (c[list][i] as Record<string, unknown>)[key];
      yield c;
    }
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, p: (string | number)[]) => {
    if (p.length > 3) paths.push(p);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...p, i]));
    else if (isObject(v)) for (const [k, x] of Object.entries(v)) walk(x, [...p, k]);
  };
  for (const p of schemaPaths(input)) walk(p.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], input), p);
  paths.sort((a, b) => a.length - b.length);
  for (const p of paths) {
    const edit = (change: (parent: Record<string | number, unknown>, key: string | number) => void) => {
      const c = clone();
      const parent = p.slice(0, -1).reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], c) as Record<string | number, unknown>;
      change(parent, p[p.length - 1]!);
      return c;
    };
    const value = p.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], input);
    if (p[p.length - 1] !== 'jsonSchema') yield edit((o, k) => (Array.isArray(o) ? o.splice(k as number, 1) : delete o[k]));
    if (isObject(value)) {
      // A node replaced by one of its subschemas: fewer levels of nesting.
      for (const [k, sub] of Object.entries(value)) {
        if (!SUBSCHEMA.has(k)) continue;
        for (const child of isObject(sub) && !['properties', 'patternProperties'].includes(k) ? [sub] : Object.values(sub as object))
          if (isObject(child)) yield edit((o, key) => { o[key] = child; });
      }
      if (Object.keys(value).length > 0) yield edit((o, k) => { o[k] = {}; });
    }
    if (typeof value === 'string' && value.length > 1) yield edit((o, k) => { o[k] = value.slice(0, Math.ceil(value.length / 2)); });
    const last = p[p.length - 1]!;
    if (p[p.length - 2] === 'properties' && last !== 'a') yield edit((o, k) => rename(o, k, 'a'));
  }
}

/** Renames a key in place, keeping the order of keys (a name like __proto__ stays an own data property). */
function rename(o: Record<string | number, unknown>, from: string | number, to: string): void {
  if (Object.hasOwn(o, to)) return;
  const entries = Object.entries(o).map(([k, v]): [string, unknown] => [k === String(from) ? to : k, v]);
  for (const k of Object.keys(o)) delete o[k];
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/** Greedy shrinking: take the first smaller variant that still fails, until none does or `budget` tries are spent. */
export async function shrink(input: TypesInput, fails: (input: TypesInput) => Promise<boolean>, budget = 1500): Promise<TypesInput> {
  let best = JSON.parse(JSON.stringify(input)) as TypesInput;
  for (const d of best.tools) for (const s of [d.input, d.output]) if (s && isObject(s.jsonSchema)) delete (s.jsonSchema as Record<string, unknown>).$defs;
  for (const e of best.errors) if (e.data && isObject(e.data.jsonSchema)) delete (e.data.jsonSchema as Record<string, unknown>).$defs;
  if (!(await fails(best))) best = input;
  let tries = 0;
  for (let progress = true; progress && tries < budget; ) {
    progress = false;
    for (const candidate of smaller(best)) {
      if (++tries > budget) break;
      if (!acceptable(candidate, best) || !(await fails(candidate).catch(() => false))) continue;
      best = candidate;
      progress = true;
      break;
    }
  }
  return best;
}
