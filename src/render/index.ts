import type { ServerIR } from '../ir/types.js';
import { generatedHeader, HANDLER_DIRS, ownerOf, type Owner } from './header.js';
import { formatChecked, GeneratorBugError, TYPES_PATH } from './types-file.js';
import { startTypesFile, takeTypesWorker } from './types-job.js';
import { readTemplate, renderTemplate } from './templates.js';
import { startSyntaxGate } from './ts/gate-job.js';
import type { SourceText } from './ts/syntax-gate.js';
import { contractTestView, errorView, schemaViews, serverInfoStatements, toolImports, toolView } from './views.js';
import { contentViews } from './views-content.js';
import { importStatement } from './pretty-literal.js';
import { layoutIsCertain } from './layout-guard.js';
import { scaffoldPackageJson } from './package-json.js';
import { catalogFile } from './catalog.js';
import { manifestSchema } from '../manifest/shape.js';
import { GENERATED_PREFIX } from './header.js';

export interface RenderedFile {
  /** Relative to the output folder, posix. */
  readonly path: string;
  readonly content: string;
  readonly owner: Owner;
}

export { GeneratorBugError };
export { dropPrewarmedTypesWorker, prewarmTypesWorker } from './types-job.js';
export { dropPrewarmedSyntaxGate, prewarmSyntaxGate } from './ts/gate-job.js';

const isHandlerStub = (path: string) => Object.keys(HANDLER_DIRS).some((dir) => path.startsWith(`${dir}/`));

