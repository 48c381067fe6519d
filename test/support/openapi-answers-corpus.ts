// Issue 41's measurement: for each corpus document, import it (the CLI in process), start the generated server as a real
// process, and make the sampled calls (answer-sampling.ts) with the official clients, v2 and then v1 (each lists the
// tools first, as a host does, so that both check structured content against the advertised output schemas), against
// Prism 5.16 behind the recording proxy, or the canned loopback backend where Prism cannot start. Each call gets two
// verdicts (answer-judge.ts), which hold only when they hold for both clients: the request exactly as the document
// says, and the answer faithfully delivered.
//   npx tsx test/support/openapi-answers-corpus.ts [name ...]
// runs all documents (or the named ones, merged into the previous results in .tmp/openapi-answers/results.json) and
// rewrites the table between the answers markers of docs/openapi-corpus.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { type PrismMock, startPrismMock } from '../e2e/prism-mock.js';
import { type CallResult, type Exchange, judgeCall } from './answer-judge.js';
import { sampleCalls, type ToolOperation } from './answer-sampling.js';
import { type CannedBackend, startCannedBackend } from './canned-backend.js';
import { REPO_ROOT, runCliInProcess } from './cli.js';
import { CORPUS, type CorpusDocument, importCorpusDocument } from './openapi-corpus.js';
import { answersTable, type DocumentAnswers } from './openapi-answers-table.js';
import { manifestOf, type Obj } from './project.js';
import { connectStdio, MODERN } from './server-process.js';
import { connectV1Stdio, type V1Session } from './v1-client.js';

const PRISM_START_MS = 180_000;
const CALL_MS = 60_000;
const SECRET = 'sample-SECRET';

/** The variables the server needs: every credential set, every base URL pointing at the mock. */
function serverEnv(manifest: Obj, origin: string): Record<string, string> {
  const env: Record<string, string> = { MCPGEN_API_BASE_URL: origin, MCPGEN_TOOLSETS: 'all' };
  Object.entries<Obj>(manifest.api?.auth ?? {}).forEach(([name, scheme], i) => {
    const variable = scheme.env ?? (i === 0 ? 'MCPGEN_API_TOKEN' : `MCPGEN_API_${upperSnake(name)}`);
    env[variable] = scheme.type === 'basic' ? `user:${SECRET}` : SECRET;
  });
  env.MCPGEN_API_TOKEN ??= SECRET;
  for (const tool of Object.values<Obj>(manifest.tools ?? {})) {
    const own = tool.http?.baseUrl;
    if (typeof own === 'string' && /^https?:/.test(own)) env[`MCPGEN_API_BASE_URL_${upperSnake(new URL(own).host + new URL(own).pathname)}`] = origin;
  }
  return env;
}

const upperSnake = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();

/** The document's response keys of each tool's operation. */
function toolOperations(raw: Obj, manifest: Obj, listed: readonly { name: string; inputSchema: Obj }[]): ToolOperation[] {
  const item = (p: string) => {
    const node = raw.paths?.[p];
    return typeof node?.$ref === 'string' ? raw.paths[node.$ref.slice(8).replace(/~1/g, '/').replace(/~0/g, '~')] : node;
  };
  return listed.flatMap((t) => {
    const http = manifest.tools?.[t.name]?.http;
    const op = http ? item(http.path)?.[http.method] : undefined;
    if (!op) return [];
    return [{ tool: t.name, method: http.method, path: http.path, responses: Object.keys(op.responses ?? {}), inputSchema: t.inputSchema }];
  });
}

