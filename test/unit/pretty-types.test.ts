// types.gen.ts is mostly printed in prettier's layout by src/render/pretty-types.ts, the rest formatted by prettier
// in chunks. The joined file must be byte for byte what prettier prints for the whole raw file.
import { describe, expect, it } from 'vitest';
import { formatTypeScript } from '../../src/render/format.js';
import { printDeclaration, Unsure } from '../../src/render/pretty-types.js';
import { joinFormatted, pendingChunks, printedShare, rawTypesFile, splitDeclarations } from '../../src/render/types-file.js';
import type { DefinitionIR, JsonSchemaObject } from '../../src/ir/types.js';
import { listSpecs, specIR } from '../support/specs.js';

async function viaPlan(raw: string): Promise<{ text: string; share: { lines: number; printedLines: number } }> {
  const plan = splitDeclarations(raw, { chunkLines: 40 });
  const formatted = [...plan.chunks];
  for (const i of pendingChunks(plan)) formatted[i] = await formatTypeScript(plan.chunks[i]!);
  return { text: joinFormatted(formatted, plan.blankBefore), share: printedShare(plan, formatted) };
}

const defs = (schemas: Record<string, JsonSchemaObject>): DefinitionIR[] =>
  Object.entries(schemas).map(([name, jsonSchema]) => ({ kind: 'definition', name, jsonSchema }));
const rawOf = (schemas: Record<string, JsonSchemaObject>) => rawTypesFile({ definitions: defs(schemas), errors: [], tools: [] }, '// header');
const name = (n: number) => `T${'x'.repeat(n)}`;

