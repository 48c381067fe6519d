// Quick start: generate the docs-search example with the built CLI, start it as a real stdio process and
// talk to it with the official MCP client in both protocol eras.
import { spawnSync } from 'node:child_process';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { CLI, REPO_ROOT } from './cli.js';

const say = (text: string) => process.stdout.write(`${text}\n`);

say('$ mcpgen generate specs/docs-search.yaml --out generated/docs-search');
const gen = spawnSync(process.execPath, [CLI, 'generate', 'specs/docs-search.yaml', '--out', 'generated/docs-search'], {
  cwd: REPO_ROOT,
  encoding: 'utf8',
});
process.stdout.write(gen.stderr);
if (gen.status !== 0) process.exit(gen.status ?? 1);

for (const mode of [{ pin: '2026-07-28' as const }, 'legacy' as const]) {
  const client = new Client({ name: 'mcpgen-demo', version: '0.1.0' }, { versionNegotiation: { mode } });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'generated/docs-search/src/main.ts'],
      cwd: REPO_ROOT,
      stderr: 'ignore',
    }),
  );
  say(`\n== connected over stdio, protocol ${client.getNegotiatedProtocolVersion()} (${client.getProtocolEra()} era) ==`);
  say(`server: ${JSON.stringify(client.getServerVersion())}`);
  const { tools } = await client.listTools();
  say(`tools/list:\n${JSON.stringify(tools, null, 2)}`);
  const result = await client.callTool({ name: 'search_documents', arguments: { query: 'incident', limit: 2 } });
  say(`tools/call search_documents {"query":"incident","limit":2}:\n${JSON.stringify(result, null, 2)}`);
  const missing = await client.callTool({ name: 'search_documents', arguments: { query: 'id:nope' } });
  say(`tools/call search_documents {"query":"id:nope"} (a declared error):\n${JSON.stringify(missing, null, 2)}`);
  await client.close();
}
say('\nNext: `npm test` runs the whole suite; `node dist/cli.js init my-server` scaffolds your own server.');
