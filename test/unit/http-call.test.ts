// The fixed runtime of HTTP bindings (templates/runtime/http-call.gen.ts, byte for byte in generated/http-api), through
// its exports: the OpenAPI style examples (3.1.1, "Style Examples"; label and matrix as RFC 6570 defines them), the
// request an operation makes, and the API timeout against a loopback server that never answers.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { ApiRequestError, callOperation } from '../../generated/http-api/src/generated/runtime/http-call.gen.js';
import {
  requestFor,
  serializeCookie,
  serializeHeader,
  serializeJson,
  serializePath,
  serializeQuery,
  type Api,
  type Location,
  type Operation,
  type Parameter,
  type Style,
} from '../../generated/http-api/src/generated/runtime/http-request.gen.js';
import type { ToolContext } from '../../generated/http-api/src/generated/runtime/api.gen.js';

const STRING = 'blue';
const ARRAY = ['blue', 'black', 'brown'];
const OBJECT = { R: 100, G: 200, B: 150 };

const param = (where: Location, style: Style, explode: boolean): Parameter => ({ in: where, name: 'color', property: 'color', style, explode });

// [style, explode, string, array, object] as the OpenAPI specification lists them.
const PATH: [Style, boolean, string, string, string][] = [
  ['matrix', false, ';color=blue', ';color=blue,black,brown', ';color=R,100,G,200,B,150'],
  ['matrix', true, ';color=blue', ';color=blue;color=black;color=brown', ';R=100;G=200;B=150'],
  ['label', false, '.blue', '.blue,black,brown', '.R,100,G,200,B,150'],
  ['label', true, '.blue', '.blue.black.brown', '.R=100.G=200.B=150'],
  ['simple', false, 'blue', 'blue,black,brown', 'R,100,G,200,B,150'],
  ['simple', true, 'blue', 'blue,black,brown', 'R=100,G=200,B=150'],
];
const QUERY: [Style, boolean, string | undefined, string, string][] = [
  ['form', false, 'color=blue', 'color=blue,black,brown', 'color=R,100,G,200,B,150'],
  ['form', true, 'color=blue', 'color=blue&color=black&color=brown', 'R=100&G=200&B=150'],
  ['spaceDelimited', false, undefined, 'color=blue%20black%20brown', 'color=R%20100%20G%20200%20B%20150'],
  ['pipeDelimited', false, undefined, 'color=blue|black|brown', 'color=R|100|G|200|B|150'],
];

describe('OpenAPI style examples', () => {
  test.each(PATH)('path %s explode=%s', (style, explode, string, array, object) => {
    const p = param('path', style, explode);
    expect([serializePath(p, STRING), serializePath(p, ARRAY), serializePath(p, OBJECT)]).toEqual([string, array, object]);
  });

  test.each(QUERY)('query %s explode=%s', (style, explode, string, array, object) => {
    const p = param('query', style, explode);
    const join = (v: unknown) => serializeQuery(p, v).join('&');
    if (string !== undefined) expect(join(STRING)).toBe(string);
    expect([join(ARRAY), join(OBJECT)]).toEqual([array, object]);
  });

  test('query deepObject', () => {
    expect(serializeQuery(param('query', 'deepObject', true), OBJECT).join('&')).toBe('color[R]=100&color[G]=200&color[B]=150');
  });

  test('empty string: matrix ;color, label ., form color=', () => {
    expect(serializePath(param('path', 'matrix', false), '')).toBe(';color');
    expect(serializePath(param('path', 'label', false), '')).toBe('.');
    expect(serializeQuery(param('query', 'form', true), '')).toEqual(['color=']);
  });

  test('header simple and cookie form', () => {
    expect(serializeHeader(param('header', 'simple', false), ARRAY)).toBe('blue,black,brown');
    expect(serializeHeader(param('header', 'simple', false), OBJECT)).toBe('R,100,G,200,B,150');
    expect(serializeHeader(param('header', 'simple', true), OBJECT)).toBe('R=100,G=200,B=150');
    expect(serializeCookie(param('cookie', 'form', false), ARRAY)).toEqual(['color=blue,black,brown']);
    expect(serializeCookie(param('cookie', 'form', true), ARRAY)).toEqual(['color=blue', 'color=black', 'color=brown']);
  });

  test('reserved characters are percent-encoded in values, delimiters stay literal', () => {
    expect(serializePath(param('path', 'simple', false), ['a,b', 'c/d'])).toBe('a%2Cb,c%2Fd');
    expect(serializeQuery(param('query', 'form', false), ['a&b', 'c d'])).toEqual(['color=a%26b,c%20d']);
    expect(serializeQuery({ ...param('query', 'form', true), name: 'page[size]' }, 5)).toEqual(['page%5Bsize%5D=5']);
  });
});

