// The contract snapshot is what a real generated server sends: each list, in both eras, through the official v2
// client against the server started as a real process.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contractSnapshot, type ContractSnapshot } from '../../src/contract/surface.js';
import { readManifest } from '../../src/manifest/load.js';
import { REPO_ROOT } from '../support/cli.js';
import { connectStdio, ERAS, type Session } from '../support/server-process.js';
import { specIR } from '../support/specs.js';

const byName = <T extends { name: string }>(items: readonly T[]) => [...items].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

// kitchen-sink: every kind of entry and non-object output roots (the legacy {result} wrap); adversarial: hostile names.
const SPECS = ['kitchen-sink', 'adversarial', 'prompts-only'];

describe.each(SPECS)('%s', (name) => {
  let snapshot: ContractSnapshot;
  beforeAll(async () => {
    const loaded = await readManifest(`specs/${name}.yaml`, REPO_ROOT);
    if (!('doc' in loaded)) throw new Error(`specs/${name}.yaml did not load`);
    snapshot = contractSnapshot(await specIR(`specs/${name}.yaml`), loaded.value);
  });

  describe.each(ERAS)('$label', (era) => {
    let session: Session;
    beforeAll(async () => {
      session = await connectStdio(name, era);
    });
    afterAll(async () => {
      await session?.close();
    });

    test('tools/list', async () => {
      const expected = snapshot.tools.map((t) => (era.name === 'legacy' && t.legacy ? { ...t.tool, ...t.legacy } : t.tool));
      const capabilities = session.client.getServerCapabilities();
      const listed = capabilities?.tools ? (await session.client.listTools()).tools : [];
      expect(byName(listed)).toEqual(expected);
    });

    test('resources/list and resources/templates/list', async () => {
      const capabilities = session.client.getServerCapabilities();
      const resources = capabilities?.resources ? (await session.client.listResources()).resources : [];
      const templates = capabilities?.resources ? (await session.client.listResourceTemplates()).resourceTemplates : [];
      expect(byName(resources)).toEqual(snapshot.resources);
      expect(byName(templates)).toEqual(snapshot.resourceTemplates);
    });

    test('prompts/list', async () => {
      const capabilities = session.client.getServerCapabilities();
      const prompts = capabilities?.prompts ? (await session.client.listPrompts()).prompts : [];
      expect(byName(prompts)).toEqual(snapshot.prompts);
    });
  });

  test('the legacy era differs only where an output root is not an object', () => {
    expect(snapshot.tools.some((t) => t.legacy)).toBe(name !== 'prompts-only');
  });
});
