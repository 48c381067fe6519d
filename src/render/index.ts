import type { ServerIR } from '../ir/types.js';
import { GENERATED_PREFIX, GeneratorBugError, generatedHeader, markdownHeader, ownerOf, type Owner } from './header.js';
import { oneLine, toLiteral } from './literal.js';
import { manifestArgs, scaffoldPackageJson } from './package-json.js';
import { renderTemplate } from './templates.js';
import type { TypesMemo } from './schema-types.js';
import { renderTypesFile, TYPES_PATH } from './types-file.js';
import { contractTestView, errorView, schemaViews, serverInfoStatements, toolImports, toolsetsView, toolView, viewsFile } from './views.js';
import { contentViews } from './views-content.js';
import { authConfig, serverCardStatement, upstreamConfig } from './views-auth.js';
import { sharedDefs } from './shared-defs.js';
import { RUNTIME_DIR, runtimeFiles, runtimeNeeded } from './runtime-files.js';
import { apiReadme, OPERATIONS_PATH, operationsAlias, operationsView } from './views-http.js';

export interface RenderedFile {
  /** Relative to the output folder, posix. */
  readonly path: string;
  readonly content: string;
  readonly owner: Owner;
}

/**
 * IR → every file of the generated project. Templates and view models print the final layout, so nothing is
 * formatted afterwards. `memo`: the types of schemas seen before (`mcpgen dev` keeps it between saves).
 */
