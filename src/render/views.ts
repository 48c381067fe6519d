import { advertisedDescription, advertisedOutput } from '../ir/advertise.js';
import type { ErrorClassIR, ServerIR, ToolIR, ViewIR } from '../ir/types.js';
import { advertisedOutputSchema, toolAnnotations, wireTool } from '../ir/wire-tool.js';
import { Code, docComment, IDENTIFIER, importStatement, inlineLiteral, oneLine, stringLiteral, tableCell, toLiteral } from './literal.js';
import { withSharedRefs, type SharedDefs } from './shared-defs.js';
import { defined, isObject, walkSchema } from '../manifest/schema-walk.js';

/** Typed view models: every manifest string is already a literal or an escaped comment here. */

const inputConst = (t: ToolIR) => `${t.ident.camel}Input`;
export const outputConst = (t: ToolIR) => `${t.ident.camel}Output`;
/** The documented output schema of a tool with http.drift relax or drop (operations.gen.ts checks answers against it). */
export const documentedConst = (t: ToolIR) => `${t.ident.camel}DocumentedOutput`;
/** The documented schema of one 2xx status of a tool with http.outputs (200 → getJobOutput200). */
export const statusOutputConst = (t: ToolIR, status: string) => `${t.ident.camel}Output${status}`;

function toolDoc(t: ToolIR): string {
  const throws = t.errors.map((e) => `\n@throws {${e}} (declared in the manifest)`).join('');
  return docComment(`${t.name}${t.title ? ` (${t.title})` : ''}: ${t.description}${throws}`);
}

/** The runtime's ToolSpec for a tool, on one line: literals, plus its output schema for task results. */
function specLiteral(t: ToolIR): string {
  return inlineLiteral({
    name: t.name,
    structured: t.output !== undefined,
    ...(t.progress?.intervalMs !== undefined && { progressIntervalMs: t.progress.intervalMs }),
    ...(t.timeoutMs !== undefined && { timeoutMs: t.timeoutMs }),
    ...(t.task && { task: t.task, ...(t.output && { outputSchema: new Code(`schemas.${outputConst(t)}`) }) }),
  });
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
    fileLiteral: stringLiteral(`src/tools/${t.ident.file}.ts`),
    importPath: `'../tools/${t.ident.file}.js'`,
    handlerType,
    inputType: t.input.typeName,
    contextType,
    resultType: `Promise<ToolReturn<${outputType}>>`,
    inputConst: inputConst(t),
    outputConst: outputConst(t),
    structured: t.output !== undefined,
    resultBudgetLiteral: inlineLiteral(t.resultBudget),
    hasRateLimit: t.rateLimit !== undefined,
    rateLimitLiteral: t.rateLimit ? inlineLiteral(t.rateLimit) : '',
    hasTitle: t.title !== undefined,
    toolsetLiteral: t.toolset === undefined ? '' : stringLiteral(t.toolset),
    hasAnnotations: annotations !== undefined,
    hasInput: t.hasInput,
    progress: t.progress !== undefined,
    isTask: t.task !== undefined,
    doc: toolDoc(t),
    specLiteral: specLiteral(t),
    titleLiteral: stringLiteral(t.title),
    descriptionLiteral: stringLiteral(advertisedDescription(t)),
    // The output schema types and validates the result, but tools/list leaves it out (manifest advertise).
    unlistedOutput: t.output !== undefined && advertisedOutput(t) === undefined,
    annotationsLiteral: annotations ? toLiteral(annotations, '    ') : '',
    summary: tableCell(t.title ?? t.description),
  };
}

/** The imports of server.gen.ts and tools.gen.ts that grow with the manifest. */
export function toolImports(ir: ServerIR, content: { templates: unknown[]; hasResources: boolean }) {
  const typeNames = [...new Set(ir.tools.flatMap((t) => [t.input.typeName, ...(t.output ? [t.output.typeName] : [])]))].sort();
  const sdk = [
    'McpServer',
    ...(content.templates.length > 0 ? ['ResourceTemplate'] : []),
    ...(content.hasResources ? ['type CacheHint'] : []),
    'type McpRequestContext',
  ];
  const tasks = [
    importStatement(['configureTasks', 'TASKS_EXTENSION'], './runtime/task-state.gen.js', 'value'),
    importStatement(['registerTaskMethods'], './runtime/task-methods.gen.js', 'value'),
    importStatement(['routeTaskCalls', 'type TaskTool'], './runtime/tasks.gen.js', 'value'),
  ];
  return {
    typeImport: typeNames.length > 0 ? importStatement(typeNames, './types.gen.js') : "import type {} from './types.gen.js';",
    sdkImport: importStatement(sdk, '@modelcontextprotocol/server', 'value'),
    tasksImport: tasks.join('\n'),
  };
}

