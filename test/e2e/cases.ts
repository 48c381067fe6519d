// Per-spec tool calls and what each must answer. Every implemented tool of every spec needs at least one case
// (the e2e suite fails otherwise); a tool still on its scaffold stub is found and checked automatically.
import { expect } from 'vitest';
import type { CallToolResult } from '@modelcontextprotocol/client';
import { ADVERSARIAL_CASES } from './adversarial-cases.js';
import { HTTP_API_CASES } from './http-api-cases.js';
import { CONFORMANCE_CASES } from '../conformance/e2e-cases.js';

/** Unique per session (a lowercase word), for tools that keep state in the server process. */
export interface CaseContext {
  readonly unique: string;
  /** The protocol era of the session the case runs in. */
  readonly era: 'modern' | 'legacy';
}

type Args = Record<string, unknown>;

export type Expectation =
  /** A tool with an output schema: structuredContent equals `value` (legacy non-object roots: {result: value}), and one text block carries the same JSON. */
  | { readonly structured: unknown }
  /** A tool without output schema answering a string: exactly one text block. */
  | { readonly text: string | RegExp }
  /** A tool without output schema answering a JSON value: one text block whose JSON equals `json`, no structuredContent. */
  | { readonly json: unknown }
  /** A thrown McpgenError: code and retryable default to the class's (manifest or built-in); message defaults to the declared one. */
  | { readonly error: { readonly name: string; readonly message?: string; readonly data?: unknown; readonly retryable?: boolean } }
  /** An unexpected exception: a generic InternalError with a correlation id; `secret` must never reach the client. */
  | { readonly unexpected: { readonly secret: string } }
  /** Rejected by input validation; the text names the problem. */
  | { readonly invalid: string | RegExp }
  /** The call is refused with a JSON-RPC error (the client rejects with ProtocolError of this code). */
  | { readonly rejects: { readonly code: number; readonly message?: string | RegExp } }
  /** Anything else. */
  | { readonly check: (result: CallToolResult) => void };

export interface CallCase {
  readonly tool: string;
  /** Test title; defaults to the tool name and arguments. */
  readonly title?: string;
  readonly args?: Args | ((ctx: CaseContext) => Args);
  readonly expect: Expectation | ((ctx: CaseContext) => Expectation);
}

/** Tools deliberately left on their scaffold stub, per spec (so the stub detection itself is checked). */
export const EXPECTED_STUBS: Readonly<Record<string, readonly string[]>> = {
  'kitchen-sink': ['todo-later'],
};

const PNG_SIGNATURE = '89504e470d0a1a0a';

const swatch = (color: string) => (result: CallToolResult) => {
  expect(result.isError ?? false).toBe(false);
  expect(result.structuredContent).toBeUndefined();
  expect(result.content).toHaveLength(2);
  const [image, caption] = result.content;
  expect(caption).toEqual({ type: 'text', text: `1x1 ${color} swatch` });
  if (image?.type !== 'image') throw new Error(`expected an image block, got ${JSON.stringify(image)}`);
  expect(image.mimeType).toBe('image/png');
  const png = Buffer.from(image.data, 'base64');
  expect(png.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1, 1]);
};

function noElicitation(era: CaseContext['era']): Expectation {
  return era === 'modern'
    ? { rejects: { code: -32021, message: /Cannot request input 'input_1' \(elicitation\/create\)/ } }
    : {
        check: (result) => {
          expect(result.isError).toBe(true);
          expect(result.content).toEqual([{ type: 'text', text: expect.stringMatching(/^Cannot request input 'input_1' \(elicitation\/create\)/) }]);
        },
      };
}

/** specs/auth.yaml: anonymous over stdio; over HTTP (http.test.ts) the static token "contract", which has every scope. */
const caller = (result: CallToolResult) => result.structuredContent as { author?: string; subject?: string } | undefined;

