// mcpgen as a user runs it: exit codes, stdout/stderr split, --check, --dry-run, --force, ownership. What depends on
// the process (usage, exit codes, the working folder, a broken package) runs the built binary; what a run prints and
// writes in a project runs the same `runMcpgen` in process (`runInProject`), sparing each run a process start.
import { cpSync, existsSync, readFileSync, statSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { REPO_ROOT as ROOT, runCli, runInProject } from './support/cli.js';
import { compileAgain } from './support/project.js';
import { copySpec, scratchDir } from './support/tmp.js';

const cleanups: (() => void)[] = [];
afterEach(() =>
  cleanups.splice(0).forEach((c) => {
    c();
  }),
);
function project(spec = 'docs-search') {
  const { dir, cleanup } = scratchDir('cli');
  cleanups.push(cleanup);
  copySpec(spec, dir);
  return dir;
}

/** docs-search as `generate` leaves it, made once for the whole file. Tests whose subject is a later
 * run start from a copy of it instead of generating afresh: a first generate costs ~3 CPU s, a copy next to nothing. */
let generatedOnce: Promise<string> | undefined;
afterAll(async () => {
  if (generatedOnce) rmSync(await generatedOnce, { recursive: true, force: true });
});
async function generatedProject(): Promise<string> {
  generatedOnce ??= (async () => {
    const { dir } = scratchDir('cli-generated');
    copySpec('docs-search', dir);
    const r = await runInProject(dir, 'generate');
    expect(r.code, r.stderr).toBe(0);
    return dir;
  })();
  const source = await generatedOnce;
  const dir = project();
  cpSync(source, dir, { recursive: true });
  return dir;
}
const read = (dir: string, rel: string) => readFileSync(path.join(dir, rel), 'utf8');
const write = (dir: string, rel: string, content: string) => writeFileSync(path.join(dir, rel), content);

describe('usage and output channels', () => {
  test('--help exits 0 and lists every generate flag with examples', async () => {
    const r = await runCli(['generate', '--help']);
    expect(r.code).toBe(0);
    for (const flag of ['--out', '--check', '--dry-run', '--force', '--watch']) expect(r.stdout).toContain(flag);
    expect(r.stdout).toContain('Examples:');
  });

  test('-v and --version print the version of package.json on stdout and exit 0', async () => {
    const version = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
    for (const flag of ['-v', '--version']) {
      const r = await runCli([flag]);
      expect(r).toMatchObject({ code: 0, stdout: `${version}\n` });
    }
  });

  test('unknown command, unknown flag and a bad option value exit 2', async () => {
    expect((await runCli(['frobnicate'])).code).toBe(2);
    expect((await runCli(['generate', '--nope'])).code).toBe(2);
    expect((await runCli(['validate', 'x.yaml', '--format', 'xml'])).code).toBe(2);
  });

  test('schema prints the manifest JSON Schema on stdout only', async () => {
    const r = await runCli(['schema']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const schema = JSON.parse(r.stdout) as { title: string; properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toEqual([
      'mcpgen',
      'server',
      'openapi',
      'definitions',
      'errors',
      'tools',
      'resources',
      'resourceTemplates',
      'prompts',
      'toolsets',
      'clients',
      'budget',
      'cache',
      'lifecycle',
      'auth',
      'api',
    ]);
  });

  test('a missing manifest names the path that was tried and exits 1 without a stack trace', async () => {
    const dir = project();
    const r = await runCli(['generate'], { cwd: path.join(dir, 'src') === dir ? dir : path.dirname(dir) });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/mcp\.yaml:1:1: error MCPG003 cannot read manifest .*mcp\.yaml: not found/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  test('generate defaults to ./mcp.yaml and writes next to it; progress goes to stderr, stdout stays empty', async () => {
    const dir = project();
    const r = await runCli(['generate'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('');
    expect(existsSync(path.join(dir, 'src/generated/server.gen.ts'))).toBe(true);
    expect(read(dir, 'src/generated/server.gen.ts').split('\n')[0]).toBe('// generated — do not edit. Source: mcp.yaml. Regenerate with `npm run generate`.');
  });
});

describe('regeneration never loses user code', () => {
  test('a second run writes nothing (identical writes skipped, mtimes kept)', async () => {
    const dir = await generatedProject();
    const before = statSync(path.join(dir, 'src/generated/types.gen.ts')).mtimeMs;
    const r = await runInProject(dir, 'generate');
    expect(r.code).toBe(0);
    expect(r.stderr).not.toMatch(/\b(create|update)\b/);
    expect(statSync(path.join(dir, 'src/generated/types.gen.ts')).mtimeMs).toBe(before);
  });

  test('an edited handler survives; a new tool gets only its stub; a removed tool is reported, not deleted', async () => {
    const dir = await generatedProject();
    const mine = '// my implementation\nexport const searchDocuments = 1;\n';
    write(dir, 'src/tools/search-documents.ts', mine);
    write(dir, 'src/main.ts', '// my entry\n');
    const manifest = read(dir, 'mcp.yaml');
    write(
      dir,
      'mcp.yaml',
      `${manifest}  get_document:\n    title: Get document\n    description: Fetch one document by id.\n    annotations: { readOnlyHint: true, openWorldHint: false }\n`,
    );
    const added = await runInProject(dir, 'generate', ['--dry-run']);
    expect(added.stdout).toMatch(/^create\s+src\/tools\/get-document\.ts$/m);
    expect(added.stdout.match(/^create /gm)).toHaveLength(1);
    const written = await runInProject(dir, 'generate');
    expect(written.code).toBe(0);
    // The real run names the file it creates (and only the user-owned stub is new).
    expect(written.stderr).toMatch(/^mcpgen: 1 create, /m);
    expect(written.stderr).toMatch(/^ {2}create +src\/tools\/get-document\.ts$/m);
    expect(read(dir, 'src/tools/search-documents.ts')).toBe(mine);
    expect(read(dir, 'src/main.ts')).toBe('// my entry\n');
    expect(read(dir, 'src/tools/get-document.ts')).toContain('notImplemented("get_document"');

    write(dir, 'mcp.yaml', manifest);
    const removed = await runInProject(dir, 'generate');
    expect(removed.code).toBe(0);
    expect(removed.stderr).toMatch(/src\/tools\/get-document\.ts:1:1: warning MCPG902 /);
    expect(existsSync(path.join(dir, 'src/tools/get-document.ts'))).toBe(true);
    expect(read(dir, 'src/generated/server.gen.ts')).not.toContain('get-document');
  });

  test('a hand-edited generated file (header removed) is a conflict: exit 1, nothing written; --force overwrites', async () => {
    const dir = await generatedProject();
    const edited = '// I changed this\nexport const x = 1;\n';
    write(dir, 'src/generated/errors.gen.ts', edited);
    write(dir, 'mcp.yaml', read(dir, 'mcp.yaml').replace('Full-text search', 'Fuzzy search'));
    const blocked = await runInProject(dir, 'generate');
    expect(blocked.code).toBe(1);
    expect(blocked.stderr).toMatch(/src\/generated\/errors\.gen\.ts:1:1: error MCPG901 /);
    expect(read(dir, 'src/generated/errors.gen.ts')).toBe(edited);
    expect(read(dir, 'src/generated/server.gen.ts')).toContain('Full-text search'); // all-or-nothing
    const forced = await runInProject(dir, 'generate', ['--force']);
    expect(forced.code).toBe(0);
    // --force reports what it restored, not a conflict it has already resolved.
    expect(forced.stderr).not.toMatch(/MCPG901|conflict/);
    expect(forced.stderr).toMatch(/^ {2}restore +src\/generated\/errors\.gen\.ts$/m);
    expect(forced.stderr).toMatch(/^mcpgen: .*\b1 restore\b/m);
    expect(forced.stderr).toMatch(/^ {2}update +src\/generated\/server\.gen\.ts$/m);
    expect(read(dir, 'src/generated/errors.gen.ts')).toMatch(/^\/\/ generated — do not edit/);
    expect(read(dir, 'src/generated/server.gen.ts')).toContain('Fuzzy search');
  });

  test('a generated file edited with its header intact is simply regenerated', async () => {
    const dir = await generatedProject();
    const original = read(dir, 'src/generated/runtime/api.gen.ts');
    write(dir, 'src/generated/runtime/api.gen.ts', `${original}\n// tweak\n`);
    expect((await runInProject(dir, 'generate')).code).toBe(0);
    expect(read(dir, 'src/generated/runtime/api.gen.ts')).toBe(original);
  });

  test('a stale generated file is deleted only while it carries our header', async () => {
    const dir = await generatedProject();
    write(dir, 'src/generated/old.gen.ts', '// generated — do not edit. Source: mcp.yaml.\nexport {};\n');
    write(dir, 'src/generated/mine.gen.ts', '// not ours\nexport {};\n');
    const r = await runInProject(dir, 'generate');
    expect(r.code).toBe(0);
    expect(existsSync(path.join(dir, 'src/generated/old.gen.ts'))).toBe(false);
    expect(existsSync(path.join(dir, 'src/generated/mine.gen.ts'))).toBe(true);
  });
});

describe('a folder stands for its mcp.yaml', () => {
  test('validate DIR, generate DIR and generate DIR --check read DIR/mcp.yaml and write into DIR', async () => {
    const dir = project();
    const parent = path.dirname(dir);
    const name = path.basename(dir);
    const validated = await runCli(['validate', name], { cwd: parent });
    expect(validated.code, validated.stderr).toBe(0);
    expect((await runCli(['generate', name], { cwd: parent })).code).toBe(0);
    expect(existsSync(path.join(dir, 'src/generated/server.gen.ts'))).toBe(true);
    const checked = await runCli(['generate', name, '--check'], { cwd: parent });
    expect(checked.code, checked.stderr).toBe(0);
  });
});

describe('--check and --dry-run write nothing', () => {
  test('--check: exit 0 when clean; exit 1 listing changed, missing and stale files with a diff', async () => {
    const dir = await generatedProject();
    expect((await runInProject(dir, 'generate', ['--check'])).code).toBe(0);
    write(dir, 'mcp.yaml', read(dir, 'mcp.yaml').replace('Full-text search', 'Fuzzy search'));
    rmSync(path.join(dir, 'src/generated/runtime/log.gen.ts'));
    write(dir, 'src/generated/old.gen.ts', '// generated — do not edit. Source: mcp.yaml.\nexport {};\n');
    const before = read(dir, 'src/generated/server.gen.ts');
    const r = await runInProject(dir, 'generate', ['--check']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/src\/generated\/server\.gen\.ts:1:1: error MCPG903 changed/);
    expect(r.stderr).toMatch(/src\/generated\/runtime\/log\.gen\.ts:1:1: error MCPG903 missing/);
    expect(r.stderr).toMatch(/src\/generated\/old\.gen\.ts:1:1: error MCPG903 stale/);
    expect(r.stderr).toContain('-    description: "Full-text search over the document store.",');
    expect(r.stderr).toContain('+    description: "Fuzzy search over the document store.",');
    expect(read(dir, 'src/generated/server.gen.ts')).toBe(before);
    expect(existsSync(path.join(dir, 'src/generated/runtime/log.gen.ts'))).toBe(false);
  });

  test('--dry-run prints the plan on stdout and writes nothing', async () => {
    const dir = project();
    const r = await runInProject(dir, 'generate', ['--dry-run']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^create\s+src\/generated\/server\.gen\.ts$/m);
    expect(r.stdout).toMatch(/dry run: \d+ create/);
    expect(existsSync(path.join(dir, 'src'))).toBe(false);
  });

  test('a bad manifest: every diagnostic, exit 1, nothing written', async () => {
    const dir = project();
    write(dir, 'mcp.yaml', read(dir, 'mcp.yaml').replace('title: Docs Search', 'titel: Docs Search').replace('errors: [NotFound]', 'errors: [Gone]'));
    const r = await runInProject(dir, 'generate');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/mcp\.yaml:6:3: error MCPG101 unknown key "titel" in server \(did you mean "title"\?\)/);
    expect(r.stderr).toMatch(/error MCPG205 tool "search_documents" refers to undeclared error "Gone"/);
    expect(existsSync(path.join(dir, 'src'))).toBe(false);
  });
});

describe('failures that are not the manifest', () => {
  test('an output path that is a file is MCPG904 (exit 1), not a crash', async () => {
    const dir = project();
    write(dir, 'taken', 'a file, not a folder\n');
    const r = await runCli(['generate', '--out', 'taken'], { cwd: dir });
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/error MCPG904 cannot write the output \((ENOTDIR|EEXIST)\)/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  test('a generator bug exits 3 with "please report" (a template broken on purpose in a copy of the package)', async () => {
    const { dir, r } = await generateWithBrokenTemplate('server/server.gen.ts.hbs', (source) => {
      expect(source).toContain('{{{header}}}');
      return source.replace('{{{header}}}', '{{{headerMisspelled}}}');
    });
    expect(r.status).toBe(3);
    expect(r.stderr).toContain('mcpgen internal error, please report it');
    expect(existsSync(path.join(dir, 'src'))).toBe(false);
  });

  test('a generated file that does not parse is caught by the syntax gate: exit 3, nothing written', async () => {
    const { dir, r } = await generateWithBrokenTemplate('scaffold/tool.ts.hbs', (source) => `${source}export const broken = {;\n`);
    expect(r.status, r.stderr).toBe(3);
    expect(r.stderr).toContain('mcpgen internal error, please report it');
    expect(r.stderr).toMatch(/generated invalid TypeScript: src\/tools\/search-documents\.ts:\d+:\d+/);
    expect(existsSync(path.join(dir, 'src'))).toBe(false);
  });

  test('so is a per-tool block that does not parse: its file is parsed whole and the error located', async () => {
    const { dir, r } = await generateWithBrokenTemplate('server/tools.gen.ts.hbs', (source) => {
      expect(source).toContain('(input: {{inputType}}');
      return source.replace('(input: {{inputType}}', '(input:: {{inputType}}');
    });
    expect(r.status, r.stderr).toBe(3);
    expect(r.stderr).toMatch(/generated invalid TypeScript: src\/generated\/tools\.gen\.ts:\d+:\d+/);
    expect(existsSync(path.join(dir, 'src'))).toBe(false);
  });
});

function copySpecInto(dir: string): void {
  copySpec('docs-search', dir);
}

/** Runs `generate` with a copy of the built package whose template `name` was edited by `edit` (a generator bug). */
async function generateWithBrokenTemplate(name: string, edit: (source: string) => string) {
  const { dir, cleanup } = scratchDir('broken-pkg');
  cleanups.push(cleanup);
  const { cpSync } = await import('node:fs');
  const { REPO_ROOT } = await import('./support/cli.js');
  for (const part of ['dist', 'templates', 'package.json']) cpSync(path.join(REPO_ROOT, part), path.join(dir, part), { recursive: true });
  const template = path.join(dir, 'templates', name);
  writeFileSync(template, edit(readFileSync(template, 'utf8')));
  const { spawnSync } = await import('node:child_process');
  copySpecInto(dir);
  const r = spawnSync(process.execPath, [path.join(dir, 'dist/cli.js'), 'generate'], { cwd: dir, encoding: 'utf8' });
  return { dir, r };
}

describe('typed stubs', () => {
  test('a schema change that no longer fits a handler is a type error in that handler', { timeout: 300_000 }, async () => {
    const dir = await generatedProject();
    write(
      dir,
      'src/tools/search-documents.ts',
      [
        "import type { SearchDocumentsHandler } from '../generated/tools.gen.js';",
        'export const searchDocuments: SearchDocumentsHandler = async (input) => ({ documents: [{ title: input.query, url: "u" }] });',
        '',
      ].join('\n'),
    );
    const implemented = compileAgain(dir);
    expect(implemented.status, implemented.stdout).toBe(0);
    write(dir, 'mcp.yaml', read(dir, 'mcp.yaml').replace(/query/g, 'text'));
    expect((await runInProject(dir, 'generate')).code).toBe(0);
    const after = compileAgain(dir);
    expect(after.status).not.toBe(0);
    expect(after.stdout).toMatch(/src\/tools\/search-documents\.ts\(2,\d+\): error TS2339: Property 'query' does not exist on type 'SearchDocumentsInput'/);
  });
});
