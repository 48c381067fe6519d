// MCP Apps view files through the CLI (in process): an edited view is a change like an edited schema (it is one of the files generate read,
// --check reports the drift, generate inlines the new HTML), and a link that leads out of the manifest's folder is
// refused like a schema file's.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { runInProject } from './support/cli.js';
import { scratchDir } from './support/tmp.js';

const MANIFEST = (view: string) => `mcpgen: 1
server: { name: views-cli, version: 1.0.0 }
tools:
  show:
    title: Show
    description: Shows the view.
    annotations: { readOnlyHint: true }
    ui: { view: ${view} }
`;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

function project(view: string): string {
  const { dir, cleanup } = scratchDir('apps-views');
  cleanups.push(cleanup);
  mkdirSync(path.join(dir, 'views'));
  writeFileSync(path.join(dir, 'mcp.yaml'), MANIFEST(view));
  return dir;
}

test('an edited view: --check reports the drift, generate inlines the new HTML', async () => {
  const dir = project('./views/show.html');
  writeFileSync(path.join(dir, 'views', 'show.html'), '<!doctype html>\n<p>first</p>\n');
  expect((await runInProject(dir, 'generate')).code).toBe(0);
  expect((await runInProject(dir, 'generate', ['--check'])).code).toBe(0);
  writeFileSync(path.join(dir, 'views', 'show.html'), '<!doctype html>\n<p>second</p>\n');
  const check = await runInProject(dir, 'generate', ['--check']);
  expect(check.code).toBe(1);
  expect(check.stderr).toContain('src/generated/views.gen.ts');
  expect((await runInProject(dir, 'generate')).code).toBe(0);
  const views = readFileSync(path.join(dir, 'src', 'generated', 'views.gen.ts'), 'utf8');
  expect(views).toContain('"<p>second</p>",');
  expect(views).not.toContain('first');
});

test('a view that is a link to a file outside the folder: MCPG261, nothing generated', async () => {
  const dir = project('./views/show.html');
  const { dir: outside, cleanup } = scratchDir('apps-views-outside');
  cleanups.push(cleanup);
  writeFileSync(path.join(outside, 'secret.html'), '<p>outside</p>\n');
  symlinkSync(path.join(outside, 'secret.html'), path.join(dir, 'views', 'show.html'));
  const result = await runInProject(dir, 'generate');
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(
    /^mcp\.yaml:8:17: error MCPG261 ui\.view "\.\/views\/show\.html": views\/show\.html is a link to a file outside the manifest's folder$/m,
  );
  expect(result.stderr).not.toContain('    at ');
});
