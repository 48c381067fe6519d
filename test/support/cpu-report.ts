// Sorts what test/support/cpu-per-file.ts recorded: npx tsx test/support/cpu-report.ts <file>
import { readFileSync } from 'node:fs';
import path from 'node:path';

const rows = readFileSync(process.argv[2] ?? '.tmp/test-cpu.jsonl', 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as { file: string; self: number; children: number });
// A file with several describe blocks may report more than once: its last line holds the totals.
const byFile = new Map(rows.map((r) => [r.file, r]));
const sorted = [...byFile.values()].sort((a, b) => b.self + b.children - (a.self + a.children));
let total = 0;
for (const r of sorted) {
  total += r.self + r.children;
  console.log(
    `${(r.self + r.children).toFixed(1).padStart(7)} s  (self ${r.self.toFixed(1)}, children ${r.children.toFixed(1)})  ${path.relative(process.cwd(), r.file)}`,
  );
}
console.log(`${total.toFixed(1).padStart(7)} s  in ${sorted.length} files`);
