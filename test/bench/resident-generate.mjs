// One tool changed, in a resident generator: what `mcpgen dev` pays per save, since it runs generate in its own
// process (runGenerate of the built CLI) and keeps its modules loaded between saves. Run by generation.ts as
//   node test/bench/resident-generate.mjs <manifest> <out> <runs>
// It generates once (dev's first cycle), then times <runs> generates, each after one tool's description changed to
// a text never seen before; it prints {"ms": [...], "cpuMs": [...]} on stdout and restores the manifest.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';

const [manifest, out, runsArg] = process.argv.slice(2);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { runGenerate } = await import(path.join(repo, 'dist/commands/generate.js'));
const original = readFileSync(manifest, 'utf8');
const doc = parseDocument(original);
const first = Object.keys(doc.toJS().tools)[0];
const description = String(doc.getIn(['tools', first, 'description']));
const generate = async () => {
  const code = await runGenerate(manifest, { out });
  if (code !== 0) throw new Error(`generate exited ${code}`);
};
// The edited texts are made before the first timed run: stringifying a large manifest leaves garbage that the
// collector would otherwise clear during the runs timed (an editor's save costs the generator nothing of the kind).
const edited = Array.from({ length: Number(runsArg) }, (_, n) => {
  doc.setIn(['tools', first, 'description'], `${description} (resident ${n + 1})`);
  return doc.toString({ lineWidth: 0 });
});
const ms = [];
const cpuMs = [];
try {
  await generate();
  for (const text of edited) {
    writeFileSync(manifest, text);
    const cpu = process.cpuUsage();
    const started = performance.now();
    await generate();
    ms.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuMs.push((used.user + used.system) / 1000);
  }
} finally {
  writeFileSync(manifest, original);
}
process.stdout.write(`${JSON.stringify({ ms, cpuMs })}\n`);
