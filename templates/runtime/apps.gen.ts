// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// MCP Apps (io.modelcontextprotocol/ui): the server advertises the extension, serves each view as a ui:// resource
// through ext-apps' registerAppResource, and links tools to views in tools/list with the `_meta` that ext-apps'
// registerAppTool writes (`ui` and the older flat `ui/resourceUri`). A client that does not declare the extension
// gets no `ui` metadata and no app-only tool: no host would keep those tools away from its model.
import { EXTENSION_ID, getUiCapability, registerAppResource, RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY } from '@modelcontextprotocol/ext-apps/server';
import type { McpServer, ServerContext, Tool } from '@modelcontextprotocol/server';
import { visibleTools } from './auth.gen.js';
import type { ToolTable } from './tool-table.gen.js';

/** One view: its ui:// resource and the resource's `_meta.ui` (csp, permissions, prefersBorder). */
export interface AppView {
  readonly uri: string;
  readonly name: string;
  readonly description: string;
  readonly meta: Readonly<Record<string, unknown>>;
  readonly html: string;
}

/** A tool's `_meta.ui`: the view the host renders for its result, and who may call it (default model and app). */
export interface ToolUi {
  readonly resourceUri: string;
  readonly visibility?: readonly ('model' | 'app')[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The client can render views: its capabilities (per request on 2026-07-28, from initialize before) list the MIME type. */
export function declaresApps(server: McpServer, ctx: ServerContext): boolean {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  const perRequest = envelope?.['io.modelcontextprotocol/clientCapabilities'];
  const capabilities = isRecord(perRequest) ? perRequest : server.server.getClientCapabilities();
  const ui = getUiCapability(capabilities as Parameters<typeof getUiCapability>[0]);
  return ui?.mimeTypes?.includes(RESOURCE_MIME_TYPE) === true;
}

/** tools/list for each kind of client, computed on first use (the table's own list is shared and never changed). */
class AppToolLists {
  private forHosts: Tool[] | undefined;
  private forOthers: Tool[] | undefined;

  constructor(
    private readonly table: ToolTable,
    private readonly links: ReadonlyMap<string, ToolUi>,
  ) {}

  list(apps: boolean): { tools: Tool[] } {
    const tools = this.table.list().tools;
    if (apps) {
      this.forHosts ??= tools.map((tool) => {
        const ui = this.links.get(tool.name);
        return ui ? { ...tool, _meta: { ...tool._meta, ui, [RESOURCE_URI_META_KEY]: ui.resourceUri } } : tool;
      });
      return { tools: this.forHosts };
    }
    this.forOthers ??= tools.filter((tool) => this.links.get(tool.name)?.visibility?.includes('model') !== false);
    return { tools: this.forOthers };
  }
}

let lists: AppToolLists | undefined;

/** Installs MCP Apps on one server instance: the capability, every view, and tools/list with the views' links. */
export function installApps(server: McpServer, table: ToolTable, views: readonly AppView[], links: ReadonlyMap<string, ToolUi>): void {
  server.server.registerCapabilities({ extensions: { [EXTENSION_ID]: {} } });
  for (const view of views) {
    const meta = Object.keys(view.meta).length > 0 ? { _meta: { ui: view.meta } } : {};
    registerAppResource(server, view.name, view.uri, { description: view.description, ...meta }, () => ({
      contents: [{ uri: view.uri, mimeType: RESOURCE_MIME_TYPE, text: view.html, ...meta }],
    }));
  }
  const appLists = (lists ??= new AppToolLists(table, links));
  server.server.setRequestHandler('tools/list', (_request, ctx) => visibleTools(appLists.list(declaresApps(server, ctx)), ctx.http?.authInfo));
}
