// Issue 41, classes C, D, F, G and H at import: test/fixtures/openapi/answer-shapes.yaml imported by the CLI in process.
// C: a 2xx documented as text before JSON; the tool's output schema is the JSON answer's, so Accept asks for JSON
// first (Prism, like any server that honours the first type, otherwise answers text, which the tool reports as an
// error). D: a path parameter whose every property is readOnly (a response type reused as a parameter) keeps them:
// leaving them out left a parameter that could only be {}, sent as an empty path segment. F: a security requirement
// that names several schemes (an AND) is one alternative of http.auth, all of whose credentials are sent. G: a
// default that its own schema refuses (OpenAI's max_tokens: {type: integer, default: "inf"}) is left out: a model
// sends what a tool's schema gives as default, and the input schema then refused the call before it was sent. H: a
// body documented under */* (Kubernetes' every body) whose schema is JSON data is sent as JSON, not as base64 bytes.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCliInProcess } from '../support/cli.js';
import { manifestOf, type Obj } from '../support/project.js';
import { scratchDir } from '../support/tmp.js';

const FIXTURE = path.join(REPO_ROOT, 'test/fixtures/openapi/answer-shapes.yaml');
const scratch = scratchDir('openapi-answer-shapes');
let manifest: Obj;
let stderr = '';

beforeAll(async () => {
  const out = path.join(scratch.dir, 'shapes');
  const imported = await runCliInProcess(['import', 'openapi', FIXTURE, '--out', out]);
  if (imported.code !== 0) throw new Error(imported.stderr);
  stderr = imported.stderr;
  manifest = manifestOf(out);
}, 120_000);
afterAll(() => scratch.cleanup());

/** A schema with its manifest definition in place of a $ref. */
const resolved = (schema: Obj): Obj => (typeof schema.$ref === 'string' ? (manifest.definitions[schema.$ref.replace('#/definitions/', '')] as Obj) : schema);

describe('issue 41: answer shapes at import', () => {
  test('class C: a structured tool asks for JSON first, then the other documented 2xx types, then the errors', () => {
    expect(manifest.tools.getReport.output).toBeDefined();
    expect(manifest.tools.getReport.http.accept).toEqual(['application/json', 'text/plain', 'application/problem+json;q=0.5']);
  });

  test('class F: a security requirement that names several schemes is one alternative that sends them all', () => {
    expect(manifest.tools.createThing.http.auth).toEqual([['apiKey', 'basic'], 'bearer']);
    // The document-wide requirement: one scheme, a string as before.
    expect(manifest.tools.getReport.http.auth).toEqual(['apiKey']);
  });

  test('class G: a default of another type than its schema is left out, with a located MCPG720; a valid one stays', () => {
    const properties = manifest.tools.getReport.input.properties as Record<string, Obj>;
    expect(properties.limit).toEqual({ type: 'integer' });
    expect(properties.since).toMatchObject({ default: null });
    expect(stderr).toMatch(/answer-shapes\.yaml:\d+:\d+: warning MCPG720 .*parameters\/1\/schema\/default: default "inf" is not of type integer; left out/);
  });

  test('class H: a body under */* whose schema is JSON data is sent as JSON; bytes under */* stay bytes', () => {
    expect(manifest.tools.createReview.http.body).toEqual({ property: 'body', contentType: 'application/json' });
    expect(manifest.tools.createReview.input.properties.body).toMatchObject({ type: 'object', required: ['spec'] });
    expect(manifest.tools.uploadBlob.http.body.contentType).toBe('application/octet-stream');
    expect(stderr).not.toContain('createReview: the body is sent as application/json');
  });

  test('class D: a path parameter whose every property is readOnly keeps them; a body of the same type leaves them out', () => {
    const version = resolved(manifest.tools.enablePlugin.input.properties.version as Obj);
    expect(Object.keys(version.properties as Obj)).toEqual(['Major', 'Minor']);
    const body = resolved(manifest.tools.createThing.input.properties.body as Obj);
    expect(body.properties ?? {}).toEqual({});
  });
});
