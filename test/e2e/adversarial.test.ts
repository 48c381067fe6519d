// specs/adversarial.yaml on the raw wire (no SDK client in between, which would re-parse and reorder): tools/list
// must carry every hostile name, title, description, enum value, default and property name byte-for-byte, in both
// eras, over stdio and Streamable HTTP; the tools named constructor, toString, hasOwnProperty and __proto__ answer.
// The same spec also runs through the shared contract suite (stdio.test.ts, http.test.ts: adversarial-cases.ts).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHttpServer, type HttpServerProcess } from '../support/server-process.js';
import { expectedTool, loadSpec, type Json } from './manifest.js';
import { LEGACY_VERSION, MODERN_VERSION, modernEnvelope, RawStdioSession, type JsonObject } from './raw-stdio.js';

const spec = loadSpec({ name: 'adversarial', manifest: 'specs/adversarial.yaml', out: 'generated/adversarial' });

/** Every string of a JSON value, object keys included. */
function strings(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, into);
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      strings(v, into);
    }
  return into;
}

/** JSON with object keys sorted at every level: equal text means equal values, nothing more or less. */
function canonical(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : typeof v === 'object' && v !== null
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, x]) => [k, sort(x)]),
          )
        : v;
  return JSON.stringify(sort(value));
}

/** Sends one request and returns the response's raw JSON text (exactly as the server wrote it) and its parse. */
interface Wire {
  request(method: string, params: JsonObject): Promise<{ raw: string; msg: JsonObject }>;
  close(): Promise<void>;
}

function stdioWire(era: 'modern' | 'legacy'): () => Promise<Wire> {
  return async () => {
    const session = await RawStdioSession.open('adversarial', era);
    return {
      async request(method, params) {
        const msg = await session.request(method, params);
        // RawStdioSession keeps parsed lines; stdio writes JSON.stringify(message), so this is the line it wrote.
        return { raw: JSON.stringify(msg), msg };
      },
      close: () => session.close(),
    };
  };
}

function httpWire(server: () => HttpServerProcess, era: 'modern' | 'legacy'): () => Promise<Wire> {
  let id = 1;
  return async () => ({
    async request(method, params) {
      const body = { jsonrpc: '2.0', id: id++, method, params: era === 'modern' ? { ...params, _meta: modernEnvelope() } : params };
      const res = await fetch(server().url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': era === 'modern' ? MODERN_VERSION : LEGACY_VERSION,
          ...(era === 'modern' && { 'mcp-method': method }),
          ...(era === 'modern' && method === 'tools/call' && { 'mcp-name': String(params.name) }),
        },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      // JSON, or one SSE event whose data line is the response.
      // (Split on \n only: a regex `.` would stop at the raw U+2028 inside the JSON.)
      const sse = res.headers.get('content-type')?.includes('text/event-stream');
      const raw = sse
        ? (text
            .split('\n')
            .find((l) => l.startsWith('data: '))
            ?.slice('data: '.length) ?? text)
        : text;
      expect(res.status, text).toBe(200);
      return { raw, msg: JSON.parse(raw) as JsonObject };
    },
    close: async () => undefined,
  });
}

let http: HttpServerProcess;
beforeAll(async () => {
  http = await startHttpServer('adversarial');
});
afterAll(async () => {
  await http?.stop();
});

const WIRES = [
  { label: 'stdio, 2026-07-28', era: 'modern', open: stdioWire('modern') },
  { label: 'stdio, 2025-11-25', era: 'legacy', open: stdioWire('legacy') },
  { label: 'http, 2026-07-28', era: 'modern', open: httpWire(() => http, 'modern') },
  { label: 'http, 2025-11-25', era: 'legacy', open: httpWire(() => http, 'legacy') },
] as const;

