// The behaviour every generated server must show to a real client, whatever the transport and era.
// Used by stdio.test.ts and http.test.ts; one server process (or one client) per describe block.
import Ajv2020Module from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ProtocolError, type CallToolResult, type Tool } from '@modelcontextprotocol/client';
import type { Era, Session } from '../support/server-process.js';
import { CASES, EXPECTED_STUBS, type CallCase, type CaseContext, type Expectation } from './cases.js';
import { contentSuite } from './content.js';
import { errorClass, expectedTool, isNonObjectRoot, stubTools, type LoadedSpec } from './manifest.js';

const Ajv2020 = Ajv2020Module.default;
const ERROR_META_KEY = 'dev.mcpgen/error';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const resolve = <T>(value: T | ((ctx: CaseContext) => T), ctx: CaseContext): T =>
  typeof value === 'function' ? (value as (ctx: CaseContext) => T)(ctx) : value;

const caseTitle = (c: CallCase) => c.title ?? `${c.tool} ${typeof c.args === 'function' ? '(stateful)' : JSON.stringify(c.args ?? {})}`;

const errorMeta = (result: CallToolResult): unknown => (result._meta as Record<string, unknown> | undefined)?.[ERROR_META_KEY];

function onlyText(result: CallToolResult): string {
  expect(result.content, JSON.stringify(result)).toHaveLength(1);
  const [block] = result.content;
  if (block?.type !== 'text') throw new Error(`expected one text block, got ${JSON.stringify(result.content)}`);
  return block.text;
}

/** Tool invocations whose arguments the input schema must reject, derived from the manifest. */
function invalidArgumentsFor(tool: LoadedSpec['tools'][number]): Record<string, unknown> | undefined {
  const input = tool.input;
  if (input === undefined) return { unexpected: true };
  if (typeof input !== 'object') return undefined;
  if (Array.isArray(input.required) && input.required.length > 0) return {};
  if (input.additionalProperties === false) return { 'not-a-declared-property': 1 };
  return undefined;
}

