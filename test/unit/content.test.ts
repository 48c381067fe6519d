// Resources, resource templates and prompts: the URI template parser, the semantic rules and the IR.
import { describe, expect, it } from 'vitest';
import { normalizeManifest } from '../../src/ir/normalize.js';
import { parseManifest } from '../../src/manifest/load.js';
import { normalizedUri, parseUriTemplate } from '../../src/manifest/uri-template.js';
import { validateManifest } from '../../src/manifest/validate.js';

const HEAD = 'mcpgen: 1\nserver: { name: docs, version: 1.0.0 }\ntools: {}\n';
const validate = (body: string) => validateManifest(parseManifest(`${HEAD}${body}`, 'mcp.yaml'));
const errors = (body: string) =>
  validate(body)
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => `${d.code} ${d.message}`);

describe('parseUriTemplate', () => {
  it.each([
    ['docs://pages/{id}', [{ name: 'id', exploded: false, operator: '' }]],
    ['files://{+path}', [{ name: 'path', exploded: false, operator: '+' }]],
    [
      'search://docs{?q,limit}',
      [
        { name: 'q', exploded: false, operator: '?' },
        { name: 'limit', exploded: false, operator: '?' },
      ],
    ],
    [
      'palette://{theme}/{colors*}',
      [
        { name: 'theme', exploded: false, operator: '' },
        { name: 'colors', exploded: true, operator: '' },
      ],
    ],
    [
      'x://a{/seg}{.ext}{#frag}',
      [
        { name: 'seg', exploded: false, operator: '/' },
        { name: 'ext', exploded: false, operator: '.' },
        { name: 'frag', exploded: false, operator: '#' },
      ],
    ],
    [
      'x://v/{a.b}/{c%20d}',
      [
        { name: 'a.b', exploded: false, operator: '' },
        { name: 'c%20d', exploded: false, operator: '' },
      ],
    ],
  ])('%s → its variables, no problems', (template, variables) => {
    expect(parseUriTemplate(template)).toEqual({ variables, problems: [] });
  });

  it.each([
    ['docs://pages/{a,b}', /holds several variables/],
    ['docs://pages/{id:3}', /prefix modifier/],
    ['docs://pages{;id}', /operator ";"/],
    ['docs://pages/{=id}', /operator "="/],
    ['docs://pages/{id', /not closed/],
    ['docs://pages/{a{b}}', /not closed/],
    ['docs://pages/id}', /closes no expression/],
    ['docs://pages/{}', /is not a variable name/],
    ['docs://pages/{a-b}', /is not a variable name/],
    ['docs://{id}/{id}', /appears more than once/],
    ['docs://pages/index', /no variables/],
    ['pages/{id}', /absolute URI/],
    ['DOCS://Pages/{id}', /normalized form/],
    ['docs://pages/{id} x', /whitespace/],
  ])('%s is refused: %s', (template, problem) => {
    const { problems } = parseUriTemplate(template);
    expect(problems.length, JSON.stringify(problems)).toBeGreaterThan(0);
    expect(problems.join('\n')).toMatch(problem);
  });

  it('normalizedUri is what the SDK looks a resource up by', () => {
    expect(normalizedUri('docs://readme')).toBe('docs://readme');
    expect(normalizedUri('https://example.com')).toBe('https://example.com/');
    expect(normalizedUri('readme.md')).toBeUndefined();
  });
});

