// The table of issue 41's measurement in docs/openapi-corpus.md: both figures per document, the tuned part and the
// held-out part apart, with totals, then every call that failed a verdict (what the lead routes to a class).
import { isHeldOut } from './openapi-corpus.js';

export interface CallVerdict {
  readonly tool: string;
  readonly operation: string;
  /** The response key the call covers; '' for a plain call. */
  readonly key: string;
  readonly asked?: number;
  readonly answered?: number;
  readonly requestExact: boolean;
  readonly answerFaithful: boolean;
  readonly why: string;
}

export interface DocumentAnswers {
  readonly name: string;
  readonly source: string;
  readonly operations: number;
  readonly tools: number;
  readonly importCode: number | null;
  readonly importError?: string;
  /** MCPG724 lines: documented examples that break their own schemas. */
  readonly examplesBroken: number;
  /** 'prism', 'canned (why Prism could not serve it)', or 'none' (not imported). */
  readonly mock: string;
  readonly calls: readonly CallVerdict[];
}

const pct = (n: number, of: number) => (of === 0 ? '—' : `${((100 * n) / of).toFixed(1)} %`);

function totals(docs: readonly DocumentAnswers[]) {
  const calls = docs.flatMap((d) => d.calls);
  const exact = calls.filter((c) => c.requestExact).length;
  const faithful = calls.filter((c) => c.answerFaithful).length;
  const both = calls.filter((c) => c.requestExact && c.answerFaithful).length;
  const imported = docs.filter((d) => d.importCode === 0).length;
  return { calls: calls.length, exact, faithful, both, imported, docs: docs.length };
}

function partTable(title: string, docs: readonly DocumentAnswers[]): string[] {
  const t = totals(docs);
  return [
    `### ${title}`,
    '',
    '| document | source | operations | tools | import | examples breaking schemas | mock | calls | statuses covered | requests exact | answers faithful |',
    '| --- | --- | ---: | ---: | --- | ---: | --- | ---: | --- | ---: | ---: |',
    ...docs.map((d) => {
      const exact = d.calls.filter((c) => c.requestExact).length;
      const faithful = d.calls.filter((c) => c.answerFaithful).length;
      const keys = d.calls
        .map((c) => `${c.key || '(plain)'}${c.asked !== undefined && c.answered !== c.asked ? ` (→ ${c.answered ?? 'none'})` : ''}`)
        .join(', ');
      const mock = d.mock.startsWith('canned') ? 'canned' : d.mock;
      return `| ${d.name} | \`${d.source}\` | ${d.operations} | ${d.tools} | exit ${d.importCode ?? '—'} | ${d.examplesBroken} | ${mock} | ${d.calls.length} | ${keys || '—'} | ${exact}/${d.calls.length} | ${faithful}/${d.calls.length} |`;
    }),
    `| **total** (${t.docs} documents, ${t.imported} imported with exit 0) | | | | | | | **${t.calls}** | | **${t.exact}/${t.calls} (${pct(t.exact, t.calls)})** | **${t.faithful}/${t.calls} (${pct(t.faithful, t.calls)})** |`,
    '',
    `Both right on the same call: ${t.both}/${t.calls} (${pct(t.both, t.calls)}).`,
  ];
}

/** The markdown between the answers markers. */
export function answersTable(docs: readonly DocumentAnswers[]): string {
  const tuned = docs.filter((d) => !isHeldOut(d.name));
  const held = docs.filter((d) => isHeldOut(d.name));
  const failures = docs.flatMap((d) =>
    d.calls
      .filter((c) => !c.requestExact || !c.answerFaithful)
      .map(
        (c) =>
          `| ${d.name}${isHeldOut(d.name) ? ' (held out)' : ''} | \`${c.tool}\` (${c.operation}) | ${c.key || 'plain'} → ${c.answered ?? '—'} | ${c.requestExact ? 'yes' : '**no**'} | ${c.answerFaithful ? 'yes' : '**no**'} | ${c.why.replace(/\|/g, '\\|').replace(/\n/g, ' ').slice(0, 300)} |`,
      ),
  );
  const notImported = docs.filter((d) => d.importCode !== 0).map((d) => `- ${d.name}: exit ${d.importCode ?? '—'} ${d.importError ?? ''}`.trim());
  const canned = docs.filter((d) => d.mock.startsWith('canned')).map((d) => `- ${d.name}: ${d.mock}`);
  return [
    ...partTable('Tuned part', tuned),
    '',
    ...partTable('Held-out part', held),
    '',
    ...(canned.length > 0 ? ['Served by the canned backend (Prism could not start):', '', ...canned, ''] : []),
    ...(notImported.length > 0 ? ['Not imported:', '', ...notImported, ''] : []),
    '#### Calls that failed a verdict',
    '',
    ...(failures.length === 0
      ? ['None.']
      : [
          '| document | tool (operation) | status asked → answered | request exact | answer faithful | what happened |',
          '| --- | --- | --- | --- | --- | --- |',
          ...failures,
        ]),
  ].join('\n');
}
