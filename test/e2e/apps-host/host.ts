// The test host (browser side, bundled by esbuild in apps-browser.test.ts): the official v2 client connects to the
// generated server (through the page's own origin), reads the ui:// view of list_notes, renders it in a sandboxed
// iframe, and lets ext-apps' AppBridge carry the tool input and result in and the view's tool calls out.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';

const MIME = 'text/html;profile=mcp-app';
const HOST = { name: 'mcpgen-test-host', version: '1.0.0' };

interface HostState {
  /** What the model would be offered: tools whose visibility includes "model" (the spec's host rule). */
  modelTools?: string[];
  viewInitialized?: boolean;
  error?: string;
}
const state: HostState = {};
(window as unknown as { hostState: HostState }).hostState = state;

async function main(): Promise<void> {
  const client = new Client(HOST, { capabilities: { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: [MIME] } } } });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', location.href)));
  const { tools } = await client.listTools();
  const uiOf = (name: string) => (tools.find((t) => t.name === name)?._meta?.ui ?? {}) as { resourceUri?: string; visibility?: string[] };
  state.modelTools = tools.filter((t) => uiOf(t.name).visibility?.includes('model') ?? true).map((t) => t.name);

  const uri = uiOf('list_notes').resourceUri;
  if (!uri) throw new Error('list_notes has no view');
  const read = await client.readResource({ uri });
  const view = read.contents[0] as { mimeType?: string; text?: string };
  if (view.mimeType !== MIME || typeof view.text !== 'string') throw new Error(`not an MCP App view: ${view.mimeType}`);

  const frame = document.createElement('iframe');
  // Scripts only: an opaque origin, no same-origin access to this page, its cookies or its storage.
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.title = uri;
  document.getElementById('view')!.append(frame);

  const bridge = new AppBridge(client, HOST, { serverTools: {}, logging: {} });
  bridge.oninitialized = async () => {
    state.viewInitialized = true;
    const result = await client.callTool({ name: 'list_notes', arguments: {} });
    await bridge.sendToolInput({ arguments: {} });
    await bridge.sendToolResult(result as Parameters<typeof bridge.sendToolResult>[0]);
  };
  await bridge.connect(new PostMessageTransport(frame.contentWindow!, frame.contentWindow!));
  frame.srcdoc = view.text;
}

main().catch((error: unknown) => {
  state.error = error instanceof Error ? `${error.message}\n${error.stack}` : String(error);
});
