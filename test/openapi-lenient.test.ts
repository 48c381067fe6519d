// Lenient import through the CLI (issue #27, classes 6, 8 and 10): a document with mistakes of plain meaning
// is repaired with located warnings; what does not validate costs only its operations, each cause printed once;
// --strict refuses; nothing importable writes nothing; unknown formats move into descriptions and never reach the
// server's stderr; HTML descriptions become Markdown; the manifest does not depend on the folder the import ran in.
// An imported project's own tests (class 10) run in test/openapi-corpus.test.ts, train-travel-3.1 among them.
// The CLI runs in process (`runMcpgen`, from the repository root as `runCli` does), but for the working-folder test,
// which is about the process's surroundings: the built binary.
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCli, runCliInProcess } from './support/cli.js';
import { manifestOf } from './support/project.js';
import { scratchDir } from './support/tmp.js';
import { entryArgs } from './support/compiled-server.js';

const scratch = scratchDir('openapi-lenient');
afterAll(() => scratch.cleanup());
const FIXTURES = path.join(REPO_ROOT, 'test/fixtures/openapi');
const LENIENT = path.join(FIXTURES, 'lenient.yaml');
const diagnostics = (stderr: string, code: string) => stderr.split('\n').filter((l) => l.includes(` ${code} `));

