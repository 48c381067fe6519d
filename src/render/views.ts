import type { ErrorClassIR, ServerIR, ToolIR } from '../ir/types.js';
import { docComment, stringLiteral } from './literal.js';
import { ASCII_IDENTIFIER, Code, importStatement, prettyLiteral, quote, textWidth } from './pretty-literal.js';
import { sharedDefs, withSharedRefs } from './shared-defs.js';
import {
  arrowCallEntry, breakAfterKey, functionTypeAlias, inlineObject, jsonEntry, lazyHandlerEntry, pairEntry, prettyDoc, stringConst, type Field,
} from './pretty-code.js';

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
function specFields(t: ToolIR): Field[] {
  const fields: Field[] = [['name', stringLiteral(t.name)], ['structured', String(t.output !== undefined)]];
  if (t.progress?.intervalMs !== undefined) fields.push(['progressIntervalMs', String(t.progress.intervalMs)]);
  if (t.timeoutMs !== undefined) fields.push(['timeoutMs', String(t.timeoutMs)]);
  if (t.rateLimit) fields.push(['rateLimit', t.rateLimit, true]);
  if (t.task) {
    fields.push(['task', t.task, true]);
    if (t.output) fields.push(['outputSchema', `schemas.${outputConst(t)}`]);
  }
  return fields;
}

/** The lines server.gen.ts and tools.gen.ts hold for a tool, already in prettier's layout (see pretty-code.ts). */
function serverLines(t: ToolIR, annotations: Record<string, unknown> | undefined) {
  const c = t.ident.camel;
  const member = (key: string, value: string) => breakAfterKey('    ', key, value);
  return {
    handlerEntry: lazyHandlerEntry(c, t.ident.file),
    specEntry: `    spec: ${inlineObject(specFields(t), '    ', '    spec: '.length)},`,
    titleEntry: t.title === undefined ? '' : breakAfterKey('    ', 'title', stringLiteral(t.title)),
    descriptionEntry: breakAfterKey('    ', 'description', stringLiteral(t.description)),
    annotationsEntry: annotations ? jsonEntry('    ', 'annotations', annotations) : '',
    tableName: member('name', `TOOLS.${c}.spec.name`),
    tableTitle: member('title', `TOOLS.${c}.title`),
    tableDescription: member('description', `TOOLS.${c}.description`),
    tableAnnotations: member('annotations', `TOOLS.${c}.annotations`),
    tableInput: member('inputSchema', `schemas.${inputConst(t)}`),
    tableOutput: t.output ? member('outputSchema', `schemas.${outputConst(t)}`) : '',
    tableRateLimit: t.rateLimit ? member('rateLimit', `TOOLS.${c}.spec.rateLimit`) : '',
    tableRun: arrowCallEntry('    ', 'run', 'input, ctx', 'runTool', [`TOOLS.${c}.spec`, `handlers.${c}`, 'input', 'ctx']),
    taskEntry: pairEntry(
      `TOOLS.${c}.spec.name`,
      [['spec', `TOOLS.${c}.spec`], ['handler', `handlers.${c}`], ['inputSchema', `schemas.${inputConst(t)}`]],
      ' as unknown as TaskTool',
    ),
  };
}

/** The stub's two long lines, broken where prettier breaks them (so stubs need no formatting pass). */
function stubLines(t: ToolIR): { stubHead: string; stubReturn: string; stubIndent: string; stubClose: string } {
  const input = t.hasInput ? 'input' : '_input';
  const open = `export const ${t.ident.camel}: ${t.ident.pascal}Handler = async (`;
  const head = `${open}${input}, ctx) => {`;
  // Prettier's layouts for a typed arrow constant: one line; else the parameters one per line; else, when even
  // `... = async (` does not fit, the arrow on its own line below the `=` and its body indented one more level.
  const chained = textWidth(head) > 110 && textWidth(open) > 110;
  const indent = chained ? '    ' : '  ';
  const file = stringLiteral(`src/tools/${t.ident.file}.ts`);
  const call = `${indent}return notImplemented(${stringLiteral(t.name)}, ${file});`;
  return {
    stubHead: textWidth(head) <= 110 ? head
      : chained ? `export const ${t.ident.camel}: ${t.ident.pascal}Handler =\n  async (${input}, ctx) => {`
      : `${open}\n  ${input},\n  ctx,\n) => {`,
    stubReturn: textWidth(call) <= 110 ? call : `${indent}return notImplemented(\n${indent}  ${stringLiteral(t.name)},\n${indent}  ${file},\n${indent});`,
    stubIndent: chained ? '  ' : '',
    stubClose: chained ? '  };' : '};',
  };
}

