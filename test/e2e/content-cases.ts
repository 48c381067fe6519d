// Per-spec resource reads, completions and prompt gets, and what each must answer. Every resource, template and
// prompt of a spec needs at least one case (and every `complete` variable a completion case) unless its handler
// is still the scaffold stub; stubs are found and checked automatically.
import { expect } from 'vitest';
import type { GetPromptResult, ReadResourceResult } from '@modelcontextprotocol/client';
import { CONFORMANCE_CONTENT_CASES } from '../conformance/e2e-cases.js';

export type ErrorExpectation =
  /** A manifest-declared or built-in McpgenError: its class's code; data { name, code, retryable, data? }. */
  | { readonly declared: { readonly name: string; readonly message?: string; readonly data?: unknown; readonly retryable?: boolean } }
  /** ResourceNotFoundError: -32602 "Resource not found: <uri>" with data { uri }. */
  | { readonly notFound: true }
  /** An unexpected exception: -32603 with a correlation id; `secret` reaches stderr only. */
  | { readonly unexpected: { readonly secret: string } }
  /** Any other JSON-RPC error. */
  | { readonly rejects: { readonly code: number; readonly message?: string | RegExp } }
  /**
   * The handler answered input_required (2026-07-28 multi-round) asking for `key`; the test client declares no
   * elicitation capability, so the SDK refuses to ask it (-32021 on 2026-07-28, -32603 through the 2025 shim).
   */
  | { readonly inputRequired: { readonly key: string } };

export interface ReadCase {
  /** The resource or template (manifest name) this read goes through. */
  readonly via: string;
  readonly uri: string;
  readonly title?: string;
  readonly expect: { readonly contents: ReadResourceResult['contents'] } | { readonly check: (result: ReadResourceResult) => void } | ErrorExpectation;
}

export interface CompleteCase {
  readonly template: string;
  readonly variable: string;
  readonly value: string;
  readonly context?: Record<string, string>;
  readonly values: readonly string[];
}

export interface PromptCase {
  readonly prompt: string;
  readonly title?: string;
  readonly args?: Record<string, unknown>;
  readonly expect: { readonly result: Omit<GetPromptResult, '_meta'> } | ErrorExpectation;
}

export interface ContentCases {
  readonly reads: readonly ReadCase[];
  readonly completions: readonly CompleteCase[];
  readonly prompts: readonly PromptCase[];
}

/** Resources and prompts deliberately left on their scaffold stub, per spec. */
export const EXPECTED_CONTENT_STUBS: Readonly<Record<string, { readonly resources: readonly string[]; readonly prompts: readonly string[] }>> = {
  'kitchen-sink': { resources: ['todo'], prompts: ['todo'] },
};

const PNG_SIGNATURE = '89504e470d0a1a0a';
const user = (text: string) => ({ role: 'user' as const, content: { type: 'text' as const, text } });

