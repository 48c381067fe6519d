// The lock (node_modules/.cache/mcpgen/lock.json, a cache out of version control) lets `generate --check` and a no-op `generate` answer from file hashes
// without rendering. It must never hide drift: anything it does not vouch for goes through the full render, and
// what the short-cut prints is what the full render would print.
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../src/pipeline.js';
import { runCli, runInProject } from './support/cli.js';
import { copySpec, scratchDir } from './support/tmp.js';

const LOCK = 'node_modules/.cache/mcpgen/lock.json';

describe('the lock short-cut', () => {
  const scratch = scratchDir('lock');
  let manifest: string;
  /** `mcpgen generate mcp.yaml` in the project, as the built binary. */
  const binary = (...args: string[]) => runCli(['generate', 'mcp.yaml', ...args], { cwd: scratch.dir });
  /** The same command in process: the lock's answers and the full render's are compared many times, a process each
   * would cost ~2 CPU s. */
  const cli = (...args: string[]) => runInProject(scratch.dir, 'generate', args);
  const file = (rel: string) => path.join(scratch.dir, rel);
  /** Whether a --check would be answered by the lock: asked in process, since the output is the same either way. */
  const byLock = async () => (await generate({ manifestPath: 'mcp.yaml', cwd: scratch.dir, check: true })).fromLock === true;

  beforeAll(async () => {
    // kitchen-sink has warnings (tools without a title), so replaying them is tested too.
    manifest = copySpec('kitchen-sink', scratch.dir);
    const first = await binary();
    expect(first.code, first.stderr).toBe(0);
  });
  afterAll(() => scratch.cleanup());

  it('a no-op check answers from the lock and prints what the full render prints', async () => {
    const [fast, full] = await Promise.all([binary('--check'), binary('--check', '--full')]);
    expect(fast.code, fast.stderr).toBe(0);
    expect(full.code, full.stderr).toBe(0);
    expect(await byLock()).toBe(true);
    expect(full.stderr).toContain('warning MCPG');
    expect(fast.stderr).toBe(full.stderr);
  });

  it('a no-op generate reports the same plan without rendering', async () => {
    const [fast, full] = await Promise.all([cli(), cli('--full')]);
    expect(fast.code).toBe(0);
    expect(fast.stderr).toBe(full.stderr);
    expect(fast.stderr).toMatch(/\d+ unchanged, \d+ skip-user-owned/);
  });

  it('a hand-edited generated file is drift, with its diff, as without the lock', async () => {
    const target = file('src/generated/errors.gen.ts');
    const before = readFileSync(target, 'utf8');
    appendFileSync(target, '// edited\n');
    const check = await cli('--check');
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('errors.gen.ts:1:1: error MCPG903 changed');
    expect(check.stderr).toContain('-// edited');
    writeFileSync(target, before);
    expect(await byLock()).toBe(true);
  });

  it('a deleted handler, an extra handler and a stale generated file each send the check to the full render', async () => {
    const stub = readFileSync(file('src/tools/echo.ts'), 'utf8');
    rmSync(file('src/tools/echo.ts'));
    const missing = await cli('--check');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('src/tools/echo.ts:1:1: error MCPG903 missing');
    writeFileSync(file('src/tools/echo.ts'), stub);

    writeFileSync(file('src/tools/gone.ts'), 'export {};\n');
    const orphan = await cli('--check');
    expect(orphan.code).toBe(0);
    expect(orphan.stderr).toContain('warning MCPG902');
    expect(await byLock()).toBe(false);
    rmSync(file('src/tools/gone.ts'));

    writeFileSync(file('src/generated/old.gen.ts'), '// generated — do not edit. Source: mcp.yaml.\n');
    const stale = await cli('--check');
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('old.gen.ts:1:1: error MCPG903 stale');
    rmSync(file('src/generated/old.gen.ts'));
  });

  it('a manifest edit that changes no generated file passes the check; generate refreshes only the lock, silently', async () => {
    const text = readFileSync(manifest, 'utf8');
    writeFileSync(manifest, `${text}# a comment\n`);
    const check = await cli('--check');
    expect(check.code, check.stderr).toBe(0);
    expect(await byLock()).toBe(false);
    const regen = await cli();
    expect(regen.stderr).toMatch(/mcpgen: \d+ unchanged, \d+ skip-user-owned/);
    expect(regen.stderr).not.toMatch(/\bupdate\b/);
    expect(await byLock()).toBe(true);
  });

  it('is a cache: without it the check renders in full and says the same; the old checked-in lock is removed', async () => {
    const withLock = await cli('--check');
    rmSync(file(LOCK));
    expect(await byLock()).toBe(false);
    const without = await cli('--check');
    expect(without).toEqual(withLock);
    writeFileSync(
      file('src/generated/mcpgen.lock.json'),
      '{\n  "$comment": "generated — do not edit. Source: mcp.yaml. Lets `npm run check` skip rendering.",\n  "inputs": "0"\n}\n',
    );
    const legacy = await cli('--check');
    expect(legacy.code).toBe(1);
    expect(legacy.stderr).toContain('src/generated/mcpgen.lock.json:1:1: error MCPG903 stale');
    const cleaned = await cli();
    expect(cleaned.stderr).toMatch(/^ {2}delete +src\/generated\/mcpgen\.lock\.json$/m);
    expect(existsSync(file('src/generated/mcpgen.lock.json'))).toBe(false);
    expect(await byLock()).toBe(true);
  });

  it('a manifest edit that changes the server is drift, never answered by the lock', async () => {
    const text = readFileSync(manifest, 'utf8');
    writeFileSync(manifest, text.replace('  title: Kitchen Sink\n', '  title: Kitchen Sink (changed)\n'));
    const check = await cli('--check');
    const answeredByLock = await byLock();
    writeFileSync(manifest, text);
    expect(check.code, check.stderr).toBe(1);
    expect(check.stderr).toContain('MCPG903 changed');
    expect(answeredByLock).toBe(false);
  });

  it('a lock that does not match the disk, or is garbled, is not trusted and is rewritten', async () => {
    const lock = JSON.parse(readFileSync(file(LOCK), 'utf8')) as { files: Record<string, string> };
    const before = readFileSync(file('src/generated/tools.gen.ts'), 'utf8');
    // The inputs still match, so only the per-file hash comparison can catch this.
    writeFileSync(file('src/generated/tools.gen.ts'), `${before}// edited\n`);
    lock.files['src/generated/tools.gen.ts'] = '0'.repeat(64);
    writeFileSync(file(LOCK), `${JSON.stringify(lock, null, 2)}\n`);
    const check = await cli('--check');
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('tools.gen.ts:1:1: error MCPG903 changed');
    writeFileSync(file('src/generated/tools.gen.ts'), before);
    writeFileSync(file(LOCK), 'not json');
    expect(await byLock()).toBe(false);
    const garbled = await cli('--check');
    expect(garbled.code, garbled.stderr).toBe(0);
    const rewrite = await cli();
    expect(rewrite.code, rewrite.stderr).toBe(0);
    expect(await byLock()).toBe(true);
  });

  it('a dependency missing from package.json is drift whether or not the lock answers', async () => {
    const pkgFile = file('package.json');
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { dependencies: Record<string, string> };
    delete pkg.dependencies['@opentelemetry/api'];
    writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
    const [fast, full] = await Promise.all([cli('--check'), cli('--check', '--full')]);
    expect(await byLock()).toBe(true);
    expect(fast.stderr).toContain('package.json:1:1: error MCPG903 changed');
    expect(fast).toEqual(full);
  });
});
