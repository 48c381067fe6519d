// The surface clients see, derived from the IR with the renderer's own view functions: what tools/list,
// resources/list, resources/templates/list and prompts/list return, plus scopes and toolsets. Pure.
import type { PromptIR, ResourceIR, ResourceTemplateIR, ServerIR, ToolIR } from '../ir/types.js';
import { wireTool as advertisedTool } from '../ir/wire-tool.js';
import { sha256Hex } from '../sha256.js';
import { canonicalJson } from './canonical.js';
import { legacyOutputSchema } from './legacy-output.js';

/** Bumped when the file's layout changes; a snapshot of another format is refused, never misread. */
export const CONTRACT_FORMAT = 1;

export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
export type JsonObject = { readonly [key: string]: Json };

export interface ContractTool {
  /** The Tool object of tools/list (2026-07-28), exactly as the server sends it. */
  readonly tool: JsonObject;
  /** What 2025-11-25 clients get instead, only where it differs (a non-object output root wrapped as {result}). */
  readonly legacy?: { readonly outputSchema: Json };
  /** sha256 of the canonical JSON (RFC 8785) of `tool`: pin it to notice any change. */
  readonly sha256: string;
}

export interface ContractToolset {
  readonly description?: string;
  readonly default?: boolean;
  readonly tools: readonly string[];
}

/** Required OAuth scopes by tool, resource, template and prompt name; only entries that require some. */
export interface ContractScopes {
  readonly tools: Readonly<Record<string, readonly string[]>>;
  readonly resources: Readonly<Record<string, readonly string[]>>;
  readonly resourceTemplates: Readonly<Record<string, readonly string[]>>;
  readonly prompts: Readonly<Record<string, readonly string[]>>;
}

export interface ContractSnapshot {
  readonly contract: number;
  readonly server: { readonly name: string; readonly version: string; readonly title?: string; readonly description?: string };
  readonly tools: readonly ContractTool[];
  readonly resources: readonly JsonObject[];
  readonly resourceTemplates: readonly JsonObject[];
  readonly prompts: readonly JsonObject[];
  readonly scopes?: ContractScopes;
  readonly toolsets?: Readonly<Record<string, ContractToolset>>;
}

const byName = <T extends { readonly name?: Json }>(a: T, b: T) => (String(a.name) < String(b.name) ? -1 : String(a.name) > String(b.name) ? 1 : 0);
const json = (value: unknown) => value as Json;

/**
 * The Tool object of tools/list exactly as the server sends it, `advertise` applied (ir/wire-tool.ts, the one
 * builder): the contract records what clients are shown (docs/versioning.md).
 */
export const wireTool = (t: ToolIR): JsonObject => advertisedTool(t) as JsonObject;

function contractTool(t: ToolIR): ContractTool {
  const tool = wireTool(t);
  const legacy =
    t.output !== undefined && t.output.root === 'other' && typeof t.output.jsonSchema === 'object'
      ? { outputSchema: json(legacyOutputSchema(t.output.jsonSchema)) }
      : undefined;
  return { tool, ...(legacy && { legacy }), sha256: sha256Hex(canonicalJson(tool)) };
}

const metadata = (m: ResourceIR['metadata']) => ({
  ...(m.description !== undefined && { description: m.description }),
  ...(m.mimeType !== undefined && { mimeType: m.mimeType }),
});

export const wireResource = (r: ResourceIR): JsonObject => ({
  name: r.name,
  ...(r.metadata.title !== undefined && { title: r.metadata.title }),
  uri: r.uri,
  ...metadata(r.metadata),
});

export const wireTemplate = (r: ResourceTemplateIR): JsonObject => ({
  name: r.name,
  ...(r.metadata.title !== undefined && { title: r.metadata.title }),
  uriTemplate: r.uriTemplate,
  ...metadata(r.metadata),
});

export const wirePrompt = (p: PromptIR): JsonObject => ({
  name: p.name,
  ...(p.title !== undefined && { title: p.title }),
  ...(p.description !== undefined && { description: p.description }),
  ...(p.arguments.length > 0 && {
    arguments: p.arguments.map((a) => ({ name: a.name, ...(a.description !== undefined && { description: a.description }), required: a.required })),
  }),
});

function scopesOf(ir: ServerIR): ContractScopes | undefined {
  const auth = ir.auth;
  if (!auth) return undefined;
  const keyed = (required: readonly { key: string; scopes: readonly string[] }[], nameOf: (key: string) => string) =>
    Object.fromEntries(required.map((r) => [nameOf(r.key), [...r.scopes].sort()] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const resourceName = new Map(ir.resources.map((r) => [r.uri, r.name]));
  const templateName = new Map(ir.resourceTemplates.map((r) => [r.uriTemplate, r.name]));
  return {
    tools: keyed(auth.required.tools, (k) => k),
    resources: keyed(auth.required.resources, (k) => resourceName.get(k) ?? k),
    resourceTemplates: keyed(auth.required.resourceTemplates, (k) => templateName.get(k) ?? k),
    prompts: keyed(auth.required.prompts, (k) => k),
  };
}

/**
 * Manifest `toolsets` (name → { description, default }) and each tool's `toolset`, read from the manifest's value:
 * the IR does not carry them yet. Anything of another shape is left out rather than guessed at.
 */
export function toolsetsOf(manifestValue: unknown): Record<string, ContractToolset> | undefined {
  const doc = manifestValue as { toolsets?: unknown; tools?: unknown } | null;
  if (typeof doc !== 'object' || doc === null || typeof doc.toolsets !== 'object' || doc.toolsets === null) return undefined;
  const tools = typeof doc.tools === 'object' && doc.tools !== null ? Object.entries(doc.tools as Record<string, unknown>) : [];
  const names = Object.keys(doc.toolsets).sort();
  return Object.fromEntries(
    names.map((name) => {
      const set = (doc.toolsets as Record<string, unknown>)[name] as { description?: unknown; default?: unknown } | null;
      const members = tools
        .filter(([, t]) => (t as { toolset?: unknown } | null)?.toolset === name)
        .map(([n]) => n)
        .sort();
      return [
        name,
        {
          ...(typeof set?.description === 'string' && { description: set.description }),
          ...(typeof set?.default === 'boolean' && { default: set.default }),
          tools: members,
        },
      ];
    }),
  );
}

/** The contract snapshot of a server: sorted by name everywhere, no timestamps, the same bytes for the same surface. */
export function contractSnapshot(ir: ServerIR, manifestValue?: unknown): ContractSnapshot {
  const scopes = scopesOf(ir);
  const toolsets = toolsetsOf(manifestValue);
  return {
    contract: CONTRACT_FORMAT,
    server: {
      name: ir.name,
      version: ir.version,
      ...(ir.title !== undefined && { title: ir.title }),
      ...(ir.description !== undefined && { description: ir.description }),
    },
    tools: ir.tools.map(contractTool).sort((a, b) => byName(a.tool, b.tool)),
    resources: ir.resources.map(wireResource).sort(byName),
    resourceTemplates: ir.resourceTemplates.map(wireTemplate).sort(byName),
    prompts: ir.prompts.map(wirePrompt).sort(byName),
    ...(scopes && { scopes }),
    ...(toolsets && { toolsets }),
  };
}

/** The file's text: two-space JSON, LF, a final newline. Key order is the snapshot's (fixed by the code above). */
export const renderContract = (snapshot: ContractSnapshot): string => `${JSON.stringify(snapshot, null, 2)}\n`;
