// The manifest's `# yaml-language-server: $schema=` line names the installed mcpgen's schema; projects carry no copy.
// An older project's copy is removed by the next generate (unless it is the user's), and a manifest whose line still
// names it gets one warning (MCPG235) with the replacement line, from generate and --check alike.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkEditorSchemaLine, editorSchemaLine, INSTALLED_SCHEMA } from '../../src/manifest/editor-schema.js';
import { starterManifest } from '../../src/init.js';
import { runInProject } from '../support/cli.js';
import { scratchDir } from '../support/tmp.js';

const scratch = scratchDir('editor-schema');
afterAll(() => scratch.cleanup());

const OLD_LINE = '# yaml-language-server: $schema=./src/generated/manifest.schema.json';
const NEW_LINE = '# yaml-language-server: $schema=./node_modules/mcpgen/dist/manifest/manifest.schema.json';
const MANIFEST = `mcpgen: 1
server:
  name: notes
  version: 1.0.0
tools:
  list_notes:
    title: List notes
    description: Every note.
    annotations: { readOnlyHint: true }
`;
/** The copy an older mcpgen wrote (its header: a generated JSON file's "$comment"). */
const OLD_COPY = '{\n  "$comment": "generated — do not edit. Source: mcpgen. Editors use it to check mcp.yaml.",\n  "type": "object"\n}\n';

const warningsOf = (stderr: string) => stderr.split('\n').filter((l) => l.includes('MCPG235'));

describe('the $schema line', () => {
  test('is computed from where the manifest and the project are', () => {
    const root = path.resolve('/p');
    expect(editorSchemaLine(root, root)).toBe(NEW_LINE);
    // generate specs/x.yaml --out generated/x: the line is relative to the manifest's own folder.
    expect(editorSchemaLine(path.join(root, 'specs'), path.join(root, 'generated/x'))).toBe(
      `# yaml-language-server: $schema=../generated/x/${INSTALLED_SCHEMA}`,
    );
    expect(editorSchemaLine(path.join(root, 'proj/api'), path.join(root, 'proj'))).toBe(`# yaml-language-server: $schema=../${INSTALLED_SCHEMA}`);
    expect(starterManifest('x').split('\n')[0]).toBe(NEW_LINE);
  });

  test('MCPG235 names the line, and the replacement keeps the project the old line named', () => {
    const source = `# notes\n${OLD_LINE}\n${MANIFEST}`;
    const [d, ...rest] = checkEditorSchemaLine({ source, relPath: 'mcp.yaml' });
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ code: 'MCPG235', severity: 'warning', loc: { file: 'mcp.yaml', line: 2, col: OLD_LINE.indexOf('./') + 1 } });
    expect(d?.hint).toBe(`replace the line with: ${NEW_LINE}`);
    const elsewhere = checkEditorSchemaLine({
      source: '# yaml-language-server: $schema=../generated/x/src/generated/manifest.schema.json\n',
      relPath: 'x.yaml',
    });
    expect(elsewhere[0]?.hint).toBe(`replace the line with: # yaml-language-server: $schema=../generated/x/${INSTALLED_SCHEMA}`);
    // The new line, mcpgen's own source schema (specs/), and another schema of the same name are left alone.
    for (const line of [NEW_LINE, '# yaml-language-server: $schema=../src/manifest/manifest.schema.json', '# $schema=./src/generated/other.json'])
      expect(checkEditorSchemaLine({ source: `${line}\n${MANIFEST}`, relPath: 'mcp.yaml' })).toEqual([]);
  });
});

describe('upgrading a project that carries the old copy', () => {
  test('generate deletes the copy and warns once, at the line; --check says the same', async () => {
    const dir = path.join(scratch.dir, 'old');
    mkdirSync(path.join(dir, 'src/generated'), { recursive: true });
    writeFileSync(path.join(dir, 'mcp.yaml'), `${OLD_LINE}\n${MANIFEST}`);
    writeFileSync(path.join(dir, 'src/generated/manifest.schema.json'), OLD_COPY);
    const first = await runInProject(dir, 'generate');
    expect(first.code, first.stderr).toBe(0);
    expect(existsSync(path.join(dir, 'src/generated/manifest.schema.json'))).toBe(false);
    expect(first.stdout + first.stderr).toContain('src/generated/manifest.schema.json');
    expect(warningsOf(first.stderr)).toEqual([expect.stringMatching(/^mcp\.yaml:1:33: warning MCPG235 /)]);
    expect(first.stderr).toContain(`hint: replace the line with: ${NEW_LINE}`);
    const again = await runInProject(dir, 'generate', ['--check']);
    expect(again.code, again.stderr).toBe(0);
    expect(warningsOf(again.stderr)).toEqual(warningsOf(first.stderr));
    // With the new line, nothing to say.
    writeFileSync(path.join(dir, 'mcp.yaml'), `${NEW_LINE}\n${MANIFEST}`);
    expect(warningsOf((await runInProject(dir, 'validate')).stderr)).toEqual([]);
  });

  test('a copy whose header was removed is the user’s: kept', async () => {
    const dir = path.join(scratch.dir, 'edited');
    mkdirSync(path.join(dir, 'src/generated'), { recursive: true });
    writeFileSync(path.join(dir, 'mcp.yaml'), `${NEW_LINE}\n${MANIFEST}`);
    const mine = '{ "type": "object" }\n';
    writeFileSync(path.join(dir, 'src/generated/manifest.schema.json'), mine);
    const r = await runInProject(dir, 'generate');
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(path.join(dir, 'src/generated/manifest.schema.json'), 'utf8')).toBe(mine);
  });
});