/** IR → every file of the generated project, formatted and syntax-checked. Pure apart from reading templates. */
export async function renderServer(ir: ServerIR): Promise<RenderedFile[]> {
  const files: RenderedFile[] = [];
  // What prettier does not parse (printed directly) goes through the parser gate, on the other core: in the gate's
  // own worker, or, for a large server on 4 cores or more, in the worker that compiles a share of its types.
  const worker = takeTypesWorker(ir);
  const gate = startSyntaxGate(worker);
  try {
    const types = startTypesFile(ir, generatedHeader(ir.source), worker);
    // Handler stubs (one per tool, resource and prompt) are many small files: checked together.
    const stubs: SourceText[] = [];
    for (const [path, raw] of renderUnformatted(ir)) {
      if (!path.endsWith('.ts')) {
        files.push({ path, content: ensureTrailingNewline(raw), owner: ownerOf(path) });
        continue;
      }
      const printed = selfFormatted(path, raw);
      const content = printed ? raw : await formatChecked(path, raw);
      if (printed && isHandlerStub(path)) stubs.push({ path, source: content });
      else if (printed) gate.check(path, path === SCHEMAS_PATH ? schemasFile(ir, generatedHeader(ir.source), true) : content);
      files.push({ path, content, owner: ownerOf(path) });
    }
    gate.checkAll(stubs);
    files.push({ path: TYPES_PATH, content: await types.finish(), owner: 'generator' });
  } catch (error) {
    gate.close();
    throw error;
  }
  const problems = await gate.finish();
  if (problems.length) throw new GeneratorBugError(`generated invalid TypeScript: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Every file as the templates produce it, before formatting; types.gen.ts, rendered on its own (see
 * startTypesFile), is not among them.
 */
export function renderUnformatted(ir: ServerIR): [string, string][] {
  const header = generatedHeader(ir.source);
  const tools = ir.tools.map(toolView);
  const errors = ir.errors.map(errorView);
  const typeNames = (names: string[]) => [...new Set(names)].sort().join(', ');
  const content = contentViews(ir);
  const imports = toolImports(ir, content);
  const contract = contractTestView(ir);

  const owned: [string, string][] = [
    ['src/generated/errors.gen.ts', renderTemplate('server/errors.gen.ts.hbs', {
      header, errors, dataTypes: typeNames(ir.errors.flatMap((e) => (e.data ? [e.data.typeName] : []))),
    })],
    ['src/generated/config.gen.ts', renderTemplate('server/config.gen.ts.hbs', {
      header, hooks: ir.lifecycle.hooks, graceMs: String(ir.lifecycle.shutdownGraceMs), ...serverInfoStatements(ir),
    })],
    ...runtimeFiles(ir, content.any),
    ['test/generated/contract.test.ts', renderTemplate('server/contract.test.ts.hbs', { header, ...contract })],
    ['test/generated/expected-tools.json', generatedJson(`Source: ${ir.source}. What the contract test expects tools/list to return${contract.sharedDefs ? '; a $defs entry that is a string is that entry of sharedDefs' : ''}.`, {
      ...(contract.sharedDefs && { sharedDefs: contract.sharedDefs }), tools: contract.expectedTools,
    })],
    ...(content.hasResources
      ? ([['src/generated/resources.gen.ts', renderTemplate('server/resources.gen.ts.hbs', { header, ...content })]] as [string, string][])
      : []),
    ...(content.hasPrompts
      ? ([['src/generated/prompts.gen.ts', renderTemplate('server/prompts.gen.ts.hbs', { header, ...content })]] as [string, string][])
      : []),
    [SCHEMAS_PATH, schemasFile(ir, header)],
    catalogFile(ir, tools, content),
    ['src/generated/tools.gen.ts', renderTemplate('server/tools.gen.ts.hbs', { header, tools, ...imports })],
    ['src/generated/manifest.schema.json', generatedJson(`Source: mcpgen. Editors use it to check ${ir.source}.`, manifestSchema)],
    ['src/generated/server.gen.ts', renderTemplate('server/server.gen.ts.hbs', {
      header, tools, ...imports,
      tasks: ir.features.tasks, content, promptTypeImports: content.promptTypeImports,
      contentConfig: renderTemplate('server/content-config.hbs', content),
      contentRegister: renderTemplate('server/content-register.hbs', content),
    })],
  ];
  const scaffold: [string, string][] = [
    ['src/main.ts', renderTemplate('scaffold/main.ts.hbs', {})],
    ...(ir.lifecycle.hooks ? ([['src/lifecycle.ts', renderTemplate('scaffold/lifecycle.ts.hbs', {})]] as [string, string][]) : []),
    ...tools.map((t): [string, string] => [`src/tools/${t.file}.ts`, renderTemplate('scaffold/tool.ts.hbs', t)]),
    ...content.resources.map((r): [string, string] => [`src/resources/${r.file}.ts`, renderTemplate('scaffold/resource.ts.hbs', r)]),
    ...content.templates.map((t): [string, string] => [`src/resources/${t.file}.ts`, renderTemplate('scaffold/resource-template.ts.hbs', t)]),
    ...content.prompts.map((p): [string, string] => [`src/prompts/${p.file}.ts`, renderTemplate('scaffold/prompt.ts.hbs', p)]),
    ['package.json', scaffoldPackageJson(ir)],
    ['tsconfig.json', renderTemplate('scaffold/tsconfig.json.hbs', {})],
    ['README.md', renderTemplate('scaffold/README.md.hbs', {
      displayName: ir.title ?? ir.name, serverName: ir.name, description: ir.description ?? `An MCP server with ${ir.tools.length} tool(s).`, source: ir.source, tools,
      lifecycle: ir.lifecycle.hooks,
      ...content,
    })],
    ['.gitignore', renderTemplate('scaffold/gitignore.hbs', {})],
    ['.gitattributes', renderTemplate('scaffold/gitattributes.hbs', {})],
  ];
  return [...owned, ...scaffold];
}

const SCHEMAS_PATH = 'src/generated/schemas.gen.ts';

/** mcpgen's fixed runtime: the same files, byte for byte, in every project; the task machinery only where used. */
const RUNTIME = ['api', 'cancel', 'context', 'errors', 'execute', 'handler-modules', 'http', 'lifecycle', 'log', 'progress', 'results', 'serve', 'sessions', 'telemetry', 'tool-table'];
const TASK_RUNTIME = ['task-methods', 'task-state', 'task-store', 'tasks'];

function runtimeFiles(ir: ServerIR, content: boolean): [string, string][] {
  const names = [...RUNTIME, ...(ir.features.tasks ? TASK_RUNTIME : []), ...(content ? ['content'] : [])].sort();
  return names.map((n) => [`src/generated/runtime/${n}.gen.ts`, readTemplate(`runtime/${n}.gen.ts`)]);
}

/** schemas.gen.ts, or its skeleton (every literal `{}`) for the syntax gate: see schemaViews. */
function schemasFile(ir: ServerIR, header: string, skeleton = false): string {
  const { schemas, sharedDefs } = schemaViews(ir, skeleton);
  const typeImport = importStatement([...new Set(schemas.map((s) => s.typeName))].sort(), './types.gen.js');
  return renderTemplate('server/schemas.gen.ts.hbs', { header, schemas, sharedDefs, typeImport });
}

const STATIC_TEMPLATES = /^src\/generated\/(runtime\/[a-z-]+|config)\.gen\.ts$/;

/** Templates in prettier's layout whose names and strings from the manifest may make a line too long for it. */
const FITTING_TEMPLATES = ['src/generated/errors.gen.ts', 'test/generated/contract.test.ts', 'src/main.ts', 'src/lifecycle.ts'];

/**
 * The schema literals, the server factory and the handler types (printed in prettier's layout by pretty-literal.ts
 * and pretty-code.ts) and the handler stubs come out of their templates already formatted unless a line is long or
 * ends in spaces (a long name or title), which prettier would rewrap: formatting them anyway would change no byte
 * and cost ~30 ms per 1,000 lines, most of a large server's render. test/render-format.test.ts checks that every
 * example's output is a prettier fixed point.
 */
export function selfFormatted(path: string, raw: string): boolean {
  // Templates whose only inputs are the header (a comment) and feature flags are written in prettier's layout.
  if (STATIC_TEMPLATES.test(path)) return true;
  // pretty-literal.ts is prettier's layout for these (long strings stay on their line, as prettier leaves them).
  if (path === SCHEMAS_PATH) return !raw.endsWith('\n\n'); // no tools: a blank line to drop
  if (path === 'src/generated/tools.gen.ts') return layoutIsCertain(raw);
  // The resource and prompt registrations are not printed in prettier's layout: a server with any goes to prettier.
  if (path === 'src/generated/server.gen.ts') return !raw.includes("from './runtime/content.gen.js'") && layoutIsCertain(raw);
  if (!/^src\/(tools|resources|prompts)\//.test(path) && !FITTING_TEMPLATES.includes(path)) return false;
  // Prettier never rewraps comments; code lines with wide characters (two columns each) are left to it.
  // Prettier leaves a stub's `export const name: NameHandler =` and a one-name import whole however long.
  const fits = (line: string) =>
    /^\s*(\/\/|\/\*\*|\*)/.test(line) || /^export const [\w$]+: [\w$]+Handler =$/.test(line) ||
    /^import type \{ [\w$]+ \} from '[^']*';$/.test(line) ||
    (line.length <= 110 && (line.length <= 55 || /^[\x20-\x7e]*$/.test(line)));
  // A JSDoc line may end in two spaces: prettier keeps that Markdown line break (see prettyDoc in pretty-code.ts).
  const end = (line: string) => !/\s$/.test(line) || /^ \* .*\S {2}$/.test(line);
  return raw.endsWith('\n') && !raw.endsWith('\n\n') && raw.split('\n').every((line) => end(line) && fits(line));
}

/** A generator-owned JSON file: JSON has no comments, so the header is a leading "$comment". */
const generatedJson = (comment: string, value: object): string =>
  `${JSON.stringify({ $comment: `${GENERATED_PREFIX.slice(3)}. ${comment}`, ...value }, null, 2)}\n`;

const ensureTrailingNewline = (s: string) => `${s.trimEnd()}\n`;