export function contractSuite(spec: LoadedSpec, era: Era, open: () => Promise<Session>): void {
  let session: Session;
  let listed: Tool[];
  const ctx: CaseContext = { era: era.name, unique: `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}` };
  const stubs = stubTools(spec);
  const cases = CASES[spec.name] ?? [];

  const call = (name: string, args?: Record<string, unknown>) => session.client.callTool({ name, ...(args !== undefined && { arguments: args }) });

  /** The schema the client was given, so a structured result is checked against exactly what was advertised. */
  const advertisedOutput = (name: string) => listed.find((t) => t.name === name)?.outputSchema;

  async function check(c: CallCase, result: CallToolResult, expectation: Expectation): Promise<void> {
    const tool = spec.tools.find((t) => t.name === c.tool)!;
    const dump = JSON.stringify(result);
    if ('structured' in expectation) {
      expect(result.isError ?? false, dump).toBe(false);
      const wrapped = era.name === 'legacy' && tool.output !== undefined && isNonObjectRoot(tool.output, spec.doc.definitions ?? {});
      expect(result.structuredContent).toEqual(wrapped ? { result: expectation.structured } : expectation.structured);
      // The text fallback carries the natural value (never the legacy {result} wrapper).
      expect(JSON.parse(onlyText(result))).toEqual(expectation.structured);
      const schema = advertisedOutput(c.tool);
      expect(schema, 'a structured tool advertises an outputSchema').toBeDefined();
      const validate = new Ajv2020({ strict: false, validateFormats: false }).compile(schema as object);
      expect(validate(result.structuredContent), JSON.stringify(validate.errors)).toBe(true);
    } else if ('text' in expectation) {
      expect(result.isError ?? false, dump).toBe(false);
      expect(result.structuredContent).toBeUndefined();
      const text = onlyText(result);
      if (typeof expectation.text === 'string') expect(text).toBe(expectation.text);
      else expect(text).toMatch(expectation.text);
    } else if ('json' in expectation) {
      expect(result.isError ?? false, dump).toBe(false);
      expect(result.structuredContent).toBeUndefined();
      expect(JSON.parse(onlyText(result))).toEqual(expectation.json);
    } else if ('error' in expectation) {
      const e = expectation.error;
      const cls = errorClass(spec, e.name);
      const message = e.message ?? cls.message;
      if (message === undefined) throw new Error(`case ${caseTitle(c)}: built-in errors need an explicit message`);
      const retryable = e.retryable ?? cls.retryable;
      expect(result.isError, dump).toBe(true);
      expect(result.structuredContent, 'an error result never carries success-shaped structuredContent').toBeUndefined();
      expect(errorMeta(result)).toEqual({ name: e.name, code: cls.code, retryable, ...(e.data !== undefined && { data: e.data }) });
      const text = onlyText(result);
      expect(text.startsWith(`${e.name}: ${message}`), text).toBe(true);
      if (e.data !== undefined) expect(text).toContain(JSON.stringify(e.data));
      expect(/retryable/.test(text), `the text says whether a retry may help: ${text}`).toBe(retryable);
    } else if ('unexpected' in expectation) {
      expect(result.isError, dump).toBe(true);
      expect(dump).not.toContain(expectation.unexpected.secret);
      const meta = errorMeta(result) as { correlationId?: unknown } | undefined;
      expect(meta).toEqual({ name: 'InternalError', code: -32603, retryable: false, correlationId: expect.stringMatching(UUID) });
      const correlationId = meta!.correlationId as string;
      const text = onlyText(result);
      expect(text).toContain(correlationId);
      expect(text).toMatch(/^Internal error in /);
      // The details went to the server's stderr, under the same correlation id, and only there.
      expect(await session.waitForStderr(correlationId), `correlation id ${correlationId} in server stderr`).toBe(true);
      const logLine = session
        .stderr()
        .split('\n')
        .find((l) => l.includes(correlationId));
      expect(logLine).toContain(expectation.unexpected.secret);
    } else if ('invalid' in expectation) {
      expect(result.isError, dump).toBe(true);
      const text = onlyText(result);
      expect(text).toMatch(new RegExp(`^Input validation error: Invalid arguments for tool ${c.tool.replace(/[.]/g, '\\.')}: `));
      if (typeof expectation.invalid === 'string') expect(text).toContain(expectation.invalid);
      else expect(text).toMatch(expectation.invalid);
    } else if ('check' in expectation) {
      expectation.check(result);
    } else {
      throw new Error(`case ${caseTitle(c)}: a rejected call has no result to check`);
    }
  }

  describe(`${spec.name} (${era.label})`, () => {
    beforeAll(async () => {
      session = await open();
      listed = (await session.client.listTools()).tools;
    });
    afterAll(async () => {
      await session?.close();
    });

    test(`negotiates ${era.version}`, () => {
      expect(session.client.getNegotiatedProtocolVersion()).toBe(era.version);
      expect(session.client.getProtocolEra()).toBe(era.name);
    });

    test('server identity and instructions come from the manifest', () => {
      const { server } = spec.doc;
      expect(session.client.getServerVersion()).toMatchObject({
        name: server.name,
        version: server.version,
        ...(server.title !== undefined && { title: server.title }),
        ...(server.description !== undefined && { description: server.description }),
      });
      expect(session.client.getInstructions()).toBe(server.instructions);
    });

    test('tools/list: names in manifest order', () => {
      expect(listed.map((t) => t.name)).toEqual(spec.tools.map((t) => t.name));
    });

    test.each(spec.tools.map((t) => ({ name: t.name, tool: t })))('tools/list: $name is advertised exactly as declared', ({ tool }) => {
      const actual = listed.find((t) => t.name === tool.name);
      expect(actual).toEqual(expectedTool(spec, tool, era.name));
    });

    test('every implemented tool has at least one call case; stubs are the expected ones', () => {
      const covered = new Set(cases.map((c) => c.tool));
      const missing = spec.tools.map((t) => t.name).filter((n) => !covered.has(n) && !stubs.has(n));
      expect(missing, `add cases for these tools to test/e2e/cases.ts (spec ${spec.name})`).toEqual([]);
      for (const c of cases)
        expect(
          spec.tools.map((t) => t.name),
          `case for unknown tool ${c.tool}`,
        ).toContain(c.tool);
      expect([...stubs].sort(), 'tools still on their scaffold stub').toEqual([...(EXPECTED_STUBS[spec.name] ?? [])].sort());
    });

    test('every declared error class is produced by at least one case', () => {
      const produced = new Set(
        cases.flatMap((c) => {
          const e = resolve(c.expect, ctx);
          return 'error' in e ? [e.error.name] : [];
        }),
      );
      const declared = Object.keys(spec.doc.errors ?? {});
      expect(
        declared.filter((n) => !produced.has(n)),
        `add cases that throw these (spec ${spec.name})`,
      ).toEqual([]);
    });

    if (cases.length > 0)
      test.each(cases.map((c) => ({ title: caseTitle(c), c })))('tools/call $title', async ({ c }) => {
        const expectation = resolve(c.expect, ctx);
        const pending = call(c.tool, c.args === undefined ? undefined : resolve(c.args, ctx));
        if ('rejects' in expectation) {
          const error = await pending.then(
            () => undefined,
            (e: unknown) => e,
          );
          expect(error, 'the call must be refused with a JSON-RPC error').toBeInstanceOf(ProtocolError);
          expect((error as ProtocolError).code).toBe(expectation.rejects.code);
          if (expectation.rejects.message !== undefined) expect((error as ProtocolError).message).toMatch(expectation.rejects.message);
          return;
        }
        await check(c, await pending, expectation);
      });

    // A task-required tool refuses plain calls before validating anything (-32021, see its cases). A tool with a
    // tight rate limit (checked before validation) gets only its cases here: scale-out.test.ts drives the limit.
    const tightLimit = (tool: (typeof spec.tools)[number]) => typeof tool.rateLimit === 'object' && tool.rateLimit.max < 100;
    const invalid = spec.tools
      .filter((tool) => tool.task !== 'required' && !tightLimit(tool))
      .flatMap((tool) => {
        const args = invalidArgumentsFor(tool);
        return args === undefined ? [] : [{ name: tool.name, args }];
      });
    if (invalid.length > 0)
      test.each(invalid)('tools/call $name with arguments its schema rejects → isError result', async ({ name, args }) => {
        const result = await call(name, args);
        expect(result.isError, JSON.stringify(result)).toBe(true);
        expect(result.structuredContent).toBeUndefined();
        expect(onlyText(result)).toMatch(/^Input validation error: /);
      });

    const stubList = [...stubs];
    if (stubList.length > 0)
      test.each(stubList)('tools/call %s (still the scaffold stub) → "not implemented" tool error', async (name) => {
        const result = await call(name, {});
        expect(result.isError, JSON.stringify(result)).toBe(true);
        expect(onlyText(result)).toMatch(new RegExp(`^${name.replace(/[.]/g, '\\.')}: not implemented \\(edit src/tools/[a-z0-9-]+\\.ts\\)$`));
        expect(errorMeta(result)).toEqual({ name: 'NotImplemented', code: -32603, retryable: false });
      });

    test('unknown tool → ProtocolError -32602', async () => {
      const error = await call('no-such-tool', {}).then(
        () => undefined,
        (e: unknown) => e,
      );
      // A server without tools has no tools capability: tools/call is an unknown method there (over HTTP on
      // 2026-07-28 an HTTP error status).
      if (spec.tools.length === 0) expect(String(error)).toMatch(/-32601|Method not found/i);
      else {
        expect(error).toBeInstanceOf(ProtocolError);
        expect((error as ProtocolError).code).toBe(-32602);
        expect((error as ProtocolError).message).toContain('no-such-tool');
      }
    });

    // Resources, resource templates, completions and prompts, on the same session.
    contentSuite(spec, era, () => session);
  });
}
