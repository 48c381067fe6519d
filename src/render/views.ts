import type { ErrorClassIR, ServerIR, ToolIR } from '../ir/types.js';
import { docComment, stringLiteral, toLiteral } from './literal.js';
import { prettyLiteral, textWidth } from './pretty-literal.js';

/** Typed view models: every manifest string is already a literal or an escaped comment here. */

export function toolAnnotations(tool: ToolIR): Record<string, unknown> | undefined {
  if (!tool.annotations && tool.title === undefined) return undefined;
  return { ...(tool.title !== undefined && { title: tool.title }), ...tool.annotations };
}

const inputConst = (t: ToolIR) => `${t.ident.camel}Input`;
const outputConst = (t: ToolIR) => `${t.ident.camel}Output`;

function toolDoc(t: ToolIR, indent = ''): string {
  const throws = t.errors.map((e) => `\n@throws {${e}} (declared in the manifest)`).join('');
  return docComment(`${t.name}${t.title ? ` (${t.title})` : ''}: ${t.description}${throws}`, indent);
}

/** The runtime's ToolSpec for a tool: literals, plus a reference to its output schema for task results. */
function specLiteral(t: ToolIR): string {
  const fields = [`name: ${stringLiteral(t.name)}`, `structured: ${t.output !== undefined}`];
  if (t.progress?.intervalMs !== undefined) fields.push(`progressIntervalMs: ${t.progress.intervalMs}`);
  if (t.timeoutMs !== undefined) fields.push(`timeoutMs: ${t.timeoutMs}`);
  if (t.task) {
    fields.push(`task: ${toLiteral(t.task)}`);
    if (t.output) fields.push(`outputSchema: schemas.${outputConst(t)}`);
  }
  return `{ ${fields.join(', ')} }`;
}

/** The stub's two long lines, broken where prettier breaks them (so stubs need no formatting pass). */
function stubLines(t: ToolIR): { stubHead: string; stubReturn: string } {
  const input = t.hasInput ? 'input' : '_input';
  const open = `export const ${t.ident.camel}: ${t.ident.pascal}Handler = async (`;
  const head = `${open}${input}, ctx) => {`;
  const call = `  return notImplemented(${stringLiteral(t.name)}, ${stringLiteral(`src/tools/${t.ident.file}.ts`)});`;
  return {
    stubHead: textWidth(head) <= 110 || textWidth(open) > 110 ? head : `${open}\n  ${input},\n  ctx,\n) => {`,
    stubReturn: textWidth(call) <= 110 ? call : `  return notImplemented(\n    ${stringLiteral(t.name)},\n    ${stringLiteral(`src/tools/${t.ident.file}.ts`)},\n  );`,
  };
}

export function toolView(t: ToolIR) {
  const annotations = toolAnnotations(t);
  return {
    name: t.name,
    nameLiteral: stringLiteral(t.name),
    camel: t.ident.camel,
    file: t.ident.file,
    handlerType: `${t.ident.pascal}Handler`,
    inputType: t.input.typeName,
    outputType: t.output ? t.output.typeName : 'JsonValue | undefined',
    structured: t.output !== undefined,
    titleLiteral: t.title === undefined ? '' : stringLiteral(t.title),
    descriptionLiteral: stringLiteral(t.description),
    annotations: annotations ? toLiteral(annotations, '    ') : '',
    inputConst: inputConst(t),
    outputConst: t.output ? outputConst(t) : '',
    hasInput: t.hasInput,
    contextType: t.task ? 'TaskContext' : t.progress ? 'ProgressContext' : 'ToolContext',
    progress: t.progress !== undefined,
    specLiteral: specLiteral(t),
    isTask: t.task !== undefined,
    doc: toolDoc(t),
    ...stubLines(t),
    summary: (t.title ?? t.description).replace(/[\r\n\u2028\u2029]+/g, ' ').replace(/\|/g, '\\|'),
  };
}

/** `export const x = jsonSchema<T>({...});`, already in prettier's layout (a long head breaks after the `=`). */
function schemaConst(name: string, typeName: string, schema: unknown): string {
  const head = `export const ${name} = jsonSchema<${typeName}>(`;
  const literal = prettyLiteral(schema, '', head.length, 2);
  if (textWidth(`${head}${literal.split('\n')[0]}`) <= 110) return `${head}${literal});`;
  const call = `  jsonSchema<${typeName}>(`;
  return `export const ${name} =\n${call}${prettyLiteral(schema, '  ', call.length, 2)});`;
}

export function schemaViews(ir: ServerIR) {
  const views: { typeName: string; statement: string; docLine: string }[] = [];
  const line = (s: string) => s.replace(/\*\//g, '*\\/').replace(/[\r\n\u2028\u2029]+/g, ' ');
  for (const t of ir.tools) {
    views.push({ typeName: t.input.typeName, statement: schemaConst(inputConst(t), t.input.typeName, t.input.jsonSchema), docLine: line(`Input of ${t.name}.`) });
    if (t.output)
      views.push({ typeName: t.output.typeName, statement: schemaConst(outputConst(t), t.output.typeName, t.output.jsonSchema), docLine: line(`Output (structuredContent) of ${t.name}.`) });
  }
  return views;
}

export function errorView(e: ErrorClassIR) {
  const dataType = e.data ? e.data.typeName : 'undefined';
  return {
    name: e.name,
    nameLiteral: stringLiteral(e.name),
    messageLiteral: stringLiteral(e.message),
    code: String(e.code),
    retryable: String(e.retryable),
    dataType,
    dataParam: e.data ? `data${e.dataRequired ? '' : '?'}: ${dataType}` : '',
    doc: docComment(`${e.message}${e.retryable ? ' (retryable)' : ''}`),
  };
}

export function serverInfoLiteral(ir: ServerIR): string {
  return toLiteral({
    name: ir.name,
    version: ir.version,
    ...(ir.title !== undefined && { title: ir.title }),
    ...(ir.description !== undefined && { description: ir.description }),
  });
}

/** A placeholder identifier replaced by a pretty-printed literal after prettier has formatted the rest of the file. */
export const LATE_LITERAL = '__MCPGEN_LATE_LITERAL__';

/** What the generated contract test expects the server to advertise: the manifest, as the wire shows it. */
export function contractTestView(ir: ServerIR) {
  const tools = ir.tools.map((t) => {
    const annotations = toolAnnotations(t);
    return {
      name: t.name,
      ...(t.title !== undefined && { title: t.title }),
      description: t.description,
      ...(annotations !== undefined && { annotations }),
      inputSchema: t.input.jsonSchema,
      ...(t.output !== undefined && { outputSchema: t.output.jsonSchema }),
    };
  });
  const requiresInput = (t: ToolIR) => {
    const schema = t.input.jsonSchema;
    return typeof schema === 'object' && Array.isArray(schema.required) && schema.required.length > 0;
  };
  return {
    // The largest literal of the file (every schema again) is spliced in after formatting: see LATE_LITERAL.
    expectedTools: LATE_LITERAL,
    expectedToolsValue: tools,
    requiredInput: toLiteral(ir.tools.filter(requiresInput).map((t) => t.name)),
    expectedResources: toLiteral(ir.resources.map((r) => r.uri)),
    expectedTemplates: toLiteral(ir.resourceTemplates.map((r) => r.uriTemplate)),
    expectedPrompts: toLiteral(ir.prompts.map((p) => p.name)),
  };
}
