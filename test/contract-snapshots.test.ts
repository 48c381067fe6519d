// The goldens' committed contract snapshots (specs/<name>.contract.json, refreshed by `npm run regen`) match their
// specs: `mcpgen contract --check` finds no change, so a spec edit that changes the surface fails here until regen
// records it (and regen itself refuses a breaking edit without a major bump).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT, runCliInProcess } from './support/cli.js';

const snapshots = readdirSync(path.join(REPO_ROOT, 'specs'))
  .filter((f) => f.endsWith('.contract.json'))
  .sort();

describe('committed contract snapshots of the specs', () => {
  test('there is at least one (docs-search)', () => {
    expect(snapshots).toContain('docs-search.contract.json');
  });
  for (const file of snapshots) {
    test(`${file} is up to date with its spec`, async () => {
      const spec = `specs/${file.replace(/\.contract\.json$/, '.yaml')}`;
      const r = await runCliInProcess(['contract', '--check', spec]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toBe(`mcpgen: specs/${file}: the surface matches the snapshot\n`);
    });
  }
});
