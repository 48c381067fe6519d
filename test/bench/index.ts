// `npm run bench [-- --quick] [-- --only generation|dev|server|server-http|scale-out|search] [-- --runs N] [-- --tools 10,1000]`:
// prints tables of figures (never a test). `--tools` sets the server part's tool counts; `server-http` runs only its
// HTTP rows (throughput and the server's CPU time per request at the first and last count, medians of alternating
// runs: 3, or `--runs N`).
// Builds the CLI first so the figures are for the current source.
import { execSync } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { benchDev } from './dev-loop.js';
import { benchGeneration } from './generation.js';
import { REPO } from './proc.js';
import { benchScaleOut } from './scale-out.js';
import { benchSearch } from './search.js';
import { benchServer } from './server.js';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    runs: { type: 'string' },
    tools: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const quick = values.quick;
const runs = values.runs ? Number(values.runs) : quick ? 1 : 3;
const log = (s: string) => process.stderr.write(`bench: ${s}\n`);

// A hard ceiling for the whole run: nothing here may hang a terminal or CI.
const ceiling = setTimeout(() => {
  log('timed out after 90 minutes');
  process.exit(2);
}, 90 * 60_000);
ceiling.unref();

if (!values['no-build']) {
  log('building the CLI');
  execSync('npm run build --silent', { cwd: REPO, stdio: ['ignore', 'ignore', 'inherit'] });
}
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), node ${process.version}, load average ${os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ')} at start`;
const out: string[] = [`machine: ${machine}`, `mode: ${quick ? 'quick' : 'full'}, medians of ${runs} run(s)`, ''];
if (values.only === undefined || values.only === 'generation') {
  out.push('### Generation (whole process, built CLI)', '', await benchGeneration({ runs, quick, log }), '');
}
if (values.only === undefined || values.only === 'dev') {
  // Five saves at least: the figure is their median.
  out.push('### `mcpgen dev`: save → tools/list (built CLI, saves by rename)', '', await benchDev({ runs: Math.max(5, runs), log }), '');
}
const sizes = values.tools?.split(',').map(Number);
if (sizes?.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--tools takes tool counts, e.g. 10,1000: ${values.tools}`);
if (values.only === undefined || values.only === 'server' || values.only === 'server-http') {
  const httpOnly = values.only === 'server-http';
  out.push(
    '### Generated server vs hand-written SDK server',
    '',
    await benchServer({ quick, log, sizes, httpOnly, httpRuns: values.runs ? runs : undefined }),
    '',
  );
}
if (values.only === undefined || values.only === 'scale-out') {
  out.push('### Scale-out: instances behind a proxy, tasks through Redis', '', await benchScaleOut({ quick, log }), '');
}
if (values.only === undefined || values.only === 'search') {
  out.push('### Discover mode: search_tools on tasks others wrote (no model, in process)', '', await benchSearch({ quick, log }), '');
}
out.push(
  `load average at end: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
process.stdout.write(`${out.join('\n')}\n`);
