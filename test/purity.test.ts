// Rendering is pure: same bytes twice, input not mutated, independent of cwd and TZ.
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, cp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadManifest } from '../src/manifest/load.js';
import { renderManifest } from '../src/pipeline.js';
import { MCPGEN_VERSION } from '../src/self.js';
import { REPO_ROOT, runCli } from './support/cli.js';
import { listSpecs } from './support/specs.js';

describe.each(listSpecs())('purity $name', (spec) => {
  test('two renders are identical and the parsed manifest is not mutated', async () => {
    // Read as the CLI reads it (schema files its $refs name included); rendering from there touches nothing.
    const loaded = await loadManifest(spec.manifest, REPO_ROOT);
    const before = structuredClone(loaded.value);
    const a = await renderManifest(loaded, path.join(REPO_ROOT, spec.out));
    const b = await renderManifest(loaded, path.join(REPO_ROOT, spec.out));
    expect(a.files).toEqual(b.files);
    expect(loaded.value).toEqual(before);
    for (const f of a.files!) {
      expect(f.content.includes('\r'), `${f.path} has CR`).toBe(false);
      expect(f.content.endsWith('\n') && !f.content.endsWith('\n\n'), `${f.path} ends with one newline`).toBe(true);
      expect(f.content.includes(REPO_ROOT), `${f.path} leaks an absolute path`).toBe(false);
    }
  });

  test('output is byte-identical from another working directory and time zone', async () => {
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'mcpgen-purity-'));
    try {
      await cp(path.join(REPO_ROOT, 'specs'), path.join(tmp, 'specs'), { recursive: true });
      const out = path.join(tmp, spec.out);
      // Run from inside the output folder with absolute paths, in a far-away time zone. The scaffolded package.json
      // pins where this mcpgen came from (a path on this machine): pinned here to the version, as in the goldens.
      await cp(path.join(REPO_ROOT, 'specs'), path.join(tmp, 'elsewhere'), { recursive: true });
      const r = await runCli(['generate', path.join(tmp, spec.manifest), '--out', out], {
        cwd: path.join(tmp, 'elsewhere'),
        env: { TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8', MCPGEN_DEPENDENCY: MCPGEN_VERSION },
      });
      expect(r.code, r.stderr).toBe(0);
      const loaded = await loadManifest(path.join(tmp, spec.manifest), tmp);
      const { files } = await renderManifest(loaded, out);
      for (const f of files!) expect(await readFile(path.join(out, f.path), 'utf8'), f.path).toBe(f.content);
      // Same relative layout as the golden, so generator-owned files equal the checked-in ones.
      for (const f of files!.filter((x) => x.owner === 'generator'))
        expect(f.content, f.path).toBe(readFileSync(path.join(REPO_ROOT, spec.out, f.path), 'utf8'));
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  });
});

describe('purity of import openapi', () => {
  // The same document imported from two working directories (one with relative paths, one with absolute paths in a
  // far-away time zone and locale) gives byte-identical projects: nothing depends on the cwd, the clock or the locale.
  test('the imported project is byte-identical whatever the working directory', async () => {
    const { tree } = await import('./support/tmp.js');
    const roots = await Promise.all([0, 1].map(() => mkdtemp(path.join(os.tmpdir(), 'mcpgen-import-purity-'))));
    try {
      // pets.yaml refers to pet.yaml and toy.yaml beside it: all travel.
      for (const root of roots)
        for (const file of ['pets.yaml', 'pet.yaml', 'toy.yaml']) await cp(path.join(REPO_ROOT, 'test/fixtures/openapi', file), path.join(root, 'api', file));
      const env = { MCPGEN_DEPENDENCY: MCPGEN_VERSION };
      const near = await runCli(['import', 'openapi', 'api/pets.yaml', '--out', 'server'], { cwd: roots[0], env });
      expect(near.code, near.stderr).toBe(0);
      await cp(path.join(REPO_ROOT, 'specs'), path.join(roots[1]!, 'elsewhere'), { recursive: true });
      const far = await runCli(['import', 'openapi', path.join(roots[1]!, 'api/pets.yaml'), '--out', path.join(roots[1]!, 'server')], {
        cwd: path.join(roots[1]!, 'elsewhere'),
        env: { ...env, TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8' },
      });
      expect(far.code, far.stderr).toBe(0);
      const [a, b] = roots.map((root) => tree(path.join(root!, 'server')));
      expect([...a!.keys()].sort()).toEqual([...b!.keys()].sort());
      for (const [rel, content] of a!) {
        expect(b!.get(rel), rel).toBe(content);
        expect(content.includes(roots[0]!), `${rel} leaks an absolute path`).toBe(false);
      }
    } finally {
      await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
    }
  });
});
