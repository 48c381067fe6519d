// Rung 3: generated/<spec>/ is exactly what the generator produces today (file by file, plus completeness).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { readManifest, renderManifest } from '../src/pipeline.js';
import { REPO_ROOT, runCliInProcess } from './support/cli.js';
import { listSpecs } from './support/specs.js';

function filesUnder(dir: string, rel = ''): string[] {
  if (!existsSync(path.join(dir, rel))) return [];
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const child = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? filesUnder(dir, child) : [child];
  });
}

describe.each(listSpecs())('golden $name', (spec) => {
  test('every generator-owned file matches byte for byte, and nothing is missing or stale', async () => {
    const loaded = await readManifest(spec.manifest, REPO_ROOT);
    if (!('doc' in loaded)) throw new Error(loaded.message);
    const outDir = path.join(REPO_ROOT, spec.out);
    const { files, diagnostics } = await renderManifest(loaded, outDir);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const owned = files!.filter((f) => f.owner === 'generator');
    for (const file of owned) expect(readFileSync(path.join(outDir, file.path), 'utf8'), file.path).toBe(file.content);
    expect([...filesUnder(outDir, 'src/generated'), ...filesUnder(outDir, 'test/generated')].sort()).toEqual(owned.map((f) => f.path).sort());
    for (const file of files!.filter((f) => f.owner === 'user')) expect(existsSync(path.join(outDir, file.path)), file.path).toBe(true);
  });

  test('the CLI agrees: generate --check exits 0', async () => {
    const result = await runCliInProcess(['generate', spec.manifest, '--out', spec.out, '--check']);
    expect(result.stderr).toContain('is up to date');
    expect(result.code).toBe(0);
  });
});

describe('mcpgen runtime', () => {
  test('src/generated/runtime/ holds the same bytes in every golden: the files of templates/runtime/', () => {
    const runtimeDir = path.join(REPO_ROOT, 'templates/runtime');
    const shipped = new Map(readdirSync(runtimeDir).map((f) => [f, readFileSync(path.join(runtimeDir, f), 'utf8')]));
    let compared = 0;
    for (const spec of listSpecs()) {
      const dir = path.join(REPO_ROOT, spec.out, 'src/generated/runtime');
      // README.md lists the files and why each is there (derived, so not one of the shipped files).
      for (const file of readdirSync(dir).filter((f) => f !== 'README.md')) {
        expect(shipped.has(file), `${spec.name}: ${file}`).toBe(true);
        expect(readFileSync(path.join(dir, file), 'utf8'), `${spec.name}: ${file}`).toBe(shipped.get(file));
        compared++;
      }
      // Only the files a project needs (test/unit/runtime-files.test.ts): unused features bring none.
      expect(readdirSync(dir).length, spec.name).toBeGreaterThanOrEqual(15);
    }
    expect(compared).toBeGreaterThan(listSpecs().length * 15);
  });
});
