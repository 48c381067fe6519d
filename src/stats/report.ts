// `mcpgen stats` output: a fixed-width text table per tool, per toolset and per selection, or the same as JSON.
import type { Cost, Stats } from './measure.js';
import { overBudget } from './measure.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  // Names left, figures right.
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 0 || (i === 1 && header[1] === 'toolset') ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

const figures = (c: Cost) => [String(c.tools), String(c.bytes), String(c.tokens)];

export function formatStatsText(stats: Stats, manifest: string): string {
  const { tokenizer: t } = stats;
  const parts = [
    `${manifest}: what each tools/list entry costs (bytes of its JSON; tokens by ${t.name} ${t.version}, ${t.encoding})`,
    '',
    table(
      ['tool', 'toolset', 'bytes', 'tokens', 'saved'],
      stats.tools.map((x) => [x.name, x.toolset ?? '-', String(x.bytes), String(x.tokens), x.saved ? `${x.saved.bytes} B, ${x.saved.tokens} tok` : '']),
    ),
  ];
  if (stats.toolsets.length > 0)
    parts.push(
      '',
      table(
        ['toolset', 'tools', 'bytes', 'tokens'],
        stats.toolsets.map((s) => [`${s.name}${s.default ? ' (default)' : ''}`, ...figures(s)]),
      ),
    );
  const totals: [string, Cost][] = [
    ['default', stats.totals.default],
    ['all', stats.totals.all],
    ...(stats.totals.discover ? [['discover', stats.totals.discover] as [string, Cost]] : []),
  ];
  parts.push(
    '',
    table(
      ['selection', 'tools', 'bytes', 'tokens', 'size'],
      totals.map(([name, c]) => [name, ...figures(c), kb(c.bytes)]),
    ),
  );
  parts.push('', ...inflationLines(stats));
  const over = overBudget(stats);
  parts.push(
    '',
    over.length === 0
      ? `budget: ${stats.budget.tools} tools, ${stats.budget.tokens} tokens: the default selection is within it`
      : `budget: ${stats.budget.tools} tools, ${stats.budget.tokens} tokens: the default selection is over it by ${over.join(' and ')}`,
  );
  parts.push('', ...resultLines(stats));
  return `${parts.join('\n')}\n`;
}

/** The tools whose answers can be larger than their result budget, and what the server does about it. */
function resultLines({ resultRisks: risks }: Stats): string[] {
  if (risks.length === 0) return ['results: every documented answer is bounded (or the tool documents none)'];
  return [
    `results: ${risks.length} tool${risks.length === 1 ? '' : 's'} can answer more than ${risks.length === 1 ? 'its' : 'their'} result budget (an array without maxItems); the server cuts such a result to fit, with a note:`,
    ...risks.map(
      (r) =>
        `  ${r.name}  ${r.unboundedArray === '' ? 'the answer' : r.unboundedArray} (budget ${r.budgetTokens} tokens; ${r.paged ? 'the note names its paging input' : 'no paging input: add offset/limit, or maxItems'})`,
    ),
  ];
}

const share = (part: number, whole: number) => `${part} bytes (${whole === 0 ? 0 : Math.round((100 * part) / whole)} %)`;

/** What inflates the entries, and what the manifest's `advertise` already saves. */
function inflationLines({ inflation: f, saved, tools }: Stats): string[] {
  const advertised = tools.filter((t) => t.saved).length;
  return [
    `of all ${f.bytes} bytes listed:`,
    `  output schemas               ${share(f.outputSchemas, f.bytes)}  (advertise: { outputSchema: false } drops one)`,
    `  repeated $defs entries       ${share(f.repeatedDefs.bytes, f.bytes)}  (${f.repeatedDefs.copies} copies of ${f.repeatedDefs.definitions} definitions)`,
    `  descriptions inside schemas  ${share(f.schemaDescriptions, f.bytes)}`,
    `  collapsible whitespace       ${share(f.whitespace, f.bytes)}`,
    advertised === 0
      ? 'advertise: none (a tool or toolset can drop output schemas or shorten descriptions)'
      : `advertise: ${advertised} tools listed smaller, saving ${saved.bytes} bytes and ${saved.tokens} tokens`,
  ];
}

export function formatStatsJson(stats: Stats): string {
  return `${JSON.stringify({ ...stats, overBudget: overBudget(stats).length > 0 }, null, 2)}\n`;
}
