// mcpgen dev's session keeps the types of every schema it compiled (render/schema-types.ts, TypesMemo): a render that
// reuses them writes byte for byte what a render without them writes, for every golden, after an edit of one tool's
// description, of one schema definition, and of the server block. The memo must be used (a description edit compiles
// no new schema) and must never change an answer. In process, through the pipeline's generate().
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument, isMap, type Document } from 'yaml';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generate } from '../src/pipeline.js';
import { REPO_ROOT } from './support/cli.js';
import { listSpecs } from './support/specs.js';
import { scratchDir, tree } from './support/tmp.js';

const scratch = scratchDir('incremental');
const specsCopy = path.join(scratch.dir, 'specs');
beforeAll(() => {
  // The manifests are edited in a copy of specs/ (with the schema and view files they reference).
  cpSync(path.join(REPO_ROOT, 'specs'), specsCopy, { recursive: true });
});
afterAll(() => scratch.cleanup());

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

/** Every file of the project but node_modules. */
const projectFiles = (dir: string) => new Map([...tree(dir)].filter(([rel]) => !rel.startsWith('node_modules/')));

describe.each(listSpecs())("$name: a render with the dev session's types writes what a render without them writes", ({ name }) => {
  const manifestPath = path.join(specsCopy, `${name}.yaml`);
  // Two copies of the golden at the same depth, so the headers name the manifest the same way.
  const remembered = path.join(scratch.dir, 'memo', name);
  const fresh = path.join(scratch.dir, 'fresh', name);
  const types = new Map<string, string>();
  const run = (outDir: string, memo?: Map<string, string>) => generate({ manifestPath, outDir, cwd: REPO_ROOT, ...(memo && { types: memo }) });

  test('after each edit', async () => {
    const original = readFileSync(manifestPath, 'utf8');
    for (const out of [remembered, fresh]) {
      rmSync(out, { recursive: true, force: true });
      mkdirSync(path.dirname(out), { recursive: true });
      cpSync(path.join(REPO_ROOT, 'generated', name), out, { recursive: true, filter: (src) => !src.includes(`${path.sep}node_modules`) });
    }
    expect((await run(remembered, types)).ok).toBe(true);
    const schemasSeen = types.size;
    for (const [what, edit] of Object.entries(EDITS)) {
      const doc = parseDocument(original);
      if (!edit(doc)) continue;
      writeFileSync(manifestPath, doc.toString({ lineWidth: 0 }));
      const before = types.size;
      const [withMemo, without] = [await run(remembered, types), await run(fresh)];
      expect(without.ok, what).toBe(true);
      expect(withMemo.diagnostics, what).toEqual(without.diagnostics);
      expect(projectFiles(remembered), what).toEqual(projectFiles(fresh));
      // A description is part of no type: nothing new is compiled.
      if (what === "one tool's description") expect(types.size, what).toBe(before);
    }
    if (firstKey(parseDocument(original), 'tools') !== undefined) expect(schemasSeen).toBeGreaterThan(0);
    writeFileSync(manifestPath, original);
  });
});