describe('lenient import (MCPG720, MCPG721, MCPG722)', () => {
  const out = path.join(scratch.dir, 'lenient');
  let imported: { code: number | null; stderr: string };

  // The project compiles under strict tsc: test/openapi-documents.test.ts imports lenient.yaml the same way and checks it.
  test('repairs with a located warning each, leaves out what does not validate, exits 0', { timeout: 180_000 }, async () => {
    imported = await runCliInProcess(['import', 'openapi', LENIENT, '--out', out]);
    expect(imported.code, imported.stderr).toBe(0);
    expect(diagnostics(imported.stderr, 'MCPG720')).toEqual([
      expect.stringMatching(
        /lenient\.yaml:25:13: warning MCPG720 \/paths\/~1notes\/post\/requestBody\/content\/application~1json\/schema: a null schema is read as \{\}/,
      ),
      expect.stringMatching(
        /lenient\.yaml:74:11: warning MCPG720 \S+\/parent\/type: a list of types is not OpenAPI 3\.0; read as type: string, nullable: true/,
      ),
      expect.stringMatching(/lenient\.yaml:76:11: warning MCPG720 \S+\/archived\/type: type: 'null' is not OpenAPI 3\.0; read as enum: \[null\]/),
      // A property named like a data keyword is still a schema.
      expect.stringMatching(/lenient\.yaml:78:11: warning MCPG720 \S+\/properties\/example\/type: type: 'null' is not OpenAPI 3\.0; read as enum: \[null\]/),
    ]);
    // One cause, one warning, at the component: not again at the operation that $refs it.
    expect(diagnostics(imported.stderr, 'MCPG721')).toEqual([
      expect.stringMatching(
        /lenient\.yaml:83:11: warning MCPG721 \/components\/schemas\/Tags\/properties\/names\/type: must be equal to one of the allowed values; left out: listTags, components\.schemas\.Tags$/,
      ),
    ]);
    expect(imported.stderr).toContain('3 operations (1 more left out as invalid), 3 tools');
    const m = manifestOf(out);
    expect(Object.keys(m.tools)).toEqual(['listNotes', 'createNote', 'getNote']);
    expect(m.tools.createNote.input.properties.body).toEqual({});
    expect(m.definitions.Note.properties.parent).toEqual({ type: ['string', 'null'] });
    expect(m.definitions.Note.properties.archived).toEqual({ enum: [null] });
    expect(m.definitions).not.toHaveProperty('Tags');
  });

  test('formats outside ajv-formats move into the description, with one summary warning; known ones stay', () => {
    expect(diagnostics(imported.stderr, 'MCPG722')).toEqual([
      expect.stringContaining('2 schemas use formats JSON Schema does not define ("Color", "hexadecimal string"): moved into their descriptions'),
    ]);
    const note = manifestOf(out).definitions.Note.properties;
    expect(note.id).toEqual({ type: 'string', description: 'Format: hexadecimal string.' });
    expect(note.color).toEqual({ type: 'string', description: 'Format: Color.' });
    expect(note.created).toEqual({ type: 'string', format: 'date-time' });
    expect(note.size).toEqual({ type: 'integer', format: 'int64' });
  });

  test('HTML in descriptions becomes Markdown', () => {
    expect(manifestOf(out).tools.getNote.description).toBe(
      'One note, by its **id**.\n\n-   Archived notes too\n\nSee [the docs](https://notes.example.test/docs).',
    );
  });

  test('the imported server writes only its own JSON log lines to stderr while serving a call', { timeout: 120_000 }, async () => {
    const note = { id: 'ab12', created: '2026-01-02T03:04:05Z', size: 3, color: 'teal', parent: null, archived: null };
    const mock: Server = createServer((req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(req.url === '/v1/notes' ? [note] : note)),
    );
    await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
    const client = new Client({ name: 'lenient', version: '0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: entryArgs(path.join(out, 'src', 'main.ts')),
      cwd: out,
      stderr: 'pipe',
      env: { PATH: process.env.PATH ?? '', MCPGEN_API_BASE_URL: `http://127.0.0.1:${(mock.address() as AddressInfo).port}/v1` },
    });
    let stderr = '';
    transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    try {
      await client.connect(transport);
      const got = await client.callTool({ name: 'getNote', arguments: { id: 'ab12' } });
      expect(got.isError, JSON.stringify(got.content)).toBeFalsy();
      expect(got.structuredContent).toEqual(note);
      expect((await client.callTool({ name: 'listNotes', arguments: {} })).structuredContent).toEqual([note]);
    } finally {
      await client.close();
      await new Promise((resolve) => mock.close(resolve));
    }
    expect(stderr).not.toMatch(/unknown format/);
    const lines = stderr.split('\n').filter((l) => l.trim() !== '');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  });

  test('a $ref to nothing costs only the operations holding it (MCPG721 at the $ref)', { timeout: 120_000 }, async () => {
    const dangling = path.join(scratch.dir, 'dangling');
    const r = await runCliInProcess(['import', 'openapi', path.join(FIXTURES, 'dangling-ref.yaml'), '--out', dangling]);
    expect(r.code, r.stderr).toBe(0);
    expect(diagnostics(r.stderr, 'MCPG721')).toEqual([
      expect.stringMatching(
        /dangling-ref\.yaml:13:25: warning MCPG721 \$ref #\/components\/schemas\/Missing points at nothing in the document; left out: getA$/,
      ),
    ]);
    expect(Object.keys(manifestOf(dangling).tools)).toEqual(['getB']);
    const strict = await runCliInProcess(['import', 'openapi', path.join(FIXTURES, 'dangling-ref.yaml'), '--out', dangling, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('error MCPG701');
  });

  test('--strict: all or nothing (MCPG701, each cause once, no mcp.yaml)', async () => {
    const strict = path.join(scratch.dir, 'strict');
    const r = await runCliInProcess(['import', 'openapi', LENIENT, '--out', strict, '--strict']);
    expect(r.code).toBe(1);
    // One error per place in the text: Note's two mistakes once each, not again at each of the two $refs to Note.
    expect(
      diagnostics(r.stderr, 'MCPG701')
        .map((l) => l.replace(/^.*lenient\.yaml:(\d+:\d+): error MCPG701 .* at (\S+):.*$/, '$1 $2'))
        .sort(),
    ).toEqual(
      [
        '74:11 /components/schemas/Note/properties/parent/type',
        '76:11 /components/schemas/Note/properties/archived/type',
        '78:11 /components/schemas/Note/properties/example/type',
        '25:13 /paths/~1notes/post/requestBody/content/application~1json/schema',
        '83:11 /components/schemas/Tags/properties/names/type',
      ].sort(),
    );
    expect(r.stderr).not.toContain('MCPG720');
    expect(existsSync(path.join(strict, 'mcp.yaml'))).toBe(false);
  });
});

describe('no tool, filters, and the working directory (MCPG723, class 10)', () => {
  test('a document whose every operation is invalid: the cause, MCPG723, exit 1, nothing written', async () => {
    const none = path.join(scratch.dir, 'none');
    const r = await runCliInProcess(['import', 'openapi', path.join(FIXTURES, 'invalid.yaml'), '--out', none]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /invalid\.yaml:8:9: warning MCPG721 \/paths\/~1things\/get\/responses\/200: must have required property 'description'; left out: listThings/,
    );
    expect(r.stderr).toMatch(/invalid\.yaml:1:1: error MCPG723 no tool to import: its 1 operations do not validate; no mcp.yaml is written/);
    expect(existsSync(none)).toBe(false);
  });

  test('filters that select nothing: did-you-mean tag:NAME for a bare tag and for a near miss; no mcp.yaml', async () => {
    const none = path.join(scratch.dir, 'filtered');
    const bare = await runCliInProcess(['import', 'openapi', path.join(FIXTURES, 'pets.yaml'), '--out', none, '--include', 'pets']);
    expect(bare.code).toBe(1);
    expect(bare.stderr).toContain('warning MCPG704 the filter "pets" matches no operation\n  hint: did you mean tag:pets? a bare name is an operationId');
    expect(bare.stderr).toContain('error MCPG723 no tool to import: the filters select none of its 7 operations');
    expect(existsSync(path.join(none, 'mcp.yaml'))).toBe(false);
    const near = await runCliInProcess(['import', 'openapi', path.join(FIXTURES, 'pets.yaml'), '--out', none, '--include', 'tag:pet']);
    expect(near.stderr).toContain('the filter "tag:pet" matches no operation\n  hint: did you mean tag:pets?');
    const id = await runCliInProcess(['import', 'openapi', path.join(FIXTURES, 'pets.yaml'), '--out', none, '--include', 'listPet']);
    expect(id.stderr).toContain('hint: did you mean listPets?');
  });

  test('two imports of one document from different folders write the same bytes', { timeout: 120_000 }, async () => {
    const [a, b] = ['a', 'b'].map((d) => path.join(scratch.dir, 'cwd', d));
    for (const dir of [a!, b!]) {
      mkdirSync(dir, { recursive: true });
      cpSync(FIXTURES, dir, { recursive: true });
    }
    expect((await runCli(['import', 'openapi', 'pets.yaml', '--out', 'server'], { cwd: a })).code).toBe(0);
    expect((await runCli(['import', 'openapi', 'b/pets.yaml', '--out', 'b/server'], { cwd: path.dirname(b!) })).code).toBe(0);
    const first = readFileSync(path.join(a!, 'server/mcp.yaml'), 'utf8');
    expect(readFileSync(path.join(b!, 'server/mcp.yaml'), 'utf8')).toBe(first);
    expect(first).toContain('#   mcpgen import openapi --out .');
  });
});
