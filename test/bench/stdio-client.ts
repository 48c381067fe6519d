// A minimal raw JSON-RPC client over a server's stdio (newline-delimited JSON), for latency measurements without
// client-library overhead. Every process it starts is killed by pid in close().
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { killGroup, REPO } from './proc.js';

export type Era = 'modern' | 'legacy';
const MODERN = '2026-07-28';
const LEGACY = '2025-11-25';
const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'mcpgen-bench', version: '0.0.0' },
};

export class StdioClient {
  private buffered = '';
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (line: string) => void; reject: (e: Error) => void }>();
  private stderrText = '';

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    readonly era: Era,
  ) {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      this.buffered += chunk;
      let nl: number;
      while ((nl = this.buffered.indexOf('\n')) >= 0) {
        const line = this.buffered.slice(0, nl);
        this.buffered = this.buffered.slice(nl + 1);
        const id = Number((JSON.parse(line) as { id?: unknown }).id);
        const waiter = this.pending.get(id);
        if (waiter) {
          this.pending.delete(id);
          waiter.resolve(line);
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      if (this.stderrText.length < 20_000) this.stderrText += d;
    });
    child.on('exit', () => {
      for (const w of this.pending.values()) w.reject(new Error(`server exited: ${this.stderrText.slice(-1000)}`));
      this.pending.clear();
    });
  }

  static start(args: readonly string[], era: Era): StdioClient {
    const child = spawn('node', [...args], { cwd: REPO, detached: true, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, MCPGEN_LOG_LEVEL: 'error' } });
    return new StdioClient(child, era);
  }

  /** Sends a request and resolves with the raw response line (rejects after timeoutMs). */
  request(method: string, params: Record<string, unknown> = {}, timeoutMs = 60_000): Promise<string> {
    const id = this.nextId++;
    const withMeta = this.era === 'modern' ? { ...params, _meta: { ...ENVELOPE } } : params;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${method} timed out; stderr: ${this.stderrText.slice(-500)}`));
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (l) => {
          clearTimeout(timer);
          resolve(l);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params: withMeta })}\n`);
    });
  }

  /** Legacy era only: the initialize handshake. */
  async handshake(): Promise<void> {
    if (this.era !== 'legacy') return;
    await this.request('initialize', { protocolVersion: LEGACY, capabilities: {}, clientInfo: { name: 'mcpgen-bench', version: '0.0.0' } });
    this.child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  }

  close(): void {
    killGroup(this.child.pid);
  }
}
