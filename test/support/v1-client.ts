// The v1 TypeScript SDK client (@modelcontextprotocol/sdk 1.x, what most MCP clients embed) against generated
// servers, negotiating a chosen protocol revision. No vitest import: test/bench/v1-progress.ts uses it too.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { REPO_ROOT } from './cli.js';
import { killPid, serverArgs } from './server-process.js';
import { entryArgs } from './compiled-server.js';

export const V1_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26'] as const;
export type V1Version = (typeof V1_VERSIONS)[number];

/**
 * Asks for `version` in initialize (the v1 client always offers its latest) and records what the server chose.
 * Messages pass through synchronously, so the client reads and dispatches exactly as it would unwrapped.
 */
class Negotiating implements Transport {
  negotiated: string | undefined;
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  constructor(
    readonly inner: Transport,
    private readonly version: string,
  ) {}
  start(): Promise<void> {
    this.inner.onmessage = (message, extra) => {
      const result = (message as { result?: { protocolVersion?: unknown } }).result;
      if (this.negotiated === undefined && typeof result?.protocolVersion === 'string') this.negotiated = result.protocolVersion;
      this.onmessage?.(message, extra);
    };
    this.inner.onclose = () => this.onclose?.();
    this.inner.onerror = (error) => this.onerror?.(error);
    return this.inner.start();
  }
  send(message: JSONRPCMessage, options?: Parameters<Transport['send']>[1]): Promise<void> {
    const m = message as { method?: string; params?: Record<string, unknown> };
    const out = m.method === 'initialize' ? ({ ...message, params: { ...m.params, protocolVersion: this.version } } as JSONRPCMessage) : message;
    return this.inner.send(out, options);
  }
  close(): Promise<void> {
    return this.inner.close();
  }
  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }
  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }
}

export interface V1Session {
  readonly client: Client;
  /** The protocol revision the server answered initialize with. */
  readonly negotiated: string | undefined;
  stderr(): string;
  close(): Promise<void>;
}

/** `entry`: a project outside generated/ (an import in a scratch folder), transpiled once (compiled-server.ts). */
export async function connectV1Stdio(name: string, version: V1Version, env: Record<string, string> = {}, entry?: string): Promise<V1Session> {
  const stdio = new StdioClientTransport({
    command: process.execPath,
    args: entry !== undefined ? entryArgs(entry) : serverArgs(name),
    cwd: REPO_ROOT,
    env: { ...getDefaultEnvironment(), NO_COLOR: '1', ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  stdio.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const transport = new Negotiating(stdio, version);
  const client = new Client({ name: 'mcpgen-v1', version: '0.0.0' });
  const kill = async () => {
    const pid = stdio.pid;
    await client.close().catch(() => {});
    if (pid !== null) await killPid(pid, 'SIGKILL', 0);
  };
  try {
    await client.connect(transport);
  } catch (error) {
    await kill();
    throw new Error(`v1 client could not connect to ${name} (${version}): ${String(error)}\n${stderr}`, { cause: error });
  }
  return { client, negotiated: transport.negotiated, stderr: () => stderr, close: kill };
}

export async function connectV1Http(url: URL, version: V1Version): Promise<V1Session> {
  const transport = new Negotiating(new StreamableHTTPClientTransport(url), version);
  const client = new Client({ name: 'mcpgen-v1', version: '0.0.0' });
  await client.connect(transport);
  return { client, negotiated: transport.negotiated, stderr: () => '', close: () => client.close().catch(() => {}) };
}
