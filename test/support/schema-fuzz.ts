// Seeded random inputs of the types compiler (TypesInput, shaped like the IR normalize.ts makes) for
// test/unit/types-layout.test.ts: schemas weighted like a real API's (GitHub's manifest), plus the long tail that
// breaks type printers. Same seed, same input, on every machine.
import type { JsonSchemaObject } from '../../src/ir/types.js';
import { identsFor } from '../../src/names.js';
import { embedDefinitions, rewriteRefs } from '../../src/ir/normalize.js';
import { isObject } from '../../src/manifest/schema-walk.js';
import type { TypesSource as TypesInput } from '../../src/render/schema-types.js';
import { rng, type Random } from './fuzz-manifest.js';

type Node = Record<string, unknown>;
type Schema = Node | boolean;

interface Ctx {
  readonly r: Random;
  /** Definition names a $ref may point at (recursion happens through them). */
  readonly defs: readonly string[];
  /** Probability of a long-tail shape at each node: each input picks one, so some inputs are mostly plain. */
  readonly tail: number;
}

/** [weight, value] pairs: a value with probability weight / sum of weights. */
function weighted<T>(r: Random, table: readonly (readonly [number, T])[]): T {
  let x = r.next() * table.reduce((s, [w]) => s + w, 0);
  for (const [w, v] of table) if ((x -= w) < 0) return v;
  return table[table.length - 1]![1];
}

const FORMATS = ['uri', 'uri', 'uri', 'uri-template', 'date-time', 'email', 'date', 'int64', 'uuid', 'repo', ''];
const WORDS = [
  'The owner of the repository.',
  'Page number of the results to fetch.',
  'Results per page (max 100).',
  'The name of the branch.',
  'Only show results that were last updated after the given time.',
  'The SHA of the commit.',
  'The direction to sort the results by.',
  'Can be one of: `open`, `closed`, `all`.',
  'See https://docs.github.com/rest.',
  'A comma-separated list of label names.',
  'Use `null` to remove it.',
];
/** Description fragments that break doc comments: terminators, tags, blank lines, CRLF, trailing and odd spaces. */
const HOSTILE_WORDS = [
  '*/',
  '/*',
  '/** x */',
  '@param owner',
  '@deprecated use x',
  '@see {@link Y}',
  'a\n\nb',
  'line\r\nbreak',
  'trailing  ',
  ' leading',
  '\ttab',
  'back\\slash',
  '`code` ${x}',
  '"quoted"',
  "it's",
  '漢字 😀',
  '\u2028',
  'ünïcödé',
  '',
  ' ',
  '\n',
  '* star',
  'McpgenT1Z',
  '__mcpgen_key_3__',
  'http://x/*/y',
  '  *  ',
  '\r',
];
const PROPS = [
  'owner',
  'repo',
  'per_page',
  'page',
  'state',
  'sort',
  'direction',
  'since',
  'labels',
  'assignee',
  'body',
  'title',
  'sha',
  'ref',
  'path',
  'name',
  'id',
  'node_id',
  'url',
  'html_url',
  'created_at',
  '+1',
  '-1',
  'login',
  'type',
];
const HOSTILE_PROPS = [
  '',
  'with space',
  'a-b',
  '"q"',
  "it's",
  '0',
  '123abc',
  '$ref',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'toString',
  'valueOf',
  'ñame',
  '漢字',
  '*/',
  'back\\slash',
  'new\nline',
  'class',
  'default',
  'enum',
  'required',
  '$',
  '_',
  'a.b',
  '[x]',
  '${x}',
  '`',
  'McpgenT0Z',
  '[k: string]',
  '\u2028',
  '-1',
  '1e3',
  'Ab$9',
];
const ENUM_STRINGS = ['open', 'closed', 'all', 'created', 'updated', 'asc', 'desc', 'public', 'private', 'merge', '+1'];
const HOSTILE_STRINGS = [
  'say "hi"',
  "it's",
  'back\\slash',
  '*/',
  'line\nbreak',
  'cr\r\nlf',
  'ünïcödé',
  '漢字',
  '😀',
  '',
  ' ',
  '\u2028',
  '${x}',
  '`',
  'null',
  '1',
  'true',
  "'",
  '\\',
  '\t',
  'McpgenT0Z',
  '\u0000',
];
const NUMBERS = [0, 1, -1, 42, 3.14, -0.5, 1e21, 2 ** 53, 100, -0, 1e-7, 0.1 + 0.2, -1e300];
const TYPES = ['string', 'integer', 'number', 'boolean', 'object', 'array', 'null'];

