// MCPG902 after a rename: the orphaned handler's warning says exactly what to rename (file, export, handler type).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { runCliInProcess, runInProject } from './support/cli.js';
import { scratchDir } from './support/tmp.js';

const scratch = scratchDir('rename');
afterAll(() => scratch.cleanup());

test('renaming greet to say_hello: git mv, the export and the handler type, named; then a plain removal', async () => {
  const dir = path.join(scratch.dir, 'p');
  expect((await runCliInProcess(['init', dir])).code).toBe(0);
  const manifest = path.join(dir, 'mcp.yaml');
  // `mcpgen generate` in the project, in process.
  const generate = () => runInProject(dir, 'generate');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('  greet:\n', '  say_hello:\n'));
  const renamed = await generate();
  expect(renamed.code, renamed.stderr).toBe(0);
  expect(renamed.stderr).toContain(
    'src/tools/greet.ts:1:1: warning MCPG902 no tool in the manifest uses this handler any more (it exports greet: GreetHandler); it was left in place, and the build fails until it is renamed or deleted\n' +
      '  hint: if the tool was renamed, keep your code: delete the new stub src/tools/say-hello.ts, then\n' +
      '    git mv src/tools/greet.ts src/tools/say-hello.ts\n' +
      '    in src/tools/say-hello.ts: rename the export greet -> sayHello and the type GreetHandler -> SayHelloHandler\n' +
      '  otherwise delete src/tools/greet.ts',
  );
  // The stub is still untouched on the next run: the same advice.
  expect((await generate()).stderr).toContain('git mv src/tools/greet.ts src/tools/say-hello.ts');
  // Once the new handler is the user's own code, no rename target is guessed.
  const stub = path.join(dir, 'src/tools/say-hello.ts');
  writeFileSync(stub, readFileSync(stub, 'utf8').replace(/return notImplemented\([^)]*\);/, "return { message: 'hi' };"));
  const later = await generate();
  expect(later.stderr).toContain(
    "hint: delete it if the tool is gone for good; if it was renamed, move your code into the new tool's handler in src/tools/ and delete this file",
  );
});
