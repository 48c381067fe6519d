// Issue #20, end to end: a fresh clone → npm pack → the tarball installed in an empty folder → mcpgen init → npm
// install → npm run build → npm run check → the Inspector CLI and the v1 SDK client (what most clients embed),
// each started with the configuration the generated README shows. One test: it takes a minute or two.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, expect, test } from 'vitest';
import { REPO_ROOT } from './support/cli.js';
import { scratchDir } from './support/tmp.js';

const scratch = scratchDir('pack');
afterAll(() => scratch.cleanup());

const INSPECTOR = '@modelcontextprotocol/inspector@2.12.0';

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 240_000, env: { ...process.env, NO_COLOR: '1', ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, all: `$ ${cmd} ${args.join(' ')}\n${r.stdout}\n${r.stderr}` };
}
const npm = (args: string[], cwd: string) => run('npm', [...args], cwd, { npm_config_audit: 'false', npm_config_fund: 'false' });

/** The fenced blocks of a Markdown file, in order. */
const fences = (markdown: string, lang: string) => [...markdown.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]!);

/** Every bare package a built file imports (static or dynamic), without node: builtins. */
function importedPackages(dir: string): Set<string> {
  const found = new Set<string>();
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    // The precompiled templates are generated projects' code, as strings.
    if (!e.isFile() || !e.name.endsWith('.js') || e.name === 'templates.precompiled.js') continue;
    const text = readFileSync(path.join(e.parentPath, e.name), 'utf8');
    const specs = /^(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"./][^'"]*)['"]|^import\s*['"]([^'"./][^'"]*)['"]|\bimport\(\s*['"]([^'"./][^'"]*)['"]\s*\)/gm;
    for (const m of text.matchAll(specs)) {
      const spec = (m[1] ?? m[2] ?? m[3])!;
      if (spec.startsWith('node:')) continue;
      found.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
    }
  }
  return found;
}

test('fresh clone → npm pack → install → init → npm install → build → check → Inspector and v1 client', { timeout: 600_000 }, async () => {
  // A fresh clone: the files git knows (tracked or not ignored); node_modules as `npm ci` leaves it.
  const clone = path.join(scratch.dir, 'clone');
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && !f.startsWith('generated/'));
  for (const rel of listed) {
    try {
      cpSync(path.join(REPO_ROOT, rel), path.join(clone, rel));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error; // deleted but not yet committed
    }
  }
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(clone, 'node_modules'));
  // `npm pack` runs prepack (`npm run build`), which `npm test` has just run on these very sources before the tests:
  // the clone takes that dist/ and packs without building it a second time (~14 CPU s).
  const scripts = (JSON.parse(readFileSync(path.join(clone, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  expect(scripts.prepack).toBe('npm run build');
  cpSync(path.join(REPO_ROOT, 'dist'), path.join(clone, 'dist'), { recursive: true });

  const pack = npm(['pack', '--ignore-scripts', '--json', '--pack-destination', scratch.dir], clone);
  expect(pack.code, pack.all).toBe(0);
  const packed = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
  const files = packed[0]!.files.map((f) => f.path);
  for (const needed of [
    'dist/cli.js',
    'dist/render/templates.precompiled.js',
    'dist/manifest/manifest.schema.json',
    'templates/runtime/serve.gen.ts',
    'LICENSE',
    'README.md',
  ])
    expect(files, needed).toContain(needed);
  // Every package the built CLI imports is a dependency of the package (the scratch folder sits inside the repo,
  // whose node_modules would otherwise hide a missing one).
  const manifest = JSON.parse(readFileSync(path.join(clone, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string> };
  const imported = [...importedPackages(path.join(clone, 'dist'))].sort();
  expect(imported.filter((p) => !(p in manifest.dependencies) && p !== 'mcpgen')).toEqual([]);
  const tarball = path.join(scratch.dir, packed[0]!.filename);

  // The tarball installed in an empty folder; its CLI scaffolds a project pinned to that tarball.
  const tool = path.join(scratch.dir, 'tool');
  mkdirSync(tool);
  writeFileSync(path.join(tool, 'package.json'), '{ "name": "tool", "private": true }\n');
  const install = npm(['install', tarball, '--prefer-offline'], tool);
  expect(install.code, install.all).toBe(0);
  expect(run('npx', ['mcpgen', '-v'], tool).stdout.trim()).toBe(manifest.version);
  const init = run('npx', ['mcpgen', 'init', 'my-server'], tool);
  expect(init.code, init.all).toBe(0);
  expect(init.stderr).toContain('cd my-server');
  const project = path.join(tool, 'my-server');
  const pkg = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
    scripts: Record<string, string>;
  };
  expect(pkg.devDependencies.mcpgen).toBe(`file:${tarball}`);
  expect(pkg.scripts).toMatchObject({ generate: 'mcpgen generate', check: 'mcpgen generate --check' });

  for (const step of [
    ['install', '--prefer-offline'],
    ['run', 'build'],
    ['run', 'check'],
  ]) {
    const r = npm(step, project);
    expect(r.code, r.all).toBe(0);
  }

  // The configuration the generated README shows.
  const readme = readFileSync(path.join(project, 'README.md'), 'utf8');
  const [claude, vscode, cursor] = fences(readme, 'json').map((j) => JSON.parse(j) as Record<string, Record<string, { command: string; args: string[] }>>);
  const entries = [claude!.mcpServers!['my-server']!, vscode!.servers!['my-server']!, cursor!.mcpServers!['my-server']!].map((e) => ({
    command: e.command,
    args: e.args.map((a) => a.replace('/absolute/path/to/my-server', project).replace('${workspaceFolder}', project)),
  }));
  for (const e of entries) expect(e).toEqual({ command: 'node', args: [path.join(project, 'dist/main.js')] });
  const inspectorLine = fences(readme, 'sh')
    .join('\n')
    .split('\n')
    .find((l) => l.includes(INSPECTOR))!;
  // Inspector 2.12.0 needs Node 22.19: the line runs it on node@22 from the registry, whatever Node runs mcpgen.
  expect(inspectorLine).toBe(`npx -y -p node@22 -p ${INSPECTOR} -- mcp-inspector --cli node dist/main.js --method tools/list`);

  // The Inspector CLI, exactly as the README says, then a call.
  const home = path.join(scratch.dir, 'home');
  mkdirSync(home);
  const [npx, ...inspectorArgs] = inspectorLine.split(' ');
  const listed2 = run(npx!, [...inspectorArgs, '--format', 'json'], project, { HOME: home });
  expect(listed2.code, listed2.all).toBe(0);
  expect((JSON.parse(listed2.stdout) as { result: { tools: { name: string }[] } }).result.tools.map((t) => t.name)).toEqual(['greet']);
  const called = run(
    npx!,
    [...inspectorArgs.slice(0, -2), '--method', 'tools/call', '--tool-name', 'greet', '--tool-arg', 'name=Ada', '--format', 'json'],
    project,
    { HOME: home },
  );
  expect(called.code, called.all).toBe(0);
  expect(JSON.parse(called.stdout)).toMatchObject({ result: { structuredContent: { message: 'Hello, Ada!' } } });

  // The v1 SDK client with the Claude Desktop entry.
  const client = new Client({ name: 'first-hour', version: '0' });
  await client.connect(new StdioClientTransport({ ...entries[0]!, stderr: 'ignore' }));
  try {
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['greet']);
    const result = await client.callTool({ name: 'greet', arguments: { name: 'Ada', language: 'de' } });
    expect(result.structuredContent).toEqual({ message: 'Hallo, Ada!' });
  } finally {
    await client.close();
  }
});