describe('types.gen.ts printed directly equals types.gen.ts formatted by prettier', () => {
  it.each(listSpecs().map((s) => [s.name, s.manifest] as const))('%s', async (_name, manifestPath) => {
    const raw = await rawTypesFile(await specIR(manifestPath), '// header');
    expect((await viaPlan(raw)).text).toBe(await formatTypeScript(raw));
  });

  const shapes: [string, () => Record<string, JsonSchemaObject>][] = [
    ['names crossing the width', () => Object.fromEntries(Array.from({ length: 40 }, (_, i) => [name(30 + i * 2), { $ref: `#/$defs/${name(40 + i)}` }]))],
    ['literal unions growing past the width', () => Object.fromEntries(Array.from({ length: 24 }, (_, i) => [
      name(i), { type: 'object', properties: { [`k${'e'.repeat(i)}`]: { enum: Array.from({ length: i + 2 }, (_, j) => `v${j}${'w'.repeat(j % 5)}`) } }, required: [] },
    ]))],
    ['aliased unions and nullable objects', () => Object.fromEntries(Array.from({ length: 16 }, (_, i) => [
      name(i * 3), i % 2 ? { enum: Array.from({ length: i + 2 }, (_, j) => `value_${j}_${'z'.repeat(i)}`) } : { type: ['object', 'null'], properties: { a: { type: 'string' } } },
    ]))],
    ['nested objects, arrays, tuples, index signatures', () => ({
      Nested: {
        type: 'object',
        properties: {
          a: { type: 'object', properties: { b: { type: 'object', properties: { c: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'number' }] } } } } } },
          tuple: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }], items: false },
          map: { type: 'object', additionalProperties: { type: 'integer' } },
          unionArray: { type: 'array', items: { enum: Array.from({ length: 14 }, (_, j) => `member_${j}_value`) } },
          both: { allOf: [{ $ref: '#/$defs/TxxxxxxxxxxxxxxxxxxxxxxxxxxxxxLong' }, { type: 'object', properties: { x: { type: 'number' } } }] },
          empty: { type: 'object', properties: {} },
        },
        required: ['a'],
      },
      TxxxxxxxxxxxxxxxxxxxxxxxxxxxxxLong: { type: 'object', properties: { id: { type: 'string' } } },
      // A tuple that breaks.
      LongTuple: { type: 'array', prefixItems: Array.from({ length: 9 }, () => ({ $ref: '#/$defs/TxxxxxxxxxxxxxxxxxxxxxxxxxxxxxLong' })), minItems: 9, items: false },
    })],
    ['quoted keys, escapes and wide characters', () => ({
      Keys: {
        type: 'object',
        properties: Object.fromEntries(["it's", 'say "hi"', 'back\\slash', 'a-b', '123', 'tab\tkey', 'class', '$ok', '_x'].map((k) => [k, { type: 'string' }])),
      },
      Literals: { enum: ["it's", 'say "hi"', 'back\\slash', 'ok', 'a\nb', "both ' and \"\""] },
      // Non-ASCII keys and literals (prettier's identifier and width rules): left to prettier.
      WideKeys: { type: 'object', properties: Object.fromEntries(['ünï', '漢字', '😀'].map((k) => [k, { type: 'string' }])) },
      WideLiterals: { enum: ['漢字漢字', 'é'] },
    })],
    ['descriptions: comment ends, Markdown breaks, blank lines', () => ({
      Described: {
        description: 'Closes */ early  \nthen a Markdown break  \n\n   indented line\ttab   \nend',
        type: 'object',
        properties: { p: { description: 'one */ two  \nthree', type: 'string' }, q: { description: '漢字 wide ' + 'w'.repeat(120), type: 'number' } },
      },
    })],
  ];
  it.each(shapes)('%s', async (_label, schemas) => {
    const raw = await rawOf(schemas());
    const { text, share } = await viaPlan(raw);
    expect(text).toBe(await formatTypeScript(raw));
    // Each shape is (mostly) printed directly, not only passed through prettier.
    expect(share.printedLines / share.lines).toBeGreaterThan(0.5);
  });

  it('prints hand-written declarations of every handled shape as prettier does, at many widths', async () => {
    const decls: string[] = [];
    for (let n = 60; n <= 120; n += 3) {
      const id = 'I'.repeat(n - 50);
      decls.push(
        `export type ${id}A = ("a${'b'.repeat(n % 17)}" | "cc" | "dd" | "eeee" | "ff" | null)`,
        `export type ${id}B = (${id}X & ${id}Y & {\nz: string\n})`,
        `export type ${id}C = ({\n"q\\"uote": ("x" | "y")\n} | null)`,
        `export interface ${id}D {\nitems?: ("one" | "two" | "three" | "four" | "five" | "six")[]\npair: [string, ${id}Q]\nrest: [${id}R, ...(${id}S)[]]\nnums: (1 | 2 | 30 | -4 | 5.5)\n[k: string]: unknown\n}`,
        `export type ${id}E = ((${id}F & ${id}G) | (${id}H & ${id}J) | ${id}K)`,
      );
    }
    const raw = `${decls.join('\n')}\n`;
    const { text, share } = await viaPlan(raw);
    expect(text).toBe(await formatTypeScript(raw));
    expect(share.printedLines / share.lines).toBeGreaterThan(0.6);
  });

  it('leaves what it cannot decide to prettier', () => {
    for (const text of ['export type A = Array<string>', 'export interface B {\n"漢字": string\n}', 'export interface C {\na: string\n\nb: string\n}', 'export type D = "\\u0041"']) {
      expect(() => printDeclaration(text), text).toThrow(Unsure);
    }
  });

  it('prints most lines of a large server directly', async () => {
    const schemas: Record<string, JsonSchemaObject> = {};
    for (let i = 0; i < 60; i++) {
      schemas[`Thing${i}`] = {
        description: `Thing number ${i}.`,
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string', description: 'The name.' },
          tags: { type: 'array', items: { type: 'string' } },
          state: { enum: ['open', 'closed', 'merged'] },
          owner: { anyOf: [{ $ref: `#/$defs/Thing${(i + 1) % 60}` }, { type: 'null' }] },
          meta: { type: 'object', properties: { created: { type: 'string' }, size: { type: 'number' } } },
        },
        required: ['id', 'name'],
      };
    }
    const raw = await rawOf(schemas);
    const { text, share } = await viaPlan(raw);
    expect(text).toBe(await formatTypeScript(raw));
    expect(share.lines).toBe(text.split('\n').length - 1);
    expect(share.printedLines / share.lines).toBeGreaterThan(0.95);
  });
});

