import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { apiFor } from './api.js';
import { brokenExamples } from './examples.js';
import { describeMoved, KNOWN_FORMATS, moveUnknownFormats } from './formats.js';
import { convertDescriptions } from './html.js';
import { type Locate, warningAt } from './places.js';
import { baseToolName, listOperations, nameClaimer, type Operation, type Warn } from './operations.js';
import { schemaConverter } from './schema.js';
import { filterHint } from './filter-hint.js';
import { toolFor } from './tool.js';
import { assignToolsets, type PreviousToolsets } from './toolsets.js';
import { definitionsReached } from '../manifest/refs.js';
import { isObject, type Obj } from '../manifest/schema-walk.js';
import type { Manifest } from '../manifest/types.gen.js';

type OpenApiSection = NonNullable<Manifest['openapi']>;
/** A per-operation change that survives re-import (the manifest's openapi.overrides). */
export type OperationOverride = NonNullable<OpenApiSection['overrides']>[string];
/** What a tool advertises of a documented output schema the API does not keep to (http.drift). */
export type Drift = NonNullable<OpenApiSection['drift']>;

export interface ImportSettings {
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  /** Import deprecated operations too (their descriptions say so). */
  readonly deprecated: boolean;
  readonly overrides: Readonly<Record<string, OperationOverride>>;
  /** What every tool advertises of its documented output schema (api.drift); an override's drift wins. */
  readonly drift: Drift;
  /** The manifest being re-imported: tools the user moved to another toolset stay there. */
  readonly previous?: PreviousToolsets;
  /** Operations left out because the manifest's rules refuse what they convert to (named in warnings), by key. */
  readonly leftOut?: ReadonlySet<string>;
}

export type Converted = ReturnType<typeof convertOpenApi>;

/** `http` with the operationId right after its path (method, path, operationId read as one). */
const withOperationId = ({ method, path, ...rest }: Obj, operationId: unknown): Obj => ({ method, path, operationId, ...rest });

/** `tag:NAME`, a path glob (`/repos/**`: `*` within a segment, `**` across), else an operationId ("METHOD /path" without one). */
export function matches(selector: string, operation: Operation): boolean {
  if (selector.startsWith('tag:')) return operation.tags.includes(selector.slice(4));
  if (selector.startsWith('/')) {
    const source = selector
      .split(/(\*\*|\*)/)
      .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    return new RegExp(`^${source}$`).test(operation.path);
  }
  return operation.key === selector;
}

