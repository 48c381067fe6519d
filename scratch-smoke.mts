import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
const mode = process.argv[2] === 'pin' ? { pin: '2026-07-28' } as const : 'legacy' as const;
const t = new StdioClientTransport({ command: process.execPath, args: ['--import', 'tsx', 'generated/kitchen-sink/src/main.ts'], stderr: 'pipe' });
let err = '';
t.stderr!.on('data', (d) => (err += d));
const c = new Client({ name: 'x', version: '0' }, { versionNegotiation: { mode } });
const t0 = Date.now();
await c.connect(t);
console.log('connected', Date.now() - t0, c.getNegotiatedProtocolVersion(), 'pid', t.pid);
const list = await c.listTools();
console.log(JSON.stringify(list.tools.filter(x => ['tags.list','status','info','todo-later'].includes(x.name)), null, 1));
for (const [name, args] of [['tags.list', {}], ['status', {}], ['echo', { text: 'hi' }], ['fail', { error: 'unexpected' }], ['fail', { error: 'RateLimited' }], ['todo-later', {}], ['image.render', { color: 'red' }], ['echo', {}]] as const) {
  try { console.log(name, JSON.stringify(await c.callTool({ name, arguments: args as any }))); } catch (e) { console.log(name, 'THROW', e); }
}
try { await c.callTool({ name: 'nope', arguments: {} }); } catch (e: any) { console.log('nope', e.constructor.name, e.code, e.message); }
await c.close();
console.log('stderr:', err);
