// The search bench's data: MetaTool's 199 tools and 709 of its tasks (test/fixtures/search/: a tuned, a held-out and a
// blind part), requests no tool serves, and two developer catalogs imported as a user would (Directus's and GitHub's
// OpenAPI documents through `mcpgen import openapi`), with the queries test/e2e wrote from their summaries.
// Plain BM25 (MiniSearch's defaults over name + description) is the baseline every figure is set against.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { parse } from 'yaml';
import type { RankedTool, ToolsetAbout } from '../../templates/runtime/discover-rank.gen.js';
import { npmFile } from './npm-file.js';
import { BENCH_DIR, REPO } from './proc.js';

const FIXTURES = path.join(REPO, 'test', 'fixtures');

export interface Task {
  readonly query: string;
  readonly tool: string;
  /** tuned: weights chosen on it; held-out: reported as it falls; blind: added after the ranking was frozen. */
  readonly part: 'tuned' | 'held-out' | 'blind';
}

export interface Catalog {
  readonly name: string;
  readonly tools: readonly RankedTool[];
  readonly toolsetOf: (tool: string) => ToolsetAbout | undefined;
  readonly tasks: readonly Task[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export function metaTool(): Catalog {
  const described = readJson<Record<string, string>>(path.join(FIXTURES, 'search', 'metatool', 'tools.json'));
  const tasks = (file: string) => readJson<{ queries: Task[] }>(path.join(FIXTURES, 'search', 'metatool', file)).queries;
  return {
    name: 'MetaTool',
    tools: Object.entries(described).map(([name, description]) => ({ name, description })),
    toolsetOf: () => undefined,
    tasks: [...tasks('queries.json'), ...tasks('blind.json')],
  };
}

/** Requests that no developer tool serves ("book a flight to Lisbon"). */
export function offDomain(): string[] {
  return readJson<{ requests: string[] }>(path.join(FIXTURES, 'search', 'off-domain.json')).requests;
}

interface ImportedManifest {
  toolsets?: Record<string, { description: string }>;
  tools: Record<string, { toolset?: string }>;
}

/** An OpenAPI document imported with the built CLI (once; kept in .tmp/bench/search/), as tools/list lists it. */
export function importedCatalog(name: string, doc: string, queriesFile: string): Catalog {
  const dir = path.join(BENCH_DIR, 'search', name);
  const listed = path.join(dir, 'test', 'generated', 'expected-tools.json');
  if (!existsSync(listed)) {
    mkdirSync(path.dirname(dir), { recursive: true });
    execFileSync('node', [path.join(REPO, 'dist', 'cli.js'), 'import', 'openapi', doc, '--out', dir], {
      stdio: ['ignore', 'ignore', 'inherit'],
      timeout: 900_000,
    });
  }
  const manifest = parse(readFileSync(path.join(dir, 'mcp.yaml'), 'utf8')) as ImportedManifest;
  const { tools } = readJson<{ tools: RankedTool[] }>(listed);
  const { queries } = readJson<{ queries: { query: string; tool: string }[] }>(path.join(FIXTURES, 'toolsets', queriesFile));
  return {
    name,
    tools,
    toolsetOf: (tool) => {
      const set = manifest.tools[tool]?.toolset;
      const about = set === undefined ? undefined : manifest.toolsets?.[set];
      return set === undefined || about === undefined ? undefined : { name: set, description: about.description };
    },
    tasks: queries.map((q) => ({ ...q, part: 'held-out' as const })),
  };
}

export const directus = (): Catalog => importedCatalog('directus', npmFile('@directus/specs', '15.2.0', 'dist/openapi.json'), 'directus-queries.json');
export const github = (): Catalog => importedCatalog('github', npmFile('@octokit/openapi', '23.0.2', 'generated/api.github.com.json'), 'github-queries.json');

/** Plain BM25: MiniSearch's defaults (words split on spaces and punctuation, lower-cased) over name + description. */
export function bm25(tools: readonly RankedTool[]): (query: string) => string[] {
  const index = new MiniSearch<{ id: string; name: string; description: string }>({ fields: ['name', 'description'] });
  index.addAll(tools.map((t) => ({ id: t.name, name: t.name, description: t.description ?? '' })));
  return (query) => index.search(query).map((h) => h.id as string);
}

export interface Scores {
  readonly tasks: number;
  readonly hit1: number;
  readonly hit3: number;
  readonly mrr: number;
}

/** hit@1, hit@3 and mean reciprocal rank (0 for a task whose tool is not ranked at all). */
export function score(tasks: readonly Task[], rank: (query: string) => readonly string[]): Scores {
  let hit1 = 0;
  let hit3 = 0;
  let mrr = 0;
  for (const task of tasks) {
    const at = rank(task.query).indexOf(task.tool);
    if (at === 0) hit1++;
    if (at >= 0 && at < 3) hit3++;
    if (at >= 0) mrr += 1 / (at + 1);
  }
  const n = Math.max(tasks.length, 1);
  return { tasks: tasks.length, hit1: hit1 / n, hit3: hit3 / n, mrr: mrr / n };
}
