// Seeded random manifests for test/fuzz.test.ts: mostly valid ones full of hostile strings, names and schema shapes,
// plus structural and textual mutations of them. Same seed, same manifest text, on every machine.
import { stringify } from 'yaml';

/** mulberry32: tiny, fast, and good enough to pick cases. */
export function rng(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(list: readonly T[]) => list[int(0, list.length - 1)]!, chance: (p: number) => next() < p };
}

export interface Random {
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

/** Text that must reach code only as data: comment terminators, template syntax, quotes, line separators, emoji, CJK. */
export const HOSTILE_TEXT = [
  '*/',
  '/*',
  '`',
  '${x}',
  '"',
  "'",
  '\\',
  '\u2028',
  '\u2029',
  '😀',
  '漢字',
  '</script>',
  '<!--',
  '{{x}}',
  '{{{y}}}',
  '\\n',
  '\t',
  'a\nb',
  '%s',
  '__proto__',
  'constructor',
  '\u0000',
  '\u200b',
  'ﷺ',
  'e\u0301',
  '🏳️‍🌈',
] as const;

/** Property names: hostile text, Object.prototype members, reserved words, digits, keywords of JSON Schema. */
export const PROPERTY_NAMES = [
  ...HOSTILE_TEXT,
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__proto__',
  'prototype',
  'isPrototypeOf',
  'class',
  'delete',
  'default',
  'enum',
  'type',
  'properties',
  '$ref',
  '0',
  '123abc',
  'a-b',
  'with space',
  'ok',
  'name',
];

/** Tool names the manifest allows ([A-Za-z0-9_.-]{1,64}), chosen to collide with JS and Object.prototype names. */
export const TOOL_NAMES = [
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__proto__',
  'isPrototypeOf',
  '__defineGetter__',
  'delete',
  'class',
  'new',
  'function',
  'await',
  'default',
  'export',
  'eval',
  'arguments',
  'undefined',
  'NaN',
  'Infinity',
  'then',
  'import',
  'a',
  'A.b-c_d',
  '9lives',
  '_',
  '-',
  '.',
  'x'.repeat(64),
  'search_documents',
  'tool.v2',
  'notImplemented',
  'toolResult',
  'handlers',
  'schemas',
  'TOOLS',
  'main',
  'createServer',
];

/** Names that break a rule (for mutations): too long, bad characters, empty. */
const BAD_TOOL_NAMES = ['', 'x'.repeat(65), 'with space', 'a/b', 'ü', '😀', 'a:b', '*/'];

const text = (r: Random, max = 3): string => Array.from({ length: r.int(1, max) }, () => r.pick(HOSTILE_TEXT)).join(r.pick([' ', '', '-']));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: Json };

function scalarSchema(r: Random): Schema {
  switch (r.int(0, 7)) {
    case 0:
      return { type: 'string', ...(r.chance(0.3) && { description: text(r) }), ...(r.chance(0.3) && { default: text(r) }) };
    case 1:
      return { type: 'integer', ...(r.chance(0.4) && { minimum: r.int(-5, 0), maximum: r.int(1, 100) }) };
    case 2:
      return { type: 'number', ...(r.chance(0.3) && { default: r.int(0, 9) / 4 }) };
    case 3:
      return { type: 'boolean' };
    case 4:
      return { enum: [...new Set(Array.from({ length: r.int(1, 4) }, () => text(r, 2)))] };
    case 5:
      return { type: [r.pick(['string', 'number', 'boolean', 'integer'] as const), 'null'] };
    case 6:
      return { const: text(r, 2) };
    default:
      return { type: 'string', enum: [...new Set(Array.from({ length: r.int(1, 3) }, () => text(r, 1)))], ...(r.chance(0.5) && { title: text(r) }) };
  }
}

