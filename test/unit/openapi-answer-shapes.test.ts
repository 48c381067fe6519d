// Issue 41, classes C, D and F at import: test/fixtures/openapi/answer-shapes.yaml imported by the CLI in process.
// C: a 2xx documented as text before JSON; the tool's output schema is the JSON answer's, so Accept asks for JSON
// first (Prism, like any server that honours the first type, otherwise answers text, which the tool reports as an
// error). D: a path parameter whose every property is readOnly (a response type reused as a parameter) keeps them:
// leaving them out left a parameter that could only be {}, sent as an empty path segment. F: a security requirement
// that names several schemes (an AND) is one alternative of http.auth, all of whose credentials are sent.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCliInProcess } from '../support/cli.js';
import { manifestOf, type Obj } from '../support/project.js';
import { scratchDir } from '../support/tmp.js';

const FIXTURE = path.join(REPO_ROOT, 'test/fixtures/openapi/answer-shapes.yaml');
const scratch = scratchDir('openapi-answer-shapes');
let manifest: Obj;

beforeAll(async () => {
  const out = path.join(scratch.dir, 'shapes');
  const imported = await runCliInProcess(['import', 'openapi', FIXTURE, '--out', out]);
  if (imported.code !== 0) throw new Error(imported.stderr);
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

  test('class D: a path parameter whose every property is readOnly keeps them; a body of the same type leaves them out', () => {
    const version = resolved(manifest.tools.enablePlugin.input.properties.version as Obj);
    expect(Object.keys(version.properties as Obj)).toEqual(['Major', 'Minor']);
    const body = resolved(manifest.tools.createThing.input.properties.body as Obj);
    expect(body.properties ?? {}).toEqual({});
  });
});
