// Part a: generation at scale. Manifests are made at bench time from OpenAPI documents shipped on npm by
// `mcpgen import openapi` (timed too), then the built CLI is run as a whole process (cold generate, no-op --check,
// one tool changed), next to openapi-mcp-generator and openapi-typescript on the same OpenAPI document.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { npmFile } from './npm-file.js';
import { parseDocument } from 'yaml';
import { BENCH_DIR, fmt, median, ratio, REPO, runProcess, table, type ProcResult } from './proc.js';

export interface Spec {
  readonly name: string;
  readonly file: () => string;
  readonly quick: boolean;
}

export const SPECS: readonly Spec[] = [
  { name: 'train-travel', file: () => path.join(REPO, 'node_modules/@readme/oas-examples/3.1/json/train-travel.json'), quick: true },
  { name: 'star-trek', file: () => path.join(REPO, 'node_modules/@readme/oas-examples/3.0/json/star-trek.json'), quick: true },
  { name: 'github', file: () => npmFile('@octokit/openapi', '23.0.2', 'generated/api.github.com.json'), quick: false },
];

const CLI = path.join(REPO, 'dist', 'cli.js');
const RESIDENT = path.join(REPO, 'test', 'bench', 'resident-generate.mjs');
const BIN = (name: string) => path.join(REPO, 'node_modules', '.bin', name);
const TIMEOUT = 600_000;

function ok(r: ProcResult, what: string, allowed: readonly number[] = [0]): ProcResult {
  if (!allowed.includes(r.code ?? -1)) throw new Error(`${what} exited ${r.code}:\n${r.stderr.slice(-2000)}`);
  return r;
}

/**
 * Empties `dir` for a cold run by moving it aside (deleted once the manifest's runs are over). Deleting ~1,250 files
 * just before a run charged that deletion's file-system work to the run: on this machine's ext4 (mounted with
 * `discard`) the next run's 1,250 creates then took ~0.6 s instead of ~0.08 s.
 */
function setAside(dir: string, trash: string): void {
  if (!existsSync(dir)) return;
  mkdirSync(trash, { recursive: true });
  renameSync(dir, path.join(trash, `${path.basename(dir)}-${readdirSync(trash).length}`));
}

async function repeat(runs: number, before: () => void, run: () => Promise<ProcResult>): Promise<ProcResult[]> {
  const out: ProcResult[] = [];
  for (let i = 0; i < runs; i++) {
    before();
    out.push(await run());
  }
  return out;
}

const stat = (rs: readonly ProcResult[]) => ({ ms: median(rs.map((r) => r.ms)), rss: median(rs.map((r) => r.rssMb)) });

