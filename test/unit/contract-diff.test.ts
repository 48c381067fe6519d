// Every versioning rule of the contract gate, in process: a base manifest, one edit, the classified change.
// Each case fails when its rule is reverted (a missed change, or the wrong kind).
import { describe, expect, test } from 'vitest';
import { stringify } from 'yaml';
import { diffContracts } from '../../src/contract/diff.js';
import { gateChanges, versionBump } from '../../src/contract/gate.js';
import { surfaceOf } from '../../src/contract/command.js';
import { canonicalJson } from '../../src/contract/canonical.js';
import { sha256Hex } from '../../src/sha256.js';
import { parseManifest } from '../../src/manifest/load.js';
import type { ContractSnapshot } from '../../src/contract/surface.js';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test manifests are edited freely

function base(): Doc {
  return {
    mcpgen: 1,
    server: { name: 'demo', version: '1.2.0', title: 'Demo' },
    auth: { issuer: 'https://auth.example.com', audience: 'https://demo.example.com/mcp', scopes: ['read', 'write'] },
    definitions: { Doc: { type: 'object', properties: { id: { type: 'string' }, size: { type: 'integer' } }, required: ['id'] } },
    tools: {
      search: {
        title: 'Search',
        description: 'Searches.',
        annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
        scopes: ['read'],
        input: {
          type: 'object',
          properties: {
            q: { type: 'string', minLength: 1, maxLength: 100 },
            limit: { type: 'number', minimum: 1, maximum: 50 },
            kind: { type: 'string', enum: ['a', 'b'] },
            email: { type: 'string', format: 'email' },
            tags: { type: 'array', items: { type: 'string' } },
          },
          required: ['q'],
        },
        output: {
          type: 'object',
          properties: {
            docs: { type: 'array', items: { $ref: '#/definitions/Doc' } },
            total: { type: 'integer' },
            state: { type: 'string', enum: ['ok', 'partial'] },
          },
          required: ['docs', 'total'],
        },
      },
      ping: { title: 'Ping', description: 'Pings.', annotations: { readOnlyHint: true } },
    },
    resources: { readme: { uri: 'demo://readme', title: 'Read me', mimeType: 'text/markdown' } },
    resourceTemplates: { doc: { uriTemplate: 'demo://docs/{id}', mimeType: 'application/json' } },
    prompts: { review: { title: 'Review', arguments: { code: { description: 'The code', required: true }, focus: { description: 'What to look at' } } } },
  };
}

async function snapshotOf(doc: Doc): Promise<ContractSnapshot> {
  const { diagnostics, snapshot } = await surfaceOf(parseManifest(stringify(doc), 'mcp.yaml'));
  if (!snapshot) throw new Error(`invalid test manifest: ${diagnostics.map((d) => d.message).join('; ')}`);
  return snapshot;
}

/** The changes `edit` makes to the base manifest, as "kind subject: message". */
async function changes(edit: (doc: Doc) => void): Promise<string[]> {
  const after = base();
  edit(after);
  return diffContracts(await snapshotOf(base()), await snapshotOf(after)).map((c) => `${c.kind} ${c.subject}: ${c.message}`);
}

const input = (d: Doc) => d.tools.search.input;
const output = (d: Doc) => d.tools.search.output;

