// A valid, large synthetic manifest for the parallel-parse tests: many tools and definitions with comments, block
// scalars (literal, folded, keep and strip chomping), quoted multi-line strings, flow collections, hostile names
// and integer-like keys, so that pieces are cut next to every kind of value.

const HOSTILE = ['constructor', '__proto__', 'toString', 'hasOwnProperty', '200', '0o17', 'true'];

function definition(i: number): string {
  const name = `Def${i}`;
  const variant = i % 4;
  const body =
    variant === 0
      ? [`    description: |+`, `      Literal with keep chomping; the blank lines below belong to it.`, ``, ``]
      : variant === 1
        ? [`    description: >-`, `      Folded text`, `      on two lines: with a colon.`]
        : variant === 2
          ? [`    description: "Double quoted, spanning`, `      two lines, with an escaped \\"quote\\""`]
          : [`    description: 'Single quoted, it''s`, `      also two lines'`];
  return [
    `  # Definition ${i}`,
    `  ${name}:`,
    `    type: object`,
    `    properties:`,
    `      id: { type: string, minLength: 1 }`,
    `      tags: { type: array, items: { type: string }, maxItems: ${i + 1} }`,
    `      "200": { type: integer }`,
    `    required: [id]`,
    ...body,
  ].join('\n');
}

function tool(i: number, definitions: number): string {
  const name = i < HOSTILE.length ? HOSTILE[i] : `tool_${i}${i % 5 === 0 ? '.v2' : ''}`;
  const ref = `#/definitions/Def${i % Math.max(definitions, 1)}`;
  return [
    ...(i % 3 === 0 ? [`  # Tool ${i}: a comment line above the key`, ``] : []),
    `  ${name}:`,
    `    title: Tool ${i}`,
    `    description: |`,
    `      Does thing ${i}.`,
    `      key: value lines inside a block scalar are text`,
    `    annotations: { readOnlyHint: ${i % 2 === 0}, openWorldHint: false }`,
    `    input:`,
    `      type: object`,
    `      properties:`,
    `        query: { type: string, description: "a flow value`,
    `          continued on the next line" }`,
    `        limit:`,
    `          type: integer`,
    `          minimum: 1`,
    `          default: ${i}`,
    `        ${HOSTILE[i % HOSTILE.length]}: { type: string }`,
    `      required: [query]`,
    `    # output below`,
    `    output:`,
    `      type: object`,
    `      properties:`,
    `        item: { $ref: "${ref}" }`,
    `        list:`,
    `          type: array`,
    `          items:`,
    `            anyOf:`,
    `              - type: string`,
    `              - { type: integer, minimum: 0 }`,
    `        note: { type: [string, "null"] }`,
    `      required: [item]`,
    `    errors: [NotFound]`,
  ].join('\n');
}

export function bigManifest(options: { tools: number; definitions: number; name?: string }): string {
  const lines = [
    '# A synthetic manifest: many tools and definitions.',
    '',
    'mcpgen: 1',
    'server:',
    `  name: ${options.name ?? 'big-synthetic'}`,
    '  version: 1.0.0',
    '  title: Big synthetic',
    'definitions:',
    ...Array.from({ length: options.definitions }, (_, i) => definition(i)),
    '# errors next',
    'errors:',
    '  NotFound:',
    '    message: Not found',
    '    retryable: false',
    'tools:  # every tool',
    ...Array.from({ length: options.tools }, (_, i) => tool(i, options.definitions)),
    'resources:',
    '  readme:',
    '    uri: test://readme',
    '    description: The readme.',
    '    mimeType: text/plain',
    'prompts:',
    '  summarize:',
    '    description: Summarize a text.',
    '    arguments:',
    '      text: { description: The text, required: true }',
    '',
  ];
  return lines.join('\n');
}
