import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { serverNameFor } from '../names.js';
import { writeFileAtomic } from '../emit/apply.js';
import { displayPath, readManifest } from '../manifest/load.js';
import { convertWithWarnings, type Drift, type ImportSettings, type OperationOverride } from './convert.js';
import { sha256File } from './drift.js';
import { portableSchemas } from './portable.js';
import { htmlToMarkdown } from './html.js';
import { checkImportedManifest, documentRelocator } from './manifest-check.js';
import { readOpenApi } from './read.js';
import { errorAt } from './places.js';
import { isObject, type Obj } from '../manifest/schema-walk.js';
import { editorSchemaLine } from '../manifest/editor-schema.js';
import { toPosix } from '../paths.js';
import { firstParagraph } from '../ir/advertise.js';

export interface ImportOptions {
  readonly spec?: string;
  readonly out?: string;
  readonly name?: string;
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly deprecated: boolean;
  /** openapi.portable: rewrite `const` and integer exclusive bounds into forms every client dialect accepts. */
  readonly portable?: boolean;
  /** openapi.drift: what the tools advertise of their documented output schemas (default: as recorded, else relax). */
  readonly drift?: Drift;
  /** All or nothing: no repair, no operation left out; a document that does not validate is refused. */
  readonly strict?: boolean;
  readonly cwd: string;
}

export interface ImportResult {
  readonly diagnostics: readonly Diagnostic[];
  readonly manifestPath?: string;
  /** A new project (no mcp.yaml before). */
  readonly created?: boolean;
  readonly summary?: string;
  /** Restores what the import replaced (the manifest before it, or no project at all). */
  readonly undo?: () => Promise<void>;
  /** A diagnostic generate reports about the manifest's tools and definitions, located in the document instead. */
  readonly relocate?: (d: Diagnostic) => Diagnostic;
}

/** Keys the import writes; every other top-level key of an existing manifest is the user's and is kept. */
const IMPORTED_KEYS = ['mcpgen', 'server', 'openapi', 'api', 'errors', 'toolsets', 'tools', 'definitions'];

/** mcpgen import openapi: the document → mcp.yaml (a new one, or the imported one brought up to date). */
export async function importOpenApi(options: ImportOptions): Promise<ImportResult> {
  const outGiven = options.out !== undefined ? path.resolve(options.cwd, options.out) : undefined;
  const existing = outGiven ? await previousImport(path.join(outGiven, 'mcp.yaml'), options.cwd) : undefined;
  if (existing && 'diagnostics' in existing) return existing;
  const previous = existing?.value.openapi as Obj | undefined;
  const specAbs =
    options.spec !== undefined
      ? path.resolve(options.cwd, options.spec)
      : typeof previous?.spec === 'string' && outGiven
        ? path.resolve(outGiven, previous.spec)
        : undefined;
  if (specAbs === undefined) return failed('mcp.yaml', 'MCPG701', 'no OpenAPI document to import', 'pass its path: mcpgen import openapi SPEC [--out DIR]');
  const shown = displayPath(specAbs, options.cwd);
  const read = await readOpenApi(specAbs, shown, options.strict !== true);
  if (Array.isArray(read)) return { diagnostics: read };
  const info = read.doc.info as { title: string; version: string; description?: unknown };
  const name = options.name ?? serverNameFor(info.title.replace(/[/]/g, '-'));
  const outDir = outGiven ?? path.resolve(options.cwd, name);
  const manifestPath = path.join(outDir, 'mcp.yaml');
  const current = existing ?? (outGiven ? undefined : await previousImport(manifestPath, options.cwd));
  if (current && 'diagnostics' in current) return current;

  const recorded = (current?.value.openapi ?? {}) as Obj;
  const list = (cli: readonly string[], key: string) => (cli.length > 0 ? [...cli] : Array.isArray(recorded[key]) ? (recorded[key] as string[]) : []);
  const settings: ImportSettings = {
    include: list(options.include, 'include'),
    exclude: list(options.exclude, 'exclude'),
    deprecated: options.deprecated || recorded.deprecated === true,
    overrides: (isObject(recorded.overrides) ? recorded.overrides : {}) as Record<string, OperationOverride>,
    drift: options.drift ?? (recorded.drift === 'strict' || recorded.drift === 'drop' ? recorded.drift : 'relax'),
    ...(current && {
      previous: { toolsets: isObject(current.value.toolsets) ? current.value.toolsets : {}, tools: isObject(current.value.tools) ? current.value.tools : {} },
    }),
  };
  const sha256: Obj = {};
  for (const file of read.files) sha256[toPosix(path.relative(outDir, file))] = await sha256File(file);
  const specRel = toPosix(path.relative(outDir, specAbs));
  const version = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(info.version) ? info.version : '1.0.0';
  const description = typeof info.description === 'string' ? firstParagraph(await htmlToMarkdown(info.description.trim())) : '';
  // Converted again without the operations the manifest's own rules refuse, until it validates (once, nearly always).
  const leftOut = new Map<string, Diagnostic>();
  const portable = options.portable === true || recorded.portable === true;
  for (;;) {
    const result = await convertWithWarnings(read.doc, { ...settings, leftOut: new Set(leftOut.keys()) }, read.search);
    const converted = portable ? { ...result.converted, ...portableSchemas(result.converted.tools, result.converted.definitions) } : result.converted;
    const warnings = [...read.warnings, ...new Set(leftOut.values()), ...result.warnings];
    const { counts } = converted;
    if (counts.tools === 0) return { diagnostics: [...warnings, noTools(shown, counts, settings, read.invalid + leftOut.size)] };
    const manifest: Obj = {
      mcpgen: 1,
      server: current?.value.server ?? {
        name,
        version,
        ...(info.title.trim() !== '' && { title: info.title.trim() }),
        ...(description !== '' && { description }),
      },
      openapi: {
        spec: specRel,
        sha256,
        ...(settings.include.length > 0 && { include: settings.include }),
        ...(settings.exclude.length > 0 && { exclude: settings.exclude }),
        ...(settings.deprecated && { deprecated: true }),
        ...(settings.drift !== 'relax' && { drift: settings.drift }),
        ...(portable && { portable: true }),
        ...(Object.keys(settings.overrides).length > 0 && { overrides: settings.overrides }),
      },
      ...Object.fromEntries(Object.entries(current?.value ?? {}).filter(([k]) => !IMPORTED_KEYS.includes(k))),
      api: withKeptAuth(converted.api, current?.value.api),
      ...(Object.keys(converted.errors).length > 0 && { errors: converted.errors }),
      ...(Object.keys(converted.toolsets).length > 0 && { toolsets: converted.toolsets }),
      tools: converted.tools,
      ...(Object.keys(converted.definitions).length > 0 && { definitions: converted.definitions }),
    };
    const header = [
      `# Imported from ${specRel} by \`mcpgen import openapi\`. After a change to the document, re-import with`,
      '#   mcpgen import openapi --out .        (run in this folder)',
      '# api, errors, toolsets, tools and definitions are rewritten then: change them through openapi.overrides (kept).',
      "# Toolsets come from each operation's first tag; their descriptions and defaults, and a tool moved to another, are kept.",
      editorSchemaLine(path.dirname(manifestPath), outDir),
    ].join('\n');
    const text = `${header}\n${stringify(manifest, { aliasDuplicateObjects: false, lineWidth: 0 })}`;
    const verdict = await checkImportedManifest({ value: manifest, manifestPath, ...converted }, read.locate, options.strict === true);
    if (verdict.errors.length > 0) return { diagnostics: [...warnings, ...verdict.errors] };
    if (verdict.leaveOut.size > 0) {
      for (const [key, warning] of verdict.leaveOut) leftOut.set(key, warning);
      continue;
    }
    const previousText = existsSync(manifestPath) ? await readFile(manifestPath, 'utf8') : undefined;
    const createdDir = !existsSync(outDir);
    await mkdir(outDir, { recursive: true });
    await writeFileAtomic(manifestPath, text, options.cwd);
    const filtered = counts.selected !== counts.operations ? `, ${counts.selected} selected by the filters` : '';
    const invalidCount = read.invalid + leftOut.size;
    const invalid = invalidCount > 0 ? ` (${invalidCount} more left out as invalid)` : '';
    const summary = `mcpgen: ${shown}: ${counts.operations} operations${invalid}${filtered}, ${counts.tools} tools → ${displayPath(manifestPath, options.cwd)}`;
    // A generate that then fails takes the import back: the manifest as it was (none for a new project).
    const undo = async () => {
      if (previousText !== undefined) return await writeFile(manifestPath, previousText);
      await rm(manifestPath, { force: true });
      if (createdDir) await rm(outDir, { recursive: true, force: true });
    };
    const relocate = documentRelocator({ manifestPath, ...converted }, read.locate);
    return { diagnostics: warnings, manifestPath, created: current === undefined, summary, undo, relocate };
  }
}