describe('serialize: json (OpenAPI content: application/json)', () => {
  const FILTER = { status: { in: ['open'] }, 'a&b': 'ü/1' };
  const json = (where: Location): Parameter => ({
    ...param(where, where === 'path' || where === 'header' ? 'simple' : 'form', false),
    name: 'filter',
    serialize: 'json',
  });
  test("JSON text under the parameter's own name, percent-encoded in the path, query and cookie", () => {
    const text = JSON.stringify(FILTER);
    expect(serializeJson(json('query'), FILTER)).toBe(`filter=${encodeURIComponent(text)}`);
    expect(serializeJson(json('path'), FILTER)).toBe(encodeURIComponent(text));
    expect(serializeJson(json('cookie'), FILTER)).toBe(`filter=${encodeURIComponent(text)}`);
    expect(JSON.parse(serializeJson(json('header'), FILTER))).toEqual(FILTER);
    expect(serializeJson(json('header'), FILTER)).toMatch(/^[\x20-\x7e]*$/);
  });

  test('in a request: the name kept, an empty object still sent, a path value encoded', () => {
    const operation = op({
      path: '/items/{id}',
      parameters: [
        { ...json('path'), name: 'id', property: 'id' },
        { ...json('query'), property: 'q' },
      ],
    });
    expect(requestFor(API, operation, { id: [1, 2], q: {} }, {}).url.href).toBe('https://api.example.com/v1/items/%5B1%2C2%5D?filter=%7B%7D');
  });
});

const API: Api = {
  baseUrl: 'https://api.example.com/v1/',
  auth: {
    bearerAuth: { type: 'bearer', env: 'TOKEN' },
    keyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key', env: 'KEY' },
    basicAuth: { type: 'basic', env: 'BASIC' },
  },
};
const op = (extra: Partial<Operation> = {}): Operation => ({
  method: 'GET',
  path: '/items/{id}',
  parameters: [{ in: 'path', name: 'id', property: 'id', style: 'simple', explode: false }],
  auth: ['bearerAuth', 'keyHeader', 'basicAuth'],
  accept: ['application/json'],
  errors: {},
  timeoutMs: 1000,
  structured: false,
  ...extra,
});

