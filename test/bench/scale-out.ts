// Scale-out figures (issue #23), printed by `npm run bench -- --only scale-out` (never a test):
// - HTTP throughput of plain tools/call through a loopback round-robin proxy to 1 vs 2 instances of generated/scale-out;
// - task create → complete latency (tools/call as a task, then tasks/get until completed) with the Redis store vs the
//   memory store, one instance each.
// Every process started here (redis-server, the servers) is stopped in `finally`.
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startHttpServer, type HttpServerProcess } from '../support/server-process.js';
import { startRedis } from '../support/redis.js';
import { envelope, postModern, type Json } from '../e2e/tasks-helpers.js';

interface Options {
  readonly quick: boolean;
  readonly log: (s: string) => void;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** A round-robin HTTP proxy on 127.0.0.1 (keep-alive to the upstreams), as a load balancer would be. */
async function roundRobinProxy(upstreams: readonly URL[]): Promise<{ url: URL; close: () => Promise<void> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server: Server = createServer((req, res) => {
    const target = upstreams[next++ % upstreams.length]!;
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => (agent.destroy(), resolve())))),
  };
}

const call = (args: Json, tasks: boolean): Json => ({
  method: 'tools/call',
  params: { name: 'hold', arguments: args, _meta: envelope(tasks) },
});

/** Plain calls from `concurrency` clients for `ms`: calls per second. */
async function throughput(url: URL, concurrency: number, ms: number): Promise<number> {
  const until = Date.now() + ms;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const { response } = await postModern(url, call({ seconds: 0 }, false));
        if (!response.result) throw new Error(`call failed: ${JSON.stringify(response)}`);
        done++;
      }
    }),
  );
  return (done * 1_000) / ms;
}

/** Sequential tasks: create, then tasks/get every 2 ms until completed; milliseconds each, sorted. */
async function taskLatency(url: URL, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const created = (await postModern(url, call({ seconds: 0 }, true))).response.result;
    if (created?.resultType !== 'task') throw new Error(`no task: ${JSON.stringify(created)}`);
    for (;;) {
      const got = (await postModern(url, { method: 'tasks/get', params: { taskId: created.taskId, _meta: envelope(true) } })).response.result;
      if (got?.status === 'completed') break;
      if (got?.status !== 'working') throw new Error(`task ended ${JSON.stringify(got)}`);
      await new Promise((r) => setTimeout(r, 2));
    }
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

export async function benchScaleOut({ quick, log }: Options): Promise<string> {
  const windowMs = quick ? 3_000 : 10_000;
  const tasks = quick ? 30 : 200;
  const concurrency = 16;
  const redis = await startRedis();
  const servers: HttpServerProcess[] = [];
  const start = async (store: string) => {
    const server = await startHttpServer('scale-out', { env: { MCPGEN_TASK_STORE: store } });
    servers.push(server);
    return server;
  };
  const rows: string[] = [];
  try {
    const [a, b] = await Promise.all([start(redis.url), start(redis.url)]);
    for (const upstreams of [[a!.url], [a!.url, b!.url]]) {
      const proxy = await roundRobinProxy(upstreams);
      try {
        await throughput(proxy.url, concurrency, 500); // warm-up: handler modules, JIT, keep-alive sockets
        log(`throughput through the proxy, ${upstreams.length} instance(s)`);
        const rate = await throughput(proxy.url, concurrency, windowMs);
        rows.push(`| plain tools/call via proxy, ${upstreams.length} instance(s), ${concurrency} concurrent | ${rate.toFixed(0)} calls/s |`);
      } finally {
        await proxy.close();
      }
    }
    const memory = await start('memory');
    for (const [label, url] of [
      ['redis', a!.url],
      ['memory', memory.url],
    ] as const) {
      await taskLatency(url, 5);
      log(`task create → complete latency, ${label} store`);
      const times = await taskLatency(url, tasks);
      rows.push(
        `| task create → completed seen (${label} store), ${tasks} sequential | p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms |`,
      );
    }
  } finally {
    await Promise.allSettled(servers.map((s) => s.stop(3_000)));
    await redis.stop();
  }
  return ['| scenario | figure |', '|---|---|', ...rows].join('\n');
}
