// The ownership rules for resource and prompt handlers (src/resources/, src/prompts/): written once, typed against
// the manifest, reported (never deleted) when orphaned; the generated contracts come and go with the manifest.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { runInProject } from './support/cli.js';
import { compileAgain } from './support/project.js';
import { copySpec, scratchDir } from './support/tmp.js';

const cleanups: (() => void)[] = [];
afterEach(() =>
  cleanups.splice(0).forEach((c) => {
    c();
  }),
);

const CONTENT = `resources:
  readme:
    uri: docs://readme
    mimeType: text/markdown
resourceTemplates:
  page:
    uriTemplate: docs://pages/{id}
    complete: [id]
prompts:
  summarize:
    arguments:
      topic: { required: true }
      style: {}
`;

/** docs-search without its own resource template, so the manifest's content sections are the ones above. */
function project(withContent: boolean): string {
  const { dir, cleanup } = scratchDir('content-cli');
  cleanups.push(cleanup);
  const manifest = copySpec('docs-search', dir);
  const base = readFileSync(manifest, 'utf8').replace(/\nresourceTemplates:\n(?: .*\n)*/, '\n');
  if (base.includes('resourceTemplates')) throw new Error('specs/docs-search.yaml changed shape; adjust this test');
  writeFileSync(manifest, withContent ? `${base}${CONTENT}` : base);
  return dir;
}
const read = (dir: string, rel: string) => readFileSync(path.join(dir, rel), 'utf8');
const write = (dir: string, rel: string, content: string) => {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), content);
};
/** The same project is compiled three times: incrementally, so the later runs re-check only what an edit can affect. */
const tsc = compileAgain;

describe("resource and prompt handlers are the user's", () => {
  test('adding content creates only its stubs and contracts; removing it reports the handlers and deletes only generated files', async () => {
    const dir = project(false);
    expect((await runInProject(dir, 'generate')).code).toBe(0);
    expect(existsSync(path.join(dir, 'src/resources'))).toBe(false);
    expect(existsSync(path.join(dir, 'src/generated/runtime/content.gen.ts'))).toBe(false);

    write(dir, 'mcp.yaml', `${read(dir, 'mcp.yaml')}${CONTENT}`);
    const added = await runInProject(dir, 'generate', ['--dry-run']);
    const created = [...added.stdout.matchAll(/^create\s+(\S+)$/gm)].map((m) => m[1]).sort();
    expect(created).toEqual([
      'src/generated/prompts.gen.ts',
      'src/generated/resources.gen.ts',
      'src/generated/runtime/content.gen.ts',
      'src/prompts/summarize.ts',
      'src/resources/page.ts',
      'src/resources/readme.ts',
    ]);
    expect((await runInProject(dir, 'generate')).code).toBe(0);
    const mine = "// my readme\nexport const readme = async () => 'hi';\n";
    write(dir, 'src/resources/readme.ts', mine);
    expect((await runInProject(dir, 'generate')).code).toBe(0);
    expect(read(dir, 'src/resources/readme.ts')).toBe(mine);

    write(dir, 'mcp.yaml', read(dir, 'mcp.yaml').replace(CONTENT, ''));
    const removed = await runInProject(dir, 'generate');
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stderr).toMatch(/src\/resources\/readme\.ts:1:1: warning MCPG902 no resource in the manifest uses this handler any more/);
    expect(removed.stderr).toMatch(/src\/resources\/page\.ts:1:1: warning MCPG902 no resource in the manifest/);
    expect(removed.stderr).toMatch(/src\/prompts\/summarize\.ts:1:1: warning MCPG902 no prompt in the manifest uses this handler any more/);
    for (const rel of ['src/resources/readme.ts', 'src/resources/page.ts', 'src/prompts/summarize.ts']) expect(existsSync(path.join(dir, rel)), rel).toBe(true);
    for (const rel of ['src/generated/runtime/content.gen.ts', 'src/generated/resources.gen.ts', 'src/generated/prompts.gen.ts'])
      expect(existsSync(path.join(dir, rel)), `${rel} is deleted as stale`).toBe(false);
    expect(read(dir, 'src/generated/server.gen.ts')).not.toMatch(/resources\/|prompts\//);
  });

  test('the stubs compile; a renamed template variable or prompt argument is a type error in the handler that uses it', { timeout: 300_000 }, async () => {
    const dir = project(true);
    expect((await runInProject(dir, 'generate')).code).toBe(0);
    const stubs = tsc(dir);
    expect(stubs.status, stubs.stdout).toBe(0);
    write(
      dir,
      'src/resources/page.ts',
      [
        "import type { PageResourceHandler } from '../generated/resources.gen.js';",
        'export const page: PageResourceHandler = async (_uri, { id }) => `page ${id}`;',
        'export const pageCompletions = { id: async (value: string) => [value] };',
        '',
      ].join('\n'),
    );
    write(
      dir,
      'src/prompts/summarize.ts',
      [
        "import type { SummarizePromptHandler } from '../generated/prompts.gen.js';",
        'export const summarize: SummarizePromptHandler = async ({ topic }) => `Summarize ${topic.toUpperCase()}`;',
        '',
      ].join('\n'),
    );
    const implemented = tsc(dir);
    expect(implemented.status, implemented.stdout).toBe(0);

    write(
      dir,
      'mcp.yaml',
      read(dir, 'mcp.yaml')
        .replace('docs://pages/{id}', 'docs://pages/{pageId}')
        .replace('complete: [id]', 'complete: [pageId]')
        .replace('topic: { required: true }', 'topic: {}'),
    );
    expect((await runInProject(dir, 'generate')).code).toBe(0);
    const after = tsc(dir);
    expect(after.status).not.toBe(0);
    expect(after.stdout).toMatch(/src\/resources\/page\.ts\(2,\d+\): error TS2339: Property 'id' does not exist on type 'PageResourceVariables'/);
    expect(after.stdout).toMatch(/src\/prompts\/summarize\.ts\(2,\d+\): error TS18048: 'topic' is possibly 'undefined'/);
    // The completions object was not annotated, so the mismatch surfaces where server.gen.ts uses it.
    expect(after.stdout).toMatch(/src\/generated\/server\.gen\.ts\(\d+,\d+\): error TS2741: Property 'pageId' is missing in type .* 'PageResourceCompletions'/);
  });
});