/** The document → the manifest's api, errors, tools and definitions, per the import settings. Pure. */
export function convertOpenApi(doc: Obj, settings: ImportSettings, warn: Warn) {
  const operations = listOperations(doc);
  const selected = operations.filter(
    (o) => (settings.include.length === 0 || settings.include.some((s) => matches(s, o))) && !settings.exclude.some((s) => matches(s, o)),
  );
  for (const selector of [...settings.include, ...settings.exclude])
    if (!operations.some((o) => matches(selector, o)))
      warn([], `the filter ${JSON.stringify(selector)} matches no operation`, filterHint(selector, operations));
  const api = apiFor(doc, warn);
  const components = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  const schemas = schemaConverter(components);
  const errors = new Map<string, Obj>();
  const ctx = { schemas, errors, auth: (api.auth ?? {}) as Record<string, Obj>, security: doc.security, warn, baseUrl: String(api.baseUrl) };
  const claim = nameClaimer();
  const tools: Obj = {};
  const deprecated: string[] = [];
  const behind = new Map<string, Operation>();
  // Overridden names are claimed first, so a derived name never takes one a user chose.
  const chosen = selected
    .map((o) => settings.overrides[o.key]?.name)
    .filter((n): n is string => n !== undefined)
    .map(claim);
  for (const operation of selected) {
    const override = settings.overrides[operation.key] ?? {};
    if (override.exclude === true || settings.leftOut?.has(operation.key)) continue;
    if (operation.op.deprecated === true && !settings.deprecated) {
      deprecated.push(operation.key);
      continue;
    }
    const tool = toolFor(operation, ctx);
    if (!tool) continue;
    const name = override.name !== undefined && chosen.includes(override.name) ? override.name : claim(baseToolName(operation));
    // http.drift acts on the output schema: an operation without one keeps none (named, not silently ignored).
    const drift = override.drift !== undefined && override.drift !== settings.drift && tool.output !== undefined ? override.drift : undefined;
    if (override.drift !== undefined && tool.output === undefined)
      warn([], `openapi.overrides.${operation.key}.drift has nothing to act on: the operation documents no JSON output schema`, 'remove the override');
    // The name keeps to what clients accept (mapped into the client-safe set, cut, or numbered); the operationId it came
    // from stays beside the path, where it costs no tokens.
    const id = operation.op.operationId;
    const http = typeof id === 'string' && id !== '' && id !== name ? withOperationId(tool.http as Obj, id) : (tool.http as Obj);
    tools[name] = {
      ...tool,
      ...(override.title !== undefined && { title: override.title }),
      ...(override.description !== undefined && { description: override.description }),
      ...(override.annotations !== undefined && { annotations: { ...(tool.annotations as Obj), ...override.annotations } }),
      http: drift !== undefined ? { ...http, drift } : http,
      ...(override.advertise !== undefined && { advertise: override.advertise }),
    };
    behind.set(name, operation);
  }
  if (deprecated.length > 0)
    warn(
      [],
      `${deprecated.length} deprecated operation${deprecated.length === 1 ? ' is' : 's are'} left out: ${deprecated.slice(0, 10).join(', ')}${deprecated.length > 10 ? `, and ${deprecated.length - 10} more` : ''}`,
      'import them too with --deprecated',
    );
  for (const key of Object.keys(settings.overrides))
    if (!operations.some((o) => o.key === key))
      warn([], `openapi.overrides.${key} names no operation of the document`, 'the operation was renamed or removed; update or delete the override');
  const toolsets = assignToolsets(doc, tools, behind, settings.overrides, settings.previous);
  // Only the definitions the tools use, directly or through other definitions (a filtered import stays small).
  const all = schemas.definitions();
  const used = definitionsReached(tools, all);
  return {
    api: { ...api, drift: settings.drift },
    tools,
    definitions: Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name))) as Obj,
    /** Toolsets from the operations' first tags, in order of first use. */
    toolsets,
    /** The operation behind each tool, by tool name. */
    operations: behind as ReadonlyMap<string, Operation>,
    errors: Object.fromEntries([...errors].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    /** Operations in the document, after the filters, and imported as tools. */
    counts: { operations: operations.length, selected: selected.length, tools: Object.keys(tools).length },
  };
}

/** Above this many tools LLM clients choose worse; the filters keep a server to what it is for. */
export const MANY_TOOLS = 100;

/** The document converted per the settings, with the warnings of the conversion located in the document. */
export async function convertWithWarnings(doc: Obj, settings: ImportSettings, locate: Locate): Promise<{ converted: Converted; warnings: Diagnostic[] }> {
  const warnings: Diagnostic[] = [];
  const warning =
    (code: Diagnostic['code']): Warn =>
    (at, message, hint) =>
      warnings.push(warningAt(locate, at, code, message, hint));
  const converted = convertOpenApi(doc, settings, warning('MCPG704'));
  await convertDescriptions([converted.tools, converted.definitions]);
  const moved = moveUnknownFormats(converted.tools, converted.definitions);
  if (moved.size > 0)
    warning('MCPG722')(
      [],
      `${[...moved.values()].reduce((a, b) => a + b, 0)} schemas use formats JSON Schema does not define (${describeMoved(moved)}): moved into their descriptions`,
      `the server checks only ${[...KNOWN_FORMATS].slice(0, 6).join(', ')}, … (ajv-formats); put a pattern in the document to have a value checked`,
    );
  brokenExamples(converted.tools, converted.definitions, converted.operations, warning('MCPG724'));
  if (converted.counts.tools > MANY_TOOLS)
    warning('MCPG705')(
      [],
      `${converted.counts.tools} tools: LLM clients choose tools less well from long lists`,
      'import what the server is for: --include tag:NAME, --include /repos/** (a path glob) or an operationId; --exclude likewise',
    );
  return { converted, warnings };
}
