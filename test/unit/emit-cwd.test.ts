// The emitter is a library: the paths its diagnostics show are relative to the cwd it is given, never the process's.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { UserFacingError } from '../../src/diagnostics/diagnostic.js';
import { applyPlan, writeFileAtomic } from '../../src/emit/apply.js';
import { planWrites } from '../../src/emit/plan.js';
import { scratchDir } from '../support/tmp.js';

const scratch = scratchDir('emit-cwd');
afterAll(() => scratch.cleanup());

const shownFile = async (run: () => Promise<unknown>): Promise<string | undefined> => {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserFacingError);
  return (error as UserFacingError).diagnostics[0]?.loc?.file;
};

describe('emit takes the cwd its diagnostics are relative to', () => {
  test('a file where the output folder should be: MCPG904 at the path from the given cwd', async () => {
    const project = path.join(scratch.dir, 'plan');
    mkdirSync(project);
    writeFileSync(path.join(project, 'out'), 'a file, not a folder');
    const files = [{ path: 'src/a.ts', content: 'export {};\n', owner: 'generator' as const }];
    const planned = await planWrites(files, path.join(project, 'out'), project).then(
      (plan) => shownFile(() => applyPlan(plan, { dryRun: false, force: false, cwd: project })),
      (error: unknown) => (error as UserFacingError).diagnostics[0]?.loc?.file,
    );
    expect(planned).toMatch(/^out(\/|$)/);
  });

  test('writeFileAtomic writes once, says false when the file already holds the text', async () => {
    const file = path.join(scratch.dir, 'one', 'note.json');
    expect(await writeFileAtomic(file, '{}\n', scratch.dir)).toBe(true);
    expect(await writeFileAtomic(file, '{}\n', scratch.dir)).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe('{}\n');
    writeFileSync(path.join(scratch.dir, 'blocker'), 'x');
    expect(await shownFile(() => writeFileAtomic(path.join(scratch.dir, 'blocker', 'f.json'), '{}', scratch.dir))).toMatch(/^blocker/);
  });
});