export async function benchGeneration(options: { runs: number; quick: boolean; log: (s: string) => void }): Promise<string> {
  const rows: string[][] = [];
  // Folders set aside by cold runs, deleted after the last measurement (see setAside).
  const trashes: string[] = [];
  for (const spec of SPECS.filter((s) => s.quick || !options.quick)) {
    const dir = path.join(BENCH_DIR, 'gen', spec.name);
    // A previous bench's folder is set aside too (deleting it here would slow this manifest's first runs).
    setAside(dir, path.join(BENCH_DIR, 'gen-set-aside'));
    mkdirSync(dir, { recursive: true });
    const specFile = spec.file();
    const manifest = path.join(dir, 'mcp.yaml');
    // The import writes dir/mcp.yaml and generates the project there; the runs below generate into dir/server.
    const imported = await repeat(
      1,
      () => undefined,
      async () =>
        ok(await runProcess('node', [CLI, 'import', 'openapi', specFile, '--out', dir, '--name', spec.name], { timeoutMs: TIMEOUT }), 'import openapi'),
    );
    const original = readFileSync(manifest, 'utf8');
    const tools = Number(/(\d+) tools →/.exec(imported[0]!.stderr)?.[1] ?? 0);
    // Every edited run gets a description never seen before.
    const touched = oneToolChanged(original);
    const converted = { tools, yaml: original };
    const out = path.join(dir, 'server');
    const gen = (...extra: string[]) => runProcess('node', [CLI, 'generate', manifest, '--out', out, ...extra], { timeoutMs: TIMEOUT });
    options.log(
      `generation: ${spec.name} (${converted.tools} tools, ${(converted.yaml.length / 1e6).toFixed(1)} MB manifest, import ${fmt(imported[0]!.ms)} ms)`,
    );

    const trash = path.join(dir, 'set-aside');
    const cold = await repeat(
      options.runs,
      () => setAside(out, trash),
      async () => ok(await gen(), 'generate'),
    );
    const lines = countLines(out);
    // The generated project compiles with strict tsc (its own tsconfig), the whole of it.
    const tsc = ok(
      await runProcess('node', [path.join(REPO, 'node_modules/typescript/bin/tsc'), '-p', path.join(out, 'tsconfig.json'), '--noEmit'], { timeoutMs: TIMEOUT }),
      'tsc',
    );
    // The drift gate: a full render compared with the disk (nothing to write, so no syntax gate).
    const check = await repeat(
      options.runs,
      () => undefined,
      async () => ok(await gen('--check'), 'generate --check'),
    );
    // One tool's description changed, each run a new text, in a fresh process (a build step's generate).
    let edits = 0;
    const changed = await repeat(
      options.runs,
      () => writeFileSync(manifest, touched(++edits)),
      async () => ok(await gen(), 'generate (one tool changed)'),
    );
    writeFileSync(manifest, converted.yaml);
    // The same edit in a resident generator, as `mcpgen dev` runs it: modules loaded and compiled once.
    const resident = JSON.parse(
      ok(await runProcess('node', [RESIDENT, manifest, out, String(Math.max(3, options.runs))], { timeoutMs: TIMEOUT }), 'resident generate').stdout,
    ) as { ms: number[]; cpuMs: number[] };
    const rewritten = changed.map((r) => [...r.stderr.matchAll(/(\d+) (?:update|create)\b/g)].reduce((n, m) => n + Number(m[1]), 0));
    // Node 22 has V8's compile cache (cli.ts enables it): the first run fills it, the next ones load from it.
    const node22 = await node22Runs(
      options.runs,
      () => setAside(out, trash),
      (node) =>
        runProcess(node, [CLI, 'generate', manifest, '--out', out], {
          timeoutMs: TIMEOUT,
          env: { ...process.env, NODE_COMPILE_CACHE: path.join(BENCH_DIR, 'compile-cache') },
        }),
    );
    options.log(`generation: ${spec.name}: one tool changed ${fmt(stat(changed).ms)} ms, ${fmt(median(resident.ms))} ms resident`);

    const mcpOut = path.join(dir, 'openapi-mcp-generator');
    const omg = await repeat(
      options.runs,
      () => setAside(mcpOut, trash),
      async () =>
        ok(await runProcess(BIN('openapi-mcp-generator'), ['-i', specFile, '-o', mcpOut, '--force'], { timeoutMs: TIMEOUT }), 'openapi-mcp-generator'),
    );
    const ots = await repeat(
      options.runs,
      () => undefined,
      async () =>
        ok(
          await runProcess(BIN('openapi-typescript'), [specFile, '-o', path.join(dir, 'openapi-typescript.ts')], { timeoutMs: TIMEOUT }),
          'openapi-typescript',
        ),
    );

    trashes.push(trash);
    const c = stat(cold);
    const k = stat(check);
    const ch = stat(changed);
    const m = stat(omg);
    const t = stat(ots);
    rows.push([
      `${spec.name} (${converted.tools} tools, ${fmt(lines / 1000, 0)}k lines out)`,
      `${fmt(imported[0]!.ms)} ms / ${fmt(imported[0]!.rssMb)} MB`,
      `${fmt(c.ms)} ms / ${fmt(c.rss)} MB`,
      `${fmt(tsc.ms)} ms`,
      `${fmt(k.ms)} ms / ${fmt(k.rss)} MB`,
      `${fmt(ch.ms)} ms, ${Math.max(...rewritten)} file(s)`,
      `${fmt((100 * ch.ms) / c.ms)} %`,
      `${fmt(median(resident.ms))} ms (${fmt(median(resident.cpuMs))} ms CPU)`,
      `${fmt((100 * median(resident.ms)) / c.ms)} %`,
      node22 ? `${fmt(node22.first)} ms first, ${fmt(node22.warm)} ms after` : '—',
      `${fmt(m.ms)} ms / ${fmt(m.rss)} MB`,
      `${fmt(t.ms)} ms / ${fmt(t.rss)} MB`,
      ratio(c.ms, m.ms),
      ratio(c.rss, m.rss),
      ratio(c.ms, t.ms),
    ]);
  }
  for (const trash of [...trashes, path.join(BENCH_DIR, 'gen-set-aside')]) rmSync(trash, { recursive: true, force: true });
  return table(
    [
      'manifest',
      'mcpgen import openapi (with its generate)',
      'mcpgen generate (cold) time / peak RSS',
      'tsc --noEmit (strict) of the project',
      'generate --check (no-op, full render) / peak RSS',
      'one tool changed (fresh process)',
      'one-tool vs cold',
      'one tool changed, resident generator (mcpgen dev)',
      'resident one-tool vs cold',
      'cold generate, Node 22 + compile cache',
      'openapi-mcp-generator 4.0.1',
      'openapi-typescript 7.13.0',
      'time vs omg',
      'RSS vs omg',
      'time vs openapi-ts',
    ],
    rows,
  );
}

/** The manifest with its first tool's description changed, a different text for each n. */
export function oneToolChanged(original: string): (n: number) => string {
  const doc = parseDocument(original);
  const first = Object.keys((doc.toJS() as { tools: object }).tools)[0]!;
  const description = String(doc.getIn(['tools', first, 'description']));
  return (n) => {
    doc.setIn(['tools', first, 'description'], `${description} (changed ${n})`);
    return doc.toString({ lineWidth: 0 });
  };
}

/** Cold runs under Node 22 (from the npm package node@22, as the conformance suite gets it); undefined offline. */
async function node22Runs(runs: number, before: () => void, run: (node: string) => Promise<ProcResult>) {
  let node: string;
  try {
    node = execFileSync('npx', ['-y', '-p', 'node@22', '--', 'node', '-p', 'process.execPath'], { encoding: 'utf8', timeout: 300_000 }).trim();
  } catch {
    return undefined;
  }
  rmSync(path.join(BENCH_DIR, 'compile-cache'), { recursive: true, force: true });
  const all = await repeat(Math.max(2, runs + 1), before, async () => ok(await run(node), 'generate (node 22)'));
  return { first: all[0]!.ms, warm: median(all.slice(1).map((r) => r.ms)) };
}

function countLines(out: string, dir = path.join(out, 'src', 'generated')): number {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, e.name);
    n += e.isDirectory() ? countLines(out, file) : readFileSync(file, 'utf8').split('\n').length - 1;
  }
  return n;
}
