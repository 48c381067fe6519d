// The built binary (dist/cli.js as a real process) on a few of the checks that the unit tier runs in process through
// the same `runMcpgen`: the diagnostics goldens of specs/invalid/ and a golden's `generate --check`.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.js';
import { listSpecs } from './support/specs.js';
import { listInvalidFixtures, parseExpected } from './support/update-invalid.js';

describe('the built CLI prints what the in-process run prints', () => {
  const fixtures = listInvalidFixtures().filter((f) => existsSync(f.expectedFile));
  // One fixture per stage that reports: YAML syntax, schema shape, semantic rules, file references.
  const sample = ['MCPG001', 'MCPG101', 'MCPG201', 'MCPG301'].flatMap((code) => fixtures.filter((f) => f.code === code).slice(0, 1));

  it('samples four stages', () => expect(sample.length).toBe(4));

  for (const f of sample)
    it.concurrent(`validate ${f.name}`, async ({ expect }) => {
      const expected = parseExpected(readFileSync(f.expectedFile, 'utf8'));
      const result = await runCli(['validate', f.manifest]);
      expect(result.stderr).toBe(expected.stderr);
      expect(result.code).toBe(expected.exitCode);
      expect(result.stdout).toBe('');
    });

  const spec = listSpecs()[0]!;
  it(`generate ${spec.manifest} --check exits 0`, async () => {
    const result = await runCli(['generate', spec.manifest, '--out', spec.out, '--check']);
    expect(result.stderr).toContain('is up to date');
    expect(result.code).toBe(0);
  });
});
