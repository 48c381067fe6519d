// Opt-in (MCPGEN_TEST_CPU=<file>): appends one line per test file with the CPU seconds its worker process and every
// child it waited for (servers, the CLI, tsc, npm) spent while the file ran, read from /proc/self/stat (utime, stime,
// cutime, cstime) before and after it. `npx tsx test/support/cpu-report.ts <file>` sorts them.
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';

/** [own, children's] CPU seconds of this process so far. */
function cpuSeconds(): [number, number] {
  // Fields after the command name (which is in parentheses and may hold spaces): utime is field 14 of the line.
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const [utime, stime, cutime, cstime] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 15)
    .map(Number) as [number, number, number, number];
  const ticks = 100; // USER_HZ on Linux
  return [(utime + stime) / ticks, (cutime + cstime) / ticks];
}

const target = process.env.MCPGEN_TEST_CPU;
if (target) {
  let start: [number, number] = [0, 0];
  beforeAll(() => {
    start = cpuSeconds();
  });
  afterAll(() => {
    const [self, children] = cpuSeconds();
    const file = expect.getState().testPath ?? 'unknown';
    appendFileSync(target, `${JSON.stringify({ file, self: self - start[0], children: children - start[1] })}\n`);
  });
}