function text(c: Ctx): string {
  const { r } = c;
  const part = () => (r.chance(c.tail) ? r.pick(HOSTILE_WORDS) : r.pick(WORDS));
  const n = weighted(r, [
    [8, 1],
    [2, 2],
    [1, 3],
  ]);
  return Array.from({ length: n }, part).join(r.pick([' ', ' ', '\n', '\n\n', '\r\n', ' \n']));
}

function scalar(c: Ctx): unknown {
  const { r } = c;
  return weighted<() => unknown>(r, [
    [5, () => r.pick(HOSTILE_STRINGS)],
    [3, () => r.pick(ENUM_STRINGS)],
    [2, () => r.pick(NUMBERS)],
    [1, () => null],
    [1, () => r.chance(0.5)],
    [c.tail, () => ({ a: 1, 'b c': [1, 'x', null], '*/': {} })],
    [c.tail, () => [1, 'two', null, []]],
  ])();
}

/** Property names: realistic, with the hostile ones at the tail rate. */
function propNames(c: Ctx, n: number): string[] {
  const names = new Set<string>();
  for (let i = 0; i < n * 2 && names.size < n; i++) names.add(c.r.chance(c.tail) ? c.r.pick(HOSTILE_PROPS) : c.r.pick(PROPS));
  return [...names];
}

/** Annotations on any node: description, deprecated, readOnly, and keywords forTypes drops (title, default…). */
function decorate(c: Ctx, node: Node): Node {
  const { r } = c;
  if (r.chance(0.3)) node.description = text(c);
  if (r.chance(0.01 + c.tail / 4)) node.deprecated = r.chance(0.7);
  if (r.chance(0.01 + c.tail / 4)) node[r.pick(['readOnly', 'writeOnly'])] = r.chance(0.8);
  if (r.chance(c.tail / 3)) node[r.pick(['title', 'default', 'examples', '$comment', 'x-mcp-header'])] = r.pick(['T */', 'd', 1]);
  return node;
}

function stringSchema(c: Ctx, type: unknown = 'string'): Node {
  const { r } = c;
  const node: Node = { type };
  if (r.chance(0.45)) node.format = r.pick(FORMATS);
  if (r.chance(0.13)) node.enum = Array.from({ length: r.int(1, 5) }, () => (r.chance(c.tail) ? r.pick(HOSTILE_STRINGS) : r.pick(ENUM_STRINGS)));
  if (r.chance(0.02)) node.maxLength = r.pick([1, 40, 256]);
  if (r.chance(0.01)) node.pattern = r.pick(['^[a-z]+$', '\\d+', '*/']);
  if (r.chance(0.01)) node.minLength = 1;
  return node;
}

function numberSchema(c: Ctx, type: unknown): Node {
  const { r } = c;
  const node: Node = { type };
  if (r.chance(0.05)) node.minimum = r.pick([0, 1, -5]);
  if (r.chance(0.05)) node.maximum = r.pick([100, 1e6]);
  if (r.chance(0.05)) node.format = r.pick(['int32', 'int64', 'double']);
  if (r.chance(c.tail)) node.enum = Array.from({ length: r.int(1, 4) }, () => r.pick(NUMBERS));
  return node;
}

function objectSchema(c: Ctx, depth: number, type: unknown = 'object'): Node {
  const { r } = c;
  const node: Node = type === 'none' ? {} : { type };
  const names = propNames(
    c,
    depth > 3
      ? r.int(0, 2)
      : weighted(r, [
          [1, 0],
          [3, r.int(1, 3)],
          [3, r.int(3, 8)],
        ]),
  );
  if (names.length > 0) node.properties = Object.fromEntries(names.map((n) => [n, schema(c, depth + 1)]));
  if (names.length > 0 && r.chance(0.6)) {
    const req = names.filter(() => r.chance(0.5));
    if (r.chance(c.tail)) req.push(r.pick(['absent', 'owner', '__proto__', '']));
    if (req.length > 0) node.required = [...new Set(req)];
  }
  const extra = weighted(r, [
    [90, 'none'],
    [3, 'false'],
    [2, 'true'],
    [1 + c.tail * 20, 'schema'],
    [c.tail * 10, 'pattern'],
  ]);
  if (extra === 'false' || extra === 'true') node.additionalProperties = extra === 'true';
  if (extra === 'schema') node.additionalProperties = schema(c, depth + 1);
  if (extra === 'pattern') node.patternProperties = { '^x-': schema(c, depth + 1), ...(r.chance(0.3) && { '\\d+': { type: 'number' } }) };
  if (r.chance(c.tail / 3)) node.minProperties = 1;
  return node;
}