// json-schema-to-typescript prints a bounded array (maxItems ≤ 8) as the union of its tuples of each length.
const tuplesUpTo = (max: number, item: string) => Array.from({ length: max + 1 }, (_, n) => `[${Array<string>(n).fill(item).join(', ')}]`).join('|');
const jsdoc = (...lines: string[]) => `/**\n${lines.map((l) => ` * ${l}`.trimEnd()).join('\n')}\n */\n`;

/** Every declaration printed directly (none left to prettier), and the whole exactly as prettier formats it. */
async function expectPrintedLikePrettier(decls: readonly string[]): Promise<void> {
  const printed = decls.map((text) => {
    try {
      return printDeclaration(text);
    } catch (error) {
      throw new Error(`left to prettier (${(error as Error).message}):\n${text}`);
    }
  });
  expect(`${printed.join('\n')}\n`).toBe(await formatTypeScript(`${decls.join('\n')}\n`));
}

describe('tuples and unions of tuples in prettier layout', () => {
  it('prints hand-written tuple shapes as prettier does, at many widths', async () => {
    const decls: string[] = [];
    for (let n = 20; n <= 130; n += 3) {
      const id = 'I'.repeat(n - 15);
      const w = 'w'.repeat(n % 23);
      const lits = `("a${w}" | "it's" | "say \\"hi\\"" | "c-${n}" | "d")`;
      decls.push(
        `export type ${id}A = []|[${lits}]|[${lits}, ${lits}]`,
        `export type ${id}B = [${id}X, ${id}Y, ...(${id}Z)[]]`,
        `export interface ${id}C {\nrisks?: ${tuplesUpTo(3, lits)}\npair: [string, ...(number)[]]\nempty: []\nnested: {\ndeep?: ${tuplesUpTo(2, `(${id}P | null)`)}\n}[]\n}`,
        `export interface ${id}D {\nlabels?: [(string | {\nname: string\n}), ...((string | {\nname: ${id}N\n}))[]]\nmixed: [(${id}Q & ${id}R), (${id}S | ${id}T)[], [${id}U, ${id}V]]\n}`,
        `export type ${id}E = [("${w}" | "x" | "y" | "zz" | "${id}")]`,
        `export type ${id}F = ([${id}G, ...({\n/**\n * Documented.\n */\nk: string\n})[]] | null)`,
        `export type ${id}H = [...(${id}J | ${id}K), ...(${id}L & ${id}M)]`,
        `export interface ${id}O {\nhugged?: [({\na?: number\n} | null), ${id}W]\nt2: [${id}W, ${id}W, ${id}W, ${id}W][]\n}`,
      );
    }
    await expectPrintedLikePrettier(decls);
  });

  it('prints bounded arrays and prefixItems tuples from schemas as prettier does', async () => {
    const enumOf = (i: number) => ({ enum: Array.from({ length: 2 + (i % 5) }, (_, j) => `value-${j}-${'v'.repeat(i)}`) });
    const schemas: Record<string, JsonSchemaObject> = {};
    for (let i = 0; i < 16; i++) {
      schemas[name(i * 4)] = {
        type: 'object',
        properties: {
          risks: { type: 'array', items: enumOf(i), maxItems: 1 + (i % 8) },
          atLeast: { type: 'array', items: { type: 'string' }, minItems: 1 + (i % 3) },
          objects: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } }, maxItems: i % 3 },
          mixed: { type: 'array', prefixItems: [enumOf(i + 3), { anyOf: [{ type: 'string' }, { type: 'object', properties: { a: { type: 'number' } } }] }], items: enumOf(i) },
        },
        required: ['risks'],
      };
    }
    const raw = await rawOf(schemas);
    const { text, share } = await viaPlan(raw);
    expect(text).toBe(await formatTypeScript(raw));
    expect(share.printedLines).toBe(share.lines);
  });

  // The 9 declarations of GitHub's API that went to prettier before tuples were printed here (shortened).
  const RISKS = '("critical-resource" | "internet-exposed" | "lateral-movement" | "sensitive-data")';
  const ACTION = `{\n${jsdoc('The text to be displayed on a button in the web UI. The maximum size is 20 characters.')}label: string\ndescription: string\nidentifier: string\n}`;
  const ALERTS = `{\n${jsdoc('The repository id')}repository_id: number\n${jsdoc('The alert numbers', '', '@minItems 1')}alert_numbers: [number, ...(number)[]]\n}`;
  const LABEL = `(string | {\n${jsdoc('The name of the label to add.')}name: string\nrationale?: string\nconfidence?: ("low" | "medium" | "high")\n})`;
  const github = [
    `${jsdoc('Artifact Metadata Deployment Record')}export interface ArtifactDeploymentRecord {\nid?: number\ntags?: {\n[k: string]: string\n}\n${jsdoc('A list of runtime risks associated with the deployment.', '', '@maxItems 4')}runtime_risks?: ${tuplesUpTo(4, RISKS)}\nattestation_id?: (number | null)\n}`,
    `export interface OrgsCreateArtifactDeploymentRecordInput {\norg: string\nrequestBody: {\nname: string\nstatus: ("deployed" | "decommissioned")\nruntime_risks?: ${tuplesUpTo(4, RISKS)}\ngithub_repository?: string\n}\n}`,
    `export interface OrgsSetClusterDeploymentRecordsInput {\ncluster: string\nrequestBody: {\nlogical_environment: string\ndeployments: {\nname: string\nruntime_risks?: ${tuplesUpTo(4, RISKS)}\n}[]\nreturn_records?: boolean\n}\n}`,
    `export interface OrgsCreateClusterDeploymentRecordsJobInput {\nrequestBody: {\ndeployments: {\ntags?: {\n[k: string]: string\n}\nruntime_risks?: ${tuplesUpTo(4, RISKS)}\n}[]\n}\n}`,
    `export interface CampaignsCreateCampaignInput {\norg: string\nrequestBody: ({\n[k: string]: unknown\n} & {\nname: string\n${jsdoc('The code scanning alerts to include in this campaign', '', '@minItems 1')}code_scanning_alerts?: ([${ALERTS}, ...(${ALERTS})[]] | null)\ngenerate_issues?: boolean\n})\n}`,
    `export interface ChecksCreateInput {\nrequestBody: {\nname: string\noutput?: {\ntitle: string\n}\n${jsdoc('Possible further actions the integrator can perform.', '', '@maxItems 3')}actions?: ${tuplesUpTo(3, ACTION)}\n}\n}`,
    `export interface ChecksUpdateInput {\nrequestBody: (({\nstatus?: "completed"\n[k: string]: unknown\n} | {\nstatus?: ("queued" | "in_progress")\n[k: string]: unknown\n}) & {\nname?: string\nactions?: ${tuplesUpTo(3, ACTION)}\n})\n}`,
    `export interface IssuesSetLabelsInput {\nissue_number: number\nrequestBody?: ({\n${jsdoc('@minItems 1')}labels?: [string, ...(string)[]]\n} | {\nlabels?: [{\nname: string\n}, ...({\nname: string\n})[]]\n})\n}`,
    `export interface IssuesAddLabelsInput {\nrequestBody?: {\n${jsdoc('The labels to add to the issue\'s existing labels.', '', '@minItems 1')}labels?: [${LABEL}, ...(${LABEL})[]]\n}\n}`,
  ];
  it.each(github.map((text) => [/export \w+ (\w+)/.exec(text)![1]!, text] as const))('GitHub: %s is printed directly, as prettier does', async (_name, text) => {
    await expectPrintedLikePrettier([text]);
  });
});