export const CONTENT_CASES: Readonly<Record<string, ContentCases>> = {
  auth: {
    reads: [
      {
        via: 'notes-index',
        uri: 'notes://index',
        expect: {
          check: (r) =>
            expect(r.contents[0]).toMatchObject({ uri: 'notes://index', mimeType: 'text/plain', text: expect.stringMatching(/^1: Welcome to the/) }),
        },
      },
      {
        via: 'note',
        uri: 'notes://notes/1',
        expect: { contents: [{ uri: 'notes://notes/1', mimeType: 'text/plain', text: 'Welcome to the team notes\n(by system)' }] },
      },
      { via: 'note', uri: 'notes://notes/999', expect: { notFound: true } },
    ],
    completions: [],
    prompts: [{ prompt: 'summarize_notes', expect: { result: { messages: [user('Read notes://index, then summarize the team notes in one paragraph.')] } } }],
  },
  conformance: CONFORMANCE_CONTENT_CASES,
  'docs-search': {
    reads: [
      {
        via: 'document',
        uri: 'docs://documents/oncall',
        expect: {
          contents: [
            {
              uri: 'docs://documents/oncall',
              mimeType: 'text/markdown',
              text: '# On-call handbook\n\npager escalation incident review\n\nSource: https://docs.example.com/oncall\n',
            },
          ],
        },
      },
      {
        via: 'document',
        uri: 'docs://documents/nope',
        title: 'declared NotFound → its manifest code -32602',
        expect: { declared: { name: 'NotFound', data: { id: 'nope' } } },
      },
    ],
    completions: [
      { template: 'document', variable: 'id', value: 'o', values: ['onboarding', 'oncall'] },
      { template: 'document', variable: 'id', value: '', values: ['onboarding', 'oncall', 'release'] },
    ],
    prompts: [],
  },

  'prompts-only': {
    reads: [
      {
        via: 'style-guide',
        uri: 'docs://style-guide',
        expect: { contents: [{ uri: 'docs://style-guide', mimeType: 'text/markdown', text: '# Style guide\n\nShort sentences. Active voice.\n' }] },
      },
    ],
    completions: [],
    prompts: [
      // Arguments declared in the MCP list form.
      {
        prompt: 'review',
        args: { draft: 'Hello.', tone: 'strict' },
        expect: { result: { messages: [user('Review this draft in a strict tone, against docs://style-guide:\n\nHello.')] } },
      },
      { prompt: 'review', args: {}, title: 'a missing required list-form argument → -32602', expect: { rejects: { code: -32602, message: /draft/ } } },
      { prompt: 'greet', args: { name: 'Ada' }, expect: { result: { messages: [user('Say hello to Ada.')] } } },
    ],
  },

  'kitchen-sink': {
    reads: [
      {
        via: 'readme',
        uri: 'kitchen://readme',
        expect: {
          contents: [
            {
              uri: 'kitchen://readme',
              mimeType: 'text/markdown',
              text: '# Kitchen sink\n\nEvery mcpgen manifest feature in one server: "quotes" and café ✓ included.\n',
            },
          ],
        },
      },
      {
        via: 'swatch.red',
        uri: 'https://kitchen.example/swatches/red.png',
        title: 'bytes → one base64 blob with the declared mimeType',
        expect: {
          check: (result) => {
            expect(result.contents).toHaveLength(1);
            const [item] = result.contents as [{ uri: string; mimeType?: string; blob?: string; text?: string }];
            expect(item).toMatchObject({ uri: 'https://kitchen.example/swatches/red.png', mimeType: 'image/png' });
            expect(item.text).toBeUndefined();
            const png = Buffer.from(item.blob ?? '', 'base64');
            expect(png.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
            expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1, 1]);
          },
        },
      },
      {
        via: 'counters',
        uri: 'kitchen://counters',
        title: 'two items, each with its own uri and mimeType',
        expect: {
          check: (result) =>
            expect(result.contents).toEqual([
              { uri: 'kitchen://counters', mimeType: 'application/json', text: '{"tags":4,"files":3}' },
              { uri: 'kitchen://counters/request', mimeType: 'text/plain', text: expect.stringMatching(/^request \d+$/) },
            ]),
        },
      },
      {
        via: 'rate-limited',
        uri: 'kitchen://rate-limited',
        title: 'declared RateLimited → JSON-RPC -32001 with its data',
        expect: { declared: { name: 'RateLimited', data: { retryAfterSeconds: 5, bucket: 'resources' } } },
      },
      {
        via: 'tag',
        uri: 'kitchen://tags/done',
        expect: { contents: [{ uri: 'kitchen://tags/done', mimeType: 'application/json', text: '{"name":"done","color":"green","note":null}' }] },
      },
      { via: 'tag', uri: 'kitchen://tags/nope', title: 'unknown tag → ResourceNotFoundError', expect: { notFound: true } },
      {
        via: 'file',
        uri: 'kitchen://files/notes/todo%20list.txt',
        title: '{+path} keeps slashes; the handler sees the percent-decoded "notes/todo list.txt"',
        expect: { contents: [{ uri: 'kitchen://files/notes/todo%20list.txt', mimeType: 'text/plain', text: 'buy milk\n' }] },
      },
      {
        via: 'file',
        uri: 'kitchen://files/unicode.txt',
        expect: { contents: [{ uri: 'kitchen://files/unicode.txt', mimeType: 'text/plain', text: 'café ✓ naïve — 日本語\n' }] },
      },
      { via: 'file', uri: 'kitchen://files/missing.txt', expect: { notFound: true } },
      {
        via: 'palette',
        uri: 'kitchen://palettes/dark/black,navy',
        title: 'an exploded variable arrives as string[]',
        expect: { contents: [{ uri: 'kitchen://palettes/dark/black,navy', mimeType: 'application/json', text: '{"theme":"dark","colors":["black","navy"]}' }] },
      },
      {
        via: 'palette',
        uri: 'kitchen://palettes/light/ivory',
        expect: { contents: [{ uri: 'kitchen://palettes/light/ivory', mimeType: 'application/json', text: '{"theme":"light","colors":["ivory"]}' }] },
      },
      {
        via: 'palette',
        uri: 'kitchen://palettes/dark/white',
        title: 'built-in InvalidParamsError → -32602 with its data',
        expect: { declared: { name: 'InvalidParamsError', message: 'not in the dark theme: white', data: { unknown: ['white'] } } },
      },
      { via: 'palette', uri: 'kitchen://palettes/sepia/brown', expect: { notFound: true } },
    ],
    completions: [
      { template: 'tag', variable: 'name', value: 'b', values: ['blocked'] },
      { template: 'tag', variable: 'name', value: '', values: ['urgent', 'done', 'later', 'blocked'] },
      { template: 'tag', variable: 'name', value: 'zzz', values: [] },
      { template: 'palette', variable: 'theme', value: 'l', values: ['light'] },
      { template: 'palette', variable: 'colors', value: '', context: { theme: 'dark' }, values: ['black', 'navy', 'charcoal'] },
      { template: 'palette', variable: 'colors', value: 'y', values: ['yellow'] },
    ],
    prompts: [
      { prompt: 'summarize', args: { topic: 'MCP' }, expect: { result: { messages: [user('Summarize MCP in one short paragraph.')] } } },
      {
        prompt: 'summarize',
        args: { topic: 'café ✓', style: 'long' },
        expect: { result: { messages: [user('Summarize café ✓ in a few detailed paragraphs.')] } },
      },
      {
        prompt: 'summarize',
        args: {},
        title: 'a missing required argument → -32602',
        expect: { rejects: { code: -32602, message: /Invalid arguments for prompt summarize: .*topic/ } },
      },
      { prompt: 'summarize', args: { style: 'short' }, expect: { rejects: { code: -32602, message: /Invalid arguments for prompt summarize/ } } },
      {
        prompt: 'summarize',
        args: { topic: 'x', style: 'weird' },
        title: 'built-in InvalidParamsError from the handler → -32602',
        expect: { declared: { name: 'InvalidParamsError', message: 'style must be "short" or "long", not "weird"', data: { style: 'weird' } } },
      },
      {
        prompt: 'greeting',
        expect: {
          result: {
            description: 'A canned greeting',
            messages: [user('Hello, kitchen sink!'), { role: 'assistant', content: { type: 'text', text: 'Hello! Call status first.' } }],
          },
        },
      },
      { prompt: 'fail', args: { error: 'Conflict' }, title: 'declared Conflict (no code) → -32000', expect: { declared: { name: 'Conflict' } } },
      { prompt: 'fail', args: { error: 'TagNotFound' }, expect: { declared: { name: 'TagNotFound', message: 'no tag named ghost', data: { name: 'ghost' } } } },
      { prompt: 'fail', args: { error: 'unexpected' }, expect: { unexpected: { secret: 'secret prompt details' } } },
    ],
  },
};
