// Where the running mcpgen came from decides what a scaffolded project pins (src/mcpgen-source.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { mcpgenSource, pinMcpgen } from '../../src/mcpgen-source.js';
import { MCPGEN_VERSION } from '../../src/self.js';
import { scratchDir } from '../support/tmp.js';

const scratch = scratchDir('source');
afterAll(() => scratch.cleanup());
afterEach(() => {
  delete process.env.MCPGEN_DEPENDENCY;
});

/** host/node_modules/mcpgen, with the host's package.json and lockfile as npm writes them. */
function installed(name: string, recorded: { lock?: string; pkg?: string }): string {
  const host = path.join(scratch.dir, name);
  const root = path.join(host, 'node_modules', 'mcpgen');
  mkdirSync(root, { recursive: true });
  if (recorded.pkg) writeFileSync(path.join(host, 'package.json'), JSON.stringify({ dependencies: { mcpgen: recorded.pkg } }));
  if (recorded.lock) writeFileSync(path.join(host, 'package-lock.json'), JSON.stringify({ packages: { 'node_modules/mcpgen': { resolved: recorded.lock } } }));
  return root;
}

describe('mcpgenSource', () => {
  test('a tarball install (npm install ../mcpgen.tgz, npx --package /abs/mcpgen.tgz) pins the tarball, absolute', () => {
    writeFileSync(path.join(scratch.dir, 'mcpgen-9.9.9.tgz'), '');
    const root = installed('tool', { lock: 'file:../mcpgen-9.9.9.tgz' });
    expect(mcpgenSource(root)).toEqual({ spec: `file:${path.join(scratch.dir, 'mcpgen-9.9.9.tgz')}`, from: 'tarball' });
    const npx = installed('npx', { pkg: `file:${path.join(scratch.dir, 'mcpgen-9.9.9.tgz')}` });
    expect(mcpgenSource(npx).from).toBe('tarball');
  });

  test('a registry install pins the version; a clone or an unknown install pins its folder', () => {
    expect(mcpgenSource(installed('reg', { lock: 'https://registry.npmjs.org/mcpgen/-/mcpgen-0.1.0.tgz' }))).toEqual({
      spec: MCPGEN_VERSION,
      from: 'registry',
    });
    const bare = installed('bare', {});
    expect(mcpgenSource(bare)).toEqual({ spec: `file:${bare}`, from: 'folder' });
    const clone = path.join(scratch.dir, 'clone');
    expect(mcpgenSource(clone)).toEqual({ spec: `file:${clone}`, from: 'folder' });
  });

  test('a recorded tarball that is gone falls back to the folder; MCPGEN_DEPENDENCY wins over everything', () => {
    const root = installed('gone', { lock: 'file:../missing.tgz' });
    expect(mcpgenSource(root)).toEqual({ spec: `file:${root}`, from: 'folder' });
    process.env.MCPGEN_DEPENDENCY = 'github:me/mcpgen#v1';
    expect(mcpgenSource(root)).toEqual({ spec: 'github:me/mcpgen#v1', from: 'environment' });
  });
});

describe('pinMcpgen', () => {
  test('replaces the rendered version, and leaves a package.json that says something else alone', async () => {
    const dir = path.join(scratch.dir, 'project');
    mkdirSync(dir);
    const file = path.join(dir, 'package.json');
    writeFileSync(file, JSON.stringify({ devDependencies: { mcpgen: MCPGEN_VERSION, tsx: '1' } }));
    await pinMcpgen(dir, { spec: 'file:/x/mcpgen.tgz', from: 'tarball' });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ devDependencies: { mcpgen: 'file:/x/mcpgen.tgz', tsx: '1' } });
    expect(await pinMcpgen(dir, { spec: 'file:/y/mcpgen.tgz', from: 'tarball' })).toBeUndefined();
    expect(JSON.parse(readFileSync(file, 'utf8')).devDependencies.mcpgen).toBe('file:/x/mcpgen.tgz');
  });
});
