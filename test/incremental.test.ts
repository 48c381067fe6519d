// Incremental generation: a run that reuses the render cache (node_modules/.cache/mcpgen: types per distinct schema,
// the syntax gate's verdicts per file text and per per-tool block and skeleton) writes byte for byte what a `--no-cache` run writes, for every golden, after an edit of
// one tool's description, of one schema definition, and of the server block. In process (the same runMcpgen as
// dist/cli.js). MCPGEN_CACHE_STATS=1 makes the cache say what it answered, so a cache that is never hit fails too.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument, isMap, type Document } from 'yaml';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCliInProcess } from './support/cli.js';
import { listSpecs } from './support/specs.js';
import { scratchDir, tree } from './support/tmp.js';

const scratch = scratchDir('incremental');
const specsCopy = path.join(scratch.dir, 'specs');
const previousStats = process.env.MCPGEN_CACHE_STATS;
beforeAll(() => {
  // The manifests are edited in a copy of specs/ (with the schema and view files they reference).
  cpSync(path.join(REPO_ROOT, 'specs'), specsCopy, { recursive: true });
  process.env.MCPGEN_CACHE_STATS = '1';
});
afterAll(() => {
  if (previousStats === undefined) delete process.env.MCPGEN_CACHE_STATS;
  else process.env.MCPGEN_CACHE_STATS = previousStats;
  scratch.cleanup();
});

type Edit = (doc: Document) => boolean;

const firstKey = (doc: Document, section: string): string | undefined => {
  const node = doc.get(section, true);
  return isMap(node) ? String((node.items[0]?.key as { value?: unknown } | undefined)?.value ?? '') || undefined : undefined;
};

const EDITS: Record<string, Edit> = {
  "one tool's description": (doc) => {
    const tool = firstKey(doc, 'tools');
    if (tool === undefined) return false;
    doc.setIn(['tools', tool, 'description'], `${String(doc.getIn(['tools', tool, 'description']) ?? '')} (edited)`);
    return true;
  },
  'one schema definition': (doc) => {
    const name = firstKey(doc, 'definitions');
    if (name !== undefined) {
      // A new optional property: the definition's type, every type that uses it and the advertised schemas change.
      if (isMap(doc.getIn(['definitions', name, 'properties'], true)))
        doc.setIn(['definitions', name, 'properties', 'editedNote'], doc.createNode({ type: 'string', description: 'Added by the edit.' }));
      else doc.setIn(['definitions', name, 'description'], 'Edited definition.');
      return true;
    }
    const tool = firstKey(doc, 'tools');
    if (tool === undefined || !isMap(doc.getIn(['tools', tool, 'input'], true))) return false;
    doc.setIn(['tools', tool, 'input', 'description'], 'Edited input schema.');
    return true;
  },
  'the server block': (doc) => {
    doc.setIn(['server', 'description'], 'Edited server description.');
    return true;
  },
};

/** `mcpgen: cache: types 3 hit, 0 miss; gate 40 hit, 2 miss; fragment 20 hit, 1 miss` → numbers. */
function cacheStats(stderr: string) {
  const m = /^mcpgen cache: types (\d+) hit, (\d+) miss; gate (\d+) hit, (\d+) miss; fragment (\d+) hit, (\d+) miss$/m.exec(stderr);
  if (!m) return undefined;
  const [typesHit, typesMiss, gateHit, gateMiss, fragmentHit, fragmentMiss] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return { typesHit, typesMiss, gateHit, gateMiss, fragmentHit, fragmentMiss };
}

/** The cached run's stderr as the cold run's: without the stats line, and naming the other folder. */
const asCold = (stderr: string) => stderr.replace(/^mcpgen cache: .*\n/m, '').replaceAll('/cached/', '/cold/');

/** Every file of the project but node_modules (where the lock and the cache live). */
const projectFiles = (dir: string) => new Map([...tree(dir)].filter(([rel]) => !rel.startsWith('node_modules/')));

describe.each(listSpecs())('$name: a cached run writes what a --no-cache run writes', ({ name }) => {
  const manifestFile = path.join(specsCopy, `${name}.yaml`);
  const manifest = path.relative(REPO_ROOT, manifestFile);
  // Two copies of the golden at the same depth, so the headers name the manifest the same way.
  const cached = path.join(scratch.dir, 'cached', name);
  const cold = path.join(scratch.dir, 'cold', name);
  const generate = (out: string, ...args: string[]) => runCliInProcess(['generate', manifest, '--out', path.relative(REPO_ROOT, out), ...args]);

  test('after each edit', async () => {
    const original = readFileSync(manifestFile, 'utf8');
    const hasTools = firstKey(parseDocument(original), 'tools') !== undefined;
    for (const out of [cached, cold]) {
      rmSync(out, { recursive: true, force: true });
      mkdirSync(path.dirname(out), { recursive: true });
      cpSync(path.join(REPO_ROOT, 'generated', name), out, { recursive: true, filter: (src) => !src.includes(`${path.sep}node_modules`) });
    }
    // The first run fills the cache from nothing.
    const warm = await generate(cached);
    expect(warm.code, warm.stderr).toBe(0);
    expect(cacheStats(warm.stderr)).toMatchObject({ typesHit: 0, gateHit: 0 });
    expect((await generate(cold, '--no-cache')).code).toBe(0);

    for (const [what, edit] of Object.entries(EDITS)) {
      const doc = parseDocument(original);
      if (!edit(doc)) continue;
      writeFileSync(manifestFile, doc.toString({ lineWidth: 0 }));
      const [fast, full] = [await generate(cached), await generate(cold, '--no-cache')];
      expect(cacheStats(full.stderr), 'a --no-cache run reads no cache').toBeUndefined();
      expect({ code: fast.code, stdout: fast.stdout, stderr: asCold(fast.stderr) }, what).toEqual(full);
      expect(full.code, `${what}: ${full.stderr}`).toBe(0);
      expect(projectFiles(cached), what).toEqual(projectFiles(cold));
      const stats = cacheStats(fast.stderr)!;
      // The fixed runtime is never parsed again; a description is not part of any type.
      expect(stats.gateHit, what).toBeGreaterThan(0);
      if (what === "one tool's description") expect(stats.typesMiss, what).toBe(0);
      // A changed file with per-tool blocks (tools.gen.ts, server.gen.ts, schemas.gen.ts) is judged by its blocks:
      // the other tools' blocks are known already (the server block is in none of those files).
      if (hasTools && what !== 'the server block') expect(stats.fragmentHit, what).toBeGreaterThan(0);
      // One tool's edit: its own blocks are new, every other tool's block and every skeleton is known.
      if (what === "one tool's description") expect(stats.fragmentMiss, what).toBeLessThanOrEqual(stats.fragmentHit);
    }
    writeFileSync(manifestFile, original);
  });
});