/** A random schema; `defs` are names that $ref may point at (recursion happens through them). */
export function randomSchema(r: Random, depth: number, defs: readonly string[]): Schema {
  const leaf = depth <= 0 || r.chance(0.35);
  if (leaf) return defs.length > 0 && r.chance(0.15) ? { $ref: `#/definitions/${r.pick(defs)}` } : scalarSchema(r);
  switch (r.int(0, 6)) {
    case 0:
    case 1:
      return objectSchema(r, depth - 1, defs);
    case 2:
      return { type: 'array', items: randomSchema(r, depth - 1, defs), ...(r.chance(0.3) && { minItems: r.int(0, 2) }) };
    case 3: {
      const n = r.int(1, 3);
      return {
        type: 'array',
        prefixItems: Array.from({ length: n }, () => randomSchema(r, depth - 1, defs)),
        items: false,
        ...(r.chance(0.5) && { minItems: n }),
      };
    }
    case 4:
      return { [r.pick(['oneOf', 'anyOf', 'allOf'] as const)]: Array.from({ length: r.int(1, 3) }, () => randomSchema(r, depth - 1, defs)) };
    case 5:
      return { type: 'object', additionalProperties: randomSchema(r, depth - 1, defs) };
    default:
      return { type: ['object', 'null'], properties: { [r.pick(PROPERTY_NAMES)]: randomSchema(r, depth - 1, defs) } };
  }
}

export function objectSchema(r: Random, depth: number, defs: readonly string[]): Schema {
  const names = [...new Set(Array.from({ length: r.int(0, 5) }, () => r.pick(PROPERTY_NAMES)))];
  const properties = Object.fromEntries(names.map((n): [string, Json] => [n, randomSchema(r, depth, defs)]));
  const required = names.filter(() => r.chance(0.4));
  return {
    type: 'object',
    ...(r.chance(0.3) && { description: text(r) }),
    properties,
    ...(required.length > 0 && { required }),
    ...(r.chance(0.4) && { additionalProperties: false }),
  };
}

/** A manifest that should validate (modulo collisions the generator is expected to diagnose, e.g. MCPG203). */
export function randomManifest(r: Random): Record<string, Json> {
  const defNames = r.chance(0.5) ? [...new Set(Array.from({ length: r.int(1, 3) }, () => r.pick(['Node', 'Tree', 'Item', 'Shape', 'Pair'])))] : [];
  const definitions = Object.fromEntries(defNames.map((name): [string, Json] => [name, objectSchema(r, 2, defNames)]));
  const tools: Record<string, Json> = {};
  for (let i = r.int(1, 5); i > 0; i--) {
    const name = r.pick(TOOL_NAMES);
    tools[name] = {
      ...(r.chance(0.7) && { title: text(r) }),
      description: text(r, 5),
      ...(r.chance(0.6) && { annotations: { readOnlyHint: r.chance(0.5), openWorldHint: false } }),
      ...(r.chance(0.8) && { input: objectSchema(r, 2, defNames) }),
      ...(r.chance(0.6) && { output: randomSchema(r, 2, defNames) }),
      ...(r.chance(0.15) && { progress: true }),
      ...(r.chance(0.1) && { longRunning: true }),
    };
  }
  const content = r.chance(0.4) ? randomContent(r) : {};
  return {
    mcpgen: 1,
    server: {
      name: r.pick(['fuzz', 'a', 'x-1', 'hostile-server']),
      version: r.pick(['1.0.0', '0.0.1-rc.1+build.5']),
      ...(r.chance(0.5) && { title: text(r) }),
      ...(r.chance(0.5) && { description: text(r, 4) }),
      ...(r.chance(0.5) && { instructions: text(r, 6) }),
    },
    ...(defNames.length > 0 && { definitions }),
    tools,
    ...content,
  };
}

/** Resources, resource templates and prompts with hostile titles, descriptions, URIs and argument names. */
function randomContent(r: Random): Record<string, Json> {
  const names = ['readme', 'constructor', 'toString', '__proto__', 'a.b-c', 'delete', '9lives', 'doc'];
  const resources: Record<string, Json> = {};
  const templates: Record<string, Json> = {};
  const prompts: Record<string, Json> = {};
  for (let i = r.int(0, 2); i > 0; i--)
    resources[r.pick(names)] = {
      uri: r.pick(['docs://readme', 'file:///a/b.txt', `docs://x/${encodeURIComponent(text(r, 1))}`, 'https://example.com/']),
      ...(r.chance(0.5) && { title: text(r) }),
      ...(r.chance(0.5) && { description: text(r) }),
      ...(r.chance(0.5) && { mimeType: r.pick(['text/markdown', 'application/json']) }),
    };
  for (let i = r.int(0, 2); i > 0; i--) {
    const variable = r.pick(['id', 'path', 'constructor', 'toString', 'x1']);
    templates[`t${r.pick(names)}`] = {
      uriTemplate: r.pick([`docs://items/{${variable}}`, `docs://files/{+${variable}}`, `docs://q{?${variable}}`]),
      ...(r.chance(0.5) && { title: text(r) }),
      ...(r.chance(0.5) && { complete: [variable] }),
    };
  }
  for (let i = r.int(0, 2); i > 0; i--)
    prompts[r.pick(names)] = {
      ...(r.chance(0.5) && { title: text(r) }),
      ...(r.chance(0.5) && { description: text(r) }),
      ...(r.chance(0.7) && {
        arguments: Object.fromEntries(
          [...new Set([r.pick(PROPERTY_NAMES), r.pick(PROPERTY_NAMES)])].map((a): [string, Json] => [a, { description: text(r), required: r.chance(0.5) }]),
        ),
      }),
    };
  return {
    ...(Object.keys(resources).length > 0 && { resources }),
    ...(Object.keys(templates).length > 0 && { resourceTemplates: templates }),
    ...(Object.keys(prompts).length > 0 && { prompts }),
  };
}