describe('breaking', () => {
  test.each<[string, (d: Doc) => void, string]>([
    ['a tool removed', (d) => delete d.tools.ping, 'breaking tools.ping: tool removed'],
    [
      'a tool renamed',
      (d) => {
        d.tools.pong = d.tools.ping;
        delete d.tools.ping;
      },
      'breaking tools.ping: tool renamed to "pong" (clients calling "ping" fail)',
    ],
    [
      'a new required input property',
      (d) => {
        input(d).properties.page = { type: 'integer' };
        input(d).required.push('page');
      },
      'breaking tools.search.input: new required property "page"',
    ],
    ['an input property made required', (d) => input(d).required.push('limit'), 'breaking tools.search.input: property "limit" became required'],
    ['an input property removed', (d) => delete input(d).properties.email, 'breaking tools.search.input: property "email" removed'],
    ['an input type narrowed', (d) => (input(d).properties.limit.type = 'integer'), 'breaking tools.search.input.limit: type number became integer (narrowed)'],
    ['an input enum value removed', (d) => (input(d).properties.kind.enum = ['a']), 'breaking tools.search.input.kind: enum value "b" removed'],
    ['an input enum added', (d) => (input(d).properties.q.enum = ['x']), 'breaking tools.search.input.q: now restricted to ["x"]'],
    ['an input format added', (d) => (input(d).properties.q.format = 'uri'), 'breaking tools.search.input.q: format "uri" added'],
    [
      'an input format changed',
      (d) => (input(d).properties.email.format = 'idn-email'),
      'breaking tools.search.input.email: format "email" became "idn-email"',
    ],
    ['an input minimum raised', (d) => (input(d).properties.limit.minimum = 5), 'breaking tools.search.input.limit: minimum raised from 1 to 5'],
    ['an input maximum lowered', (d) => (input(d).properties.limit.maximum = 10), 'breaking tools.search.input.limit: maximum lowered from 50 to 10'],
    ['an input maxLength added', (d) => (input(d).properties.email.maxLength = 80), 'breaking tools.search.input.email: maxLength 80 added'],
    ['an input pattern added', (d) => (input(d).properties.q.pattern = '^[a-z]+$'), 'breaking tools.search.input.q: pattern "^[a-z]+$" added'],
    [
      'input closed to additional properties',
      (d) => (input(d).additionalProperties = false),
      'breaking tools.search.input: no longer allows additional properties',
    ],
    [
      'a nested input type narrowed',
      (d) => (input(d).properties.tags.items.type = 'integer'),
      'breaking tools.search.input.tags[]: type string became integer (narrowed)',
    ],
    ['an output property removed', (d) => delete output(d).properties.total, 'breaking tools.search.output: property "total" removed'],
    [
      'an output property made optional',
      (d) => (output(d).required = ['docs']),
      'breaking tools.search.output: property "total" made optional (may be missing)',
    ],
    [
      'an output property retyped',
      (d) => (output(d).properties.total.type = ['integer', 'null']),
      'breaking tools.search.output.total: type integer became integer|null (retyped)',
    ],
    [
      'an output property inside a definition retyped',
      (d) => (d.definitions.Doc.properties.size.type = 'string'),
      'breaking tools.search.output.docs[].size: type integer became string (retyped)',
    ],
    ['an output enum value added', (d) => output(d).properties.state.enum.push('failed'), 'breaking tools.search.output.state: enum value "failed" added'],
    [
      'the output schema dropped',
      (d) => delete d.tools.search.output,
      'breaking tools.search.output: output schema dropped (structuredContent no longer promised)',
    ],
    [
      'readOnlyHint true → false',
      (d) => (d.tools.search.annotations.readOnlyHint = false),
      'breaking tools.search.annotations: readOnlyHint true → false (less safe)',
    ],
    [
      'destructiveHint false → true',
      (d) => (d.tools.search.annotations.destructiveHint = true),
      'breaking tools.search.annotations: destructiveHint false → true (less safe)',
    ],
    [
      'idempotentHint true → false',
      (d) => (d.tools.search.annotations.idempotentHint = false),
      'breaking tools.search.annotations: idempotentHint true → false (less safe)',
    ],
    [
      'openWorldHint false → true',
      (d) => (d.tools.search.annotations.openWorldHint = true),
      'breaking tools.search.annotations: openWorldHint false → true (less safe)',
    ],
    [
      'a hint dropped to its less safe default',
      (d) => delete d.tools.search.annotations.openWorldHint,
      'breaking tools.search.annotations: openWorldHint false → true (less safe)',
    ],
    ['a scope added to a tool', (d) => d.tools.search.scopes.push('write'), 'breaking tools.search.scopes: scope "write" added'],
    ['a prompt argument made required', (d) => (d.prompts.review.arguments.focus.required = true), 'breaking prompts.review: argument "focus" became required'],
    ['a new required prompt argument', (d) => (d.prompts.review.arguments.lang = { required: true }), 'breaking prompts.review: new required argument "lang"'],
    ['a prompt argument removed', (d) => delete d.prompts.review.arguments.focus, 'breaking prompts.review: argument "focus" removed'],
    ['a prompt removed', (d) => delete d.prompts, 'breaking prompts.review: prompt removed'],
    ['a resource removed', (d) => delete d.resources, 'breaking resources.readme: resource removed'],
    ['a resource uri changed', (d) => (d.resources.readme.uri = 'demo://README'), 'breaking resources.readme: uri "demo://readme" became "demo://README"'],
    ['a template removed', (d) => delete d.resourceTemplates, 'breaking resourceTemplates.doc: resource template removed'],
    [
      'a template uriTemplate changed',
      (d) => (d.resourceTemplates.doc.uriTemplate = 'demo://documents/{id}'),
      'breaking resourceTemplates.doc: uriTemplate "demo://docs/{id}" became "demo://documents/{id}"',
    ],
    [
      'a keyword mcpgen cannot grade',
      (d) => (input(d).properties.q.not = { const: 'x' }),
      'breaking tools.search.input.q: not added (mcpgen cannot tell whether this narrows or widens it, so it counts as breaking)',
    ],
  ])('%s', async (_title, edit, expected) => {
    expect(await changes(edit)).toEqual([expected]);
  });
});