describe.each(WIRES)('adversarial on the raw wire ($label)', ({ era, open }) => {
  let wire: Wire;
  let listRaw: string;
  let listed: JsonObject[];
  beforeAll(async () => {
    wire = await open();
    const { raw, msg } = await wire.request('tools/list', {});
    listRaw = raw;
    listed = (msg.result as { tools: JsonObject[] }).tools;
  });
  afterAll(async () => {
    await wire?.close();
  });

  test('tools/list: every tool, in manifest order, exactly as declared', () => {
    expect(listed.map((t) => t.name)).toEqual(spec.tools.map((t) => t.name));
    // Compared as canonical JSON: toStrictEqual would compare the objects' "constructor" properties, which are data here.
    for (const tool of spec.tools) expect(canonical(listed.find((t) => t.name === tool.name)), tool.name).toBe(canonical(expectedTool(spec, tool, era)));
  });

  test('tools/list: every string of every tool (names, titles, descriptions, property names, enums, defaults) is on the wire byte-for-byte', () => {
    const expected = strings(spec.tools.map((t) => [t.name, t.title, t.description, t.input, t.output]));
    expect(expected.size).toBeGreaterThan(60);
    const refs = (s: string) => s.startsWith('#/definitions/'); // rewritten to #/$defs/ by design
    for (const s of [...expected, ...strings(spec.doc.definitions)].filter((x) => !refs(x)))
      expect(listRaw.includes(JSON.stringify(s)), `${JSON.stringify(s)} on the wire`).toBe(true);
    // Raw U+2028/U+2029 and emoji travel as themselves (JSON allows them), never as mangled escapes.
    for (const raw of ['\u2028', '\u2029', '😀', '漢字', '</script>']) expect(listRaw).toContain(raw);
  });

  test('tools/list: property order is the manifest order', () => {
    for (const tool of spec.tools) {
      const input = tool.input as { properties?: Record<string, Json> } | undefined;
      if (!input?.properties) continue;
      const advertised = (listed.find((t) => t.name === tool.name)!.inputSchema as { properties: Record<string, Json> }).properties;
      expect(Object.keys(advertised), tool.name).toEqual(Object.keys(input.properties));
    }
  });

  const call = async (name: string, args: JsonObject) => (await wire.request('tools/call', { name, arguments: args })).msg;
  const structured = (msg: JsonObject) => (msg.result as { structuredContent?: unknown; isError?: boolean }) ?? {};

  test('the tool named "constructor" answers, with constructor/toString/hasOwnProperty/valueOf inputs as data', async () => {
    const full = await call('constructor', { constructor: '*/ ${x}', toString: 1, hasOwnProperty: false, valueOf: '\u2028' });
    expect(structured(full)).toMatchObject({
      structuredContent: { constructor: '*/ ${x}', toString: 1, keys: ['constructor', 'hasOwnProperty', 'toString', 'valueOf'] },
    });
    // Absent optional prototype-named properties are not read off Object.prototype by the validator; valueOf has a
    // default, which is filled in as an own property.
    const minimal = await call('constructor', { constructor: 'c' });
    expect(structured(minimal)).toMatchObject({ structuredContent: { constructor: 'c', toString: null, keys: ['constructor', 'valueOf'] } });
    expect(structured(minimal).isError ?? false).toBe(false);
    // And a missing required "constructor" is reported as missing, not as "must be string" (Object is not a string).
    const missing = await call('constructor', {});
    expect(JSON.stringify(missing.result)).toContain("must have required property 'constructor'");
  });

  test('tools named toString, hasOwnProperty and __proto__ answer (McpServer.registerTool could not register them)', async () => {
    expect(((await call('toString', {})).result as { content: unknown }).content).toEqual([{ type: 'text', text: 'toString called (toString)' }]);
    const own = (await call('hasOwnProperty', { isPrototypeOf: 'i' })).result as { content: [{ text: string }] };
    expect(JSON.parse(own.content[0].text)).toEqual({ prototype: null, isPrototypeOf: 'i', keys: ['isPrototypeOf'], plainPrototype: true });
    const proto = structured(await call('__proto__', {}));
    const value = '__proto__ is a tool name like any other';
    expect(proto.structuredContent).toEqual(era === 'modern' ? value : { result: value });
  });

  test('tools named then, default, __esModule, await, eval and arguments answer (a `then` export would make the handler module a thenable)', async () => {
    for (const name of ['then', 'default', '__esModule', 'await', 'eval', 'arguments']) {
      const result = (await call(name, {})).result as { content?: unknown; isError?: boolean };
      expect(result, name).toMatchObject({ content: [{ type: 'text', text: `${name} called` }] });
      expect(result.isError ?? false, name).toBe(false);
    }
  });

  test('an unknown tool is JSON-RPC -32602, also for names that exist on Object.prototype but are not tools', async () => {
    for (const name of ['valueOf', 'isPrototypeOf', '__defineGetter__', 'no-such-tool']) {
      const msg = await call(name, {});
      expect(msg.error, name).toMatchObject({ code: -32602, message: expect.stringContaining(name) });
    }
  });
});

describe('SEP-2243 x-mcp-header still guards tools/call over HTTP (the tool table answers McpServer.toolInputSchemaJson)', () => {
  const post = (args: JsonObject, headers: Record<string, string>) =>
    fetch(http.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': MODERN_VERSION,
        'mcp-method': 'tools/call',
        'mcp-name': 'delete',
        ...headers,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'delete', arguments: args, _meta: modernEnvelope() } }),
    });

  test('the declared header is required and must match the argument', async () => {
    const missing = await post({ id: 'known' }, {});
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('Mcp-Param-Item-Id');
    const mismatch = await post({ id: 'known' }, { 'mcp-param-item-id': 'other' });
    expect(mismatch.status).toBe(400);
    const matching = await post({ id: 'known' }, { 'mcp-param-item-id': 'known' });
    expect(matching.status).toBe(200);
    expect(await matching.text()).toContain('"structuredContent":true');
  });
});
