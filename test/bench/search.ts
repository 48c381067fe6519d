// `npm run bench -- --only search`: discover mode's ranking (templates/runtime/discover-rank.gen.ts) against plain
// BM25 over name + description, on tasks that others wrote: MetaTool's (tuned and held-out parts), and on the
// queries written here from GitHub's and Directus's summaries. Then "nothing fits": the share of requests no tool
// serves that get no tool, and the share of real tasks that wrongly get none. In process, no server: the ranking is
// the very module the generated servers run (test/e2e/toolsets-search.test.ts holds a server to it).
import { RANK_DEFAULTS, type RankOptions, toolRanker } from '../../templates/runtime/discover-rank.gen.js';
import { fmt, table } from './proc.js';
import { bm25, type Catalog, directus, github, metaTool, offDomain, type Scores, score, type Task } from './search-data.js';

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
const row = (label: string, s: Scores): string[] => [label, String(s.tasks), pct(s.hit1), pct(s.hit3), s.mrr.toFixed(3)];

/** The ranking table: each part of each catalog, mcpgen's ranking and BM25 side by side. */
function rankingRows(catalogs: readonly Catalog[], options: RankOptions): string[][] {
  const rows: string[][] = [];
  for (const catalog of catalogs) {
    const ours = toolRanker(catalog.tools, catalog.toolsetOf, options);
    const baseline = bm25(catalog.tools);
    for (const part of ['tuned', 'held-out', 'blind'] as const) {
      const tasks = catalog.tasks.filter((t) => t.part === part);
      if (tasks.length === 0) continue;
      const label = `${catalog.name} (${catalog.tools.length} tools), ${catalog.name === 'MetaTool' ? part : 'written here'}`;
      rows.push(
        row(
          `${label}: mcpgen`,
          score(tasks, (q) => ours(q).tools),
        ),
      );
      rows.push(row(`${label}: BM25`, score(tasks, baseline)));
    }
  }
  return rows;
}

/** The no-fit table: requests no tool serves that get no tool (want high), real tasks that get none (want low). */
function noFitRows(catalogs: readonly Catalog[], requests: readonly string[], options: RankOptions): string[][] {
  const rows: string[][] = [];
  for (const catalog of catalogs) {
    const ours = toolRanker(catalog.tools, catalog.toolsetOf, options);
    const none = (queries: readonly string[]) => queries.filter((q) => !ours(q).fits).length;
    const offDomainHere = catalog.name === 'MetaTool' ? [] : requests;
    const byPart = (part: Task['part']) => catalog.tasks.filter((t) => t.part === part).map((t) => t.query);
    const cell = (n: number, of: number) => (of === 0 ? '–' : `${n} of ${of} (${pct(n / of)})`);
    rows.push([
      `${catalog.name} (${catalog.tools.length} tools)`,
      cell(none(offDomainHere), offDomainHere.length),
      cell(none(byPart('tuned')), byPart('tuned').length),
      cell(none(byPart('held-out')), byPart('held-out').length),
      cell(none(byPart('blind')), byPart('blind').length),
    ]);
  }
  return rows;
}

/** Milliseconds per query of the ranking on the largest catalog (index built once). */
function latency(catalog: Catalog): string {
  const start = process.hrtime.bigint();
  const ours = toolRanker(catalog.tools, catalog.toolsetOf);
  const built = Number(process.hrtime.bigint() - start) / 1e6;
  const queries = [...catalog.tasks.map((t) => t.query), ...offDomain()];
  const t0 = process.hrtime.bigint();
  for (const q of queries) ours(q);
  const per = Number(process.hrtime.bigint() - t0) / 1e6 / queries.length;
  return `${catalog.name}: index built in ${fmt(built)} ms, ${per.toFixed(2)} ms a query (${queries.length} queries)`;
}

export async function benchSearch({ log, quick }: { log: (s: string) => void; quick: boolean }): Promise<string> {
  const catalogs: Catalog[] = [metaTool()];
  log('search: importing Directus (and GitHub unless --quick) for the developer catalogs');
  catalogs.push(directus());
  if (!quick) catalogs.push(github());
  const options = RANK_DEFAULTS;
  return [
    table(['catalog, part: ranking', 'tasks', 'hit@1', 'hit@3', 'MRR'], rankingRows(catalogs, options)),
    '',
    `"Nothing fits" (fit below ${options.minFit} of the request's weight):`,
    '',
    table(
      ['catalog', 'requests no tool serves → no tool', 'tuned tasks → no tool', 'held-out tasks → no tool', 'blind tasks → no tool'],
      noFitRows(catalogs, offDomain(), options),
    ),
    '',
    latency(catalogs.at(-1)!),
  ].join('\n');
}