describe('compatible', () => {
  test.each<[string, (d: Doc) => void, string]>([
    [
      'a tool added',
      (d) => (d.tools.fetch = { title: 'Fetch', description: 'Fetches.', annotations: { readOnlyHint: true } }),
      'compatible tools.fetch: tool added',
    ],
    ['a new optional input property', (d) => (input(d).properties.page = { type: 'integer' }), 'compatible tools.search.input: new optional property "page"'],
    ['an input property made optional', (d) => (input(d).required = []), 'compatible tools.search.input: property "q" became optional'],
    [
      'an input type widened',
      (d) => (input(d).properties.q.type = ['string', 'null']),
      'compatible tools.search.input.q: type string became null|string (widened)',
    ],
    ['an input enum value added', (d) => input(d).properties.kind.enum.push('c'), 'compatible tools.search.input.kind: enum value "c" added'],
    ['an input format removed', (d) => delete input(d).properties.email.format, 'compatible tools.search.input.email: format "email" removed'],
    ['an input minimum lowered', (d) => (input(d).properties.limit.minimum = 0), 'compatible tools.search.input.limit: minimum lowered from 1 to 0'],
    ['an input maxLength raised', (d) => (input(d).properties.q.maxLength = 200), 'compatible tools.search.input.q: maxLength raised from 100 to 200'],
    ['a new output property', (d) => (output(d).properties.next = { type: 'string' }), 'compatible tools.search.output: new optional property "next"'],
    ['an output property made required', (d) => output(d).required.push('state'), 'compatible tools.search.output: property "state" became required'],
    ['an output enum value removed', (d) => (output(d).properties.state.enum = ['ok']), 'compatible tools.search.output.state: enum value "partial" removed'],
    ['an output schema added', (d) => (d.tools.ping.output = { type: 'object', properties: {} }), 'compatible tools.ping.output: output schema added'],
    [
      'an annotation made safer',
      (d) => (d.tools.ping.annotations.openWorldHint = false),
      'compatible tools.ping.annotations: openWorldHint true → false (safer)',
    ],
    ['a scope removed', (d) => delete d.tools.search.scopes, 'compatible tools.search.scopes: scope "read" removed'],
    [
      'a prompt argument made optional',
      (d) => (d.prompts.review.arguments.code.required = false),
      'compatible prompts.review: argument "code" became optional',
    ],
    [
      'a new optional prompt argument',
      (d) => (d.prompts.review.arguments.lang = { description: 'Language' }),
      'compatible prompts.review: new optional argument "lang"',
    ],
    ['a resource added', (d) => (d.resources.logo = { uri: 'demo://logo' }), 'compatible resources.logo: resource added'],
    ['a prompt added', (d) => (d.prompts.greet = { description: 'Hi' }), 'compatible prompts.greet: prompt added'],
    ['an input default changed', (d) => (input(d).properties.limit.default = 10), 'compatible tools.search.input.limit: default is now 10'],
  ])('%s', async (_title, edit, expected) => {
    expect(await changes(edit)).toEqual([expected]);
  });
});

