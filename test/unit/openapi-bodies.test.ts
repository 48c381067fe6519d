// Request bodies that are not JSON (issue #27, class 3), imported in process: an optional multipart upload becomes a
// tool whose input carries the file as base64 and whose binding sends it as multipart, never a tool without input that
// POSTs an empty body; an operation whose body cannot be sent is left out and named. The wire is
// test/e2e/openapi-wire.test.ts's.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCliInProcess } from '../support/cli.js';
import { manifestOf } from '../support/project.js';
import { scratchDir } from '../support/tmp.js';

const OPENAPI = `openapi: 3.0.3
info: { title: Bodies, version: 1.0.0 }
servers: [{ url: https://api.bodies.example.com }]
paths:
  /photos:
    post:
      operationId: uploadPhoto
      requestBody:
        content:
          multipart/form-data:
            schema: { type: object, properties: { file: { type: string, format: binary }, caption: { type: string } } }
      responses: { '201': { description: created } }
  /raw:
    put:
      operationId: putRaw
      requestBody: { required: true, content: {} }
      responses: { '204': { description: done } }
`;

describe('request bodies that are not JSON (class 3)', () => {
  const scratch = scratchDir('openapi-bodies');
  afterAll(() => scratch.cleanup());

  test('an optional multipart upload is a tool that sends the file; a body that cannot be sent leaves its operation out, named', async () => {
    const doc = path.join(scratch.dir, 'bodies.yaml');
    writeFileSync(doc, OPENAPI);
    const out = path.join(scratch.dir, 'bodies');
    const imported = await runCliInProcess(['import', 'openapi', doc, '--out', out]);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stderr).toMatch(/bodies\.yaml:\d+:\d+: warning MCPG704 putRaw is not imported: its required request body documents no media type/);
    const m = manifestOf(out);
    expect(Object.keys(m.tools)).toEqual(['uploadPhoto']);
    expect(m.tools.uploadPhoto.input.properties.body).toEqual({
      type: 'object',
      properties: { file: { type: 'string', contentEncoding: 'base64', contentMediaType: 'application/octet-stream' }, caption: { type: 'string' } },
    });
    expect(m.tools.uploadPhoto.input.required).toBeUndefined();
    expect(m.tools.uploadPhoto.http.body).toEqual({ property: 'body', contentType: 'multipart/form-data', files: { file: 'application/octet-stream' } });
  });
});
