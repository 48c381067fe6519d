// Resources, resource templates, completions and prompts as a real client sees them, whatever the transport and
// era. Called from contractSuite (contract.ts) inside its describe block, on its session.
import { expect, test } from 'vitest';
import { ProtocolError } from '@modelcontextprotocol/client';
import type { Era, Session } from '../support/server-process.js';
import { CONTENT_CASES, EXPECTED_CONTENT_STUBS, type ContentCases, type ErrorExpectation } from './content-cases.js';
import { contentStubs, entryFor, expectedCache, expectedPrompts, expectedResources, expectedTemplates, minimalPromptArgs } from './content-manifest.js';
import { errorClass, type LoadedSpec } from './manifest.js';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const NO_CASES: ContentCases = { reads: [], completions: [], prompts: [] };

/** The JSON-RPC error a request was refused with (the client rejects with a ProtocolError). */
async function refusal(pending: Promise<unknown>): Promise<ProtocolError> {
  const error = await pending.then(
    (result) => new Error(`expected a JSON-RPC error, got ${JSON.stringify(result)}`),
    (e: unknown) => e,
  );
  expect(error, String(error)).toBeInstanceOf(ProtocolError);
  return error as ProtocolError;
}

export function contentSuite(spec: LoadedSpec, era: Era, current: () => Session): void {
  const cases = CONTENT_CASES[spec.name] ?? NO_CASES;
  const stubs = contentStubs(spec);
  const { doc } = spec;
  const hasResources = Object.keys(doc.resources ?? {}).length + Object.keys(doc.resourceTemplates ?? {}).length > 0;
  const hasPrompts = Object.keys(doc.prompts ?? {}).length > 0;
  const hasCompletions =
    Object.values(doc.resourceTemplates ?? {}).some((t) => (t.complete ?? []).length > 0) ||
    Object.values(doc.prompts ?? {}).some((p) => Object.values(p.arguments ?? {}).some((a) => (a as { complete?: boolean }).complete === true));
  const client = () => current().client;

  async function checkError(error: ProtocolError, expectation: ErrorExpectation, uri?: string): Promise<void> {
    if ('declared' in expectation) {
      const e = expectation.declared;
      const cls = errorClass(spec, e.name);
      expect(error.code).toBe(cls.code);
      expect(error.message).toBe(e.message ?? cls.message);
      expect(error.data).toEqual({ name: e.name, code: cls.code, retryable: e.retryable ?? cls.retryable, ...(e.data !== undefined && { data: e.data }) });
    } else if ('inputRequired' in expectation) {
      expect([-32021, -32603]).toContain(error.code);
      expect(error.message).toContain(`Cannot request input '${expectation.inputRequired.key}'`);
    } else if ('notFound' in expectation) {
      expect(error.code).toBe(-32602);
      expect(error.message).toBe(`Resource not found: ${uri}`);
      expect(error.data).toEqual({ uri });
    } else if ('unexpected' in expectation) {
      expect(error.code).toBe(-32603);
      expect(error.message).toMatch(/^Internal error in (resource|prompt) \S+ \(correlation id [0-9a-f-]{36}\)/);
      expect(error.message).not.toContain(expectation.unexpected.secret);
      const data = error.data as { correlationId?: string };
      expect(data).toEqual({ name: 'InternalError', code: -32603, retryable: false, correlationId: expect.stringMatching(UUID) });
      expect(error.message).toContain(data.correlationId);
      expect(await current().waitForStderr(data.correlationId!), 'the correlation id is logged on stderr').toBe(true);
      const line = current()
        .stderr()
        .split('\n')
        .find((l) => l.includes(data.correlationId!));
      expect(line).toContain(expectation.unexpected.secret);
    } else {
      expect(error.code).toBe(expectation.rejects.code);
      if (expectation.rejects.message !== undefined) expect(error.message).toMatch(expectation.rejects.message);
    }
  }

  test('capabilities: resources, prompts and completions exactly when the manifest declares them', () => {
    const caps = client().getServerCapabilities() ?? {};
    // MCP Apps views are ui:// resources (apps.test.ts checks them).
    const hasViews = Object.values(doc.tools ?? {}).some((t) => t.ui !== undefined);
    expect(caps.resources !== undefined, 'resources capability').toBe(hasResources || hasViews);
    expect(caps.prompts !== undefined, 'prompts capability').toBe(hasPrompts);
    expect(caps.completions !== undefined, 'completions capability').toBe(hasCompletions);
  });

  if (hasResources) {
    test('resources/list: every fixed resource in manifest order, with its metadata and the list cache hint', async () => {
      const result = await client().listResources();
      expect(result.resources).toEqual(expectedResources(spec));
      expect({ ttlMs: result.ttlMs, cacheScope: result.cacheScope }).toEqual({
        ttlMs: undefined,
        cacheScope: undefined,
        ...expectedCache(doc.cache, era.name),
      });
    });

    test('resources/templates/list: every template in manifest order, with the list cache hint', async () => {
      const result = await client().listResourceTemplates();
      expect(result.resourceTemplates).toEqual(expectedTemplates(spec));
      expect({ ttlMs: result.ttlMs, cacheScope: result.cacheScope }).toEqual({
        ttlMs: undefined,
        cacheScope: undefined,
        ...expectedCache(doc.cache, era.name),
      });
    });

    test('resources/read of a URI nothing matches → -32602 with data.uri', async () => {
      const uri = 'mcpgen-test://nothing/here';
      await checkError(await refusal(client().readResource({ uri })), { notFound: true }, uri);
    });
  }

  if (hasPrompts)
    test('prompts/list: every prompt in manifest order, arguments derived from the manifest, with the list cache hint', async () => {
      const result = await client().listPrompts();
      expect(result.prompts).toEqual(expectedPrompts(spec));
      expect({ ttlMs: result.ttlMs, cacheScope: result.cacheScope }).toEqual({
        ttlMs: undefined,
        cacheScope: undefined,
        ...expectedCache(doc.cache, era.name),
      });
    });

  test('every resource, template, completion and prompt has a case; stubs are the expected ones', () => {
    const viaRead = new Set(cases.reads.map((c) => c.via));
    const entries = [...Object.keys(doc.resources ?? {}), ...Object.keys(doc.resourceTemplates ?? {})];
    expect(
      entries.filter((n) => !viaRead.has(n) && !stubs.resources.has(n)),
      'add read cases to test/e2e/content-cases.ts',
    ).toEqual([]);
    for (const c of cases.reads) expect(entries, `read case through unknown ${c.via}`).toContain(c.via);
    const completable = Object.entries(doc.resourceTemplates ?? {}).flatMap(([name, t]) => (t.complete ?? []).map((v) => `${name}.${v}`));
    const completed = new Set(cases.completions.map((c) => `${c.template}.${c.variable}`));
    expect(
      completable.filter((k) => !completed.has(k)),
      'add completion cases',
    ).toEqual([]);
    const prompts = Object.keys(doc.prompts ?? {});
    const gotten = new Set(cases.prompts.map((c) => c.prompt));
    expect(
      prompts.filter((n) => !gotten.has(n) && !stubs.prompts.has(n)),
      'add prompt cases',
    ).toEqual([]);
    const expected = EXPECTED_CONTENT_STUBS[spec.name] ?? { resources: [], prompts: [] };
    expect([...stubs.resources].sort()).toEqual([...expected.resources].sort());
    expect([...stubs.prompts].sort()).toEqual([...expected.prompts].sort());
  });

  if (cases.reads.length > 0)
    test.each(cases.reads.map((c) => ({ title: c.title ?? c.uri, c })))('resources/read $title', async ({ c }) => {
      if ('contents' in c.expect || 'check' in c.expect) {
        const result = await client().readResource({ uri: c.uri });
        if ('contents' in c.expect) expect(result.contents).toEqual(c.expect.contents);
        else c.expect.check(result);
        // A read carries the cache hint of the resource or template it went through (modern era only).
        const { cache } = entryFor(spec, c.via);
        expect({ ttlMs: result.ttlMs, cacheScope: result.cacheScope }).toEqual({ ttlMs: undefined, cacheScope: undefined, ...expectedCache(cache, era.name) });
      } else {
        await checkError(await refusal(client().readResource({ uri: c.uri })), c.expect, c.uri);
      }
    });

  if (cases.completions.length > 0)
    test.each(cases.completions.map((c) => ({ title: `${c.template}.${c.variable} "${c.value}"${c.context ? ` ${JSON.stringify(c.context)}` : ''}`, c })))(
      'completion/complete $title',
      async ({ c }) => {
        const uriTemplate = doc.resourceTemplates![c.template]!.uriTemplate;
        const result = await client().complete({
          ref: { type: 'ref/resource', uri: uriTemplate },
          argument: { name: c.variable, value: c.value },
          ...(c.context && { context: { arguments: c.context } }),
        });
        expect(result.completion).toEqual({ values: c.values, total: c.values.length, hasMore: false });
      },
    );

  if (cases.prompts.length > 0)
    test.each(cases.prompts.map((c) => ({ title: c.title ?? `${c.prompt} ${JSON.stringify(c.args ?? {})}`, c })))('prompts/get $title', async ({ c }) => {
      const pending = client().getPrompt({ name: c.prompt, ...(c.args !== undefined && { arguments: c.args as Record<string, string> }) });
      if ('result' in c.expect) {
        const { _meta: _ignored, ...result } = await pending;
        expect(result).toEqual(c.expect.result);
      } else await checkError(await refusal(pending), c.expect);
    });

  const stubbed = [
    ...[...stubs.resources].filter((n) => doc.resources?.[n] !== undefined).map((n) => ({ kind: 'resource', name: n })),
    ...[...stubs.prompts].map((n) => ({ kind: 'prompt', name: n })),
  ];
  if (stubbed.length > 0)
    test.each(stubbed)('$kind $name (still the scaffold stub) → "not implemented" JSON-RPC error -32603', async ({ kind, name }) => {
      const pending =
        kind === 'resource'
          ? client().readResource({ uri: doc.resources![name]!.uri })
          : client().getPrompt({ name, arguments: minimalPromptArgs(spec, name) });
      const error = await refusal(pending);
      expect(error.code).toBe(-32603);
      expect(error.message).toMatch(new RegExp(`^${kind} ${name.replace(/[.]/g, '\\.')}: not implemented \\(edit src/${kind}s/[a-z0-9-]+\\.ts\\)$`));
      expect(error.data).toEqual({ name: 'NotImplemented', code: -32603, retryable: false });
    });

  if (hasPrompts)
    test('an unknown prompt → -32602', async () => {
      const error = await refusal(client().getPrompt({ name: 'no-such-prompt' }));
      expect(error.code).toBe(-32602);
      expect(error.message).toContain('no-such-prompt');
    });
}