/** Whether any subschema declares a `default` (a value under `default` in data, e.g. in an enum, does not count). */
function hasDefaults(schema: unknown): boolean {
  let found = false;
  walkSchema(schema, (node) => {
    found ||= node.default !== undefined;
  });
  return found;
}

/** schemas.gen.ts's table of the definitions that several schemas embed (shared-defs.ts). */
const SHARED_DEFS = 'sharedDefs';
const sharedDefRef = (key: string) => new Code(IDENTIFIER.test(key) ? `${SHARED_DEFS}.${key}` : `${SHARED_DEFS}[${JSON.stringify(key)}]`);

interface SchemaView {
  readonly typeName: string;
  readonly statement: string;
  readonly docLine: string;
}

/**
 * The statements of schemas.gen.ts: the shared definitions, then one per schema. A schema with the same JSON as an
 * earlier one of its kind is that constant under its own name: one object and one validator per process, and a
 * module that does not grow with copies (the bench's 1,000 tools have 2 distinct schemas).
 */
export function schemaViews(ir: ServerIR, shared: SharedDefs) {
  // Declared, not inferred: tsc infers a list of object literals as a union in which a key one element lacks is
  // `never`, and under exactOptionalPropertyTypes an element then fails on Object.prototype's toString, constructor...
  const table = shared.table.size === 0 ? '' : `const ${SHARED_DEFS}: Readonly<Record<string, unknown>> = ${toLiteral(Object.fromEntries(shared.table))};`;
  const views: SchemaView[] = [];
  const line = (s: string) => oneLine(s.replace(/\*\//g, '*\\/'));
  // Kind, defaults and JSON text → the constant that holds it. Inputs and outputs never share one: their types
  // are printed apart (an input's defaulted properties are required).
  const first = new Map<string, string>();
  let aliases = false;
  const add = (kind: string, name: string, typeName: string, schema: unknown, doc: string, defaults = false) => {
    const key = `${kind} ${defaults} ${JSON.stringify(schema)}`;
    const same = first.get(key);
    if (same === undefined) {
      first.set(key, name);
      // `{ defaults: true }` for an input whose defaults are filled in.
      const literal = `${toLiteral(withSharedRefs(schema, shared, sharedDefRef))}${defaults ? ', { defaults: true }' : ''}`;
      views.push({ typeName, statement: `export const ${name} = jsonSchema<${typeName || 'unknown'}>(${literal});`, docLine: line(doc) });
      return;
    }
    aliases = true;
    const statement = `export const ${name}: JsonSchemaOf<${typeName || 'unknown'}> = ${same};`;
    views.push({ typeName, statement, docLine: line(`${doc} The same JSON as ${same}.`) });
  };
  for (const t of ir.tools) {
    add('input', inputConst(t), t.input.typeName, t.input.jsonSchema, `Input of ${t.name}.`, hasDefaults(t.input.jsonSchema));
    // Emitted as tools/list advertises it, so the runtime lists it as is (ir/wire-tool.ts is the one rule).
    if (t.output) add('output', outputConst(t), t.output.typeName, advertisedOutputSchema(t.output.jsonSchema), `Output (structuredContent) of ${t.name}.`);
    if (t.http?.documentedOutput !== undefined) {
      const doc = `The output schema the API documents for ${t.name} (http.drift: ${t.http.drift}): its answers are checked against it.`;
      add('documented', documentedConst(t), '', t.http.documentedOutput, doc);
    }
    for (const { status, schema } of t.http?.statusOutputs ?? []) {
      const doc = `The schema the API documents for a ${status} answer of ${t.name}: such answers are checked against it.`;
      add('documented', statusOutputConst(t, status), '', schema, doc);
    }
  }
  const typeImport = importStatement([...new Set(views.map((s) => s.typeName).filter((n) => n !== ''))].sort(), './types.gen.js');
  const apiImport = importStatement(['jsonSchema', ...(aliases ? ['type JsonSchemaOf'] : [])], './runtime/api.gen.js', 'value');
  return { schemas: views, sharedDefs: table, typeImport, apiImport };
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

/** SERVER_INFO and INSTRUCTIONS of config.gen.ts. */
export function serverInfoStatements(ir: ServerIR): { serverInfo: string; instructions: string } {
  const info = defined({ name: ir.name, version: ir.version, title: ir.title, description: ir.description });
  return {
    serverInfo: `export const SERVER_INFO = ${toLiteral(info)};`,
    instructions: `export const INSTRUCTIONS: string | undefined = ${stringLiteral(ir.instructions)};`,
  };
}

/** What the generated contract test expects the server to advertise: the manifest, as the wire shows it. */
export function contractTestView(ir: ServerIR, shared: SharedDefs) {
  // A shared definition is printed once, as in schemas.gen.ts: in the schemas, a $defs entry that is a string (never
  // a schema) is the key of its definition in sharedDefs.
  // The test's client does not declare MCP Apps: app-only tools are not listed for it.
  const listed = ir.tools.filter((t) => t.ui?.visibility?.includes('model') !== false);
  const tools = listed.map((t) => {
    const { inputSchema, outputSchema, ...rest } = wireTool(t);
    return defined({
      ...rest,
      inputSchema: withSharedRefs(inputSchema, shared, (key) => key),
      outputSchema: withSharedRefs(outputSchema, shared, (key) => key),
    });
  });
  const requiresInput = ({ input: { jsonSchema: s } }: ToolIR) => isObject(s) && Array.isArray(s.required) && s.required.length > 0;
  return {
    // Every schema again: JSON next to the test (JSON.stringify is ~30× faster than printing a TS literal).
    expectedTools: tools,
    sharedDefs: shared.table.size > 0 ? Object.fromEntries(shared.table) : undefined,
    requiredInput: toLiteral(listed.filter(requiresInput).map((t) => t.name)),
    // MCP Apps views are registered first, then the manifest's resources.
    expectedResources: toLiteral([...(ir.views ?? []).map((v) => v.uri), ...ir.resources.map((r) => r.uri)]),
    expectedTemplates: toLiteral(ir.resourceTemplates.map((r) => r.uriTemplate)),
    expectedPrompts: toLiteral(ir.prompts.map((p) => p.name)),
  };
}

/** The TOOLSETS table of server.gen.ts; undefined without manifest toolsets. */
export function toolsetsView(ir: ServerIR) {
  if (!ir.toolsets) return undefined;
  return {
    sets: ir.toolsets.sets.map((s) => ({ nameLiteral: stringLiteral(s.name), descriptionLiteral: stringLiteral(s.description), default: s.default })),
    /** A resource, template or prompt is registered only when its toolset is selected. */
    content: [...ir.resources, ...ir.resourceTemplates, ...ir.prompts].some((c) => c.toolset !== undefined),
  };
}

// MCP Apps in the generated project: views.gen.ts holds every view's HTML (inlined at generate time, so
// `node dist/main.js` needs no source tree) and each tool's link to its view; runtime/apps.gen.ts serves them.

export function viewsFile(ir: ServerIR, header: string): [string, string][] {
  if (!ir.views?.length) return [];
  const links = ir.tools.flatMap((t) => (t.ui ? [`  [${stringLiteral(t.name)}, ${toLiteral(t.ui, '  ')}],`] : []));
  const text = [
    header,
    '// The MCP Apps views of the manifest, inlined when mcpgen generated this file, and the tools that show them.',
    "import type { AppView, ToolUi } from './runtime/apps.gen.js';",
    '',
    '/** Every view once, served as a ui:// resource (text/html;profile=mcp-app). */',
    'export const VIEWS: readonly AppView[] = [',
    ...ir.views.map(viewEntry),
    '];',
    '',
    '/** Tools linked to a view (the `_meta.ui` of tools/list), by wire name. */',
    'export const TOOL_UI: ReadonlyMap<string, ToolUi> = new Map<string, ToolUi>([',
    ...links,
    ']);',
  ].join('\n');
  return [['src/generated/views.gen.ts', text]];
}

function viewEntry(v: ViewIR): string {
  // One string per line of the file: a change to the view reads as a change to those lines.
  const lines = v.html.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return [
    '  {',
    `    // From ${v.file.replace(/[\r\n\u2028\u2029]/g, ' ')}.`,
    `    uri: ${stringLiteral(v.uri)},`,
    `    name: ${stringLiteral(v.name)},`,
    `    description: ${stringLiteral(`The view of ${v.tools.length === 1 ? 'tool' : 'tools'} ${v.tools.join(', ')}.`)},`,
    `    meta: ${toLiteral(v.meta, '    ')},`,
    '    html: [',
    ...lines.map((l) => `      ${stringLiteral(l)},`),
    "    ].join('\\n'),",
    '  },',
  ].join('\n');
}