describe('cosmetic and semantic', () => {
  test('titles and descriptions are cosmetic', async () => {
    expect(
      await changes((d) => {
        d.tools.search.title = 'Find';
        d.tools.search.description = 'Finds.';
        input(d).properties.q.description = 'The query';
        d.prompts.review.arguments.code.description = 'Source code';
      }),
    ).toEqual([
      'cosmetic tools.search: title changed',
      'cosmetic tools.search: description changed',
      'cosmetic tools.search.input.q: description changed',
      'cosmetic prompts.review: description of argument "code" changed',
    ]);
  });

  test('reordering keys and properties changes nothing', async () => {
    expect(
      await changes((d) => {
        const { q, limit, kind, email, tags } = input(d).properties;
        d.tools.search.input = { required: ['q'], properties: { tags, email, kind, limit, q }, type: 'object' };
        d.tools = { ping: d.tools.ping, search: d.tools.search };
      }),
    ).toEqual([]);
  });

  test('moving a definition changes nothing: inline, or under another name', async () => {
    expect(await changes((d) => (output(d).properties.docs.items = base().definitions.Doc))).toEqual([]);
    expect(
      await changes((d) => {
        d.definitions = { Document: d.definitions.Doc };
        output(d).properties.docs.items = { $ref: '#/definitions/Document' };
      }),
    ).toEqual([]);
  });

  test('the sha256 of a tool is over the canonical JSON of its Tool object', async () => {
    const snapshot = await snapshotOf(base());
    for (const t of snapshot.tools) expect(t.sha256).toBe(sha256Hex(canonicalJson(t.tool)));
    const reordered = base();
    reordered.tools.search.annotations = { openWorldHint: false, idempotentHint: true, destructiveHint: false, readOnlyHint: true };
    expect((await snapshotOf(reordered)).tools.map((t) => t.sha256)).toEqual(snapshot.tools.map((t) => t.sha256));
  });

  test('toolsets: a tool leaving a toolset is breaking, joining one compatible', async () => {
    const withSets = (d: Doc) => {
      d.toolsets = { docs: { description: 'Documents', default: true } };
      d.tools.search.toolset = 'docs';
    };
    const before = base();
    withSets(before);
    const after = base();
    withSets(after);
    delete after.tools.search.toolset;
    after.tools.ping.toolset = 'docs';
    // The manifest schema of this branch may not know `toolsets` yet: compare the snapshots' toolsets directly.
    const snapshotWith = async (d: Doc) => ({ ...(await snapshotOf(base())), toolsets: (await import('../../src/contract/surface.js')).toolsetsOf(d) });
    const found = diffContracts(await snapshotWith(before), await snapshotWith(after)).map((c) => `${c.kind} ${c.subject}: ${c.message}`);
    expect(found).toEqual(['breaking toolsets.docs: tool "search" left the toolset', 'compatible toolsets.docs: tool "ping" joined the toolset']);
  });
});

describe('versions', () => {
  test.each([
    ['1.2.0', '2.0.0', 'major'],
    ['1.2.0', '1.3.0', 'minor'],
    ['1.2.0', '1.2.1', 'patch'],
    ['1.2.0', '1.2.0', 'none'],
    ['1.2.0', '1.1.0', 'none'],
    ['0.3.0', '0.4.0', 'major'],
    ['0.3.0', '0.3.1', 'minor'],
    ['0.0.3', '0.0.4', 'major'],
    ['1.0.0-rc.1', '1.0.0', 'none'],
    ['latest', '2.0.0', 'none'],
  ])('%s → %s is a %s bump', (before, after, bump) => {
    expect(versionBump(before, after)).toBe(bump);
  });

  async function gate(edit: (d: Doc) => void, version: string) {
    const after = base();
    edit(after);
    after.server.version = version;
    const loaded = parseManifest(stringify(after), 'mcp.yaml');
    const changes = diffContracts(await snapshotOf(base()), await snapshotOf(after));
    return gateChanges(changes, '1.2.0', version, loaded).diagnostics.map((d) => `${d.loc?.line}:${d.loc?.col} ${d.severity} ${d.code} ${d.message}`);
  }

  test('breaking fails without a major bump, located at the change', async () => {
    const [line] = await gate((d) => input(d).required.push('limit'), '1.3.0');
    expect(line).toMatch(/^\d+:\d+ error MCPG801 tools\.search\.input: property "limit" became required \(breaking\)$/);
  });
  test('a major bump accepts a breaking change', async () => {
    expect(await gate((d) => delete d.tools.ping, '2.0.0')).toEqual([
      expect.stringMatching(/ warning MCPG802 tools\.ping: tool removed \(breaking, accepted by the major bump 1\.2\.0 → 2\.0\.0\)$/),
    ]);
  });
  test('a compatible change needs at least a minor bump, or warns', async () => {
    expect(await gate((d) => (input(d).properties.page = { type: 'integer' }), '1.2.1')).toEqual([expect.stringContaining('warning MCPG803')]);
    expect(await gate((d) => (input(d).properties.page = { type: 'integer' }), '1.3.0')).toEqual([expect.stringContaining('warning MCPG804')]);
  });
  test('cosmetic changes need no bump', async () => {
    expect(await gate((d) => (d.tools.search.title = 'Find'), '1.2.0')).toEqual([
      expect.stringMatching(/warning MCPG804 tools\.search: title changed \(cosmetic\)$/),
    ]);
  });
});
