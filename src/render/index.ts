import type { ServerIR } from '../ir/types.js';
import { formatTypeScript } from './format.js';
import { generatedHeader, ownerOf, type Owner } from './header.js';
import { compileSchemaTypes } from './schema-types.js';
import { renderTemplate } from './templates.js';
import { checkSyntax } from './ts/syntax-gate.js';
import { errorView, schemaViews, serverInfoLiteral, toolView } from './views.js';
import { contentViews } from './views-content.js';
import { stringLiteral } from './literal.js';
import { scaffoldPackageJson } from './package-json.js';
import { manifestSchema } from '../manifest/shape.js';
import { GENERATED_PREFIX } from './header.js';

export interface RenderedFile {
  /** Relative to the output folder, posix. */
  readonly path: string;
  readonly content: string;
  readonly owner: Owner;
}

/** Thrown when the generator produced invalid TypeScript: a bug in mcpgen, never the user's fault. */
export class GeneratorBugError extends Error {}

/** IR → every file of the generated project, formatted and syntax-checked. Pure apart from reading templates. */
export async function renderServer(ir: ServerIR): Promise<RenderedFile[]> {
  const header = generatedHeader(ir.source);
  const tools = ir.tools.map(toolView);
  const errors = ir.errors.map(errorView);
  const schemas = schemaViews(ir);
  const typeNames = (names: string[]) => [...new Set(names)].sort().join(', ');
  const types = await compileSchemaTypes(ir);
  const content = contentViews(ir);

  const owned: [string, string][] = [
    ['src/generated/types.gen.ts', `${header}\n// TypeScript types of every schema in the manifest (one compile, so shared definitions are one type).\n\n${types}`],
    ['src/generated/log.gen.ts', renderTemplate('server/log.gen.ts.hbs', { header })],
    ['src/generated/errors.gen.ts', renderTemplate('server/errors.gen.ts.hbs', {
      header, errors, dataTypes: typeNames(ir.errors.flatMap((e) => (e.data ? [e.data.typeName] : []))),
    })],
    ['src/generated/runtime.gen.ts', renderTemplate('server/runtime.gen.ts.hbs', { header })],
    ['src/generated/execute.gen.ts', renderTemplate('server/execute.gen.ts.hbs', { header })],
    ['src/generated/cancel.gen.ts', renderTemplate('server/cancel.gen.ts.hbs', { header })],
    ...(ir.features.tasks
      ? ([
          ['src/generated/tasks.gen.ts', renderTemplate('server/tasks.gen.ts.hbs', { header })],
          ['src/generated/task-store.gen.ts', renderTemplate('server/task-store.gen.ts.hbs', { header })],
        ] as [string, string][])
      : []),
    ...(content.any ? ([['src/generated/content.gen.ts', renderTemplate('server/content.gen.ts.hbs', { header })]] as [string, string][]) : []),
    ...(content.hasResources
      ? ([['src/generated/resources.gen.ts', renderTemplate('server/resources.gen.ts.hbs', { header, ...content })]] as [string, string][])
      : []),
    ...(content.hasPrompts
      ? ([['src/generated/prompts.gen.ts', renderTemplate('server/prompts.gen.ts.hbs', { header, ...content })]] as [string, string][])
      : []),
    ['src/generated/progress.gen.ts', renderTemplate('server/progress.gen.ts.hbs', { header })],
    ['src/generated/schemas.gen.ts', renderTemplate('server/schemas.gen.ts.hbs', {
      header, schemas, typeImports: typeNames(schemas.map((s) => s.typeName)),
    })],
    ['src/generated/tools.gen.ts', renderTemplate('server/tools.gen.ts.hbs', {
      header, tools, typeImports: typeNames(ir.tools.flatMap((t) => [t.input.typeName, ...(t.output ? [t.output.typeName] : [])])),
    })],
    ['src/generated/manifest.schema.json', `${JSON.stringify(
      { $comment: `${GENERATED_PREFIX.slice(3)}. Source: mcpgen. Editors use it to check ${ir.source}.`, ...manifestSchema }, null, 2)}\n`],
    ['src/generated/serve.gen.ts', renderTemplate('server/serve.gen.ts.hbs', { header })],
    ['src/generated/server.gen.ts', renderTemplate('server/server.gen.ts.hbs', {
      header, tools, serverInfo: serverInfoLiteral(ir), instructions: stringLiteral(ir.instructions),
      tasks: ir.features.tasks, content, promptTypeImports: content.promptTypeImports,
      contentConfig: renderTemplate('server/content-config.hbs', content),
      contentRegister: renderTemplate('server/content-register.hbs', content),
    })],
  ];
  const scaffold: [string, string][] = [
    ['src/main.ts', renderTemplate('scaffold/main.ts.hbs', {})],
    ...tools.map((t): [string, string] => [`src/tools/${t.file}.ts`, renderTemplate('scaffold/tool.ts.hbs', t)]),
    ...content.resources.map((r): [string, string] => [`src/resources/${r.file}.ts`, renderTemplate('scaffold/resource.ts.hbs', r)]),
    ...content.templates.map((t): [string, string] => [`src/resources/${t.file}.ts`, renderTemplate('scaffold/resource-template.ts.hbs', t)]),
    ...content.prompts.map((p): [string, string] => [`src/prompts/${p.file}.ts`, renderTemplate('scaffold/prompt.ts.hbs', p)]),
    ['package.json', scaffoldPackageJson(ir)],
    ['tsconfig.json', renderTemplate('scaffold/tsconfig.json.hbs', {})],
    ['README.md', renderTemplate('scaffold/README.md.hbs', {
      displayName: ir.title ?? ir.name, description: ir.description ?? `An MCP server with ${ir.tools.length} tool(s).`, source: ir.source, tools,
      ...content,
    })],
    ['.gitignore', renderTemplate('scaffold/gitignore.hbs', {})],
    ['.gitattributes', renderTemplate('scaffold/gitattributes.hbs', {})],
  ];

  const files: RenderedFile[] = [];
  for (const [path, raw] of [...owned, ...scaffold]) {
    const content = path.endsWith('.ts') ? await formatTypeScript(raw) : ensureTrailingNewline(raw);
    if (path.endsWith('.ts')) {
      const problems = checkSyntax(path, content);
      if (problems.length) throw new GeneratorBugError(`generated invalid TypeScript: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
    }
    files.push({ path, content, owner: ownerOf(path) });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

const ensureTrailingNewline = (s: string) => `${s.replace(/\s+$/, '')}\n`;