export function toolView(t: ToolIR) {
  const annotations = toolAnnotations(t);
  const handlerType = `${t.ident.pascal}Handler`;
  const contextType = t.task ? 'TaskContext' : t.progress ? 'ProgressContext' : 'ToolContext';
  const outputType = t.output ? t.output.typeName : 'JsonValue | undefined';
  return {
    name: t.name,
    nameLiteral: stringLiteral(t.name),
    camel: t.ident.camel,
    file: t.ident.file,
    handlerType,
    handlerTypeAlias: functionTypeAlias(handlerType, [`input: ${t.input.typeName}`, `ctx: ${contextType}`], `Promise<ToolReturn<${outputType}>>`),
    structured: t.output !== undefined,
    hasTitle: t.title !== undefined,
    hasAnnotations: annotations !== undefined,
    hasInput: t.hasInput,
    progress: t.progress !== undefined,
    isTask: t.task !== undefined,
    doc: prettyDoc(toolDoc(t)),
    ...serverLines(t, annotations),
    ...stubLines(t),
    summary: (t.title ?? t.description).replace(/[\r\n\u2028\u2029]+/g, ' ').replace(/\|/g, '\\|'),
  };
}

/** The imports of server.gen.ts and tools.gen.ts that grow with the manifest, in prettier's layout. */
export function toolImports(ir: ServerIR, content: { templates: unknown[]; hasResources: boolean }) {
  const typeNames = [...new Set(ir.tools.flatMap((t) => [t.input.typeName, ...(t.output ? [t.output.typeName] : [])]))].sort();
  const sdk = [
    'McpServer',
    ...(content.templates.length > 0 ? ['ResourceTemplate'] : []),
    ...(content.hasResources ? ['type CacheHint'] : []),
    'type McpRequestContext',
    ...(ir.tools.length > 0 ? ['type ToolAnnotations'] : []),
  ];
  const tasks = [
    importStatement(['configureTasks', 'TASKS_EXTENSION'], './runtime/task-state.gen.js', 'value'),
    importStatement(['registerTaskMethods'], './runtime/task-methods.gen.js', 'value'),
    importStatement(['routeTaskCalls', 'type TaskTool'], './runtime/tasks.gen.js', 'value'),
  ];
  return {
    // Prettier prints an empty list as `{}`; importStatement prints nothing for it.
    typeImport: typeNames.length > 0 ? importStatement(typeNames, './types.gen.js') : "import type {} from './types.gen.js';",
    sdkImport: importStatement(sdk, '@modelcontextprotocol/server', 'value'),
    tasksImport: tasks.join('\n'),
  };
}

/** `export const x = jsonSchema<T>({...});`, already in prettier's layout (a long head breaks after the `=`). */
function schemaConst(name: string, typeName: string, schema: unknown, skeleton: boolean): string {
  const head = `export const ${name} = jsonSchema<${typeName}>(`;
  if (skeleton) return `${head}{});`;
  const literal = prettyLiteral(schema, '', head.length, 2);
  if (textWidth(`${head}${literal.split('\n')[0]}`) <= 110) return `${head}${literal});`;
  const call = `  jsonSchema<${typeName}>(`;
  return `export const ${name} =\n${call}${prettyLiteral(schema, '  ', call.length, 2)});`;
}

/** schemas.gen.ts's table of the definitions that several schemas embed (shared-defs.ts). */
const SHARED_DEFS = 'sharedDefs';
const sharedDefRef = (key: string) => new Code(ASCII_IDENTIFIER.test(key) ? `${SHARED_DEFS}.${key}` : `${SHARED_DEFS}[${quote(key)}]`);