export const CASES: Readonly<Record<string, readonly CallCase[]>> = {
  adversarial: ADVERSARIAL_CASES,
  'http-api': HTTP_API_CASES,
  // specs/scale-out.yaml as plain calls in one process; the multi-instance flows are in scale-out.test.ts.
  'scale-out': [
    { tool: 'hold', args: { seconds: 0 }, expect: { check: (r) => expect(r.structuredContent).toEqual({ held: 0, pid: expect.any(Number) }) } },
    { tool: 'hold', args: { seconds: -1 }, expect: { invalid: /seconds must be >= 0/ } },
    { tool: 'ask', expect: ({ era }) => noElicitation(era) },
    { tool: 'quick', args: { ms: 0 }, expect: { structured: { slept: 0 } } },
    { tool: 'quick', args: {}, expect: { invalid: "must have required property 'ms'" } },
    { tool: 'limited', args: { n: 1 }, expect: { text: 'ok 1' } },
    { tool: 'per_caller', expect: { text: /^hello / } },
  ],
  auth: [
    {
      tool: 'whoami',
      expect: {
        check: (result) => {
          expect(result.isError ?? false).toBe(false);
          expect([
            { authenticated: false, scopes: [] },
            { authenticated: true, subject: 'contract', clientId: 'contract', scopes: ['notes:read', 'notes:write', 'notes:export'] },
          ]).toContainEqual(result.structuredContent);
        },
      },
    },
    {
      tool: 'list_notes',
      expect: {
        check: (result) =>
          expect((result.structuredContent as { notes: unknown[] }).notes).toContainEqual({ id: 1, text: 'Welcome to the team notes', author: 'system' }),
      },
    },
    {
      tool: 'add_note',
      args: ({ unique }) => ({ text: `note ${unique}` }),
      expect: { check: (result) => expect(['anonymous', 'contract']).toContain(caller(result)?.author) },
    },
    { tool: 'add_note', args: { text: '' }, expect: { invalid: 'must NOT have fewer than 1 characters' } },
    {
      tool: 'export_notes',
      expect: { check: (result) => expect((result.structuredContent as { count: number }).count).toBeGreaterThanOrEqual(1) },
    },
  ],
  conformance: CONFORMANCE_CASES,
  'docs-search': [
    {
      tool: 'search_documents',
      args: { query: 'incident' },
      expect: {
        structured: {
          documents: [
            { title: 'On-call handbook', url: 'https://docs.example.com/oncall', lastModified: '2026-05-14T12:30:00Z' },
            { title: 'Release process', url: 'https://docs.example.com/release' },
          ],
        },
      },
    },
    {
      tool: 'search_documents',
      args: { query: 'incident', limit: 1 },
      expect: { structured: { documents: [{ title: 'On-call handbook', url: 'https://docs.example.com/oncall', lastModified: '2026-05-14T12:30:00Z' }] } },
    },
    { tool: 'search_documents', args: { query: 'nothing-matches-this' }, expect: { structured: { documents: [] } } },
    { tool: 'search_documents', args: { query: 'id:nope' }, expect: { error: { name: 'NotFound', data: { id: 'nope' } } } },
    { tool: 'search_documents', args: { query: '' }, expect: { invalid: 'must NOT have fewer than 1 characters' } },
    { tool: 'search_documents', args: { query: 'x', limit: 101 }, expect: { invalid: 'must be <= 100' } },
  ],

  'kitchen-sink': [
    // no input, no output schema, a plain string
    { tool: 'status', expect: { text: /^ok: kitchen-sink is up \(pid \d+\)$/ } },
    { tool: 'status', args: {}, expect: { text: /^ok: kitchen-sink is up/ } },
    {
      tool: 'status',
      title: 'status rejects any argument (no input = no properties allowed)',
      args: { verbose: true },
      expect: { invalid: 'unknown property "verbose"; it takes none' },
    },

    // enums, nullable, defaults (applied by the handler), anyOf, format
    { tool: 'echo', args: { text: 'hi' }, expect: { structured: { text: 'hi', mode: 'keep', note: null, length: 2 } } },
    {
      tool: 'echo',
      args: { text: 'Ça va', mode: 'upper', repeat: 2, note: 'n', id: 7, at: '2026-07-28T10:00:00Z' },
      expect: { structured: { text: 'ÇA VA ÇA VA', mode: 'upper', note: 'n', id: 7, length: 11 } },
    },
    {
      tool: 'echo',
      args: { text: 'X', mode: 'lower', note: null, id: 'abc' },
      expect: { structured: { text: 'x', mode: 'lower', note: null, id: 'abc', length: 1 } },
    },
    { tool: 'echo', args: { text: 'x', mode: 'shout' }, expect: { invalid: 'data/mode must be one of "upper", "lower", "keep"' } },
    { tool: 'echo', args: { text: 'x', note: 5 }, expect: { invalid: 'must be string,null' } },
    { tool: 'echo', args: { text: 'x', id: -1 }, expect: { invalid: 'must match a schema in anyOf' } },
    { tool: 'echo', args: { text: 'x', id: true }, expect: { invalid: 'must match a schema in anyOf' } },
    { tool: 'echo', args: { text: 'x', repeat: 6 }, expect: { invalid: 'must be <= 5' } },
    { tool: 'echo', args: { text: 'x', repeat: 1.5 }, expect: { invalid: 'must be integer' } },
    { tool: 'echo', args: { text: 'x', at: 'yesterday' }, expect: { invalid: 'must match format "date-time"' } },
    { tool: 'echo', args: { text: 'x', extra: 1 }, expect: { invalid: 'unknown property "extra"; known: ' } },

    // a dotted, dashed name
    {
      tool: 'files.read-text',
      args: { path: 'readme.txt' },
      expect: { structured: { path: 'readme.txt', text: 'Kitchen sink: every mcpgen feature in one server.\n', truncated: false } },
    },
    { tool: 'files.read-text', args: { path: 'unicode.txt', maxBytes: 6 }, expect: { structured: { path: 'unicode.txt', text: 'café ', truncated: true } } },
    {
      tool: 'files.read-text',
      args: { path: '../etc/passwd' },
      expect: { error: { name: 'NotFoundError', message: 'no virtual file named "../etc/passwd"', data: { path: '../etc/passwd' } } },
    },
    { tool: 'files.read-text', args: { path: 'readme.txt', maxBytes: 0 }, expect: { invalid: 'must be >= 1' } },

    // shared definition in input and output; stateful, with declared errors (sequence matters)
    {
      tool: 'tag.upsert',
      args: ({ unique }) => ({ tag: { name: unique, color: 'green' } }),
      expect: ({ unique }) => ({ structured: { tag: { name: unique, color: 'green' }, version: 1 } }),
    },
    {
      tool: 'tag.upsert',
      args: ({ unique }) => ({ tag: { name: unique, color: 'blue', note: null }, expectedVersion: 1 }),
      expect: ({ unique }) => ({ structured: { tag: { name: unique, color: 'blue', note: null }, version: 2 } }),
    },
    {
      tool: 'tag.upsert',
      args: ({ unique }) => ({ tag: { name: unique, color: 'red' }, expectedVersion: 1 }),
      expect: ({ unique }) => ({ error: { name: 'Conflict', message: `tag ${unique} is at version 2, not 1` } }),
    },
    { tool: 'tag.upsert', args: { tag: { name: 'Bad Name', color: 'red' } }, expect: { invalid: 'must match pattern' } },
    { tool: 'tag.upsert', args: { tag: { name: 'ok', color: 'red', extra: 1 } }, expect: { invalid: 'must NOT have additional properties' } },

    // the reserved word; a JSON object without output schema; declared errors
    { tool: 'delete', args: ({ unique }) => ({ name: unique }), expect: ({ unique }) => ({ json: { deleted: unique, version: 2, forced: false } }) },
    { tool: 'delete', args: ({ unique }) => ({ name: unique }), expect: ({ unique }) => ({ error: { name: 'TagNotFound', data: { name: unique } } }) },
    { tool: 'delete', args: { name: 'system' }, expect: { error: { name: 'Conflict', message: 'tag system is protected; pass force: true to delete it' } } },
    { tool: 'delete', args: { name: 'system', force: true }, expect: { json: { deleted: 'system', version: null, forced: true } } },

    // a non-object output root (array of the shared definition)
    {
      tool: 'tags.list',
      expect: {
        structured: [
          { name: 'urgent', color: 'red', note: 'needs attention today' },
          { name: 'done', color: 'green', note: null },
          { name: 'later', color: 'blue' },
          { name: 'blocked', color: 'red' },
        ],
      },
    },
    { tool: 'tags.list', args: { color: 'green' }, expect: { structured: [{ name: 'done', color: 'green', note: null }] } },
    { tool: 'tag.get', args: { name: 'done' }, expect: { structured: { name: 'done', color: 'green', note: null } } },
    { tool: 'tag.get', args: { name: 'nope' }, expect: { error: { name: 'NotFoundError', message: 'no built-in tag "nope"' } } },
    { tool: 'tags.list', args: { color: 'purple' }, expect: { invalid: 'data/color must be one of "red", "green", "blue"' } },

    // the recursive definition
    {
      tool: 'tree.stats',
      args: { tree: { value: 1, children: [{ value: 2 }, { value: 3, children: [{ value: 4.5, children: [] }] }] } },
      expect: {
        structured: {
          sum: 10.5,
          count: 4,
          depth: 3,
          mirrored: { value: 1, children: [{ value: 3, children: [{ value: 4.5, children: [] }] }, { value: 2 }] },
        },
      },
    },
    { tool: 'tree.stats', args: { tree: { value: 0 } }, expect: { structured: { sum: 0, count: 1, depth: 1, mirrored: { value: 0 } } } },
    {
      tool: 'tree.stats',
      title: 'tree.stats validates deep inside the recursion',
      args: { tree: { value: 1, children: [{ value: 2, children: [{ value: 'three' }] }] } },
      expect: { invalid: 'must be number' },
    },

    // oneOf over definitions, prefixItems tuples, transitive definitions
    {
      tool: 'geometry.measure',
      args: {
        shapes: [
          {
            kind: 'rect',
            corners: [
              { x: 0, y: 0 },
              { x: 2, y: 3 },
            ],
          },
          { kind: 'circle', center: { x: 10, y: 10 }, radius: 1 },
        ],
        precision: 3,
      },
      expect: {
        structured: {
          areas: [6, 3.142],
          boundingBox: [
            { x: 0, y: 0 },
            { x: 11, y: 11 },
          ],
        },
      },
    },
    {
      tool: 'geometry.measure',
      title: 'geometry.measure rejects a 3-tuple (items: false)',
      args: {
        shapes: [
          {
            kind: 'rect',
            corners: [
              { x: 0, y: 0 },
              { x: 1, y: 1 },
              { x: 2, y: 2 },
            ],
          },
        ],
      },
      expect: { invalid: 'must NOT have more than 2 items' },
    },
    {
      tool: 'geometry.measure',
      title: 'geometry.measure rejects a shape matching no oneOf branch',
      args: { shapes: [{ kind: 'circle', radius: 1 }] },
      expect: { invalid: 'must match exactly one schema in oneOf' },
    },
    { tool: 'geometry.measure', args: { shapes: [] }, expect: { invalid: 'must NOT have fewer than 1 items' } },

    // no title, no annotations, a JSON object without output schema
    { tool: 'info', expect: { json: { name: 'kitchen-sink', nodeMajor: Number(process.versions.node.split('.')[0]) } } },
    {
      tool: 'info',
      args: { verbose: true },
      expect: {
        json: {
          name: 'kitchen-sink',
          nodeMajor: Number(process.versions.node.split('.')[0]),
          tool: 'info',
          requestId: expect.anything(),
          platform: process.platform,
        },
      },
    },

    // a complete result from toolResult(): image + text
    { tool: 'image.render', args: { color: 'red' }, expect: { check: swatch('red') } },
    { tool: 'image.render', args: { color: 'blue' }, expect: { check: swatch('blue') } },

    // every declared and built-in error class, and the unexpected one
    { tool: 'fail', args: { error: 'RateLimited' }, expect: { error: { name: 'RateLimited', data: { retryAfterSeconds: 30, bucket: 'fail' } } } },
    {
      tool: 'fail',
      args: { error: 'RateLimited', message: 'bucket "fail" is empty' },
      expect: { error: { name: 'RateLimited', message: 'bucket "fail" is empty', data: { retryAfterSeconds: 30, bucket: 'fail' } } },
    },
    { tool: 'fail', args: { error: 'TagNotFound' }, expect: { error: { name: 'TagNotFound', data: { name: 'ghost' } } } },
    { tool: 'fail', args: { error: 'Conflict' }, expect: { error: { name: 'Conflict' } } },
    { tool: 'fail', args: { error: 'Unavailable' }, expect: { error: { name: 'Unavailable' } } },
    {
      tool: 'fail',
      args: { error: 'InvalidParamsError' },
      expect: { error: { name: 'InvalidParamsError', message: 'the combination of arguments is invalid' } },
    },
    { tool: 'fail', args: { error: 'InvalidRequestError' }, expect: { error: { name: 'InvalidRequestError', message: 'this request cannot be served' } } },
    { tool: 'fail', args: { error: 'NotFoundError' }, expect: { error: { name: 'NotFoundError', message: 'nothing here', data: { id: 'n-1' } } } },
    {
      tool: 'fail',
      args: { error: 'PermissionDeniedError' },
      expect: { error: { name: 'PermissionDeniedError', message: 'viewers may not do this', data: { role: 'viewer' } } },
    },
    { tool: 'fail', args: { error: 'InternalError' }, expect: { error: { name: 'InternalError', message: 'the backend answered garbage', retryable: true } } },
    { tool: 'fail', args: { error: 'unexpected' }, expect: { unexpected: { secret: 'secret details' } } },
    { tool: 'fail', args: { error: 'SomethingElse' }, expect: { invalid: 'data/error must be one of "RateLimited", "TagNotFound"' } },

    // progress and timeout (progress.test.ts and cancel.test.ts watch the notifications, the timeout and cancels)
    { tool: 'countdown', args: { steps: 3, delayMs: 0 }, expect: { structured: { steps: 3 } } },
    { tool: 'countdown', args: { steps: 5, delayMs: 2 }, expect: { structured: { steps: 5 } } },
    {
      tool: 'countdown',
      args: { steps: 2, delayMs: 1, fail: true },
      expect: { error: { name: 'Unavailable', message: 'countdown failed on purpose after 2 steps' } },
    },
    { tool: 'countdown', args: { steps: 0, delayMs: 0 }, expect: { invalid: 'must be >= 1' } },
    { tool: 'countdown', args: { steps: 10001, delayMs: 0 }, expect: { invalid: 'must be <= 10000' } },
    { tool: 'countdown', args: { steps: 1, delayMs: 5001 }, expect: { invalid: 'must be <= 5000' } },
    { tool: 'countdown', args: { steps: 1 }, expect: { invalid: "must have required property 'delayMs'" } },
  ],

  'repo-indexer': [
    {
      tool: 'index_repository',
      args: { path: 'test/fixtures/repo' },
      expect: { structured: { files: 12, lines: 19, bytes: 211, byExtension: { '(none)': 1, '.md': 1, '.txt': 1, '.json': 1, '.js': 3, '.ts': 5 } } },
    },
    {
      tool: 'index_repository',
      args: { path: 'test/fixtures/repo', maxFiles: 2 },
      expect: { structured: { files: 2, lines: 4, bytes: 19, byExtension: { '(none)': 1, '.md': 1 } } },
    },
    { tool: 'index_repository', args: { path: '../..' }, expect: { error: { name: 'NotADirectory', data: { path: '../..' } } } },
    { tool: 'index_repository', args: { path: 'README.md' }, expect: { error: { name: 'NotADirectory', data: { path: 'README.md' } } } },
    { tool: 'index_repository', args: { path: '' }, expect: { invalid: 'must NOT have fewer than 1 characters' } },
    {
      tool: 'indexer_status',
      expect: {
        check: (result) => {
          expect(result.isError ?? false).toBe(false);
          const status = result.structuredContent as { runs: { status: string }[]; activeTimers: number };
          expect(Array.isArray(status.runs)).toBe(true);
          expect(status.activeTimers).toBe(0);
        },
      },
    },
  ],
  // Plain calls (these clients do not declare the Tasks extension): task-capable tools run synchronously,
  // a task-required tool is refused with -32021. The task flows themselves are in tasks.test.ts.
  'conformance-tasks': [
    { tool: 'greet', args: { name: 'World' }, expect: { text: 'Hello, World!' } },
    { tool: 'slow_compute', args: { seconds: 0, label: 'now' }, expect: { structured: { seconds: 0, label: 'now' } } },
    { tool: 'slow_compute', args: { seconds: 0.2 }, expect: { structured: { seconds: 0.2 } } },
    { tool: 'failing_job', expect: { rejects: { code: -32021, message: 'Missing required client capabilities' } } },
    {
      tool: 'protocol_error_job',
      expect: {
        check: (result) => {
          expect(result.isError).toBe(true);
          expect(result.content).toEqual([{ type: 'text', text: 'ProtocolError: the job hit a protocol error {"stage":"simulated"}' }]);
        },
      },
    },
    // Input in a plain call: MRTR on 2026-07-28, the SDK's shim on 2025-11-25; this client offers no elicitation.
    { tool: 'confirm_delete', args: { filename: 'a.txt' }, expect: ({ era }) => noElicitation(era) },
    { tool: 'multi_input', expect: ({ era }) => noElicitation(era) },
    { tool: 'test_tool_with_task', expect: { rejects: { code: -32021, message: 'Missing required client capabilities' } } },
  ],
  // specs/file-refs.yaml: every schema comes from specs/schemas/ (a whole file, a pointer into one, nested and
  // recursive references), embedded in the advertised schema and enforced on the wire at any depth.
  // pin_note is app-only: apps.test.ts and apps-browser.test.ts call it.
  apps: [{ tool: 'list_notes', expect: { check: (r) => expect((r.structuredContent as { notes: unknown[] }).notes).toHaveLength(3) } }],
  'file-refs': [
    {
      tool: 'save_user',
      args: { user: { name: 'Grace', email: 'grace@example.com', address: { city: 'Arlington', country: 'US' } } },
      expect: {
        structured: {
          saved: { name: 'Grace', email: 'grace@example.com', address: { city: 'Arlington', country: 'US' } },
          greeting: 'Hello, Grace from Arlington!',
        },
      },
    },
    {
      tool: 'save_user',
      args: { user: { name: 'Ada', email: 'ada@example.com' } },
      expect: { error: { name: 'UserExists', data: { email: 'ada@example.com' } } },
    },
    {
      tool: 'save_user',
      title: "save_user: user.json's pattern",
      args: { user: { name: 'Grace', email: 'grace' } },
      expect: { invalid: 'must match pattern' },
    },
    {
      tool: 'save_user',
      title: 'save_user: user.json closes the object',
      args: { user: { name: 'Grace', email: 'g@example.com', age: 3 } },
      expect: { invalid: 'must NOT have additional properties' },
    },
    {
      tool: 'save_user',
      title: 'save_user: address.json, reached from user.json',
      args: { user: { name: 'Grace', email: 'g@example.com', address: { street: 'Main St' } } },
      expect: { invalid: "must have required property 'city'" },
    },
    {
      tool: 'org_chart',
      args: {
        team: {
          name: 'Core',
          lead: {
            name: 'Lin',
            reports: [
              { name: 'Sam', reports: [{ name: 'Kim' }] },
              { name: 'Ari', office: { city: 'Oslo' } },
            ],
          },
        },
      },
      expect: { structured: { headcount: 4, depth: 3 } },
    },
    {
      tool: 'org_chart',
      title: 'org_chart: teams.yaml#/$defs/Employee, three levels down',
      args: { team: { name: 'Core', lead: { name: 'Lin', reports: [{ name: 'Sam', reports: [{ name: '' }] }] } } },
      expect: { invalid: 'must NOT have fewer than 1 characters' },
    },
    {
      tool: 'category_paths',
      args: { root: { label: 'Books', children: [{ label: 'Fiction', children: [{ label: 'Crime' }] }, { label: 'Poetry' }] } },
      expect: { structured: { paths: ['Books', 'Books/Fiction', 'Books/Fiction/Crime', 'Books/Poetry'] } },
    },
    {
      tool: 'category_paths',
      title: 'category_paths: category.json refers to itself ("#")',
      args: { root: { label: 'Books', children: [{ label: 'Fiction', children: [{ label: 'Crime', colour: 'red' }] }] } },
      expect: { invalid: 'must NOT have additional properties' },
    },
  ],
};