/** A document that declares no security gets no api.auth; one the user added to the manifest (GitHub's document
 * declares none, yet its API takes a token) is kept on re-import. */
const withKeptAuth = (api: Obj, before: unknown): Obj =>
  api.auth === undefined && isObject(before) && isObject(before.auth) && Object.keys(before.auth).length > 0 ? { ...api, auth: before.auth } : api;

const failed = (...error: Parameters<typeof errorAt>): ImportResult => ({ diagnostics: [errorAt(...error)] });

/** Nothing to serve: no mcp.yaml is written (MCPG723), and the filters are named when they are the reason. */
function noTools(file: string, counts: { operations: number; selected: number }, settings: ImportSettings, invalid: number): Diagnostic {
  const why =
    counts.operations === 0
      ? invalid > 0
        ? `its ${invalid} operations do not validate`
        : 'the document has no operations'
      : counts.selected === 0
        ? `the filters select none of its ${counts.operations} operations`
        : `none of the ${counts.selected} selected operations could be imported`;
  const filtered = settings.include.length + settings.exclude.length > 0;
  return errorAt(
    file,
    'MCPG723',
    `no tool to import: ${why}; no mcp.yaml is written`,
    filtered && counts.selected === 0
      ? 'check --include/--exclude against the warnings above (tag:NAME, an operationId, a path glob)'
      : 'the warnings above say why each operation was left out',
  );
}

/** The manifest already in the output folder: imported before (kept settings), absent, or not ours to rewrite. */
async function previousImport(manifestPath: string, cwd: string): Promise<{ value: Obj } | ImportResult | undefined> {
  if (!existsSync(manifestPath)) return undefined;
  const loaded = await readManifest(manifestPath, cwd);
  const value = 'doc' in loaded && isObject(loaded.value) ? loaded.value : undefined;
  if (value && isObject(value.openapi)) return { value };
  const file = displayPath(manifestPath, cwd);
  const message = `${file} exists and was not made by \`mcpgen import openapi\`; it is left as it is`;
  return failed(file, 'MCPG706', message, 'import into a new folder (--out DIR), or add the tools of the document to this manifest by hand');
}