/**
 * The statements of schemas.gen.ts: the shared definitions, then one per schema. The skeleton has `{}` for every
 * literal: it is what the syntax gate parses (the literals are data from prettyLiteral, tested against prettier;
 * parsing GitHub's 2.5 MB of them costs ~0.4 s).
 */
export function schemaViews(ir: ServerIR, skeleton = false) {
  const shared = sharedDefs(ir);
  const head = `const ${SHARED_DEFS} = `;
  const table = shared.table.size === 0 ? '' : `${head}${skeleton ? '{}' : prettyLiteral(Object.fromEntries(shared.table), '', head.length, 1)};`;
  const views: { typeName: string; statement: string; docLine: string }[] = [];
  const line = (s: string) => s.replace(/\*\//g, '*\\/').replace(/[\r\n\u2028\u2029]+/g, ' ');
  // The skeleton prints no literal: the schemas are not rewritten for it.
  const literal = (schema: unknown) => (skeleton ? schema : withSharedRefs(schema, shared, sharedDefRef));
  for (const t of ir.tools) {
    views.push({ typeName: t.input.typeName, statement: schemaConst(inputConst(t), t.input.typeName, literal(t.input.jsonSchema), skeleton), docLine: line(`Input of ${t.name}.`) });
    if (t.output)
      views.push({ typeName: t.output.typeName, statement: schemaConst(outputConst(t), t.output.typeName, literal(t.output.jsonSchema), skeleton), docLine: line(`Output (structuredContent) of ${t.name}.`) });
  }
  return { schemas: views, sharedDefs: table };
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

/** SERVER_INFO and INSTRUCTIONS of server.gen.ts, in prettier's layout. */
export function serverInfoStatements(ir: ServerIR): { serverInfo: string; instructions: string } {
  const head = 'export const SERVER_INFO = ';
  const info = {
    name: ir.name,
    version: ir.version,
    ...(ir.title !== undefined && { title: ir.title }),
    ...(ir.description !== undefined && { description: ir.description }),
  };
  return {
    serverInfo: `${head}${prettyLiteral(info, '', head.length, 1)};`,
    instructions: stringConst('export const INSTRUCTIONS: string | undefined', stringLiteral(ir.instructions)),
  };
}

const stringList = (name: string, values: readonly string[]) =>
  prettyLiteral(values, '', textWidth(`const ${name}: readonly string[] = `), 1);

/** What the generated contract test expects the server to advertise: the manifest, as the wire shows it. */
export function contractTestView(ir: ServerIR) {
  // A shared definition is printed once, as in schemas.gen.ts: in the schemas, a $defs entry that is a string (never
  // a schema) is the key of its definition in sharedDefs.
  const shared = sharedDefs(ir);
  const tools = ir.tools.map((t) => {
    const annotations = toolAnnotations(t);
    return {
      name: t.name,
      ...(t.title !== undefined && { title: t.title }),
      description: t.description,
      ...(annotations !== undefined && { annotations }),
      inputSchema: withSharedRefs(t.input.jsonSchema, shared, (key) => key),
      ...(t.output !== undefined && { outputSchema: withSharedRefs(t.output.jsonSchema, shared, (key) => key) }),
    };
  });
  const requiresInput = (t: ToolIR) => {
    const schema = t.input.jsonSchema;
    return typeof schema === 'object' && Array.isArray(schema.required) && schema.required.length > 0;
  };
  return {
    // Every schema again: JSON next to the test (JSON.stringify is ~30× faster than printing a TS literal).
    expectedTools: tools,
    sharedDefs: shared.table.size > 0 ? Object.fromEntries(shared.table) : undefined,
    // In prettier's layout for their place in the template (`const NAME: readonly string[] = [...];`).
    requiredInput: stringList('REQUIRED_INPUT', ir.tools.filter(requiresInput).map((t) => t.name)),
    expectedResources: stringList('EXPECTED_RESOURCES', ir.resources.map((r) => r.uri)),
    expectedTemplates: stringList('EXPECTED_TEMPLATES', ir.resourceTemplates.map((r) => r.uriTemplate)),
    expectedPrompts: stringList('EXPECTED_PROMPTS', ir.prompts.map((p) => p.name)),
  };
}
