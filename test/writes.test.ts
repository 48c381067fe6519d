// Write safety of `mcpgen generate` (issue 6): a generate that fails half-way leaves the previous output exactly as
// it was (no partial update, no temp files), filesystem surprises are exit 1 (MCPG904), never a crash (exit 3), and
// nothing is ever written outside --out, not even through a symbolic link inside it.
import { cpSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCliInProcess } from './support/cli.js';
import { scratchDir } from './support/tmp.js';

const V1 = `mcpgen: 1
server: { name: writes, version: 1.0.0 }
tools:
  a: { title: A, description: first version, annotations: { readOnlyHint: true } }
`;
/** Changes every generated file's inputs (description) and needs new folders (a resource handler) and a new stub. */
const V2 = `mcpgen: 1
server: { name: writes, version: 1.0.1 }
tools:
  a: { title: A, description: second version, annotations: { readOnlyHint: true } }
  b: { title: B, description: new tool, annotations: { readOnlyHint: true } }
resources:
  readme: { uri: "docs://readme", title: Read me, mimeType: text/markdown }
`;

/** Every entry under `dir`: file contents, and symbolic links by their target (never followed). */
function snapshot(dir: string, skip: (rel: string) => boolean = () => false): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const child = rel ? `${rel}/${name}` : name;
      if (skip(child)) continue;
      const stat = lstatSync(path.join(dir, child));
      if (stat.isSymbolicLink()) out[child] = `-> ${readlinkSync(path.join(dir, child))}`;
      else if (stat.isDirectory()) {
        out[`${child}/`] = '';
        walk(child);
      } else out[child] = readFileSync(path.join(dir, child), 'utf8');
    }
  };
  walk('');
  return out;
}

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** `mcpgen generate mcp.yaml --out out` in `dir`, run in process (from the repository root, so with paths relative to
 * it): these tests are about what lands on disk; test/cli.test.ts runs the binary itself. */
const generateIn = (dir: string) => {
  const rel = (p: string) => path.relative(REPO_ROOT, path.join(dir, p));
  return runCliInProcess(['generate', rel('mcp.yaml'), '--out', rel('out')]);
};

/** V1's project, generated once for the file (the first run also loads the generator); each test works on a copy. */
const v1 = scratchDir('writes-v1');
beforeAll(async () => {
  writeFileSync(path.join(v1.dir, 'mcp.yaml'), V1);
  const first = await generateIn(v1.dir);
  expect(first.code, first.stderr).toBe(0);
}, 300_000);
afterAll(() => v1.cleanup());

/** A project generated from V1 in a scratch folder, with the manifest switched to V2. */
function project(): { dir: string; out: string } {
  const scratch = scratchDir('writes');
  cleanup = scratch.cleanup;
  const out = path.join(scratch.dir, 'out');
  cpSync(v1.dir, scratch.dir, { recursive: true });
  writeFileSync(path.join(scratch.dir, 'mcp.yaml'), V2);
  return { dir: scratch.dir, out };
}

describe('a generate that fails leaves the previous output intact', () => {
  test('failing half-way through staging (a file where a new folder is needed): exit 1, nothing changed, no temp files', async () => {
    const { dir, out } = project();
    // The generated files are staged first; src/resources/readme.ts cannot be, because src/resources is a file.
    writeFileSync(path.join(out, 'src', 'resources'), 'in the way\n');
    const before = snapshot(out);
    const r = await generateIn(dir);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/error MCPG904 cannot write the output \((ENOTDIR|EEXIST)\); nothing was changed/);
    expect(snapshot(out)).toEqual(before);
    // Then, with the obstacle gone, the same generate goes through.
    rmSync(path.join(out, 'src', 'resources'));
    const again = await generateIn(dir);
    expect(again.code, again.stderr).toBe(0);
    expect(readFileSync(path.join(out, 'src', 'generated', 'server.gen.ts'), 'utf8')).toContain('second version');
  });

  test('a folder where a generated file belongs is exit 1 (MCPG904), not a crash, and nothing is written', async () => {
    const { dir, out } = project();
    const types = path.join(out, 'src', 'generated', 'types.gen.ts');
    rmSync(types);
    mkdirSync(types);
    const before = snapshot(out);
    const r = await generateIn(dir);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain('error MCPG904');
    expect(r.stderr).not.toContain('please report');
    expect(snapshot(out)).toEqual(before);
  });
});

describe('nothing is written outside --out', () => {
  test('a generate touches only --out: the folders around it are byte-identical afterwards', async () => {
    const { dir } = project();
    const outside = (rel: string) => rel === 'out' || rel.startsWith('out/');
    const before = snapshot(dir, outside);
    const r = await generateIn(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(snapshot(dir, outside)).toEqual(before);
  });

  test('a symbolic link inside --out that leads outside is refused (MCPG904), and nothing is written anywhere', async () => {
    const { dir, out } = project();
    // src/tools is moved out of the project and linked back: the new stub b.ts would land outside --out.
    mkdirSync(path.join(dir, 'elsewhere'));
    renameSync(path.join(out, 'src', 'tools'), path.join(dir, 'elsewhere', 'tools'));
    symlinkSync(path.join('..', '..', 'elsewhere', 'tools'), path.join(out, 'src', 'tools'));
    const before = snapshot(dir);
    const r = await generateIn(dir);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/error MCPG904 src\/tools\/b\.ts would be written outside the output folder \(through a symbolic link/);
    expect(snapshot(dir)).toEqual(before);
  });

  test('a symbolic link that stays inside --out is followed as usual', async () => {
    const { dir, out } = project();
    renameSync(path.join(out, 'src', 'tools'), path.join(out, 'handlers'));
    symlinkSync(path.join('..', 'handlers'), path.join(out, 'src', 'tools'));
    const r = await generateIn(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(path.join(out, 'handlers', 'b.ts'), 'utf8')).toContain('notImplemented');
  });
});

describe('handler files are found by their folder listing, and never overwritten', () => {
  test('a handler that is a symbolic link is kept; one named in another case is not taken for it; a folder in its place is MCPG904', async () => {
    const { dir, out } = project();
    const tools = path.join(out, 'src', 'tools');
    renameSync(path.join(tools, 'a.ts'), path.join(out, 'a-handler.ts'));
    symlinkSync(path.join('..', '..', 'a-handler.ts'), path.join(tools, 'a.ts'));
    writeFileSync(path.join(tools, 'B.ts'), '// mine\n');
    const r = await generateIn(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(readlinkSync(path.join(tools, 'a.ts'))).toBe(path.join('..', '..', 'a-handler.ts'));
    expect(readFileSync(path.join(tools, 'B.ts'), 'utf8')).toBe('// mine\n');
    // A case-sensitive disk (this one) has room for both; a case-insensitive one would have asked the file itself.
    expect(readFileSync(path.join(tools, 'b.ts'), 'utf8')).toContain('notImplemented');

    rmSync(path.join(tools, 'b.ts'));
    mkdirSync(path.join(tools, 'b.ts'));
    const before = snapshot(out);
    const again = await generateIn(dir);
    expect(again.code, again.stderr).toBe(1);
    expect(again.stderr).toContain('error MCPG904');
    expect(snapshot(out)).toEqual(before);
  });
});