/** The tools' input schemas as the manifest writes them (its definitions inlined), for a list the client refused. */
function manifestInputs(manifest: Obj): { name: string; inputSchema: Obj }[] {
  return Object.entries<Obj>(manifest.tools ?? {})
    .map(([name, tool]) => ({
      name,
      inputSchema: JSON.parse(JSON.stringify(tool.input ?? { type: 'object' }).replace(/"#\/definitions\//g, '"#/$defs/')) as Obj,
    }))
    .map((t) => ({ ...t, inputSchema: { ...t.inputSchema, $defs: manifest.definitions ?? {} } }));
}

/** What an interrupted script run must stop (Prism runs in its own process group). */
const stopOnSignal = new Set<() => Promise<void>>();

type Mock = { kind: 'prism'; mock: PrismMock } | { kind: 'canned'; mock: CannedBackend; why: string };

async function startMock(file: string, raw: Obj, cwd: string, canned: boolean): Promise<Mock> {
  if (canned) return { kind: 'canned', mock: await startCannedBackend(raw), why: 'asked for' };
  try {
    return { kind: 'prism', mock: await startPrismMock(file, cwd, [], PRISM_START_MS) };
  } catch (error) {
    return {
      kind: 'canned',
      mock: await startCannedBackend(raw),
      why: String((error as Error).message)
        .split('\n')[0]!
        .slice(0, 160),
    };
  }
}

/** The exchanges a mock recorded since `from`. */
function exchangesOf(mock: Mock, from: number): Exchange[] {
  if (mock.kind === 'canned') return mock.mock.exchanges.slice(from);
  return mock.mock.recorded.slice(from).map((r) => {
    const violations = r.violations === undefined ? [] : (JSON.parse(r.violations) as { location: string[]; message: string }[]);
    return {
      method: r.method,
      url: r.url,
      status: r.status,
      answerBytes: r.answerBytes,
      ...(r.answerType !== undefined && { answerType: r.answerType }),
      requestViolations: violations.filter((v) => v.location[0] === 'request').map((v) => `${v.location.join('.')}: ${v.message}`),
    };
  });
}

const recordedCount = (mock: Mock) => (mock.kind === 'canned' ? mock.mock.exchanges.length : mock.mock.recorded.length);

/** Imports `doc` into `dir` and makes its sampled calls; `canned`: against the canned backend even where Prism starts. */
export async function measureDocument(doc: CorpusDocument, dir: string, options: { canned?: boolean } = {}): Promise<DocumentAnswers> {
  const imported = await importCorpusDocument(doc, dir, runCliInProcess);
  const base = { name: doc.name, source: doc.source, operations: imported.operations.length, tools: imported.tools, importCode: imported.code };
  const examplesBroken = imported.stderr.split('\n').filter((l) => / MCPG724 /.test(l)).length;
  if (imported.code !== 0)
    return { ...base, examplesBroken, mock: 'none', calls: [], importError: imported.stderr.split('\n').find((l) => / error MCPG/.test(l)) ?? '' };
  const raw = parse(readFileSync(doc.file(), 'utf8')) as Obj;
  const manifest = manifestOf(imported.out);
  const mock = await startMock(doc.file(), raw, dir, options.canned === true);
  stopOnSignal.add(() => mock.mock.close());
  const env = serverEnv(manifest, mock.mock.origin);
  const session = await connectStdio(doc.name, MODERN, { entry: path.join(imported.out, 'src/main.ts'), env });
  let v1: V1Session | undefined;
  try {
    const listed = await session.client.listTools().then(
      (r) => ({ tools: r.tools as { name: string; inputSchema: Obj }[], error: undefined }),
      (error: unknown) => ({ tools: undefined, error: String(error) }),
    );
    const calls = sampleCalls(doc.name, toolOperations(raw, manifest, listed.tools ?? manifestInputs(manifest)));
    const results: DocumentAnswers['calls'][number][] = [];
    if (listed.error !== undefined) {
      // An agent lists the tools before it calls one: a server whose list the client refuses serves no call.
      const why = `the official client could not list the tools (${listed.error.slice(0, 120)}); no call is possible`;
      for (const call of calls)
        results.push({ tool: call.tool, operation: call.operation, key: call.key, asked: call.status, requestExact: false, answerFaithful: false, why });
      return { ...base, examplesBroken, mock: mock.kind === 'prism' ? 'prism' : `canned (${mock.why})`, calls: results };
    }
    v1 = await connectV1Stdio(doc.name, '2025-11-25', env, path.join(imported.out, 'src/main.ts'));
    const v1Listed = await v1.client.listTools().then(
      () => undefined,
      (error: unknown) => String(error).slice(0, 120),
    );
    const clients = [
      ['v2', (name: string, args: Obj) => session.client.callTool({ name, arguments: args }, { timeout: CALL_MS })],
      ['v1', (name: string, args: Obj) => v1!.client.callTool({ name, arguments: args }, undefined, { timeout: CALL_MS })],
    ] as const;
    for (const call of calls) {
      mock.mock.prefer = call.status === undefined ? undefined : `code=${call.status}`;
      const verdicts: (ReturnType<typeof judgeCall> & { client: string; answered?: number })[] = [];
      for (const [client, callTool] of clients) {
        if (client === 'v1' && v1Listed !== undefined) {
          verdicts.push({ client, requestExact: false, answerFaithful: false, why: `the v1 client could not list the tools (${v1Listed})` });
          continue;
        }
        const from = recordedCount(mock);
        let outcome: { result: CallResult } | { thrown: unknown };
        try {
          outcome = { result: (await callTool(call.tool, call.arguments)) as CallResult };
        } catch (thrown) {
          outcome = { thrown };
        }
        const exchanges = exchangesOf(mock, from);
        verdicts.push({ client, answered: exchanges.at(-1)?.status, ...judgeCall(exchanges, outcome, call.status) });
      }
      const why = verdicts
        .filter((v) => v.why !== '')
        .map((v) => (v.client === 'v2' ? v.why : `${v.client}: ${v.why}`))
        .filter((w, i, all) => all.indexOf(w) === i)
        .join('; ');
      results.push({
        tool: call.tool,
        operation: call.operation,
        key: call.key,
        asked: call.status,
        answered: verdicts[0]!.answered,
        requestExact: verdicts.every((v) => v.requestExact),
        answerFaithful: verdicts.every((v) => v.answerFaithful),
        why,
      });
    }
    return { ...base, examplesBroken, mock: mock.kind === 'prism' ? 'prism' : `canned (${mock.why})`, calls: results };
  } finally {
    mock.mock.prefer = undefined;
    await v1?.close();
    await session.close();
    await mock.mock.close();
    stopOnSignal.clear();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void Promise.all([...stopOnSignal].map((stop) => stop().catch(() => {}))).finally(() => process.exit(130)));
  const dir = path.join(REPO_ROOT, '.tmp', 'openapi-answers');
  mkdirSync(dir, { recursive: true });
  const resultsFile = path.join(dir, 'results.json');
  const wanted = process.argv.slice(2);
  let previous: DocumentAnswers[] = [];
  try {
    previous = JSON.parse(readFileSync(resultsFile, 'utf8')) as DocumentAnswers[];
  } catch {
    // First run.
  }
  const byName = new Map(previous.map((r) => [r.name, r]));
  for (const doc of CORPUS) {
    if (wanted.length > 0 && !wanted.includes(doc.name)) continue;
    const started = performance.now();
    const r = await measureDocument(doc, dir).catch((error: unknown) => ({
      name: doc.name,
      source: doc.source,
      operations: 0,
      tools: 0,
      importCode: null,
      examplesBroken: 0,
      mock: 'none',
      calls: [],
      importError: `harness: ${String(error).slice(0, 300)}`,
    }));
    byName.set(doc.name, r);
    const good = r.calls.filter((c) => c.requestExact).length;
    const faithful = r.calls.filter((c) => c.answerFaithful).length;
    console.error(
      `${doc.name}: exit ${r.importCode}, ${r.mock}, requests ${good}/${r.calls.length}, answers ${faithful}/${r.calls.length} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    writeFileSync(resultsFile, `${JSON.stringify([...byName.values()], null, 2)}\n`);
  }
  const ordered = CORPUS.map((d) => byName.get(d.name)).filter((r) => r !== undefined);
  const table = answersTable(ordered);
  const docFile = path.join(REPO_ROOT, 'docs/openapi-corpus.md');
  const text = readFileSync(docFile, 'utf8');
  const begin = '<!-- answers:begin -->';
  const end = '<!-- answers:end -->';
  if (text.includes(begin)) writeFileSync(docFile, `${text.slice(0, text.indexOf(begin) + begin.length)}\n${table}\n${text.slice(text.indexOf(end))}`);
  console.log(table);
}
