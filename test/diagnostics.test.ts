// Golden tests of `mcpgen validate` over specs/invalid/: one manifest per diagnostic code, each with the exact
// stderr and exit code in <name>.expected.txt, run in process through the CLI's own `runMcpgen` (test/cli-smoke.test.ts runs a few through the built binary). Update the goldens with `npx tsx test/support/update-invalid.ts`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from '../src/diagnostics/codes.js';
import type { Diagnostic } from '../src/diagnostics/diagnostic.js';
import { runCliInProcess } from './support/cli.js';
import { INVALID_DIR, listInvalidFixtures, parseExpected, type Expected } from './support/update-invalid.js';

interface TextDiagnostic {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly severity: string;
  readonly code: string;
  readonly message: string;
}

const HEAD = /^(.+?):(\d+):(\d+): (error|warning) (MCPG\d{3}) (.*)$/;

/** The diagnostic head lines of a text report (hints and the summary line are skipped). */
function parseText(stderr: string): TextDiagnostic[] {
  return stderr.split('\n').flatMap((line) => {
    const m = HEAD.exec(line);
    return m ? [{ file: m[1]!, line: Number(m[2]), col: Number(m[3]), severity: m[4]!, code: m[5]!, message: m[6]! }] : [];
  });
}

/** Codes no manifest can trigger: an unreadable file, the emit/ownership checks (covered by the CLI tests), and the
 * import's own, about an OpenAPI document (covered by test/openapi-import.test.ts and test/openapi-lenient.test.ts). */
const NOT_FROM_A_MANIFEST = (code: string) => code === 'MCPG003' || code.startsWith('MCPG9') || /^MCPG7(0[1-9]|2\d)$/.test(code);

const fixtures = listInvalidFixtures();
const expectedOf = new Map<string, Expected>(
  fixtures.filter((f) => existsSync(f.expectedFile)).map((f) => [f.name, parseExpected(readFileSync(f.expectedFile, 'utf8'))]),
);
const expectedFor = (name: string): Expected => {
  const expected = expectedOf.get(name);
  if (!expected) throw new Error(`specs/invalid/${name}.expected.txt is missing; run npx tsx test/support/update-invalid.ts`);
  return expected;
};

describe('specs/invalid fixtures', () => {
  it('are named <CODE>-<slug>.yaml after a known code, each with its .expected.txt', () => {
    expect(fixtures.length).toBeGreaterThan(0);
    for (const f of fixtures) {
      expect(f.name, f.manifest).toMatch(/^MCPG\d{3}-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Object.keys(DIAGNOSTIC_CODES), f.manifest).toContain(f.code);
      expect(existsSync(f.expectedFile), `${f.name}.expected.txt`).toBe(true);
    }
    const stems = new Set(fixtures.map((f) => f.name));
    const orphans = readdirSync(INVALID_DIR).filter((f) => f.endsWith('.expected.txt') && !stems.has(f.slice(0, -'.expected.txt'.length)));
    expect(orphans).toEqual([]);
  });

  it('cover every code a manifest can trigger', () => {
    const covered = new Set([...expectedOf.values()].flatMap((e) => parseText(e.stderr).map((d) => d.code)));
    const uncovered = Object.keys(DIAGNOSTIC_CODES).filter((code) => !NOT_FROM_A_MANIFEST(code) && !covered.has(code));
    expect(uncovered).toEqual([]);
  });

  it('never record a crash or a stack trace', () => {
    for (const [name, e] of expectedOf) {
      expect(e.stderr, name).not.toContain('    at ');
      expect(e.stderr, name).not.toContain('internal error');
      expect([0, 1], name).toContain(e.exitCode);
    }
  });

  for (const f of fixtures) {
    it(`${f.name}: the expected output names its code and agrees with its exit code and summary`, () => {
      const e = expectedFor(f.name);
      const diagnostics = parseText(e.stderr);
      expect(diagnostics.map((d) => d.code)).toContain(f.code);
      for (const d of diagnostics) expect(d.file).toBe(f.manifest);
      expect(e.exitCode).toBe(diagnostics.some((d) => d.severity === 'error') ? 1 : 0);
      const errors = diagnostics.filter((d) => d.severity === 'error').length;
      const warnings = diagnostics.length - errors;
      expect(e.stderr.endsWith(`mcpgen: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n`)).toBe(true);
    });

    it(`${f.name}: validate prints exactly the expected stderr and exit code`, async () => {
      const e = expectedFor(f.name);
      const result = await runCliInProcess(['validate', f.manifest]);
      expect(result.stderr).toBe(e.stderr);
      expect(result.code).toBe(e.exitCode);
      expect(result.stdout).toBe('');
    });

    it(`${f.name}: validate --format json prints the same diagnostics as JSON on stdout`, async () => {
      const e = expectedFor(f.name);
      const result = await runCliInProcess(['validate', f.manifest, '--format', 'json']);
      expect(result.code).toBe(e.exitCode);
      expect(result.stderr).toBe('');
      const parsed = JSON.parse(result.stdout) as { diagnostics: Diagnostic[] };
      expect(Array.isArray(parsed.diagnostics)).toBe(true);
      const fromJson = parsed.diagnostics.map((d) => ({
        file: d.loc?.file,
        line: d.loc?.line,
        col: d.loc?.col,
        severity: d.severity,
        code: d.code,
        message: d.message,
      }));
      expect(fromJson).toEqual(parseText(e.stderr));
    });
  }
});
