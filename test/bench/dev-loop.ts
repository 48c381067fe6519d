// The edit loop of `mcpgen dev` (`npm run bench -- --only dev`): from saving a manifest with one tool's description
// changed to the restarted server answering tools/list with the new text (generate, the project's `npm run build`,
// restart), over HTTP. Saved as editors save (a temporary file renamed over the manifest), at 7 and 120 tools (the
// manifests `mcpgen import openapi` makes of train-travel and star-trek).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { saveByRename } from '../support/watched-project.js';
import { oneToolChanged, SPECS } from './generation.js';
import { BENCH_DIR, fmt, killGroup, median, REPO, runProcess, table } from './proc.js';

export interface DevRow {
  readonly name: string;
  readonly tools: number;
  readonly first: number;
  readonly edits: readonly number[];
}

const CLI = path.join(REPO, 'dist', 'cli.js');
const WAIT_MS = 600_000;

async function toolDescriptions(url: string): Promise<string[]> {
  const client = new Client({ name: 'bench-dev', version: '0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  try {
    return (await client.listTools()).tools.map((t) => t.description ?? '');
  } finally {
    await client.close();
  }
}

/** Runs `mcpgen dev` in the imported project `dir` and times `runs` saved edits; the manifest is restored after. */
export async function benchDevLoop(o: {
  name: string;
  tools: number;
  dir: string;
  manifest: string;
  original: string;
  touched: (n: number) => string;
  runs: number;
  log: (s: string) => void;
}): Promise<DevRow> {
  const start = performance.now();
  const dev = spawn(process.execPath, [CLI, 'dev', '--', '--http', '--port', '0'], { cwd: o.dir, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  dev.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const urls = () => [...stderr.matchAll(/"msg":"listening".*?"url":"([^"]+)"/g)].map((m) => m[1]!);
  const waitFor = async (count: number) => {
    const deadline = performance.now() + WAIT_MS;
    while (urls().length < count) {
      if (dev.exitCode !== null || performance.now() > deadline) throw new Error(`mcpgen dev: no server #${count}:\n${stderr.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return urls()[count - 1]!;
  };
  try {
    await waitFor(1);
    const first = performance.now() - start;
    const edits: number[] = [];
    for (let i = 1; i <= o.runs; i++) {
      const mark = `(changed ${10_000 + i})`;
      const t0 = performance.now();
      saveByRename(o.manifest, o.touched(10_000 + i));
      const url = await waitFor(i + 1);
      const descriptions = await toolDescriptions(url);
      edits.push(performance.now() - t0);
      if (!descriptions.some((d) => d.endsWith(mark))) throw new Error(`mcpgen dev: the restarted server does not list ${mark}`);
    }
    o.log(`dev loop: ${o.name}: ${edits.map((ms) => fmt(ms)).join(', ')} ms`);
    return { name: o.name, tools: o.tools, first, edits };
  } finally {
    killGroup(dev.pid);
    writeFileSync(o.manifest, o.original);
  }
}

export function devTable(rows: readonly DevRow[]): string {
  return table(
    ['`mcpgen dev` (HTTP)', 'start to first server', 'saved description edit → restarted server answers tools/list (median)', 'runs'],
    rows.map((r) => [`${r.name} (${r.tools} tools)`, `${fmt(r.first)} ms`, `${fmt(median(r.edits))} ms`, r.edits.map((ms) => fmt(ms)).join(', ')]),
  );
}

/** The dev loop at 7 and 120 tools: `runs` saves each (the median is the figure). */
export async function benchDev(options: { runs: number; log: (s: string) => void }): Promise<string> {
  const rows: DevRow[] = [];
  for (const spec of SPECS.filter((s) => s.quick)) {
    const dir = path.join(BENCH_DIR, 'dev', spec.name);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const imported = await runProcess('node', [CLI, 'import', 'openapi', spec.file(), '--out', dir, '--name', spec.name], { timeoutMs: WAIT_MS });
    if (imported.code !== 0) throw new Error(`import openapi exited ${imported.code}:\n${imported.stderr.slice(-2000)}`);
    const manifest = path.join(dir, 'mcp.yaml');
    const original = readFileSync(manifest, 'utf8');
    const tools = Number(/(\d+) tools →/.exec(imported.stderr)?.[1] ?? 0);
    rows.push(await benchDevLoop({ name: spec.name, tools, dir, manifest, original, touched: oneToolChanged(original), runs: options.runs, log: options.log }));
  }
  return devTable(rows);
}
