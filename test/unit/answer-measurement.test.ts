// The parts of issue 41's answer measurement that decide its figures (test/support/openapi-answers-corpus.ts): the
// verdicts on a call, the sampling of calls and statuses, the sampled arguments, and the fixed held-out third.
import { describe, expect, test } from 'vitest';
import { type Exchange, judgeCall } from '../support/answer-judge.js';
import { sampleCalls, statusFor, type ToolOperation } from '../support/answer-sampling.js';
import { CORPUS, isHeldOut } from '../support/openapi-corpus.js';
import { sampleArguments, schemaErrors } from '../support/sample-values.js';

const HTTP = 'dev.mcpgen/http';
const exchange = (status: number, body: unknown, type = 'application/json', requestViolations: string[] = []): Exchange => ({
  method: 'GET',
  url: '/x',
  status,
  answerType: type,
  answerBytes: Buffer.from(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)),
  requestViolations,
});
const ok = (value: unknown, status = 200) => ({
  result: { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value, _meta: { [HTTP]: { status } } },
});

describe('the verdicts on one call', () => {
  test('a 2xx JSON answer is faithful when its data is the structured content and the text', () => {
    expect(judgeCall([exchange(200, { id: 1 })], ok({ id: 1 }))).toEqual({ requestExact: true, answerFaithful: true, why: '' });
    expect(judgeCall([exchange(200, { id: 1 })], ok({ id: 2 })).answerFaithful).toBe(false);
  });

  test('a success reported as an error, a client exception, or no request at all is not faithful', () => {
    const refused = { result: { content: [{ type: 'text', text: '{"id":1}' }], isError: true, _meta: { [HTTP]: { status: 200 } } } };
    expect(judgeCall([exchange(200, { id: 1 })], refused)).toMatchObject({ answerFaithful: false, why: expect.stringContaining('reported as an error') });
    expect(judgeCall([exchange(200, { id: 1 })], { thrown: new Error('did not return structured content') })).toMatchObject({
      requestExact: true,
      answerFaithful: false,
      why: expect.stringContaining('the client threw'),
    });
    expect(judgeCall([], { result: { content: [{ type: 'text', text: 'must NOT have additional properties' }], isError: true } })).toMatchObject({
      requestExact: false,
      answerFaithful: false,
    });
  });

  test('a documented bodiless 2xx is faithful as a success, not as an error', () => {
    const success = { result: { content: [{ type: 'text', text: '204 No Content' }], structuredContent: {}, _meta: { [HTTP]: { status: 204 } } } };
    expect(judgeCall([exchange(204, undefined, '')], success, 204).answerFaithful).toBe(true);
    expect(judgeCall([exchange(204, undefined, '')], { result: { ...success.result, isError: true } }, 204).answerFaithful).toBe(false);
  });

  test('an error status is faithful as isError with the status in _meta and the body in the text', () => {
    const body = { title: 'Not Found', status: 404 };
    const error = (meta: unknown, text: string) => ({ result: { content: [{ type: 'text', text }], isError: true, _meta: { [HTTP]: meta } } });
    const carried = JSON.stringify({ status: 404, body });
    expect(judgeCall([exchange(404, body)], error({ status: 404 }, `The API answered 404 Not Found\n${carried}`), 404).answerFaithful).toBe(true);
    expect(judgeCall([exchange(404, body)], error({ status: 500 }, carried), 404).answerFaithful).toBe(false);
    expect(judgeCall([exchange(404, body)], error({ status: 404 }, 'The API answered 404 Not Found'), 404).answerFaithful).toBe(false);
    expect(judgeCall([exchange(404, body)], ok(body, 404), 404).answerFaithful).toBe(false);
    // A text body (XML here) is carried as a string inside the error's JSON data, escaped.
    const xml = '<?xml version="1.0"?><note>Don\'t</note>';
    const inData = `ApiResponseError: the API answered 400 Bad Request ${JSON.stringify({ status: 400, body: xml })}`;
    expect(judgeCall([exchange(400, xml, 'application/xml')], error({ status: 400 }, inData), 400).answerFaithful).toBe(true);
    expect(judgeCall([exchange(400, xml, 'application/xml')], error({ status: 400 }, 'ApiResponseError: 400'), 400).answerFaithful).toBe(false);
  });

  test('a request the mock found invalid, refused, or an unasked 401 is not exact; two requests neither', () => {
    expect(judgeCall([exchange(200, { id: 1 }, 'application/json', ['request.query.limit: must be integer'])], ok({ id: 1 })).requestExact).toBe(false);
    const prism = { type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY', detail: 'x' };
    expect(judgeCall([exchange(422, prism, 'application/problem+json')], { result: { content: [], isError: true } }).requestExact).toBe(false);
    expect(judgeCall([exchange(401, '')], { result: { content: [], isError: true, _meta: { [HTTP]: { status: 401 } } } }).requestExact).toBe(false);
    expect(judgeCall([exchange(401, '')], { result: { content: [], isError: true, _meta: { [HTTP]: { status: 401 } } } }, 401).requestExact).toBe(true);
    expect(judgeCall([exchange(200, {}), exchange(200, {})], ok({})).requestExact).toBe(false);
  });
});

describe('sampling', () => {
  test('a range or default gets a status no more specific key of the operation claims', () => {
    expect(statusFor('404', ['200', '404'])).toBe(404);
    expect(statusFor('4XX', ['200', '400', '4XX'])).toBe(401);
    expect(statusFor('default', ['200', 'default'])).toBe(500);
    expect(statusFor('default', ['200', '500', '5XX', 'default'])).toBe(418);
  });

  const input = (required: string[], properties: Record<string, unknown>) => ({ type: 'object', properties, required, additionalProperties: false });
  const tools: ToolOperation[] = [
    { tool: 'list', method: 'get', path: '/a', responses: ['200', 'default'], inputSchema: input([], { limit: { type: 'integer', minimum: 1, maximum: 5 } }) },
    { tool: 'create', method: 'post', path: '/a', responses: ['201', '202', '4XX'], inputSchema: input(['name'], { name: { type: 'string', minLength: 12 } }) },
    { tool: 'remove', method: 'delete', path: '/a/{id}', responses: ['204', '404'], inputSchema: input(['id'], { id: { type: 'string', format: 'uuid' } }) },
    // No value can be sampled for it: never chosen.
    { tool: 'never', method: 'get', path: '/b', responses: ['299'], inputSchema: input(['x'], { x: { not: {} } }) },
  ];

  test('every status key the operations declare is covered once, in a fixed order, with valid arguments', () => {
    const calls = sampleCalls('doc', tools);
    expect(calls.map((c) => c.key).sort()).toEqual(['200', '201', '202', '204', '404', '4XX', 'default']);
    expect(calls.find((c) => c.key === '4XX')).toMatchObject({ tool: 'create', status: 400 });
    expect(calls.find((c) => c.key === 'default')).toMatchObject({ tool: 'list', status: 500 });
    for (const call of calls) expect(schemaErrors(tools.find((t) => t.tool === call.tool)!.inputSchema, call.arguments)).toEqual([]);
    expect(sampleCalls('doc', [...tools].reverse())).toEqual(calls);
  });

  test('sampled arguments honour formats, bounds, $defs and documented optional values', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid' },
        when: { type: 'string', format: 'date-time' },
        body: { $ref: '#/$defs/Pet' },
        sort: { type: 'string', enum: ['asc', 'desc'] },
        page: { type: 'integer' },
      },
      required: ['id', 'when', 'body'],
      additionalProperties: false,
      $defs: { Pet: { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' }, minItems: 2 } }, required: ['tags'] } },
    };
    expect(sampleArguments(schema)).toEqual({
      id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      when: '2024-01-02T03:04:05Z',
      body: { tags: ['sample', 'sample'] },
      sort: 'asc',
    });
  });
});

describe('the held-out third', () => {
  test('is fixed by the names: these documents, about a third of the corpus', () => {
    const held = CORPUS.filter((d) => isHeldOut(d.name)).map((d) => d.name);
    expect(held).toEqual([
      'blockfrost',
      'train-travel-3.1',
      'readme-3.1',
      'parameters-style',
      'file-uploads',
      'hetzner-cloud',
      'here-tracking',
      'slack',
      'squareup',
      'launchdarkly',
    ]);
    expect(CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(held.length / CORPUS.length).toBeGreaterThan(0.25);
  });
});
