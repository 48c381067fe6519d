// Issue 41, classes 7 and 8, through the CLI in process. Descriptions are CommonMark: only block HTML is converted,
// the Markdown is kept as written (code spans, `<branch name>`, `**bold**`, a_b, paragraphs, lists, quotes).
// Credentials and base URLs: an API without security gets no credential variable (so no start-up warning); with
// several schemes the one most operations take comes first and the README says which tools need the others; a
// templated or placeholder server puts MCPGEN_API_BASE_URL in every client entry; the README's Inspector line passes
// on only the variables that are set, so it works with the ones the user needs.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, runCliInProcess } from './support/cli.js';
import { manifestOf, type Obj } from './support/project.js';
import { scratchDir } from './support/tmp.js';

const scratch = scratchDir('openapi-described');
afterAll(() => scratch.cleanup());
const FIXTURES = path.join(REPO_ROOT, 'test/fixtures/openapi');
const described = path.join(scratch.dir, 'described');
const schemes = path.join(scratch.dir, 'schemes');
let m: Obj;
let s: Obj;

beforeAll(async () => {
  for (const [file, out] of [
    ['described.yaml', described],
    ['schemes.yaml', schemes],
  ] as const) {
    const r = await runCliInProcess(['import', 'openapi', path.join(FIXTURES, file), '--out', out]);
    if (r.code !== 0) throw new Error(r.stderr);
  }
  m = manifestOf(described);
  s = manifestOf(schemes);
}, 180_000);

const readme = (dir: string) => readFileSync(path.join(dir, 'README.md'), 'utf8');
/** The client entries' env objects in the README (Claude Desktop, VS Code, Cursor, npx). */
const clientEnvs = (dir: string) => [...readme(dir).matchAll(/"env": (\{[^}]*\})/g)].map((x) => JSON.parse(x[1]!) as Record<string, string>);

describe('descriptions are CommonMark (class 7)', () => {
  test('Markdown is kept as written: code spans, <branch name>, bold, a_b, paragraphs, lists, quotes', () => {
    expect(m.tools.getBranch.description).toBe(
      'Resolves `:ref` to a branch; `<branch name>` is its short name (a_b, not refs/heads/a_b).\n\n- **protected** branches too\n- tags are not branches\n\n> A deleted branch answers 404.',
    );
    expect(m.tools.getBranch.input.properties.name.description).toBe('The <branch name>, e.g. `main` or `feature_x`.');
    expect(m.tools.getBranch.output.properties.name.description).toBe('The **short** name: `<branch name>`.');
  });

  test('info.description: its first paragraph, line breaks and Markdown kept', () => {
    expect(m.server.description).toBe('Branches of a **repository**, as `git` names them:\neach `<branch name>` is a short name such as a_b.');
  });

  test('block HTML becomes Markdown, the Markdown and the unknown <branch name> inside it kept', () => {
    expect(m.tools.listLegacy.description).toBe('Lists **legacy** branches; `:ref` and <branch name> as above.\n\n-   Read only');
  });
});

describe('credentials and base URLs (class 8)', () => {
  test('an API that declares no security: no credential variable, so no start-up warning', () => {
    expect(m.api).not.toHaveProperty('auth');
    expect(readFileSync(path.join(described, 'src/generated/server.gen.ts'), 'utf8')).not.toContain('missingCredentials');
  });

  test('a scheme the user added to such a manifest is kept on re-import', async () => {
    const file = path.join(described, 'mcp.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^api:\n/m, 'api:\n  auth:\n    token: { type: bearer, env: MCPGEN_API_TOKEN }\n'));
    const again = await runCliInProcess(['import', 'openapi', '--out', described]);
    expect(again.code, again.stderr).toBe(0);
    expect(manifestOf(described).api.auth).toEqual({ token: { type: 'bearer', env: 'MCPGEN_API_TOKEN' } });
  });

  test('a templated placeholder server: every client entry carries MCPGEN_API_BASE_URL', () => {
    expect(m.api).toMatchObject({ baseUrl: 'https://your-tenant.described.example.com/api', baseUrlPlaceholder: true });
    expect(clientEnvs(described)).toEqual(
      Array(4).fill({ MCPGEN_API_BASE_URL: "<the API's base URL, instead of https://your-tenant.described.example.com/api>" }),
    );
    expect(s.api).not.toHaveProperty('baseUrlPlaceholder');
  });

  test('several schemes: the one most operations take first, and the README says which tools need the others', () => {
    expect(Object.keys(s.api.auth)).toEqual(['apiKey', 'admin', 'legacy']);
    expect(s.api.auth.apiKey.env).toBe('MCPGEN_API_TOKEN');
    for (const env of clientEnvs(schemes)) expect(Object.keys(env)).toEqual(['MCPGEN_API_TOKEN', 'MCPGEN_API_ADMIN', 'MCPGEN_API_LEGACY']);
    const text = readme(schemes);
    expect(text).toContain('- `MCPGEN_API_TOKEN` — an API key (header X-Api-Key), for the `apiKey` scheme: what most tools take.');
    expect(text).toContain('- `MCPGEN_API_ADMIN` — a bearer token (Authorization: Bearer), for the `admin` scheme: only `deleteUser`, `readAudit` need it.');
    expect(text).toContain('- `MCPGEN_API_LEGACY` — user:password (Authorization: Basic), for the `legacy` scheme: only `readAudit` needs it.');
  });

  test("the README's Inspector line passes on only the variables that are set (the Inspector refuses an empty -e)", () => {
    const line = /^npx -y -p node@22 -p @modelcontextprotocol\/inspector@[\d.]+ -- mcp-inspector --cli (.*)$/m.exec(readme(schemes))![1]!;
    // The line as sh runs it, with a stand-in for the Inspector that prints the arguments it gets.
    const printer = path.join(scratch.dir, 'print-args.cjs');
    writeFileSync(printer, 'console.log(JSON.stringify(process.argv.slice(2)))');
    const print = `node ${printer}`;
    const run = (env: Record<string, string>) =>
      JSON.parse(spawnSync('sh', ['-c', `${print} ${line}`], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } }).stdout) as string[];
    expect(run({ MCPGEN_API_TOKEN: 'k 1' })).toEqual(['-e', 'MCPGEN_API_TOKEN=k 1', 'node', 'dist/main.js', '--method', 'tools/list']);
    expect(run({ MCPGEN_API_TOKEN: 'k', MCPGEN_API_LEGACY: 'u:p' })).toEqual([
      '-e',
      'MCPGEN_API_TOKEN=k',
      '-e',
      'MCPGEN_API_LEGACY=u:p',
      'node',
      'dist/main.js',
      '--method',
      'tools/list',
    ]);
  });
});