/** Every (object key or array index) path inside a JSON value. */
function paths(value: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const key = Array.isArray(value) ? Number(k) : k;
      out.push([...at, key]);
      paths(v, [...at, key], out);
    }
  }
  return out;
}

const JUNK: readonly Json[] = [null, true, 0, -1, 1.5, '', 'x', [], {}, [1, 'a'], { a: 1 }, '#/definitions/Nope', 'object', text(rng(1))];

/** One structural mutation of a manifest: delete, replace, add or rename something, possibly breaking a rule. */
export function mutate(r: Random, manifest: Record<string, Json>): Record<string, Json> {
  const copy = structuredClone(manifest) as Record<string, Json>;
  const all = paths(copy);
  const target = r.pick(all);
  const parentPath = target.slice(0, -1);
  const parent = parentPath.reduce<Json>((node, key) => (node as Record<string, Json>)[key as string]!, copy) as Record<string, Json> | Json[];
  const key = target[target.length - 1]!;
  const set = (v: Json) => Object.defineProperty(parent, key, { value: v, enumerable: true, writable: true, configurable: true });
  switch (r.int(0, 6)) {
    case 0:
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key as string];
      break;
    case 1:
      set(r.pick(JUNK));
      break;
    case 2:
      set(text(r));
      break;
    case 3:
      if (!Array.isArray(parent))
        Object.defineProperty(parent, r.pick([...PROPERTY_NAMES, 'titel', 'x-extra', '$id', '$defs', 'items']), {
          value: r.pick(JUNK),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      break;
    case 4: {
      const tools = copy.tools as Record<string, Json> | undefined;
      if (tools && typeof tools === 'object' && !Array.isArray(tools)) {
        const first = Object.keys(tools)[0];
        if (first !== undefined) tools[r.pick([...BAD_TOOL_NAMES, ...TOOL_NAMES])] = tools[first]!;
      }
      break;
    }
    case 5:
      set({ $ref: r.pick(['#/definitions/Nope', '#/definitions/Node', 'http://example.com/s.json', '#']) });
      break;
    default:
      set(r.pick([Number.POSITIVE_INFINITY, Number.NaN, -0, 2 ** 60, 1e-300]));
  }
  return copy;
}

/** YAML text of a manifest (the yaml package quotes whatever needs quoting). */
export const toYaml = (manifest: Record<string, Json>): string => stringify(manifest, { lineWidth: 0 });

/** Textual damage the YAML loader must turn into diagnostics: truncation, stray characters, duplicated lines, tabs. */
export function damageText(r: Random, source: string): string {
  const at = r.int(0, source.length);
  switch (r.int(0, 4)) {
    case 0:
      return source.slice(0, at);
    case 1:
      return `${source.slice(0, at)}${r.pick([':', '- ', '{', '[', '"', "'", '\t', '&a', '*a', '!!binary', '? ', '\u0000', '\ufeff', '|'])}${source.slice(at)}`;
    case 2: {
      const lines = source.split('\n');
      const i = r.int(0, lines.length - 1);
      return [...lines.slice(0, i + 1), lines[i]!, ...lines.slice(i + 1)].join('\n');
    }
    case 3:
      return source.replace(/^( +)/gm, (m) => (r.chance(0.05) ? '\t'.repeat(m.length / 2) : m));
    default:
      return `${source}\n${r.pick(['tools: {}', 'mcpgen: 2', '---\nmcpgen: 1', 'server: []', '...', 'x: &a [*a]'])}\n`;
  }
}