describe('requestFor', () => {
  test('the first scheme whose variable is set is used; none set, no credentials', () => {
    expect(requestFor(API, op(), { id: 1 }, { KEY: 'k1', BASIC: 'u:p' }).headers).toEqual({ accept: 'application/json', 'x-api-key': 'k1' });
    expect(requestFor(API, op({ auth: ['basicAuth'] }), { id: 1 }, { BASIC: 'u:p' }).headers.authorization).toBe(
      `Basic ${Buffer.from('u:p').toString('base64')}`,
    );
    expect(requestFor(API, op(), { id: 1 }, {}).headers).toEqual({ accept: 'application/json' });
  });

  test('issue 41 class F: an alternative of several schemes sends them all, and only when all are set', () => {
    const and = op({ auth: [['keyHeader', 'basicAuth'], 'bearerAuth'] });
    expect(requestFor(API, and, { id: 1 }, { KEY: 'k1', BASIC: 'u:p', TOKEN: 't' }).headers).toEqual({
      accept: 'application/json',
      'x-api-key': 'k1',
      authorization: `Basic ${Buffer.from('u:p').toString('base64')}`,
    });
    // Half of the requirement is no requirement met: the next alternative is used.
    expect(requestFor(API, and, { id: 1 }, { KEY: 'k1', TOKEN: 't' }).headers).toEqual({ accept: 'application/json', authorization: 'Bearer t' });
    expect(requestFor(API, and, { id: 1 }, { KEY: 'k1' }).headers).toEqual({ accept: 'application/json' });
  });

  test('MCPGEN_API_BASE_URL replaces baseUrl; a trailing slash does not double', () => {
    expect(requestFor(API, op(), { id: 'a b' }, {}).url.href).toBe('https://api.example.com/v1/items/a%20b');
    expect(requestFor(API, op(), { id: 2 }, { MCPGEN_API_BASE_URL: 'http://127.0.0.1:9/base' }).url.href).toBe('http://127.0.0.1:9/base/items/2');
    expect(() => requestFor(API, op(), { id: 2 }, { MCPGEN_API_BASE_URL: 'not a url:secret@' })).toThrow(/^MCPGEN_API_BASE_URL is not an absolute URL$/);
  });

  test("an operation's own server, overridden by its own variable only; a bad value is named by its variable", () => {
    const own = op({ server: { url: 'https://files.example.com/f1', env: 'MCPGEN_API_BASE_URL_FILES_EXAMPLE_COM_F1' } });
    expect(requestFor(API, own, { id: 3 }, { MCPGEN_API_BASE_URL: 'http://127.0.0.1:9' }).url.href).toBe('https://files.example.com/f1/items/3');
    expect(requestFor(API, own, { id: 3 }, { MCPGEN_API_BASE_URL_FILES_EXAMPLE_COM_F1: 'http://127.0.0.1:8/f' }).url.href).toBe('http://127.0.0.1:8/f/items/3');
    expect(() => requestFor(API, own, { id: 3 }, { MCPGEN_API_BASE_URL_FILES_EXAMPLE_COM_F1: 'nope' })).toThrow(
      /^MCPGEN_API_BASE_URL_FILES_EXAMPLE_COM_F1 is not an absolute URL$/,
    );
  });

  test('Accept is the documented media types', () => {
    expect(requestFor(API, op({ accept: ['text/plain', 'application/text'] }), { id: 1 }, {}).headers.accept).toBe('text/plain, application/text');
  });

  test('a dot segment cannot walk up the path; a header value cannot smuggle a line', () => {
    expect(() => requestFor(API, op(), { id: '..' }, {})).toThrow(/"\." or "\.\."/);
    const withHeader = op({ parameters: [...op().parameters, { in: 'header', name: 'X-Note', property: 'note', style: 'simple', explode: false }] });
    expect(() => requestFor(API, withHeader, { id: 1, note: 'a\r\nx-evil: 1' }, {})).toThrow(/X-Note/);
  });

  test('a credential that cannot be a header value is refused without showing it', () => {
    let message = '';
    try {
      requestFor(API, op(), { id: 1 }, { TOKEN: 'se\ncret' });
    } catch (error) {
      message = String(error);
    }
    expect(message).toContain('TOKEN');
    expect(message).not.toContain('cret');
  });
});

describe('callOperation', () => {
  test('api.timeoutMs aborts a request the API never answers: a retryable ApiRequestError, the connection closed', async () => {
    let closed!: Promise<void>;
    const server = createServer((_req, res) => {
      closed = new Promise((resolve) => res.on('close', () => resolve()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const controller = new AbortController();
    const ctx = {
      signal: controller.signal,
      throwIfCancelled: () => controller.signal.throwIfAborted(),
      log: { debug: () => {} },
    } as unknown as ToolContext;
    process.env.MCPGEN_API_BASE_URL = `http://127.0.0.1:${port}`;
    try {
      const error = await callOperation(API, op({ timeoutMs: 200 }), { id: 1 }, ctx).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).toJSON()).toEqual({ name: 'ApiRequestError', code: -32000, retryable: true });
      expect((error as Error).message).toBe('the API did not answer GET /items/{id} within 200 ms');
      await closed;
    } finally {
      delete process.env.MCPGEN_API_BASE_URL;
      server.closeAllConnections();
      server.close();
    }
  });
});
