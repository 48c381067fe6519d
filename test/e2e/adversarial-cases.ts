// Calls of specs/adversarial.yaml (hostile names, strings and schema shapes) for the shared e2e contract suite
// (stdio and HTTP, both eras). The raw-wire checks are in adversarial.test.ts.
import type { CallCase } from './cases.js';

/** Every hostile string of the spec, as a property name and as a value. */
export const HOSTILE = ['*/', '/*', '`', '${x}', '"', "'", '\\', '\u2028', '😀', '漢字', '</script>', '123', 'a-b c'] as const;

const echoAll = Object.fromEntries(HOSTILE.map((key) => [key, `${key} → */ \${v} \`q\` "d" 'a' \\ \u2028\u2029 😀 中文 </script>`]));

/** specs/adversarial.yaml: the default of hostile.strings' "quoted". */
const QUOTED_DEFAULT = '*/ `${a}` "q" \'q\' \\ \u2028 😀 </script>';

const tree = { 'label */': 'root', children: [{ 'label */': 'a', children: [{ 'label */': 'a1' }] }, { 'label */': 'b' }] };
const shapesInput = { tree, either: 'x', any: null, all: { x: 1, y: 2 }, nullable: null, pair: ['p', 2] };

export const ADVERSARIAL_CASES: readonly CallCase[] = [
  // Properties named like Object.prototype members: absent optional ones are absent, not inherited.
  // valueOf has a default: input validation fills it in, as an own property, although it names an Object.prototype member.
  {
    tool: 'constructor',
    args: { constructor: 'c */ ${x}' },
    expect: { structured: { constructor: 'c */ ${x}', toString: null, keys: ['constructor', 'valueOf'] } },
  },
  {
    tool: 'constructor',
    args: { constructor: 'a', toString: 7, hasOwnProperty: true, valueOf: 'v' },
    expect: { structured: { constructor: 'a', toString: 7, keys: ['constructor', 'hasOwnProperty', 'toString', 'valueOf'] } },
  },
  { tool: 'constructor', args: { toString: 3 }, expect: { invalid: "must have required property 'constructor'" } },
  { tool: 'constructor', args: { constructor: 5 }, expect: { invalid: /constructor must be string/ } },
  { tool: 'constructor', args: { constructor: 'a', toString: 'x' }, expect: { invalid: /toString must be integer/ } },
  { tool: 'constructor', args: { constructor: 'a', extra: 1 }, expect: { invalid: 'unknown property "extra"; known: ' } },
  { tool: 'toString', expect: { text: 'toString called (toString)' } },
  {
    tool: 'hasOwnProperty',
    args: { prototype: 'p */', isPrototypeOf: 'i' },
    expect: { json: { prototype: 'p */', isPrototypeOf: 'i', keys: ['isPrototypeOf', 'prototype'], plainPrototype: true } },
  },
  { tool: 'hasOwnProperty', args: {}, expect: { json: { prototype: null, isPrototypeOf: null, keys: [], plainPrototype: true } } },
  { tool: 'hasOwnProperty', args: { isPrototypeOf: 1 }, expect: { invalid: /isPrototypeOf must be string/ } },
  { tool: '__proto__', expect: { structured: '__proto__ is a tool name like any other' } },
  { tool: 'delete', args: { id: 'known' }, expect: { structured: true } },
  { tool: 'delete', args: { id: 'other' }, expect: { structured: false } },
  { tool: 'class', expect: { structured: ['class', 1, null] } },
  // Definitions named simple-user, simple_user, 2fa, with-dash.and.dot and root, validated through their $defs.
  {
    tool: 'users',
    args: { user: { login: 'ada', site: 'https://ada.dev' }, alias: 'a', twoFactor: true, count: 1 },
    expect: { structured: { login: 'ada', alias: 'a' } },
  },
  { tool: 'users', args: { user: { site: 'x' } }, expect: { invalid: "must have required property 'login'" } },
  { tool: 'users', args: { user: { login: 'ada' }, count: -1 }, expect: { invalid: /count must be >= 0/ } },
  // Module-hostile names: a `then` export would make the handler module a thenable.
  ...['then', 'default', '__esModule', 'await', 'eval', 'arguments'].map((tool): CallCase => ({ tool, expect: { text: `${tool} called` } })),
  // choice and quoted have defaults (hostile strings themselves), filled in when the call leaves them out.
  { tool: 'hostile.strings', args: echoAll, expect: { structured: { echoed: { ...echoAll, quoted: QUOTED_DEFAULT }, choice: '${x}' } } },
  ...['\u2028', '\u2029', '${x}', '</script>', '\\', '"', '😀'].map(
    (choice): CallCase => ({ tool: 'hostile.strings', args: { choice }, expect: { structured: { echoed: { quoted: QUOTED_DEFAULT }, choice } } }),
  ),
  { tool: 'hostile.strings', args: { choice: 'nope' }, expect: { invalid: /data\/choice must be one of / } },
  { tool: 'shapes', args: shapesInput, expect: { structured: { depth: 3, tree, received: shapesInput } } },
  { tool: 'shapes', args: {}, expect: { structured: { depth: 0, received: {} } } },
  { tool: 'shapes', args: { pair: ['p', 'q'] }, expect: { invalid: /must be number/ } },
  { tool: 'shapes', args: { either: 1.5 }, expect: { invalid: /must match exactly one schema in oneOf/ } },
  { tool: 'shapes', args: { all: { y: 1 } }, expect: { invalid: "must have required property 'x'" } },
  { tool: 'shapes', args: { tree: { children: [] } }, expect: { invalid: "must have required property 'label */'" } },
  { tool: 'union.out', args: { kind: 'number' }, expect: { structured: 42.5 } },
  { tool: 'union.out', args: { kind: 'text' }, expect: { structured: 'text */ ${x}' } },
  { tool: 'union.out', args: { kind: 'list' }, expect: { structured: ['a', '😀'] } },
  { tool: 'union.out', args: { kind: 'nothing' }, expect: { structured: null } },
];