const BOUNDS = [0, 1, 2, 3, 8, 9, 20];

function arraySchema(c: Ctx, depth: number, type: unknown = 'array'): Node {
  const { r } = c;
  const node: Node = { type };
  const nested = r.chance(c.tail) && depth < 5;
  if (!r.chance(c.tail / 4)) node.items = nested ? arraySchema(c, depth + 1) : schema(c, depth + 1);
  if (r.chance(0.05 + c.tail)) node.minItems = r.pick(BOUNDS);
  if (r.chance(0.06 + c.tail)) node.maxItems = r.pick(BOUNDS);
  if (r.chance(0.005 + c.tail / 3)) node.uniqueItems = true;
  return ordered(node);
}

function tupleSchema(c: Ctx, depth: number): Node {
  const { r } = c;
  const node: Node = { type: 'array', prefixItems: Array.from({ length: r.int(1, 3) }, () => schema(c, depth + 1)) };
  const rest = weighted<() => Schema | undefined>(r, [
    [2, () => undefined],
    [2, () => false],
    [1, () => true],
    [2, () => schema(c, depth + 1)],
  ])();
  if (rest !== undefined) node.items = rest;
  if (r.chance(0.3)) node.minItems = r.pick(BOUNDS);
  if (r.chance(0.2)) node.maxItems = r.pick(BOUNDS);
  return ordered(node);
}

/** jstt throws on maxItems < minItems (the manifest accepts it: see the report of issue #7): keep them ordered. */
function ordered(node: Node): Node {
  const { minItems: min, maxItems: max } = node;
  if (typeof min === 'number' && typeof max === 'number' && max < min) [node.minItems, node.maxItems] = [max, min];
  return node;
}

function ref(c: Ctx): Node {
  return { $ref: `#/definitions/${c.r.pick(c.defs)}` };
}

/** oneOf/anyOf/allOf, alone or mixed with properties on the same node, with {} and duplicate members, nested. */
function combination(c: Ctx, depth: number): Node {
  const { r } = c;
  const key = weighted(r, [
    [257, 'oneOf'],
    [29, 'anyOf'],
    [50, 'allOf'],
  ]);
  const members: Schema[] = Array.from({ length: r.int(1, 4) }, () =>
    weighted<() => Schema>(r, [
      [3, () => schema(c, depth + 1)],
      [2, () => objectSchema(c, depth + 1)],
      [c.defs.length ? 2 : 0, () => ref(c)],
      [c.tail, () => ({})],
      [c.tail, () => ({ required: ['owner'] })],
      [c.tail, () => combination(c, depth + 1)],
      [
        c.tail,
        () =>
          r.pick<Node>([{ description: text(c) }, { minProperties: 1 }, { additionalProperties: true }, { additionalProperties: {} }, { deprecated: true }]),
      ],
    ])(),
  );
  if (r.chance(c.tail)) members.push(JSON.parse(JSON.stringify(r.pick(members))) as Schema);
  const node: Node = r.chance(c.tail) ? objectSchema(c, depth + 1) : {};
  node[key] = members;
  return node;
}

/** The long tail: shapes rare in real APIs that printers get wrong. */
function oddSchema(c: Ctx, depth: number): Schema {
  const { r } = c;
  return weighted<() => Schema>(r, [
    [2, () => ({ const: scalar(c) })],
    [2, () => ({ enum: Array.from({ length: r.int(1, 5) }, () => scalar(c)) })],
    [1, () => ({})],
    [1, () => ({ description: text(c) })],
    [1, () => r.chance(0.5)],
    [2, () => tupleSchema(c, depth)],
    [1, () => ({ not: schema(c, depth + 1) })],
    [1, () => ({ type: 'string', not: { enum: ['x'] } })],
    [
      2,
      () => ({
        type: r.pick([['null'], ['object', 'array'], ['string', 'string'], ['integer', 'number'], ['boolean', 'null', 'string'], TYPES, ['array', 'null']]),
      }),
    ],
    [1, () => objectSchema(c, depth, 'none')],
    [1, () => objectSchema(c, depth, ['object', 'array'])],
    [1, () => arraySchema(c, depth, ['array', 'null'])],
    [1, () => ({ type: 'string', const: r.pick(HOSTILE_STRINGS) })],
    [c.defs.length ? 1 : 0, () => ({ ...ref(c), description: text(c) })],
    [1, () => ({ type: 'integer', minimum: 1, exclusiveMaximum: 10, multipleOf: 2 })],
    [2, () => mixed(c, depth)],
    [1, () => r.pick([{ enum: [] }, { type: 'object', required: ['a', 'a'] }, { properties: {} }, { type: 'array', minItems: r.pick(BOUNDS) }, { items: {} }])],
    [2, () => bounded(c, depth, r.int(1, 3))],
  ])();
}

