import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';

type Ts = typeof TsMorph.ts;

// Required on first use, not imported: importing a CommonJS package from ESM first scans its source for export
// names (~0.25 s for ts-morph). The gate needs only the parser: ts-morph's own TypeScript (ts-morph's `ts`),
// without the rest of ts-morph (~22 MB less). On Node ≥ 22.1 the CLI's compile cache keeps its compiled code.
let typescript: Ts | undefined;

export function loadTs(): Ts {
  return (typescript ??= createRequire(createRequire(import.meta.url).resolve('ts-morph'))('@ts-morph/common/dist/typescript.js') as Ts);
}
