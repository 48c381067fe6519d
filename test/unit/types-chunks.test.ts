// types.gen.ts is formatted in chunks cut before top-level declarations (src/render/types-file.ts), possibly by
// two threads. The joined result must be byte for byte what prettier prints for the whole file.
import { describe, expect, it } from 'vitest';
import { formatTypeScript } from '../../src/render/format.js';
import { joinFormatted, rawTypesFile, splitDeclarations } from '../../src/render/types-file.js';
import { listSpecs, specIR } from '../support/specs.js';

describe('types.gen.ts formatted in chunks equals types.gen.ts formatted whole', () => {
  it.each(listSpecs().map((s) => [s.name, s.manifest] as const))('%s', async (_name, manifestPath) => {
    const raw = await rawTypesFile(await specIR(manifestPath), '// header');
    const whole = await formatTypeScript(raw);
    // Tiny chunks: a cut before nearly every declaration, doc comments and blank lines included.
    for (const size of [1, 3, 17]) {
      // Everything through prettier: this checks the cutting and the blank lines between pieces.
      const { chunks, blankBefore, printed } = splitDeclarations(raw, { chunkLines: size, selfPrint: false });
      expect(printed.every((p) => !p)).toBe(true);
      const formatted = await Promise.all(chunks.map((c) => formatTypeScript(c)));
      expect(joinFormatted(formatted, blankBefore), `chunk size ${size}`).toBe(whole);
      // With one line per chunk every declaration starts a chunk (the header goes with the first).
      if (size === 1) expect(chunks.length).toBe(raw.split('\n').filter((l) => /^export (interface|type) /.test(l)).length);
    }
  });
});
