// The lock (src/generated/mcpgen.lock.json) lets `generate --check` and a no-op `generate` answer from file hashes
// without rendering. It must never hide drift: anything it does not vouch for goes through the full render, and
// what the short-cut prints is what the full render would print.
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './support/cli.js';
import { copySpec, scratchDir } from './support/tmp.js';

const LOCK = 'src/generated/mcpgen.lock.json';
const BY_LOCK = "(by the lock's hashes; --full renders)";

describe('the lock short-cut', () => {
  const scratch = scratchDir('lock');
  let manifest: string;
  const cli = (...args: string[]) => runCli(['generate', 'mcp.yaml', ...args], { cwd: scratch.dir });
  const file = (rel: string) => path.join(scratch.dir, rel);

  beforeAll(async () => {
    // kitchen-sink has warnings (tools without a title), so replaying them is tested too.
    manifest = copySpec('kitchen-sink', scratch.dir);
    const first = await cli();
    expect(first.code, first.stderr).toBe(0);
  });
  afterAll(() => scratch.cleanup());

  it('a no-op check answers from the lock and prints what the full render prints', async () => {
    const [fast, full] = await Promise.all([cli('--check'), cli('--check', '--full')]);
    expect(fast.code, fast.stderr).toBe(0);
    expect(full.code, full.stderr).toBe(0);
    expect(fast.stderr).toContain(BY_LOCK);
    expect(full.stderr).not.toContain(BY_LOCK);
    expect(full.stderr).toContain('warning MCPG');
    expect(fast.stderr.replace(` ${BY_LOCK}`, '')).toBe(full.stderr);
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
    expect((await cli('--check')).stderr).toContain(BY_LOCK);
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
    expect(orphan.stderr).not.toContain(BY_LOCK);
    rmSync(file('src/tools/gone.ts'));

    writeFileSync(file('src/generated/old.gen.ts'), '// generated — do not edit. Source: mcp.yaml.\n');
    const stale = await cli('--check');
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('old.gen.ts:1:1: error MCPG903 stale');
    rmSync(file('src/generated/old.gen.ts'));
  });

  it('a manifest edit that changes no generated file passes the check and refreshes only the lock', async () => {
    const text = readFileSync(manifest, 'utf8');
    writeFileSync(manifest, `${text}# a comment\n`);
    const check = await cli('--check');
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toContain(`${LOCK} is out of date`);
    const regen = await cli();
    expect(regen.stderr).toMatch(/mcpgen: 1 update, \d+ unchanged/);
    expect((await cli('--check')).stderr).toContain(BY_LOCK);
  });

  it('a manifest edit that changes the server is drift, never answered by the lock', async () => {
    const text = readFileSync(manifest, 'utf8');
    writeFileSync(manifest, text.replace('  title: Kitchen Sink\n', '  title: Kitchen Sink (changed)\n'));
    const check = await cli('--check');
    writeFileSync(manifest, text);
    expect(check.code, check.stderr).toBe(1);
    expect(check.stderr).toContain('MCPG903 changed');
    expect(check.stderr).not.toContain(BY_LOCK);
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
    const garbled = await cli('--check');
    expect(garbled.code, garbled.stderr).toBe(0);
    expect(garbled.stderr).toContain(`${LOCK} is out of date`);
    const rewrite = await cli();
    expect(rewrite.code, rewrite.stderr).toBe(0);
    expect(rewrite.stderr).toMatch(/mcpgen: 1 update, \d+ unchanged/);
    expect((await cli('--check')).stderr).toContain(BY_LOCK);
  });

  it('MCPG905 is still reported when the check answers from the lock', async () => {
    const pkgFile = file('package.json');
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { dependencies: Record<string, string> };
    delete pkg.dependencies['@opentelemetry/api'];
    writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
    const [fast, full] = await Promise.all([cli('--check'), cli('--check', '--full')]);
    expect(fast.stderr).toContain(BY_LOCK);
    expect(fast.stderr).toContain('warning MCPG905');
    expect(fast.stderr.replace(` ${BY_LOCK}`, '')).toBe(full.stderr);
  });
});
