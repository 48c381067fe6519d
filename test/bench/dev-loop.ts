// The edit loop of `mcpgen dev`: from saving a manifest with one tool's description changed to the restarted
// server answering tools/list with the new text (generate, the project's `npm run build`, restart), over HTTP.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { fmt, killGroup, median, REPO, table } from './proc.js';

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
      writeFileSync(o.manifest, o.touched(10_000 + i));
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
