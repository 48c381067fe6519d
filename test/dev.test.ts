// mcpgen dev: generate, build and start; on a manifest, schema file or handler change, again. A failing build is shown, the
// previous server keeps answering and the watcher keeps going; a fix brings a fresh server.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, expect, test } from 'vitest';
import { CLI, runCli } from './support/cli.js';
import { killPid } from './support/server-process.js';
import { scratchDir } from './support/tmp.js';
import { readText, saveByRename, until, watchedManifest, watchedSchema, watchedView, writeWatchedProject } from './support/watched-project.js';

const scratch = scratchDir('dev');
afterAll(() => scratch.cleanup());

async function listTools(url: string) {
  const client = new Client({ name: 'dev-test', version: '0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  try {
    return (await client.listTools()).tools;
  } finally {
    await client.close();
  }
}
/** The inotify watches a Linux process holds (one per watched folder or file). */
const inotifyWatches = (pid: number) =>
  readdirSync(`/proc/${pid}/fdinfo`).reduce((n, fd) => {
    try {
      return n + (readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8').match(/^inotify wd:/gm)?.length ?? 0);
    } catch {
      return n;
    }
  }, 0);
const toolNames = async (url: string) => (await listTools(url)).map((t) => t.name);

test('mcpgen dev: restarts on a manifest change, a schema file change and a fixed handler, survives a broken build', { timeout: 600_000 }, async () => {
  const dir = path.join(scratch.dir, 'p');
  expect((await runCli(['init', dir])).code).toBe(0);
  // A step after tsc in the build script (one that makes the bin executable) runs after each resident compile too.
  const pkgFile = path.join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { scripts: Record<string, string> };
  pkg.scripts.build = `tsc -p tsconfig.json && node -e "fs.chmodSync('dist/main.js', 0o755)"`;
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  const dev = spawn(process.execPath, [CLI, 'dev', '--', '--http', '--port', '0'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  dev.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  dev.stdout.resume();
  const urls = () => [...stderr.matchAll(/"msg":"listening".*?"url":"([^"]+)"/g)].map((m) => m[1]!);
  const serverPids = () => [...stderr.matchAll(/server started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
  const waitFor = async (what: string, done: () => boolean) => {
    const deadline = Date.now() + 240_000;
    while (!done()) {
      if (dev.exitCode !== null) throw new Error(`mcpgen dev exited (${dev.exitCode}) waiting for ${what}:\n${stderr}`);
      if (Date.now() > deadline) throw new Error(`no ${what}:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  try {
    await waitFor('first server', () => urls().length === 1);
    expect(await toolNames(urls()[0]!)).toEqual(['greet']);

    mkdirSync(path.join(dir, 'schemas'));
    const textSchema = path.join(dir, 'schemas/text.json');
    writeFileSync(textSchema, '{ "type": "string" }\n');
    appendFileSync(
      path.join(dir, 'mcp.yaml'),
      [
        '  shout:',
        '    title: Shout',
        '    description: Upper-cases a text.',
        '    annotations: { readOnlyHint: true, openWorldHint: false }',
        '    input: { type: object, properties: { text: { $ref: ./schemas/text.json } }, required: [text] }',
        '',
      ].join('\n'),
    );
    await waitFor('a server with the new tool', () => urls().length === 2);
    expect(await toolNames(urls()[1]!)).toEqual(['greet', 'shout']);

    const handler = path.join(dir, 'src/tools/greet.ts');
    const good = readFileSync(handler, 'utf8');
    writeFileSync(handler, `${good}\nexport const broken: number = 'not a number';\n`);
    await waitFor('the build error', () => stderr.includes('build failed'));
    expect(stderr).toMatch(/src\/tools\/greet\.ts\(\d+,\d+\): error TS2322/);
    expect(await toolNames(urls()[1]!), 'the previous server still answers').toEqual(['greet', 'shout']);

    writeFileSync(handler, good);
    await waitFor('a server after the fix', () => urls().length === 3);
    expect(await toolNames(urls()[2]!)).toEqual(['greet', 'shout']);
    // Scaffolding shout.ts (generate's own write) started no extra cycle: one server per change.
    expect(serverPids()).toHaveLength(3);

    writeFileSync(textSchema, '{ "type": "string", "maxLength": 280 }\n');
    await waitFor('a server with the edited schema file', () => urls().length === 4);
    const shout = (await listTools(urls()[3]!)).find((t) => t.name === 'shout');
    expect(JSON.stringify(shout?.inputSchema), stderr).toContain('"maxLength":280');
    // Every build was the resident tsc --watch's (the scaffold's build script starts with tsc), none a fallback.
    expect(stderr).toContain('mcpgen dev: builds with one resident tsc --watch -p tsconfig.json, then node -e');
    expect(statSync(path.join(dir, 'dist/main.js')).mode & 0o111, "the build script's step after tsc ran").toBe(0o111);
    expect(stderr).not.toContain('building with npm run build');
  } finally {
    const exited = new Promise((r) => dev.once('exit', r));
    if (dev.exitCode === null) dev.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    await killPid(dev.pid!, 'SIGKILL', 0);
    for (const pid of serverPids()) await killPid(pid, 'SIGKILL', 0);
  }
});

test('mcpgen dev on a stdio-only server (server.transports: [stdio]): generates and builds, starts no server', { timeout: 120_000 }, async () => {
  const dir = path.join(scratch.dir, 'stdio-only');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'mcp.yaml'),
    'mcpgen: 1\nserver: { name: quiet, version: 1.0.0, transports: [stdio] }\ntools:\n  ping:\n    title: Ping\n    description: Answers pong.\n    annotations: { readOnlyHint: true }\n',
  );
  // The project's own build is not what this checks: a no-op stands in for tsc (package.json is the user's file).
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'quiet', private: true, type: 'module', scripts: { build: 'node -e 0' } })}\n`);
  const dev = spawn(process.execPath, [CLI, 'dev'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  dev.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  dev.stdout.resume();
  try {
    const deadline = Date.now() + 60_000;
    while (!stderr.includes('no server is started') && dev.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(stderr).toContain('mcpgen dev: built; server.transports has no http, so no server is started here: a client starts node dist/main.js');
    expect(stderr).not.toContain('server started');
    expect(readFileSync(path.join(dir, 'src/generated/server.gen.ts'), 'utf8')).toContain('serveOverStdio(');
  } finally {
    const exited = new Promise((r) => dev.once('exit', r));
    if (dev.exitCode === null) dev.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    await killPid(dev.pid!, 'SIGKILL', 0);
  }
});

test('mcpgen dev sees every save made by rename (editors, sed -i): five of the manifest, then the schema file and the view', { timeout: 120_000 }, async () => {
  const dir = path.join(scratch.dir, 'renames');
  const files = writeWatchedProject(dir);
  // Dependencies and build output are not watched: 300 folders of them must cost no inotify watch.
  for (let i = 0; i < 150; i++) for (const top of ['node_modules', 'dist']) mkdirSync(path.join(dir, top, `p${i}`, 'lib'), { recursive: true });
  // The watcher is what this checks, not the project's build: a no-op stands in for tsc (package.json is the user's file).
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'watched', private: true, type: 'module', scripts: { build: 'node -e 0' } })}\n`);
  const dev = spawn(process.execPath, [CLI, 'dev'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  dev.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  dev.stdout.resume();
  const generated = (file: string) => readText(path.join(dir, 'src/generated', file));
  const seen = (what: string, check: () => boolean) => until(check, what, () => stderr, 15_000);
  try {
    await seen('the first build', () => stderr.includes('no server is started'));
    if (process.platform === 'linux') expect(inotifyWatches(dev.pid!), 'inotify watches of mcpgen dev').toBeLessThan(60);
    for (let save = 1; save <= 5; save++) {
      saveByRename(files.manifest, watchedManifest(save));
      await seen(`manifest save ${save}`, () => generated('server.gen.ts').includes(`(save ${save})`));
    }
    for (let save = 1; save <= 2; save++) {
      saveByRename(files.schema, watchedSchema(100 + save));
      await seen(`schema file save ${save}`, () => generated('schemas.gen.ts').includes(`maxLength: ${100 + save}`));
      saveByRename(files.view, watchedView(save));
      await seen(`view save ${save}`, () => generated('views.gen.ts').includes(`view save ${save}`));
    }
    expect(dev.exitCode).toBe(null);
  } finally {
    const exited = new Promise((r) => dev.once('exit', r));
    if (dev.exitCode === null) dev.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    await killPid(dev.pid!, 'SIGKILL', 0);
  }
});