/** Nodes that match several of jstt's schema types at once (it types them as an intersection). */
function mixed(c: Ctx, depth: number): Node {
  const { r } = c;
  const sub = () => schema(c, depth + 1);
  const props = () => objectSchema(c, depth + 1).properties ?? { a: sub() };
  return weighted<() => Node>(r, [
    [1, () => ({ properties: props(), items: sub() })],
    [1, () => ({ type: ['object', 'array'], properties: props(), items: sub(), maxItems: 2 })],
    [1, () => ({ anyOf: [sub(), sub()], oneOf: [sub(), sub()] })],
    [1, () => ({ allOf: [sub()], oneOf: [sub(), { type: 'null' }] })],
    [1, () => ({ enum: ['a', 1], properties: props() })],
    [1, () => ({ type: 'string', enum: ['a', 'b'], const: 'c' })],
    [1, () => ({ type: 'object', enum: [{ a: 1 }, null] })],
    [1, () => ({ anyOf: [sub(), true], properties: props(), required: ['a'] })],
    [1, () => ({ type: ['string', 'null'], enum: ['x', null] })],
    [1, () => ({ type: 'boolean', enum: [true] })],
    [1, () => ({ allOf: [objectSchema(c, depth + 1), objectSchema(c, depth + 1)], additionalProperties: sub() })],
  ])();
}

/** Arrays of bounded arrays, `levels` deep: jstt expands bounds into tuples by the product of the levels' sizes. */
function bounded(c: Ctx, depth: number, levels: number): Node {
  const { r } = c;
  const node: Node = { type: r.chance(0.8) ? 'array' : ['array', 'null'] };
  if (levels > 0) node.items = bounded(c, depth + 1, levels - 1);
  else node.items = r.chance(0.3) ? tupleSchema(c, depth + 1) : schema(c, depth + 1);
  if (r.chance(0.6)) node.minItems = r.pick(BOUNDS);
  if (r.chance(0.7)) node.maxItems = r.pick(BOUNDS);
  return ordered(node);
}

/** A schema weighted like GitHub's manifest (keyword counts per kind), the odd ones at the tail rate. */
export function schema(c: Ctx, depth: number): Schema {
  const { r } = c;
  if (r.chance(c.tail)) {
    const odd = oddSchema(c, depth);
    return typeof odd === 'boolean' ? odd : decorate(c, odd);
  }
  const deep = depth > 4 ? 0 : 1;
  const make = weighted<() => Node>(r, [
    [25.7, () => stringSchema(c)],
    [4.5, () => numberSchema(c, 'integer')],
    [3.7, () => ({ type: 'boolean' })],
    [c.defs.length ? 3.5 : 0, () => ref(c)],
    [4.6 * deep, () => objectSchema(c, depth)],
    [1.1 * deep, () => arraySchema(c, depth)],
    [2.6, () => stringSchema(c, ['string', 'null'])],
    [0.85 * deep, () => objectSchema(c, depth, ['object', 'null'])],
    [0.13, () => numberSchema(c, 'number')],
    [0.13, () => numberSchema(c, ['integer', 'null'])],
    [0.12, () => ({ type: ['boolean', 'null'] })],
    [0.34 * deep, () => combination(c, depth)],
    [c.defs.length ? 0.2 : 0, () => ({ anyOf: [ref(c), { type: 'null' }] })],
  ]);
  const node = make();
  return '$ref' in node && !r.chance(c.tail) ? node : decorate(c, node);
}