export async function renderServer(ir: ServerIR, memo?: TypesMemo): Promise<RenderedFile[]> {
  const rendered: RenderedFile[] = renderFiles(ir).map(([path, raw]) => ({ path, content: `${raw.trimEnd()}\n`, owner: ownerOf(path) }));
  const types = await renderTypesFile(ir, generatedHeader(ir.source), memo);
  const files = [...rendered, { path: TYPES_PATH, content: types, owner: 'generator' as const }];
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The syntax gate: every .ts file about to be written that mcpgen derived from the manifest must parse (a generator
 * bug otherwise, exit 3, before anything is written). A file already on disk as rendered was checked when it was
 * written, so --check and an unchanged generate load no parser. The fixed runtime is the same in every project:
 * mcpgen's own tests parse and compile it (test/unit/runtime-files.test.ts, the goldens).
 */
export async function gateWrites(files: readonly { readonly path: string; readonly content: string }[]): Promise<void> {
  const derived = files.filter((f) => f.path.endsWith('.ts') && !f.path.startsWith(RUNTIME_DIR));
  if (derived.length === 0) return;
  const { checkSyntax } = await import('./ts/syntax-gate.js');
  const problems = derived.flatMap((f) => checkSyntax(f.path, f.content));
  if (problems.length) throw new GeneratorBugError(`generated invalid TypeScript: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
}

/** A file as its template renders it. */
const file = (path: string, template: string, view: object): [string, string] => [path, renderTemplate(template, view)];

/** Every file but types.gen.ts (compiled on its own), as the templates produce it. */
export function renderFiles(ir: ServerIR): [string, string][] {
  const header = generatedHeader(ir.source);
  const tools = ir.tools.map(toolView);
  const content = contentViews(ir);
  const imports = toolImports(ir, content);
  const shared = sharedDefs(ir);
  const contract = contractTestView(ir, shared);
  const operations = operationsView(ir);
  const dataTypes = [...new Set(ir.errors.flatMap((e) => (e.data ? [e.data.typeName] : [])))].sort().join(', ');
  const expectedTools = `Source: ${ir.source}. What the contract test expects tools/list to return${contract.sharedDefs ? '; a $defs entry that is a string is that entry of sharedDefs' : ''}.`;

  const owned: [string, string][] = [
    file('src/generated/errors.gen.ts', 'server/errors.gen.ts.hbs', { header, errors: ir.errors.map(errorView), dataTypes }),
    file('src/generated/config.gen.ts', 'server/config.gen.ts.hbs', {
      header,
      hooks: ir.lifecycle.hooks,
      http: ir.transports.http,
      graceMs: String(ir.lifecycle.shutdownGraceMs),
      ...serverInfoStatements(ir),
      ...authConfig(ir),
      ...serverCardStatement(ir),
      ...upstreamConfig(ir),
    }),
    file('test/generated/contract.test.ts', 'server/contract.test.ts.hbs', { header, ...contract, toolsets: ir.toolsets !== undefined }),
    [
      'test/generated/expected-tools.json',
      generatedJson(expectedTools, { ...(contract.sharedDefs && { sharedDefs: contract.sharedDefs }), tools: contract.expectedTools }),
    ],
    ...(content.hasResources ? [file('src/generated/resources.gen.ts', 'server/resources.gen.ts.hbs', { header, ...content })] : []),
    ...(content.hasPrompts ? [file('src/generated/prompts.gen.ts', 'server/prompts.gen.ts.hbs', { header, ...content })] : []),
    ...(operations ? [file(OPERATIONS_PATH, 'server/operations.gen.ts.hbs', { header, ...operations })] : []),
    file('src/generated/schemas.gen.ts', 'server/schemas.gen.ts.hbs', { header, ...schemaViews(ir, shared) }),
    file('src/generated/index.ts', 'server/index.ts.hbs', { header, content: content.any }),
    ...viewsFile(ir, header),
    // The tools, resources and prompts table the scaffolded README links to, regenerated with the rest, so it never
    // goes stale when the manifest grows (the README itself is the user's, written once).
    file('src/generated/catalog.md', 'docs/catalog.md.hbs', {
      header: markdownHeader(ir.source),
      displayName: ir.title ?? ir.name,
      source: ir.source,
      tools,
      ...content,
    }),
    file('src/generated/tools.gen.ts', 'server/tools.gen.ts.hbs', { header, tools, ...imports }),
    file('src/generated/server.gen.ts', 'server/server.gen.ts.hbs', {
      header,
      tools,
      ...imports,
      toolsets: toolsetsView(ir),
      // Only a manifest with `ui` gets the apps runtime.
      apps: ir.views !== undefined && ir.views.length > 0,
      tasks: ir.features.tasks,
      transports: ir.transports,
      rateLimits: ir.tools.some((t) => t.rateLimit !== undefined),
      apiCredentials: ir.api && ir.api.auth.length > 0 ? toLiteral(ir.api.auth.map((s) => s.env)) : '',
      apiBaseUrlPlaceholder: ir.api?.baseUrlPlaceholder ? toLiteral(ir.api.baseUrl) : '',
      content,
      contentConfig: renderTemplate('server/content-config.hbs', content),
      contentRegister: renderTemplate('server/content-register.hbs', content),
    }),
  ];
  const scaffold: [string, string][] = [
    file('src/main.ts', 'scaffold/main.ts.hbs', { transports: ir.transports }),
    ...(ir.lifecycle.hooks ? [file('src/lifecycle.ts', 'scaffold/lifecycle.ts.hbs', {})] : []),
    ...tools.map((t, i) => file(`src/tools/${t.file}.ts`, 'scaffold/tool.ts.hbs', { ...t, operation: handlerOperation(ir.tools[i]!) })),
    ...content.resources.map((r) => file(`src/resources/${r.file}.ts`, 'scaffold/resource.ts.hbs', r)),
    ...content.templates.map((t) => file(`src/resources/${t.file}.ts`, 'scaffold/resource-template.ts.hbs', t)),
    ...content.prompts.map((p) => file(`src/prompts/${p.file}.ts`, 'scaffold/prompt.ts.hbs', p)),
    ['package.json', scaffoldPackageJson(ir)],
    file('tsconfig.json', 'scaffold/tsconfig.json.hbs', {}),
    file('README.md', 'scaffold/README.md.hbs', {
      displayName: ir.title ?? ir.name,
      serverName: ir.name,
      description: ir.description ?? `An MCP server with ${ir.tools.length} tool(s).`,
      source: ir.source,
      tools,
      lifecycle: ir.lifecycle.hooks,
      transports: ir.transports,
      ...content,
      ...apiReadme(ir),
      publishArgs: manifestArgs(ir.source, '', '--project'),
    }),
    file('.gitignore', 'scaffold/gitignore.hbs', {}),
    file('.gitattributes', 'scaffold/gitattributes.hbs', {}),
  ];
  // The runtime those files import (scaffolds included: a fresh lifecycle.ts names its context type).
  return [...owned, ...scaffold, ...runtimeFiles(runtimeNeeded([...owned, ...scaffold]), header)];
}

/** What the handler of an HTTP-bound tool delegates to. */
function handlerOperation(t: ServerIR['tools'][number]) {
  if (!t.http) return undefined;
  const alias = operationsAlias(t);
  return { alias, renamed: alias !== 'operations', access: `.${t.ident.camel}`, summary: oneLine(`${t.http.method} ${t.http.path}`) };
}

/** A generator-owned JSON file: JSON has no comments, so the header is a leading "$comment". */
const generatedJson = (comment: string, value: object): string =>
  `${JSON.stringify({ $comment: `${GENERATED_PREFIX.slice(3)}. ${comment}`, ...value }, null, 2)}\n`;