describe('semantic rules', () => {
  it('accepts resources, templates and prompts that are fine, with no warning', () => {
    const result = validate(`cache: { ttlMs: 1000, scope: public }
resources:
  readme: { uri: "docs://readme", mimeType: text/markdown, cache: { ttlMs: 0 } }
resourceTemplates:
  page: { uriTemplate: "docs://pages/{id}", complete: [id] }
prompts:
  summarize: { arguments: { topic: { required: true } } }
  page: { description: prompts have their own namespace }
`);
    expect(result.diagnostics).toEqual([]);
    expect(result.manifest).toBeDefined();
  });

  it('reports every problem of one manifest at once, located', () => {
    const result = validate(`resources:
  a: { uri: "docs://x" }
  b: { uri: "docs://x" }
  c: { uri: "nope" }
resourceTemplates:
  t: { uriTemplate: "docs://t/{id}", complete: [idd] }
  a: { uriTemplate: "docs://a/{id}" }
prompts:
  "bad name": {}
`);
    const found = result.diagnostics.map((d) => `${d.code} ${d.loc?.line}:${d.loc?.col}`);
    expect(found).toEqual(['MCPG216 6:13', 'MCPG215 7:13', 'MCPG218 9:49', 'MCPG214 10:3', 'MCPG213 12:3']);
  });

  it('a template with problems gets no complete check (its variables are unknown)', () => {
    expect(errors(`resourceTemplates:\n  t: { uriTemplate: "docs://t/{a,b}", complete: [c] }\n`)).toEqual([expect.stringMatching(/^MCPG217 /)]);
  });

  it('names that differ only in punctuation collide within a folder, not across folders', () => {
    expect(errors(`resources:\n  read-me: { uri: "docs://a" }\nresourceTemplates:\n  read_me: { uriTemplate: "docs://b/{x}" }\n`)).toEqual([
      'MCPG203 resource template "read_me" and resource "read-me" (5:3) both map to the TypeScript name "readMe"',
    ]);
    expect(errors(`resources:\n  read-me: { uri: "docs://a" }\nprompts:\n  read_me: {}\n`)).toEqual([]);
  });

  it('a duplicate name under resources, resourceTemplates or prompts is MCPG214', () => {
    expect(errors(`resources:\n  a: { uri: "docs://a" }\n  a: { uri: "docs://b" }\n`)).toEqual(['MCPG214 duplicate resource name "a" (first defined at 5:3)']);
    expect(errors(`resourceTemplates:\n  t: { uriTemplate: "docs://a/{x}" }\n  t: { uriTemplate: "docs://b/{x}" }\n`)).toEqual([
      'MCPG214 duplicate resource template name "t" (first defined at 5:3)',
    ]);
  });
});

describe('IR', () => {
  it('carries variables (exploded, completable), metadata, cache hints in wire spelling and prompt arguments', () => {
    const source = `${HEAD}cache: { scope: public }
resources:
  readme: { uri: "docs://readme", title: Read me, cache: { ttlMs: 5, scope: private } }
resourceTemplates:
  "2d-palette": { uriTemplate: "p://{theme}/{colors*}", complete: [colors], mimeType: application/json }
prompts:
  delete: { arguments: { topic: { description: What, required: true }, style: {} } }
`;
    const loaded = parseManifest(source, 'mcp.yaml');
    const { manifest } = validateManifest(loaded);
    const ir = normalizeManifest(manifest!, loaded, { source: 'mcp.yaml' });
    expect(ir.listCache).toEqual({ cacheScope: 'public' });
    expect(ir.features).toEqual({ tasks: false });
    expect(ir.resources[0]).toMatchObject({ name: 'readme', uri: 'docs://readme', metadata: { title: 'Read me' }, cache: { ttlMs: 5, cacheScope: 'private' } });
    expect(ir.resourceTemplates[0]).toMatchObject({
      ident: { camel: 'resource2dPalette', pascal: 'Resource2dPalette', file: '2d-palette' },
      metadata: { mimeType: 'application/json' },
      variables: [
        { name: 'theme', exploded: false, complete: false },
        { name: 'colors', exploded: true, complete: true },
      ],
    });
    expect(ir.resourceTemplates[0]).not.toHaveProperty('cache');
    expect(ir.prompts[0]).toMatchObject({
      ident: { camel: 'deletePrompt' },
      arguments: [
        { name: 'topic', description: 'What', required: true },
        { name: 'style', required: false },
      ],
    });
  });

  it('a manifest with nothing to serve is refused (MCPG103)', () => {
    expect(errors('')).toEqual(['MCPG103 the manifest declares no tools, resources, resource templates or prompts']);
  });

  it('a manifest without them has empty lists and no list cache', () => {
    const loaded = parseManifest(HEAD.replace('tools: {}', 'tools: { ping: { description: Answers. } }'), 'mcp.yaml');
    const ir = normalizeManifest(validateManifest(loaded).manifest!, loaded, { source: 'mcp.yaml' });
    expect([ir.resources, ir.resourceTemplates, ir.prompts]).toEqual([[], [], []]);
    expect(ir).not.toHaveProperty('listCache');
    expect(ir.features).toEqual({ tasks: false });
  });
});