/** PascalCase definition names (some with digits jstt would re-case: Sha256hash). */
const DEF_NAMES = ['Repository', 'Issue', 'User', 'Label', 'Sha256hash', 'Thing9lives', 'Node', 'Obj', 'Obj1', 'A', 'Page2fa', 'X9'];
const TOOL_NAMES = [
  'list_issues',
  'get_repo',
  'search.code',
  'create-issue',
  'update_pull_request_branch',
  'constructor',
  '__proto__',
  '9lives',
  'toString',
  'a',
  'HTTPGet',
  'get_issue_2',
  'delete',
];
const ERROR_NAMES = ['NotFound', 'RateLimited', 'Conflict', 'Forbidden2'];

/**
 * jstt declares nothing for a root union or intersection with an unconstrained member (it becomes `unknown`), and
 * schema-types.ts stops with a GeneratorBugError (exit 3; reported in issue #7): such members become {type: null}.
 */
function rootSafe(s: Schema): Schema {
  if (typeof s === 'boolean') return s;
  const free = (m: unknown) => m === true || (isObject(m) && Object.keys(m).every((k) => ['title', 'default', 'examples', '$comment'].includes(k)));
  const out: Node = { ...s };
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(out[key])) out[key] = (out[key] as Schema[]).map((m) => (free(m) ? { type: 'null' } : rootSafe(m)));
  return out;
}

type Named = { readonly typeName: string; readonly jsonSchema: JsonSchemaObject | boolean };

/** One random TypesInput: definitions, error data and tools as normalize.ts leaves them ($ref #/$defs/X, $defs embedded). */
export function fuzzTypesInput(seed: number, options: { readonly tail?: number } = {}): TypesInput {
  const r = rng(seed);
  const taken = new Set<string>();
  const claim = (name: string) => (taken.has(name) ? undefined : (taken.add(name), name));
  const defNames = DEF_NAMES.filter(() => r.chance(0.3)).filter((n) => claim(n));
  const c: Ctx = { r, defs: defNames, tail: options.tail ?? r.pick([0, 0.02, 0.05, 0.1, 0.25]) };
  const raw: Record<string, Schema> = Object.fromEntries(defNames.map((n) => [n, rootSafe(r.chance(0.08) ? ref(c) : schema(c, 1))]));
  const asObject = (s: Schema): Node => (s === true ? {} : s === false ? { not: {} } : s);
  const objectRooted = (s: Schema, seen = new Set<string>()): boolean => {
    if (typeof s === 'boolean') return false;
    if (s.type === 'object') return true;
    const name = typeof s.$ref === 'string' && s.type === undefined ? s.$ref.slice('#/definitions/'.length) : undefined;
    if (name === undefined || seen.has(name)) return false;
    return objectRooted(raw[name]!, seen.add(name));
  };
  // normalize.ts's schemaIR: a root that is a $ref to an object gets an explicit type: object.
  const named = (typeName: string, s: Schema): Named => {
    const embedded = embedDefinitions(asObject(rootSafe(s)), raw) as Node;
    return { typeName, jsonSchema: objectRooted(s) && embedded.type === undefined ? { type: 'object', ...embedded } : embedded };
  };
  const errors = ERROR_NAMES.filter(() => r.chance(0.25)).map((name) =>
    r.chance(0.6) && claim(`${name}Data`) ? { data: named(`${name}Data`, r.chance(0.8) ? objectSchema(c, 1) : schema(c, 1)) } : {},
  );
  const tools: { input: Named; output?: Named }[] = [];
  for (let i = r.int(1, 5); i > 0; i--) {
    const pascal = identsFor(`${r.pick(TOOL_NAMES)}${r.chance(0.5) ? `_${i}` : ''}`).pascal;
    if (!claim(`${pascal}Input`) || !claim(`${pascal}Output`)) continue;
    const input = r.chance(0.1) ? { type: 'object', additionalProperties: false } : objectSchema(c, 1);
    const output = weighted<() => Schema | undefined>(r, [
      [4, () => undefined],
      [4, () => decorate(c, objectSchema(c, 1))],
      [1, () => schema(c, 1)],
      [defNames.length ? 1 : 0, () => ref(c)],
      [1, () => arraySchema(c, 1)],
    ])();
    tools.push({ input: named(`${pascal}Input`, input), ...(output !== undefined && { output: named(`${pascal}Output`, output) }) });
  }
  return {
    definitions: defNames.map((name) => ({ name, typeName: name, jsonSchema: rewriteRefs(raw[name]!) })),
    errors,
    tools,
  };
}
