// Opt-in (MCPGEN_TEST_CPU=<file>): appends one line per test file with the CPU seconds its worker process and every
// child it waited for (servers, the CLI, tsc, npm) spent, read from /proc/self/stat (utime, stime, cutime, cstime).
// Each file runs in a fresh fork (vitest's default isolation), so the totals are the file's own.
// `npx tsx test/support/cpu-report.ts <file>` sorts them.
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';

const target = process.env.MCPGEN_TEST_CPU;
if (target) {
  afterAll(() => {
    // Fields after the command name (which is in parentheses and may hold spaces): utime is field 14 of the line.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [number, number, number, number];
    const ticks = 100; // USER_HZ on Linux
    const file = expect.getState().testPath ?? 'unknown';
    appendFileSync(target, `${JSON.stringify({ file, self: (utime + stime) / ticks, children: (cutime + cstime) / ticks })}\n`);
  });
}
