// Stoplight Prism (a mock server driven by an OpenAPI document: it validates each request against the document and
// answers with the documented examples and media types) behind a small recording proxy. Shared by the Prism tests of
// issue #27. Prism 5.16 needs Node ≥ 24.18: it runs through npx with node@24. Every process started here is stopped by
// PID in close().
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  url: string;
  auth?: string;
  accept?: string;
  contentType?: string;
  /** The request body as UTF-8 text. */
  body: string;
  status: number;
  /** Prism's verdict on the request: present when it breaks the document. */
  violations?: string;
  answerType?: string;
  /** Prism's answer body, exactly as sent. */
  answerBytes: Buffer;
  /** The same as UTF-8 text. */
  answer: string;
}

export interface PrismMock {
  /** The proxy's origin: the generated server's base URL. */
  readonly origin: string;
  readonly recorded: Recorded[];
  /** When set, the proxy adds `Prefer: <value>` to the next requests (Prism's way to pick a documented status). */
  prefer: string | undefined;
  close(): Promise<void>;
}

const freePort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

/** Starts Prism on `port` and resolves when it listens (its own log says so); rejects (the process stopped) when it
 * does not listen within `timeoutMs`. */
function startPrism(doc: string, port: number, cwd: string, extra: readonly string[], timeoutMs: number): Promise<ChildProcess> {
  const child = spawn(
    'npx',
    ['-y', '-p', 'node@24.21.0', '-p', '@stoplight/prism-cli@5.16.0', '--', 'prism', 'mock', ...extra, '-h', '127.0.0.1', '-p', String(port), doc],
    { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      reject(new Error(`prism did not listen within ${timeoutMs} ms: ${log.slice(-2000)}`));
    }, timeoutMs);
    const seen = (d: Buffer) => {
      log += d.toString('utf8');
      if (log.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`prism exited ${code}: ${log.slice(-2000)}`));
    });
  });
}

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

function recordingProxy(prismPort: number, mock: { recorded: Recorded[]; prefer: string | undefined }): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req
      .on('data', (d: Buffer) => chunks.push(d))
      .on('end', () => {
        const body = Buffer.concat(chunks);
        const headers = { ...req.headers, host: `127.0.0.1:${prismPort}`, ...(mock.prefer !== undefined && { prefer: mock.prefer }) };
        const forward = request({ host: '127.0.0.1', port: prismPort, method: req.method, path: req.url, headers }, (answer) => {
          const parts: Buffer[] = [];
          answer
            .on('data', (d: Buffer) => parts.push(d))
            .on('end', () => {
              const bytes = Buffer.concat(parts);
              const violations = header(answer.headers['sl-violations']);
              const answerType = header(answer.headers['content-type']);
              mock.recorded.push({
                method: req.method!,
                url: req.url!,
                ...(header(req.headers.authorization) !== undefined && { auth: header(req.headers.authorization) }),
                ...(header(req.headers.accept) !== undefined && { accept: header(req.headers.accept) }),
                ...(header(req.headers['content-type']) !== undefined && { contentType: header(req.headers['content-type']) }),
                body: body.toString('utf8'),
                status: answer.statusCode!,
                ...(violations !== undefined && { violations }),
                ...(answerType !== undefined && { answerType }),
                answerBytes: bytes,
                answer: bytes.toString('utf8'),
              });
              res.writeHead(answer.statusCode!, answer.headers).end(bytes);
            });
        });
        forward.on('error', (e) => res.writeHead(502).end(String(e)));
        forward.end(body);
      });
  });
}

/** Prism serving `doc` (`extra`: more `prism mock` options, e.g. `--dynamic`), behind a recording proxy on loopback. */
export async function startPrismMock(doc: string, cwd: string, extra: readonly string[] = [], timeoutMs = 300_000): Promise<PrismMock> {
  const prismPort = await freePort();
  const prism = await startPrism(doc, prismPort, cwd, extra, timeoutMs);
  const state = { recorded: [] as Recorded[], prefer: undefined as string | undefined };
  const proxy = recordingProxy(prismPort, state);
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    recorded: state.recorded,
    get prefer() {
      return state.prefer;
    },
    set prefer(value) {
      state.prefer = value;
    },
    async close() {
      await new Promise((resolve) => proxy.close(resolve));
      if (prism.pid !== undefined && prism.exitCode === null) process.kill(-prism.pid, 'SIGTERM');
    },
  };
}
