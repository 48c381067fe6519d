// MCP Apps on the wire (generated/apps over Streamable HTTP): the extension in the server's capabilities on both
// protocol eras, each view as one ui:// resource with the MCP Apps MIME type and its `_meta.ui`, tools linked to it
// exactly as ext-apps' registerAppTool writes `_meta`, and the app-only tool: listed (visibility [app]) for hosts
// that declare the extension, absent for clients that do not, callable by both. With the v2 and the v1 client.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ERAS, startHttpServer, type Era, type HttpServerProcess } from '../support/server-process.js';

const UI = 'io.modelcontextprotocol/ui';
const MIME = 'text/html;profile=mcp-app';
const VIEW = 'ui://apps-demo/views/notes';
const HOST_CAPABILITIES = { extensions: { [UI]: { mimeTypes: [MIME] } } };

let server: HttpServerProcess;
const closers: (() => Promise<void>)[] = [];
beforeAll(async () => {
  server = await startHttpServer('apps');
});
afterAll(async () => {
  for (const close of closers) await close().catch(() => {});
  await server?.stop();
});

async function v2Client(era: Era, host: boolean): Promise<Client> {
  const client = new Client(
    { name: 'apps-e2e', version: '0.0.0' },
    {
      versionNegotiation: { mode: era.mode },
      ...(host && { capabilities: HOST_CAPABILITIES }),
    },
  );
  await client.connect(new StreamableHTTPClientTransport(server.url));
  closers.push(() => client.close());
  return client;
}

async function v1Client(host: boolean): Promise<V1Client> {
  const client = new V1Client({ name: 'apps-e2e-v1', version: '0.0.0' }, host ? { capabilities: HOST_CAPABILITIES as object } : {});
  await client.connect(new V1Transport(server.url));
  closers.push(() => client.close());
  return client;
}

describe.each(ERAS)('v2 client, $label', (era) => {
  test('the server advertises the extension', async () => {
    const client = await v2Client(era, false);
    expect(client.getServerCapabilities()?.extensions).toEqual({ [UI]: {} });
  });

  test('resources/list and resources/read: one ui:// view, the MCP Apps MIME type, its _meta.ui on both', async () => {
    const client = await v2Client(era, true);
    const { resources } = await client.listResources();
    expect(resources).toEqual([
      {
        uri: VIEW,
        name: 'views/notes',
        description: 'The view of tools list_notes, pin_note.',
        mimeType: MIME,
        _meta: { ui: { prefersBorder: true } },
      },
    ]);
    const read = await client.readResource({ uri: VIEW });
    expect(read.contents).toHaveLength(1);
    const [content] = read.contents as [{ uri: string; mimeType: string; text: string; _meta: unknown }];
    expect({ ...content, text: undefined }).toEqual({ uri: VIEW, mimeType: MIME, text: undefined, _meta: { ui: { prefersBorder: true } } });
    // The HTML the manifest names, inlined at generate time, with ext-apps' App client bundled in.
    expect(content.text).toMatch(/^<!doctype html>\n[\s\S]*<ul id="notes"><\/ul>[\s\S]*callServerTool[\s\S]*<\/html>$/);
  });

  test('a host sees both tools linked to the view, pin_note marked app-only, as registerAppTool writes _meta', async () => {
    const client = await v2Client(era, true);
    const { tools } = await client.listTools();
    expect(tools.map((t) => [t.name, t._meta])).toEqual([
      ['list_notes', { ui: { resourceUri: VIEW }, 'ui/resourceUri': VIEW }],
      ['pin_note', { ui: { resourceUri: VIEW, visibility: ['app'] }, 'ui/resourceUri': VIEW }],
    ]);
  });

  test('a client without the extension: no ui metadata, and the app-only tool is not listed', async () => {
    const client = await v2Client(era, false);
    const { tools } = await client.listTools();
    expect(tools.map((t) => [t.name, t._meta])).toEqual([['list_notes', undefined]]);
  });

  test('structured results are unchanged: the view is an enhancement', async () => {
    const client = await v2Client(era, false);
    const result = await client.callTool({ name: 'list_notes', arguments: {} });
    expect(result.structuredContent).toEqual({ notes: expect.arrayContaining([{ id: 'n1', text: 'Water the plants', pinned: expect.any(Boolean) }]) });
    expect(result.isError).toBeFalsy();
  });
});

describe('v1 client (2025-11-25)', () => {
  test('declaring the extension: the capability, the links and the app-only tool', async () => {
    const client = await v1Client(true);
    expect(client.getServerCapabilities()).toMatchObject({ extensions: { [UI]: {} } });
    const { tools } = await client.listTools();
    expect(tools.map((t) => [t.name, t._meta])).toEqual([
      ['list_notes', { ui: { resourceUri: VIEW }, 'ui/resourceUri': VIEW }],
      ['pin_note', { ui: { resourceUri: VIEW, visibility: ['app'] }, 'ui/resourceUri': VIEW }],
    ]);
    const { contents } = await client.readResource({ uri: VIEW });
    expect(contents[0]).toMatchObject({ uri: VIEW, mimeType: MIME, _meta: { ui: { prefersBorder: true } } });
  });

  test('not declaring it: list_notes only; pin_note is still callable (an app calls it through its host)', async () => {
    const client = await v1Client(false);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['list_notes']);
    const pinned = await client.callTool({ name: 'pin_note', arguments: { id: 'n3' } });
    expect(pinned.isError).toBeFalsy();
    expect((pinned.structuredContent as { notes: { id: string; pinned: boolean }[] }).notes[0]).toMatchObject({ id: 'n3', pinned: true });
    expect(await server.waitForStderr('note pinned')).toBe(true);
  });
});
