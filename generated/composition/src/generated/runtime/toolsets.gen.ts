// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// Which toolsets this process serves: --toolsets a,b or MCPGEN_TOOLSETS=a,b; `all` serves every toolset, `discover`
// serves search_tools and call_tool in place of the tools. Unset: the toolsets marked default, or all when none is.
// Chosen once per process, before the first server instance is built; a tool outside it is unknown to tools/list
// and tools/call alike.
import { discoverTable } from './discover.gen.js';
import { ToolTable, type ToolEntry } from './tool-table.gen.js';

export interface Toolset {
  readonly name: string;
  readonly description: string;
  readonly default: boolean;
}

/** The manifest's toolsets and, for each tool, the toolset it belongs to. */
export interface ToolsetCatalog {
  readonly toolsets: readonly Toolset[];
  /** Tool wire name → toolset name. */
  readonly toolsetOf: ReadonlyMap<string, string>;
}

export type Selection = { readonly discover: true } | { readonly discover: false; readonly names: ReadonlySet<string> };

/** The environment variable that selects toolsets (the --toolsets flag wins over it). */
export const TOOLSETS_ENV = 'MCPGEN_TOOLSETS';

/** `a,b` / `all` / `discover` / unset → the selection; an unknown name is an error that lists the valid ones. */
export function parseSelection(requested: string | undefined, toolsets: readonly Toolset[]): Selection {
  const all = (): Selection => ({ discover: false, names: new Set(toolsets.map((t) => t.name)) });
  if (requested === undefined || requested.trim() === '') {
    const defaults = toolsets.filter((t) => t.default);
    return defaults.length > 0 ? { discover: false, names: new Set(defaults.map((t) => t.name)) } : all();
  }
  const names = requested
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  if (names.length === 1 && names[0] === 'discover') return { discover: true };
  if (names.includes('all')) return all();
  const known = new Set(toolsets.map((t) => t.name));
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length > 0) {
    const valid = [...toolsets.map((t) => t.name), 'all', 'discover'].join(', ');
    throw new Error(
      `unknown toolset${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => JSON.stringify(n)).join(', ')} in --toolsets/${TOOLSETS_ENV}; valid: ${valid}`,
    );
  }
  return { discover: false, names: new Set(names) };
}

/** `--toolsets X` / `--toolsets=X` taken out of argv (the rest goes to the transport's flags). */
export function takeToolsetsFlag(argv: readonly string[]): { toolsets: string | undefined; rest: string[] } {
  const rest: string[] = [];
  let toolsets: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--toolsets') {
      toolsets = argv[i + 1];
      if (toolsets === undefined || toolsets.startsWith('--')) throw new Error('--toolsets needs a value, e.g. --toolsets issues,pulls');
      i++;
    } else if (arg.startsWith('--toolsets=')) toolsets = arg.slice('--toolsets='.length);
    else rest.push(arg);
  }
  return { toolsets, rest };
}

let chosen: Selection | undefined;

/** Fixes the process's selection (start-up); throws on an unknown toolset name. */
export function chooseToolsets(flag: string | undefined, toolsets: readonly Toolset[]): Selection {
  chosen = parseSelection(flag ?? process.env[TOOLSETS_ENV], toolsets);
  return chosen;
}

/** The process's selection: the one chosen at start-up, else MCPGEN_TOOLSETS read now. */
export function selection(toolsets: readonly Toolset[]): Selection {
  return (chosen ??= parseSelection(process.env[TOOLSETS_ENV], toolsets));
}

/**
 * Whether a resource or prompt of `toolset` is served. Discover mode hides tools only: resources and prompts are not
 * in tools/list, so they stay.
 */
export function servesToolset(toolset: string, toolsets: readonly Toolset[]): boolean {
  const current = selection(toolsets);
  return current.discover || current.names.has(toolset);
}

/** The table of the selected tools; in discover mode, search_tools and call_tool over every tool. */
export function selectedTable(entries: readonly ToolEntry[], catalog: ToolsetCatalog): ToolTable {
  const current = selection(catalog.toolsets);
  if (current.discover) {
    const about = new Map(catalog.toolsets.map((t) => [t.name, { name: t.name, description: t.description }]));
    return discoverTable(new ToolTable(entries), (tool) => about.get(catalog.toolsetOf.get(tool) ?? ''));
  }
  return new ToolTable(entries.filter((e) => current.names.has(catalog.toolsetOf.get(e.name) ?? '')));
}
