// An HTTP-bound tool's handler is the user's: a changed operation (path, parameters) reaches the generated
// operations.gen.ts on regenerate while every handler, edited or not, stays as it is.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { runInProject } from './support/cli.js';
import { copySpec, scratchDir } from './support/tmp.js';

const scratch = scratchDir('http-regen');
afterAll(() => scratch.cleanup());

test('regenerating after the API changed updates the operation, never a handler', async () => {
  const manifest = copySpec('http-api', scratch.dir);
  const read = (rel: string) => readFileSync(path.join(scratch.dir, rel), 'utf8');
  expect((await runInProject(scratch.dir, 'generate')).code).toBe(0);
  const handler = read('src/tools/get-trip.ts');
  expect(handler).toContain('export const getTrip: GetTripHandler = (input, ctx) => operations.getTrip(input, ctx);');
  // The user post-processes one call; another handler is left as scaffolded.
  const edited = handler.replace('operations.getTrip(input, ctx);', 'operations.getTrip(input, ctx).then((trip) => ({ ...trip, name: trip.name.trim() }));');
  writeFileSync(path.join(scratch.dir, 'src/tools/get-trip.ts'), edited);
  const untouched = read('src/tools/delete-trip.ts');

  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('path: /trips/{tripId}\n', 'path: /v2/trips/{tripId}\n'));
  const again = await runInProject(scratch.dir, 'generate');
  expect(again.code, again.stderr).toBe(0);
  expect(read('src/generated/operations.gen.ts')).toContain('path: "/v2/trips/{tripId}"');
  expect(read('src/tools/get-trip.ts')).toBe(edited);
  expect(read('src/tools/delete-trip.ts')).toBe(untouched);
});
